import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { regions } from '../../db/schema';

const publicColumns = {
  id: regions.id,
  code: regions.code,
  name: regions.name,
  iconUrl: regions.iconUrl,
  isActive: regions.isActive,
  displayOrder: regions.displayOrder,
  defaultDepartureLocationId: regions.defaultDepartureLocationId,
  defaultDestinationId: regions.defaultDestinationId,
  translations: regions.translations,
};

/** The active regions in displayOrder, with the fields visitors see. */
export function listPublicRegions(db: Database) {
  return db.select(publicColumns).from(regions).where(eq(regions.isActive, true)).orderBy(asc(regions.displayOrder), asc(regions.id));
}

/** One active region with the same fields, or null. */
export async function findPublicRegion(db: Database, id: number) {
  const [row] = await db.select(publicColumns).from(regions).where(and(eq(regions.id, id), eq(regions.isActive, true)));
  return row ?? null;
}
