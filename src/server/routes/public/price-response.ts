import { LRUCache } from 'lru-cache';
import { PRICE_HOLD_MINUTES } from '../../../domain/price-breakdown';
import type { PricingSnapshot, Quote } from '../../services/pricing';

/**
 * Serialized estimates per pricing snapshot. A quote depends on the snapshot and the request alone,
 * except `validUntil` (now + the price hold), so the JSON is kept split around that one value and
 * re-joined per request. A new snapshot (any admin write) starts an empty table; within one, the least
 * recently used answers go first once the table is full (by count or by bytes).
 */
const VALID_UNTIL_MARK = 'VALID-UNTIL-5b7e0c2d';
type Entry = [string, string] | string;
const newTable = () =>
  new LRUCache<string, Entry>({
    max: 20_000,
    // Staff widget HTML makes some answers large: bound the bytes too.
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (entry, key) => key.length + (typeof entry === 'string' ? entry.length : entry[0].length + entry[1].length),
  });
const tables = new WeakMap<PricingSnapshot, ReturnType<typeof newTable>>();

export function cachedPriceJson(
  snapshot: PricingSnapshot,
  key: string,
  now: Date,
  serialize: (value: unknown) => string,
  compute: (now: Date) => Quote & Record<string, unknown>,
): string {
  let table = tables.get(snapshot);
  if (!table) {
    table = newTable();
    tables.set(snapshot, table);
  }
  let entry = table.get(key);
  if (entry === undefined) {
    const result = compute(now);
    if (result.breakdown) {
      // The mark is the last one in the JSON: the response schema puts breakdown after the staff HTML
      // (iframeHtml), and only server-made values (message, types, location slugs) follow it.
      const json = serialize({ ...result, breakdown: { ...result.breakdown, validUntil: VALID_UNTIL_MARK } });
      const at = json.lastIndexOf(VALID_UNTIL_MARK);
      entry = [json.slice(0, at), json.slice(at + VALID_UNTIL_MARK.length)];
    } else {
      entry = serialize(result);
    }
    table.set(key, entry);
  }
  if (typeof entry === 'string') return entry;
  return entry[0] + new Date(now.getTime() + PRICE_HOLD_MINUTES * 60_000).toISOString() + entry[1];
}
