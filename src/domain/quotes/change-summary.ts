import type { QuoteItinerary, QuoteLine } from './quote-shapes';

/** What a change summary compares: the parts of a version a visitor cares about. */
export interface VersionFacts {
  totalCents: number;
  itinerary: Pick<QuoteItinerary, 'date' | 'time' | 'departure' | 'destination'>;
  aircraftName: string;
  lines: readonly Pick<QuoteLine, 'label' | 'amountCents'>[];
}

const aud = (cents: number) =>
  `A$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const when = (i: VersionFacts['itinerary']) => (i.time ? `${i.date} ${i.time}` : i.date);
const route = (i: VersionFacts['itinerary']) => `${i.departure.name} → ${i.destination.name}`;

function lineChanges(before: VersionFacts['lines'], after: VersionFacts['lines']): string[] {
  const labels = (lines: VersionFacts['lines']) => new Set(lines.map((l) => l.label));
  const was = labels(before);
  const now = labels(after);
  const added = after.filter((l) => !was.has(l.label)).map((l) => `added ${l.label} (${aud(l.amountCents)})`);
  const removed = before.filter((l) => !now.has(l.label)).map((l) => `removed ${l.label}`);
  return [...added, ...removed];
}

/**
 * In plain words, what a new version changed from the one before: the price, the date, the route, the
 * aircraft, lines added or removed ("Price A$1,200 → A$1,350; date 2026-12-01 → 2026-12-03; added Catering
 * (A$150)"). "No change to price, date or aircraft" when only notes or terms moved. Written in English, the
 * staff's language; the page shows it under its own translated heading (decision 0057).
 */
export function changeSummary(before: VersionFacts, after: VersionFacts): string {
  const parts: string[] = [];
  if (before.totalCents !== after.totalCents) parts.push(`price ${aud(before.totalCents)} → ${aud(after.totalCents)}`);
  if (when(before.itinerary) !== when(after.itinerary)) parts.push(`date ${when(before.itinerary)} → ${when(after.itinerary)}`);
  if (route(before.itinerary) !== route(after.itinerary)) parts.push(`route ${route(before.itinerary)} → ${route(after.itinerary)}`);
  if (before.aircraftName !== after.aircraftName) parts.push(`aircraft ${before.aircraftName} → ${after.aircraftName}`);
  parts.push(...lineChanges(before.lines, after.lines));
  if (parts.length === 0) return 'No change to price, date or aircraft; notes or terms updated';
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
