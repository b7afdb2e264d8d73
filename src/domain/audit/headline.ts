import { centsFromDecimalString, formatAud } from '../money';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The price fields of the price tables, as the line names them (a route price has one, a destination price three). */
const PRICE_FIELDS: Record<string, Record<string, string>> = {
  route_pricing: { price: 'price' },
  destination_pricing: { sameDayPrice: 'same-day', scenicPrice: 'scenic', oneWayPrice: 'one-way' },
};

/** A stored price ('450.00', 450, null) in A$, or 'none'. */
function priceText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  const text = typeof value === 'number' ? value.toFixed(2) : String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? formatAud(centsFromDecimalString(text), 'en-AU') : text;
}

/** 'price A$450.00 → A$500.00', one part per price that changed (or was set on create, or held on delete). */
function priceChanges(fields: Record<string, string>, before: unknown, after: unknown): string | undefined {
  const old = isRecord(before) ? before : undefined;
  const now = isRecord(after) ? after : undefined;
  const parts = Object.entries(fields).flatMap(([field, label]) => {
    if (old && now) return priceText(old[field]) === priceText(now[field]) ? [] : [`${label} ${priceText(old[field])} → ${priceText(now[field])}`];
    const side = now ?? old;
    return side && field in side ? [`${label} ${priceText(side[field])}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

const count = (n: unknown, one: string, many: string) => (typeof n === 'number' ? `${n} ${n === 1 ? one : many}` : undefined);

/** An import's counts: '120 rows: 3 new, 5 changed, 112 unchanged route prices; 1 new destination'. */
function importCounts(after: unknown): string | undefined {
  if (!isRecord(after) || typeof after.rows !== 'number') return undefined;
  const routes = [
    typeof after.createdRoutes === 'number' ? `${after.createdRoutes} new` : undefined,
    typeof after.updatedRoutes === 'number' ? `${after.updatedRoutes} changed` : undefined,
    typeof after.unchangedRoutes === 'number' ? `${after.unchangedRoutes} unchanged` : undefined,
  ].filter(Boolean);
  const places = [count(after.createdDestinations, 'new destination', 'new destinations'), count(after.createdDepartures, 'new departure', 'new departures')].filter(
    (text) => text !== undefined && !text.startsWith('0 '),
  );
  const rows = count(after.rows, 'row', 'rows');
  return `${rows}: ${routes.join(', ')} route prices${places.length > 0 ? `; ${places.join(', ')}` : ''}`;
}

/** By how much an adjustment by date changes the price: '+10%', '-A$50.00' (decision 0063). */
function adjustmentText(side: Record<string, unknown>): string | undefined {
  if (typeof side.value !== 'number') return undefined;
  const sign = side.value > 0 ? '+' : side.value < 0 ? '-' : '';
  const size = Math.abs(side.value);
  return side.unit === 'amount' ? `${sign}${formatAud(Math.round(size * 100), 'en-AU')}` : `${sign}${size}%`;
}

/** 'Weekend +10%', or 'Weekend +10% → -5%' when an edit changed it. */
function adjustmentChange(before: unknown, after: unknown): string | undefined {
  const side = isRecord(after) ? after : isRecord(before) ? before : undefined;
  if (!side) return undefined;
  const now = adjustmentText(side);
  const old = isRecord(before) && isRecord(after) ? adjustmentText(before) : undefined;
  const by = old !== undefined && old !== now ? `${old} → ${now}` : now;
  return [typeof side.name === 'string' ? side.name : undefined, by].filter(Boolean).join(' ') || undefined;
}

/**
 * What an audit entry's one line says beyond who did what to which item: a price's old and new value, an
 * import's counts. undefined when the line needs nothing more.
 */
export function auditHeadline(entry: { action: string; entity: string; before: unknown; after: unknown }): string | undefined {
  if (entry.action === 'import') return importCounts(entry.after);
  if (entry.entity === 'price_adjustments') return adjustmentChange(entry.before, entry.after);
  const fields = PRICE_FIELDS[entry.entity];
  return fields ? priceChanges(fields, entry.before, entry.after) : undefined;
}
