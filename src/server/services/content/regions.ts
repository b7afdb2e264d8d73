import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { regions } from '../../db/schema';
import { regionIsLive } from './region-readiness';

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

/** The live regions (active, with something to book: region-readiness) in displayOrder, with the fields visitors see. */
export function listPublicRegions(db: Database) {
  return db.select(publicColumns).from(regions).where(regionIsLive).orderBy(asc(regions.displayOrder), asc(regions.id));
}

/** One live region with the same fields, or null. */
export async function findPublicRegion(db: Database, id: number) {
  const [row] = await db.select(publicColumns).from(regions).where(and(eq(regions.id, id), regionIsLive));
  return row ?? null;
}
