import type { Database } from '../../db/database';
import type { ContentCache } from '../../plugins/content-cache';
import { departureLocations, regions } from '../../db/schema';

/**
 * The ids and codes that public reads may be asked about. Visitors choose query values freely; the
 * content cache must only ever be keyed by values that exist, so routes check against these first and
 * answer every unknown value with one shared (empty) answer or a 404.
 */
export interface KnownIds {
  /** Every region, active or not. */
  regionIds: ReadonlySet<number>;
  activeRegionIds: ReadonlySet<number>;
  /** Upper-cased code of each active region to its id. */
  activeRegionIdByCode: ReadonlyMap<string, number>;
  activeDepartureLocationIds: ReadonlySet<number>;
}

export async function loadKnownIds(db: Database): Promise<KnownIds> {
  const [regionRows, departureRows] = await Promise.all([
    db.select({ id: regions.id, code: regions.code, isActive: regions.isActive }).from(regions),
    db.select({ id: departureLocations.id, isActive: departureLocations.isActive }).from(departureLocations),
  ]);
  const activeRegions = regionRows.filter((r) => r.isActive);
  return {
    regionIds: new Set(regionRows.map((r) => r.id)),
    activeRegionIds: new Set(activeRegions.map((r) => r.id)),
    activeRegionIdByCode: new Map(activeRegions.map((r) => [r.code.toUpperCase(), r.id])),
    activeDepartureLocationIds: new Set(departureRows.filter((d) => d.isActive).map((d) => d.id)),
  };
}

/** The known ids of the current content version (dropped with the content cache on every change). */
export function cachedKnownIds(cache: ContentCache, db: Database): Promise<KnownIds> {
  return cache.memo('known-ids', () => loadKnownIds(db));
}
