import type { Database } from '../../db/database';
import type { ContentCache } from '../../plugins/content-cache';
import { departureLocations, regions } from '../../db/schema';

/**
 * The ids and codes that public reads may be asked about. Visitors choose query values freely; the
 * content cache must only ever be keyed by values that exist, so routes check against these first and
 * answer every unknown value with one shared (empty) answer or a 404.
 */
export interface KnownIds {
  /** Every region, live or draft. */
  regionIds: ReadonlySet<number>;
  /** The regions visitors may read: the live (published) ones; in a staff preview the drafts too (decision 0044). */
  activeRegionIds: ReadonlySet<number>;
  /** Upper-cased code of each of those regions to its id. */
  activeRegionIdByCode: ReadonlyMap<string, number>;
  /** Active departures of those regions. */
  activeDepartureLocationIds: ReadonlySet<number>;
  /** Whether these are a preview's ids (drafts included). */
  drafts: boolean;
}

export async function loadKnownIds(db: Database, drafts = false): Promise<KnownIds> {
  const [regionRows, departureRows] = await Promise.all([
    db.select({ id: regions.id, code: regions.code, isActive: regions.isActive }).from(regions),
    db.select({ id: departureLocations.id, regionId: departureLocations.regionId, isActive: departureLocations.isActive }).from(departureLocations),
  ]);
  const readable = regionRows.filter((r) => drafts || r.isActive);
  const readableIds = new Set(readable.map((r) => r.id));
  return {
    regionIds: new Set(regionRows.map((r) => r.id)),
    activeRegionIds: readableIds,
    activeRegionIdByCode: new Map(readable.map((r) => [r.code.toUpperCase(), r.id])),
    activeDepartureLocationIds: new Set(departureRows.filter((d) => d.isActive && readableIds.has(d.regionId)).map((d) => d.id)),
    drafts,
  };
}

/** The known ids of the current content version (dropped with the content cache on every change). */
export function cachedKnownIds(cache: ContentCache, db: Database, drafts = false): Promise<KnownIds> {
  return cache.memo(drafts ? 'known-ids:drafts' : 'known-ids', () => loadKnownIds(db, drafts));
}
