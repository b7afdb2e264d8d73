import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database';
import {
  accreditationBadges,
  aircraftExperienceImages,
  cachedExperiences,
  connectingServices,
  departureLocations,
  destinationPricing,
  destinations,
  experiences,
  heroImages,
  pilotTrainingCourses,
  pricingRules,
  regionSettings,
  regions,
  routePricing,
} from '../schema';
import { ACCREDITATION_BADGES } from './badges';
import { LEGACY_EXPERIENCES, QLD_CACHED_EXPERIENCES, QLD_EXPERIENCES, type ExperienceSeed } from './experiences';
import { AIRCRAFT_IMAGES, HERO_IMAGES } from './images';
import { buildDestinationPrices, buildRoutePrices, PRICING_RULES, REGION_SETTINGS } from './prices';
import { QLD_DEPARTURES, QLD_DESTINATIONS } from './qld-locations';
import { REGIONS } from './regions';
import { CONNECTING_SERVICES } from './services';
import { trainingCoursesFor } from './training';
import { TWIN_DEPARTURES, TWIN_DESTINATIONS } from './twin-locations';
import type { DepartureSeed, DestinationSeed } from './types';
import { WA_DEPARTURES, WA_DESTINATIONS } from './wa-locations';

export { LEGACY_EXPERIENCES } from './experiences';
export { PILOT_TRAINING_PACKAGES } from './training';

/** Every departure and destination the product ships with (main and twin contexts). */
export const SEED_DEPARTURES: readonly DepartureSeed[] = [...WA_DEPARTURES, ...QLD_DEPARTURES, ...TWIN_DEPARTURES];
export const SEED_DESTINATIONS: readonly DestinationSeed[] = [...WA_DESTINATIONS, ...QLD_DESTINATIONS, ...TWIN_DESTINATIONS];

/** Serialises seeders across processes sharing one PostgreSQL (a transaction-scoped advisory lock). */
const SEED_LOCK_KEY = 7_262_001;
/** Rows per INSERT statement, well below PostgreSQL's parameter limit. */
const CHUNK = 200;

/**
 * Seeds the two regions (WA, QLD) and everything the customer site needs, in one transaction.
 * Does nothing when the regions table already has rows. Inserts skip rows whose natural key exists,
 * so a repeated or concurrent run never duplicates anything.
 */
export async function seedDatabase(db: Database): Promise<{ seeded: boolean }> {
  if (await hasRegions(db)) return { seeded: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasRegions(tx)) return { seeded: false };

    const inserted = await tx
      .insert(regions)
      .values(REGIONS.map(({ defaultDepartureValue: _d, defaultDestinationValue: _t, ...region }) => region))
      .onConflictDoNothing()
      .returning({ id: regions.id });
    if (inserted.length === 0) return { seeded: false };

    const regionRows = await tx.select({ id: regions.id, code: regions.code }).from(regions);
    const regionId = lookup(new Map(regionRows.map((r) => [r.code, r.id])), 'region');

    // Locations, then the region defaults that point at them.
    await insertChunks(SEED_DEPARTURES, (chunk) =>
      tx
        .insert(departureLocations)
        .values(chunk.map(({ region, ...row }) => ({ ...row, regionId: regionId(region) })))
        .onConflictDoNothing(),
    );
    await insertChunks(SEED_DESTINATIONS, (chunk) =>
      tx
        .insert(destinations)
        .values(chunk.map(({ region, ...row }) => ({ ...row, regionId: regionId(region) })))
        .onConflictDoNothing(),
    );
    const departureId = lookup(
      await idsByValue(tx, departureLocations, SEED_DEPARTURES.map((d) => d.value)),
      'departure location',
    );
    const destinationId = lookup(await idsByValue(tx, destinations, SEED_DESTINATIONS.map((d) => d.value)), 'destination');
    for (const region of REGIONS) {
      await tx
        .update(regions)
        .set({
          defaultDepartureLocationId: departureId(region.defaultDepartureValue),
          defaultDestinationId: destinationId(region.defaultDestinationValue),
        })
        .where(eq(regions.id, regionId(region.code)));
    }

    // Prices.
    const routeRows = buildRoutePrices(SEED_DEPARTURES, SEED_DESTINATIONS).map(({ departure, destination, ...row }) => ({
      ...row,
      departureLocationId: departureId(departure),
      destinationId: destinationId(destination),
    }));
    await insertChunks(routeRows, (chunk) => tx.insert(routePricing).values(chunk).onConflictDoNothing());
    const destinationRows = buildDestinationPrices(SEED_DEPARTURES, SEED_DESTINATIONS).map(({ destination, ...row }) => ({
      ...row,
      destinationId: destinationId(destination),
    }));
    await tx.insert(destinationPricing).values(destinationRows).onConflictDoNothing();
    await tx.insert(pricingRules).values([...PRICING_RULES]).onConflictDoNothing();
    await tx
      .insert(regionSettings)
      .values(REGIONS.map((r) => ({ regionId: regionId(r.code), ...REGION_SETTINGS[r.code] })))
      .onConflictDoNothing();

    // Content (these tables have no natural key; they are only reached by the run that created the regions).
    const wa = regionId('WA');
    const qld = regionId('QLD');
    const experienceRow = (regionId: number) => ({ bookFlight, ...e }: ExperienceSeed) => ({
      ...e,
      regionId,
      destinationId: destinationId(bookFlight.destination),
      flightType: bookFlight.flightType,
    });
    await tx.insert(experiences).values([...LEGACY_EXPERIENCES.map(experienceRow(wa)), ...QLD_EXPERIENCES.map(experienceRow(qld))]);
    await tx.insert(cachedExperiences).values(QLD_CACHED_EXPERIENCES.map((e) => ({ ...e, regionId: qld })));
    await tx.insert(pilotTrainingCourses).values(
      REGIONS.flatMap((r) => trainingCoursesFor(r.code).map((course) => ({ ...course, regionId: regionId(r.code) }))),
    );
    await tx.insert(connectingServices).values(CONNECTING_SERVICES.map(({ region, ...s }) => ({ ...s, regionId: regionId(region) })));
    await tx.insert(accreditationBadges).values(ACCREDITATION_BADGES.map(({ region, ...b }) => ({ ...b, regionId: regionId(region) })));
    await tx.insert(heroImages).values(HERO_IMAGES.map(({ region, ...h }) => ({ ...h, regionId: regionId(region) })));
    await tx
      .insert(aircraftExperienceImages)
      .values(AIRCRAFT_IMAGES.map(({ region, ...image }) => ({ ...image, regionId: region ? regionId(region) : null })));

    return { seeded: true };
  });
}

async function hasRegions(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: regions.id }).from(regions).limit(1);
  return rows.length > 0;
}

async function idsByValue(
  db: Executor,
  table: typeof departureLocations | typeof destinations,
  values: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, value: table.value }).from(table).where(inArray(table.value, [...values]));
  return new Map(rows.map((r) => [r.value, r.id]));
}

/** A resolver that fails loudly when the seed data refers to a key that is not there. */
function lookup(ids: Map<string, number>, what: string): (key: string) => number {
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${key}`);
    return id;
  };
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}
