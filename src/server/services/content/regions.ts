import { and, asc, eq, not, or } from 'drizzle-orm';
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

/** What visitors see: the live regions with something to book; a staff preview adds the drafts (`isActive` false), decision 0044. */
const shownRegions = (drafts: boolean) => (drafts ? or(regionIsLive, not(regions.isActive)) : regionIsLive);

/** The regions visitors see (region-readiness) in displayOrder, with the fields visitors see. */
export function listPublicRegions(db: Database, drafts = false) {
  return db.select(publicColumns).from(regions).where(shownRegions(drafts)).orderBy(asc(regions.displayOrder), asc(regions.id));
}

/** One of those regions with the same fields, or null. */
export async function findPublicRegion(db: Database, id: number, drafts = false) {
  const [row] = await db.select(publicColumns).from(regions).where(and(eq(regions.id, id), shownRegions(drafts)));
  return row ?? null;
}
