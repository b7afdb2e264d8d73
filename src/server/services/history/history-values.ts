import { aircraftNameAndCode } from '../../../domain/aircraft';
import { formatAuditValue } from '../../../domain/audit/changes';
import { centsFromDecimalString, centsFromDollars, formatAud } from '../../../domain/money';

/** Fields holding money: the audit keeps them as the database's decimal text ('250.00') or as dollars. */
const MONEY_FIELDS = new Set(['price', 'sameDayPrice', 'scenicPrice', 'oneWayPrice']);

/** Fields holding another item's id, and the table the name is read from. */
export const REFERENCE_FIELDS = {
  regionId: 'regions',
  departureLocationId: 'departure_locations',
  destinationId: 'destinations',
  defaultDepartureLocationId: 'departure_locations',
  defaultDestinationId: 'destinations',
} as const;
export type ReferenceTable = (typeof REFERENCE_FIELDS)[keyof typeof REFERENCE_FIELDS];

/** Names of referenced items by table and id; an id missing from it was deleted. */
export type ReferenceNames = Map<ReferenceTable, Map<number, string>>;

const FLIGHT_TYPE_WORDS: Record<string, string> = { 'same-day': 'Same-day', scenic: 'Scenic', 'one-way': 'One-way', 'pilot-training': 'Pilot training' };
const APP_CONTEXT_WORDS: Record<string, string> = { main: 'Main App', twin: 'Digital Twin' };

/** A value shown longer than this is cut (widget HTML can be 100,000 characters): a page of History stays small. */
export const SHOWN_VALUE_MAX = 300;

const cut = (text: string) => (text.length > SHOWN_VALUE_MAX ? `${text.slice(0, SHOWN_VALUE_MAX)}…` : text);

function moneyWords(value: unknown): string | undefined {
  try {
    if (typeof value === 'string') return formatAud(centsFromDecimalString(value));
    if (typeof value === 'number') return formatAud(centsFromDollars(value));
  } catch {
    // Not an amount after all: shown as it is.
  }
  return undefined;
}

const referenceField = (field: string): field is keyof typeof REFERENCE_FIELDS => field in REFERENCE_FIELDS;

function referenceWords(field: keyof typeof REFERENCE_FIELDS, value: unknown, names: ReferenceNames): string | undefined {
  if (typeof value !== 'number') return undefined;
  const name = names.get(REFERENCE_FIELDS[field])?.get(value);
  return name === undefined ? `no. ${value} (deleted since)` : name;
}

function listWords(field: string, value: unknown): string | undefined {
  if (field === 'aircraftType' && typeof value === 'string') return aircraftNameAndCode(value);
  if (field === 'appContext' && typeof value === 'string') return APP_CONTEXT_WORDS[value] ?? value;
  if (field === 'flightType' && typeof value === 'string') return FLIGHT_TYPE_WORDS[value] ?? value;
  if (field === 'flightTypes' && Array.isArray(value) && value.length > 0) return value.map((v) => FLIGHT_TYPE_WORDS[String(v)] ?? String(v)).join(', ');
  return undefined;
}

/**
 * One side of a change as staff read it: money as A$, another item by its name, aircraft, flight types and
 * app contexts by their names, Yes/No, '—' for nothing. `field` is the change's path ('price', 'translations.zh.name').
 */
export function historyValue(field: string, value: unknown, names: ReferenceNames): string {
  if (value === null || value === undefined || value === '') return '—';
  const top = field.split('.')[0] ?? field;
  const words =
    (MONEY_FIELDS.has(top) ? moneyWords(value) : undefined) ?? (referenceField(top) ? referenceWords(top, value, names) : undefined) ?? listWords(top, value);
  return cut(words ?? formatAuditValue(value));
}
