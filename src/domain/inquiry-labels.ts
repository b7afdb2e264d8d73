import { aircraftNameAndCode } from './aircraft';
import { centsFromDecimalString, formatAud } from './money';

/*
 * How staff read an inquiry's codes, in the panel and in the exported files alike: flight types, languages,
 * sites and aircraft by name; a code this product does not know is shown as it was sent.
 */
const FLIGHT_TYPE_LABELS: Record<string, string> = {
  'same-day': 'Same-day return',
  return: 'Return',
  scenic: 'Scenic',
  'one-way': 'One-way',
  'pilot-training': 'Pilot training',
};
const LANGUAGE_LABELS: Record<string, string> = { en: 'English', zh: 'Chinese (Mandarin)', hi: 'Hindi' };
const CONTEXT_LABELS: Record<string, string> = { main: 'Main site', twin: 'Mandarin site (twin)' };

export const flightTypeLabel = (type: string | null) => (type ? (FLIGHT_TYPE_LABELS[type] ?? type) : undefined);
export const aircraftName = (type: string | null) => (type ? aircraftNameAndCode(type) : undefined);
export const languageLabel = (code: string) => LANGUAGE_LABELS[code] ?? code;
export const appContextLabel = (context: string) => CONTEXT_LABELS[context] ?? context;

/**
 * The estimate as the visitor saw it, in A$ with separators: widgets send a number ('1450.05') or a text
 * ('NOT AVAILABLE', 'A$1,450'); a number becomes 'A$1,450.05', a text is shown as it was sent.
 */
export function estimateText(estimate: string | null): string | undefined {
  if (!estimate) return undefined;
  const plain = estimate.trim().replace(/^A?\$\s?/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? formatAud(centsFromDecimalString(plain)) : estimate;
}
