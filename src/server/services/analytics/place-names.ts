import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations } from '../../db/schema';

/** A place as the home page shows it: its slug and its name. */
export interface Place {
  value: string;
  name: string;
}

type PlaceTable = typeof departureLocations | typeof destinations;
const asId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The places of one table that `texts` name (by slug, name or id), keyed by the text lower-cased. */
async function placesOf(db: Executor, table: PlaceTable, texts: string[]): Promise<Map<string, Place>> {
  const found = new Map<string, Place>();
  const lowered = [...new Set(texts.map((t) => t.toLowerCase()))].filter(Boolean);
  if (lowered.length === 0) return found;
  const ids = lowered.map(asId).filter((id): id is number => id !== undefined);
  const rows = await db
    .select({ id: table.id, value: table.value, name: table.name })
    .from(table)
    .where(or(inArray(sql`lower(${table.value})`, lowered), inArray(sql`lower(${table.name})`, lowered), ...(ids.length > 0 ? [inArray(table.id, ids)] : [])))
    .orderBy(table.id);
  // A slug names one place; a name may name several (one per region): the first one stands for it.
  for (const row of rows) {
    const place = { value: row.value, name: row.name };
    for (const key of [row.value.toLowerCase(), row.name.toLowerCase(), String(row.id)]) if (!found.has(key)) found.set(key, place);
  }
  return found;
}

/**
 * What visitors' widgets sent for a route's two ends (a slug, an id or a name) as one place each: the
 * destination may be a departure location (a scenic flight returns to it). A text that names no place
 * stands for itself.
 */
export async function placeResolver(db: Executor, departures: string[], destinationTexts: string[]) {
  const [starts, ends, returns] = await Promise.all([
    placesOf(db, departureLocations, departures),
    placesOf(db, destinations, destinationTexts),
    placesOf(db, departureLocations, destinationTexts),
  ]);
  const unknown = (text: string): Place => ({ value: text, name: text || '—' });
  return {
    departure: (text: string): Place => starts.get(text.toLowerCase()) ?? unknown(text),
    destination: (text: string): Place => ends.get(text.toLowerCase()) ?? returns.get(text.toLowerCase()) ?? unknown(text),
  };
}
