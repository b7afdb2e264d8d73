import { LRUCache } from 'lru-cache';
import { PRICE_HOLD_MINUTES } from '../../../domain/price-breakdown';
import type { PricingSnapshot, Quote } from '../../services/pricing';

/**
 * Serialized estimates per pricing snapshot. A quote depends on the snapshot and the request alone,
 * except `validUntil` (now + the price hold), so the JSON is kept split around that one value and
 * re-joined per request. One table for all snapshots, its keys prefixed by the snapshot's number: a new
 * snapshot (any admin write) finds none of the old answers, which age out as the least recently used
 * (by count or by bytes). Not a table per snapshot: making one costs ~3 ms (it preallocates its 20,000
 * slots), which a price write, patching the snapshot in ~1 ms, would then add to the next quote.
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
const table = newTable();
const snapshotNumbers = new WeakMap<PricingSnapshot, number>();
let lastNumber = 0;

export function cachedPriceJson(
  snapshot: PricingSnapshot,
  key: string,
  now: Date,
  serialize: (value: unknown) => string,
  compute: (now: Date) => Quote & Record<string, unknown>,
): string {
  let number = snapshotNumbers.get(snapshot);
  if (number === undefined) snapshotNumbers.set(snapshot, (number = ++lastNumber));
  key = `${number}|${key}`;
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
  return entry[0] + validUntil(now) + entry[1];
}

/** The hold's end as ISO text, made once per millisecond: quotes answered within one share it. */
let lastHold = { at: Number.NaN, text: '' };
function validUntil(now: Date): string {
  const at = now.getTime();
  if (at !== lastHold.at) lastHold = { at, text: new Date(at + PRICE_HOLD_MINUTES * 60_000).toISOString() };
  return lastHold.text;
}
