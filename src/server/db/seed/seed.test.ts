import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { SEED_ASSETS_DIR } from '../../paths';
import type { Database, DatabaseHandle } from '../database';
import { openDatabase } from '../open';
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
import { LEGACY_EXPERIENCES, PILOT_TRAINING_PACKAGES, seedDatabase } from './index';
import { CUSTOM_ROUTES, ROUTE_UNAVAILABLE_AIRCRAFT, SCENIC_ONLY_DEPARTURES } from './prices';

const WA_EXPERIENCE_TITLES = [
  'On demand Air-Taxi to Wadjemup (Rottnest) Island',
  'Leeuwin Estate Wine and Dine Experience',
  'Perth City Scenic Flight',
  'Northern Explorer - Jurien Bay',
  'Prosecco Sunset Flight',
  'Isola Bar Fly & Dine',
  'Wave Rock Day Trip – Hyden',
  'Fly & Play – Rottnest Island Golf',
];

const TRAINING_PACKAGES: [string, string][] = [
  ['30 Min Trial Flight', '0.5'],
  ['90 Day Starter Pack', '4.5'],
  ['Fundamentals Package', '9.0'],
  ['Go Solo Package', '18.0'],
  ['Sport Pilot Certificate', '30.0'],
  ['Navigation Pilot / PPL', '40.0'],
  ['Commercial Pilot License', '200.0'],
];

const COUNTED_TABLES = {
  regions,
  departureLocations,
  destinations,
  routePricing,
  destinationPricing,
  pricingRules,
  regionSettings,
  experiences,
  cachedExperiences,
  pilotTrainingCourses,
  connectingServices,
  accreditationBadges,
  heroImages,
  aircraftExperienceImages,
} satisfies Record<string, PgTable>;

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

let handle: DatabaseHandle;
let db: Database;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  db = handle.db;
  firstRun = await seedDatabase(db);
});

afterAll(async () => {
  await handle?.close();
});

