import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InquiryNames } from '../../../domain/api/admin/inquiries';
import type { Executor } from '../../db/database';
import { connectingServices, departureLocations, destinations, experiences, pilotTrainingCourses, regions } from '../../db/schema';

type PlaceTable = typeof departureLocations | typeof destinations;
type AddOnTable = typeof experiences | typeof pilotTrainingCourses | typeof connectingServices;

const asId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The place a visitor's widget sent: by its slug ('jandakot'), its id or its name (the booking page sends
 * names). Places of the inquiry's region come first; undefined when no such place exists (any more).
 */
async function findPlace(db: Executor, tables: PlaceTable[], text: string, regionId: number | null): Promise<{ name: string; value: string } | undefined> {
  for (const table of tables) {
    const id = asId(text);
    const matches: SQL[] = [sql`lower(${table.value}) = lower(${text})`, sql`lower(${table.name}) = lower(${text})`];
    if (id !== undefined) matches.push(eq(table.id, id));
    const [row] = await db
      .select({ name: table.name, value: table.value })
      .from(table)
      .where(or(...matches))
      .orderBy(regionId === null ? table.id : sql`(${table.regionId} = ${regionId}) desc`, table.id)
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/** The name of the place a visitor's widget sent; a place that no longer exists keeps the text as it was sent. */
async function placeName(db: Executor, tables: PlaceTable[], text: string | null, regionId: number | null): Promise<string | null> {
  if (!text) return null;
  return (await findPlace(db, tables, text, regionId))?.name ?? text;
}

/**
 * The slugs of an inquiry's places, whatever the widget sent (slug, id or name), so a quote made from it is
 * priced by the one price resolver, which reads slugs; a place that no longer exists keeps the text as sent.
 */
export async function inquirySlugs(db: Executor, inquiry: InquiryReferences): Promise<{ departure: string | null; destination: string | null }> {
  const slug = async (tables: PlaceTable[], text: string | null) => (text ? ((await findPlace(db, tables, text, inquiry.regionId))?.value ?? text) : null);
  return { departure: await slug([departureLocations], inquiry.departure), destination: await slug([destinations, departureLocations], inquiry.destination) };
}

/**
 * Add-ons arrive as ids (the older clients of docs/product.md §7.1) or as titles (this product's widget): ids become
 * titles.
 */
async function addOnNames(db: Executor, table: AddOnTable, sent: string[] | undefined): Promise<string[]> {
  const list = sent ?? [];
  const ids = list.map(asId).filter((id): id is number => id !== undefined);
  const rows = ids.length > 0 ? await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids)) : [];
  const titles = new Map(rows.map((row) => [String(row.id), row.title]));
  return list.map((item) => titles.get(item) ?? item);
}

export interface InquiryReferences {
  regionId: number | null;
  departure: string | null;
  destination: string | null;
  addOns?: { experiences?: string[]; pilotTraining?: string[]; connectingServices?: string[] };
}

/** The names staff read for an inquiry's region, places and add-ons (see InquiryNames). */
export async function inquiryNames(db: Executor, inquiry: InquiryReferences): Promise<InquiryNames> {
  const [region] = inquiry.regionId === null ? [] : await db.select({ name: regions.name }).from(regions).where(eq(regions.id, inquiry.regionId));
  return {
    region: region?.name ?? null,
    departure: await placeName(db, [departureLocations], inquiry.departure, inquiry.regionId),
    // Scenic and training flights end where they start: the destination may name a departure location.
    destination: await placeName(db, [destinations, departureLocations], inquiry.destination, inquiry.regionId),
    addOns: {
      experiences: await addOnNames(db, experiences, inquiry.addOns?.experiences),
      pilotTraining: await addOnNames(db, pilotTrainingCourses, inquiry.addOns?.pilotTraining),
      connectingServices: await addOnNames(db, connectingServices, inquiry.addOns?.connectingServices),
    },
  };
}