describe('seedDatabase on an empty database', () => {
  it('seeds WA and QLD with their default departure and destination', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const rows = await db.select().from(regions).orderBy(regions.displayOrder);
    expect(rows.map((r) => [r.code, r.name, r.displayOrder, r.isActive])).toEqual([
      ['WA', 'Western Australia', 1, true],
      ['QLD', 'Queensland', 2, true],
    ]);
    const defaults: Record<string, [string | undefined, string | undefined]> = {};
    for (const region of rows) {
      const [dep] = await db.select().from(departureLocations).where(eq(departureLocations.id, region.defaultDepartureLocationId ?? -1));
      const [dest] = await db.select().from(destinations).where(eq(destinations.id, region.defaultDestinationId ?? -1));
      expect(dep?.regionId).toBe(region.id);
      expect(dest?.regionId).toBe(region.id);
      defaults[region.code] = [dep?.value, dest?.value];
    }
    expect(defaults).toEqual({ WA: ['jandakot', 'rottnest-island'], QLD: ['YCAB', 'YBNA'] });
  });

  it('refers only to seed images that exist in the assets folder', async () => {
    const urls = [
      ...(await db.select({ url: regions.iconUrl }).from(regions)),
      ...(await db.select({ url: experiences.imageUrl }).from(experiences)),
      ...(await db.select({ url: cachedExperiences.imageUrl }).from(cachedExperiences)),
      ...(await db.select({ url: pilotTrainingCourses.imageUrl }).from(pilotTrainingCourses)),
      ...(await db.select({ url: connectingServices.imageUrl }).from(connectingServices)),
      ...(await db.select({ url: accreditationBadges.imageUrl }).from(accreditationBadges)),
      ...(await db.select({ url: heroImages.imageUrl }).from(heroImages)),
      ...(await db.select({ url: aircraftExperienceImages.imageUrl }).from(aircraftExperienceImages)),
    ].map((r) => r.url);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/seed\/[a-z0-9-]+\.webp$/);
      const file = readFileSync(path.join(SEED_ASSETS_DIR, path.basename(url ?? '')));
      expect(file.subarray(0, 4).toString('latin1'), url ?? '').toBe('RIFF');
      expect(file.subarray(8, 12).toString('latin1'), url ?? '').toBe('WEBP');
    }
  });

  it('seeds the eight WA experiences word for word, and four in QLD', async () => {
    const [wa] = await db.select().from(regions).where(eq(regions.code, 'WA'));
    const [qld] = await db.select().from(regions).where(eq(regions.code, 'QLD'));
    const waRows = await db.select().from(experiences).where(eq(experiences.regionId, wa!.id)).orderBy(experiences.displayOrder);
    expect(waRows.map((e) => e.title)).toEqual(WA_EXPERIENCE_TITLES);
    expect(LEGACY_EXPERIENCES.map((e) => e.title)).toEqual(WA_EXPERIENCE_TITLES);
    const categories = new Set(['Most Popular', 'Fly & Dine', 'Best Value', 'Adventure', 'Romantic', 'Premium']);
    for (const e of waRows) {
      expect(e.dataSource).toBe('internal');
      expect(categories.has(e.category ?? '')).toBe(true);
      expect(Number(e.rating)).toBeGreaterThanOrEqual(4.7);
      expect(Number(e.rating)).toBeLessThanOrEqual(5);
      expect(e.priceDisplay).toMatch(/^From A\$[\d,]+$/);
    }
    expect(new Set(waRows.map((e) => e.category))).toEqual(categories);
    expect(await db.select().from(experiences).where(eq(experiences.regionId, qld!.id))).toHaveLength(4);
    const cached = await db.select().from(cachedExperiences);
    expect(cached.map((c) => [c.regionId, c.dataSource])).toEqual(Array(3).fill([qld!.id, 'cached']));
  });

  it('seeds the seven pilot training packages in each region', async () => {
    expect(PILOT_TRAINING_PACKAGES.map((p) => p.title)).toEqual(TRAINING_PACKAGES.map(([title]) => title));
    for (const region of await db.select().from(regions)) {
      const courses = await db
        .select()
        .from(pilotTrainingCourses)
        .where(eq(pilotTrainingCourses.regionId, region.id))
        .orderBy(pilotTrainingCourses.displayOrder);
      expect(courses.map((c) => [c.title, c.hours])).toEqual(TRAINING_PACKAGES);
      for (const c of courses) expect(c.enrolUrl).toMatch(/^https:\/\/book\.skycharter\.example\//);
    }
  });

  it('places every departure and destination inside Australia', async () => {
    const places = [...(await db.select().from(departureLocations)), ...(await db.select().from(destinations))];
    expect(places.length).toBeGreaterThan(20);
    for (const p of places) {
      expect(p.latitude, p.value).toBeGreaterThan(-44);
      expect(p.latitude, p.value).toBeLessThan(-10);
      expect(p.longitude, p.value).toBeGreaterThan(112);
      expect(p.longitude, p.value).toBeLessThan(154);
    }
  });

  it('leaves some aircraft unavailable on some routes, with nothing else pricing them', async () => {
    const rules = await db.select().from(pricingRules);
    expect(rules.map((r) => r.aircraftType).sort()).toEqual(['3-passengers', '6-passengers']);
    let checked = 0;
    for (const [value, types] of Object.entries(ROUTE_UNAVAILABLE_AIRCRAFT)) {
      const [dest] = await db.select().from(destinations).where(eq(destinations.value, value));
      expect(dest, value).toBeDefined();
      for (const aircraftType of types) {
        const routes = await db
          .select()
          .from(routePricing)
          .where(and(eq(routePricing.destinationId, dest!.id), eq(routePricing.aircraftType, aircraftType)));
        const destPrices = await db
          .select()
          .from(destinationPricing)
          .where(and(eq(destinationPricing.destinationId, dest!.id), eq(destinationPricing.aircraftType, aircraftType)));
        expect(routes, `${aircraftType} to ${value}`).toHaveLength(0);
        expect(destPrices, `${aircraftType} to ${value}`).toHaveLength(0);
        expect(rules.some((r) => r.aircraftType === aircraftType)).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    // Other aircraft do fly these routes, so the picker shows a reduced list rather than nothing.
    const [albany] = await db.select().from(destinations).where(eq(destinations.value, 'albany'));
    const albanyTypes = await db.selectDistinct({ t: routePricing.aircraftType }).from(routePricing).where(eq(routePricing.destinationId, albany!.id));
    expect(albanyTypes.length).toBeGreaterThan(3);
  });

  it('has custom routes priced on request', async () => {
    const custom = await db
      .select({ dep: departureLocations.value, dest: destinations.value, type: routePricing.aircraftType, price: routePricing.price })
      .from(routePricing)
      .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
      .innerJoin(destinations, eq(destinations.id, routePricing.destinationId))
      .where(eq(routePricing.isCustomRoute, true));
    expect(custom).toContainEqual({ dep: 'jandakot', dest: 'albany', type: '8-passengers', price: '0.00' });
    expect(custom.length).toBe(CUSTOM_ROUTES.reduce((n, c) => n + c.flightTypes.length, 0));
  });

  it('prices scenic flights per departure, by the destination with the same value', async () => {
    const rows = await db
      .select({ dep: departureLocations.value, dest: destinations.value, flightType: routePricing.flightType, price: routePricing.price })
      .from(routePricing)
      .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
      .innerJoin(destinations, eq(destinations.id, routePricing.destinationId));
    const scenic = rows.filter((r) => r.flightType === 'scenic');
    expect(scenic.length).toBeGreaterThan(0);
    for (const r of scenic) expect(r.dest).toBe(r.dep);
    for (const value of ['jandakot', 'serpentine', 'YCAB', 'YRED']) {
      const [dest] = await db.select().from(destinations).where(eq(destinations.value, value));
      expect(dest?.flightTypes).toEqual(['scenic']);
      expect(scenic.some((r) => r.dep === value)).toBe(true);
    }
    // A scenic-only departure: Serpentine has scenic rows and nothing else.
    for (const value of SCENIC_ONLY_DEPARTURES) {
      const own = rows.filter((r) => r.dep === value);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((r) => r.flightType === 'scenic')).toBe(true);
    }
    // A destination without one-way.
    const [waveRock] = await db.select().from(destinations).where(eq(destinations.value, 'wave-rock'));
    expect(waveRock?.flightTypes).toEqual(['same-day']);
    expect(waveRock?.oneWayBookingUrl).toBeNull();
    expect(rows.filter((r) => r.dest === 'wave-rock').every((r) => r.flightType === 'same-day')).toBe(true);
    // Prices grow with distance.
    const price = (dep: string, dest: string) =>
      Number(rows.find((r) => r.dep === dep && r.dest === dest && r.flightType === 'same-day')?.price ?? NaN);
    expect(price('jandakot', 'albany')).toBeGreaterThan(price('jandakot', 'rottnest-island'));
    expect(rows.length).toBeLessThan(600);
  });

  it('seeds a twin (Mandarin) setup for WA with exactly one departure', async () => {
    const twinDeps = await db.select().from(departureLocations).where(eq(departureLocations.appContext, 'twin'));
    expect(twinDeps.map((d) => d.value)).toEqual(['jandakot-twin']);
    const twinDests = await db.select().from(destinations).where(eq(destinations.appContext, 'twin'));
    expect(twinDests.map((d) => d.value).sort()).toEqual(['perth-city-twin', 'rottnest-island-twin']);
    const twinRoutes = await db.select().from(routePricing).where(eq(routePricing.departureLocationId, twinDeps[0]!.id));
    expect(twinRoutes.length).toBeGreaterThan(0);
    expect(await db.select().from(heroImages).where(eq(heroImages.appContext, 'twin'))).toHaveLength(2);
  });

  it('seeds services, badges, images, booking fees and an embedded calendar', async () => {
    const counts = await countRows(db);
    expect(counts.connectingServices).toBe(8);
    expect(counts.accreditationBadges).toBe(6);
    expect(counts.heroImages).toBe(10);
    const imageTypes = await db.selectDistinct({ t: aircraftExperienceImages.aircraftType }).from(aircraftExperienceImages).where(sql`${aircraftExperienceImages.regionId} is null`);
    expect(imageTypes.map((r) => r.t).sort()).toEqual([...AIRCRAFT_TYPES].sort());
    const fees = await db.select({ code: regions.code, percent: regionSettings.bookingFeePercent, min: regionSettings.bookingFeeMinimum }).from(regionSettings).innerJoin(regions, eq(regions.id, regionSettings.regionId));
    expect(fees.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'QLD', percent: '4.50', min: '30.00' },
      { code: 'WA', percent: '5.00', min: '25.00' },
    ]);
    const withHtml = await db.select().from(destinations).where(sql`${destinations.iframeHtml} is not null`);
    expect(withHtml.map((d) => d.value)).toEqual(['rottnest-island']);
    expect(withHtml[0]?.iframeHtml).not.toMatch(/(src|href)=["']?https?:/);
  });

  it('translates every visitor-facing text into Chinese and Hindi', async () => {
    const fields: [PgTable, string[]][] = [
      [regions, ['name']],
      [departureLocations, ['name', 'subtitle']],
      [destinations, ['name', 'subtitle']],
      [experiences, ['title', 'description', 'highlightText', 'priceDisplay', 'category']],
      [cachedExperiences, ['title', 'description', 'price', 'category']],
      [pilotTrainingCourses, ['title', 'tagline', 'description']],
      [connectingServices, ['title', 'description']],
      [accreditationBadges, ['title', 'description']],
      [heroImages, ['title', 'altText']],
      [aircraftExperienceImages, ['title', 'altText']],
    ];
    let checked = 0;
    for (const [table, names] of fields) {
      const rows = (await db.select().from(table)) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const translations = row.translations as { zh?: Record<string, string>; hi?: Record<string, string> };
        for (const name of names) {
          if (row[name] === null || row[name] === undefined) continue;
          const label = `${String(row.title ?? row.name)}.${name}`;
          expect(translations.zh?.[name], `zh ${label}`).toMatch(/[\u4e00-\u9fff]/);
          expect(translations.hi?.[name], `hi ${label}`).toMatch(/[\u0900-\u097f]/);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('does nothing the second time', async () => {
    const before = await countRows(db);
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await countRows(db)).toEqual(before);
  });
});

describe('seedDatabase run concurrently', () => {
  let other: DatabaseHandle;
  beforeAll(async () => {
    other = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('seeds once', async () => {
    const results = await Promise.all([seedDatabase(other.db), seedDatabase(other.db)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await countRows(other.db)).toEqual(await countRows(db));
  });
});
