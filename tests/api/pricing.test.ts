/**
 * POST /api/calculate-price and GET /api/available-aircraft over real HTTP, with slugs and numeric ids,
 * against the seeded prices (docs/architecture.md "Pricing"). The clock is pinned so validUntil is exact.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../src/domain/aircraft';
import type { Database } from '../../src/server/db/database';
import { departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const NOW = new Date('2026-03-14T02:30:00.000Z');
const NOT_AVAILABLE_MESSAGE = 'The route is not currently available for the selected aircraft';

interface Breakdown {
  basePrice: number;
  bookingFee: number;
  total: number;
  perPerson: number;
  currency: string;
  distanceKm: number | null;
  flightMinutes: number | null;
  validUntil: string;
  source: string;
}

interface Quote {
  estimate: number | string;
  bookingUrl: string | null;
  iframeHtml: string | null;
  isScenic: boolean;
  isPilotTraining: boolean;
  isCustomRoute: boolean;
  breakdown: Breakdown | null;
  message: string | null;
  aircraftType: string;
  flightType: string;
  departure: string;
  destination: string | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe.each(testDatabaseKinds())('pricing over HTTP (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let wa: number;
  let qld: number;

  async function calculate(body: Record<string, unknown>): Promise<{ status: number; body: Quote & { message: string } }> {
    const response = await server.post('/api/calculate-price', body);
    return { status: response.status, body: (await response.json()) as Quote & { message: string } };
  }

  async function quoteOk(body: Record<string, unknown>): Promise<Quote> {
    const { status, body: quote } = await calculate(body);
    expect(status, JSON.stringify(quote)).toBe(200);
    return quote;
  }

  async function available(query: Record<string, string | number>): Promise<{ status: number; body: unknown }> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await server.fetch(`/api/available-aircraft?${qs}`);
    return { status: response.status, body: await response.json() };
  }

  async function departure(value: string) {
    const [row] = await db.select().from(departureLocations).where(eq(departureLocations.value, value));
    if (!row) throw new Error(`seed has no departure ${value}`);
    return row;
  }

  async function destination(value: string) {
    const [row] = await db.select().from(destinations).where(eq(destinations.value, value));
    if (!row) throw new Error(`seed has no destination ${value}`);
    return row;
  }

  async function routeRow(aircraftType: string, dep: string, dest: string, flightType: string) {
    const [row] = await db
      .select()
      .from(routePricing)
      .where(
        and(
          eq(routePricing.aircraftType, aircraftType),
          eq(routePricing.departureLocationId, (await departure(dep)).id),
          eq(routePricing.destinationId, (await destination(dest)).id),
          eq(routePricing.flightType, flightType),
        ),
      );
    return row;
  }

  /** The arithmetic every priced estimate must satisfy. */
  function expectConsistentBreakdown(quote: Quote, aircraftType: AircraftType) {
    expect(typeof quote.estimate).toBe('number');
    const b = quote.breakdown!;
    expect(b).toBeTruthy();
    expect(quote.estimate).toBe(b.total);
    expect(cents(b.basePrice) + cents(b.bookingFee)).toBe(cents(b.total));
    expect(cents(b.perPerson)).toBe(Math.round(cents(b.total) / AIRCRAFT[aircraftType].capacity));
    expect(b.currency).toBe('AUD');
    expect(b.basePrice).toBeGreaterThan(0);
    expect(b.bookingFee).toBeGreaterThanOrEqual(0);
    expect(new Date(b.validUntil).getTime()).toBe(NOW.getTime() + 20 * 60_000);
    // Money never carries more than two decimals.
    for (const amount of [b.basePrice, b.bookingFee, b.total, b.perPerson]) expect(cents(amount) / 100).toBe(amount);
  }

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => new Date(NOW) });
    db = server.database.db;
    const rows = await db.select({ id: regions.id, code: regions.code }).from(regions);
    wa = rows.find((r) => r.code === 'WA')!.id;
    qld = rows.find((r) => r.code === 'QLD')!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('POST /api/calculate-price', () => {
    it('prices a same-day route from its route row, with a full breakdown', async () => {
      const quote = await quoteOk({
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
        passengers: 4,
        regionId: wa,
      });
      expectConsistentBreakdown(quote, '3-passengers');
      const row = await routeRow('3-passengers', 'jandakot', 'rottnest-island', 'same-day');
      expect(cents(quote.breakdown!.basePrice)).toBe(cents(Number(row!.price)));
      expect(quote.breakdown!.source).toBe('route');
      expect(quote.breakdown!.distanceKm).toBeGreaterThan(20);
      expect(quote.breakdown!.distanceKm).toBeLessThan(45);
      expect(quote.breakdown!.flightMinutes).toBeGreaterThan(5);
      const rottnest = await destination('rottnest-island');
      expect(quote).toMatchObject({
        isScenic: false,
        isPilotTraining: false,
        isCustomRoute: false,
        message: null,
        bookingUrl: rottnest.bookingUrl,
        iframeHtml: rottnest.iframeHtml,
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
      });
    });

    it('answers the same quote for numeric ids as for slugs (JSON numbers and numeric strings)', async () => {
      const dep = await departure('perth-airport');
      const dest = await destination('margaret-river');
      const bySlug = await quoteOk({ aircraftType: '6-passengers', flightType: 'same-day', departure: 'perth-airport', destination: 'margaret-river' });
      const byId = await quoteOk({ aircraftType: '6-passengers', flightType: 'same-day', departure: dep.id, destination: dest.id, regionId: wa });
      const byIdString = await quoteOk({ aircraftType: '6-passengers', flightType: 'same-day', departure: String(dep.id), destination: String(dest.id) });
      expect(byId).toEqual(bySlug);
      expect(byIdString).toEqual(bySlug);
      expectConsistentBreakdown(bySlug, '6-passengers');
    });

    it('prices a one-way flight with the one-way booking link, cheaper than the return', async () => {
      const oneWay = await quoteOk({ aircraftType: '3-passengers', flightType: 'one-way', departure: 'jandakot', destination: 'albany' });
      const sameDay = await quoteOk({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'albany' });
      expectConsistentBreakdown(oneWay, '3-passengers');
      const albany = await destination('albany');
      expect(oneWay.bookingUrl).toBe(albany.oneWayBookingUrl);
      expect(sameDay.bookingUrl).toBe(albany.bookingUrl);
      expect(oneWay.estimate as number).toBeLessThan(sameDay.estimate as number);
      expect(oneWay.breakdown!.distanceKm).toBe(sameDay.breakdown!.distanceKm);
    });

    it('a scenic flight returns to the departure: isScenic, destination forced, departure’s scenic link', async () => {
      const jandakot = await departure('jandakot');
      for (const body of [
        { aircraftType: '3-passengers', flightType: 'scenic', departure: 'jandakot' },
        { aircraftType: '3-passengers', flightType: 'scenic', departure: 'jandakot', destination: 'rottnest-island' },
        { aircraftType: '3-passengers', flightType: 'scenic', departure: jandakot.id, destination: 'albany' },
      ]) {
        const quote = await quoteOk(body);
        expect(quote).toMatchObject({ isScenic: true, isPilotTraining: false, departure: 'jandakot', destination: 'jandakot' });
        expect(quote.bookingUrl).toBe(jandakot.scenicFlightUrl);
        expectConsistentBreakdown(quote, '3-passengers');
        expect(quote.breakdown!.flightMinutes).toBeGreaterThan(0);
        expect(quote.breakdown!.distanceKm).toBeGreaterThan(0);
      }
    });

    it('pilot training: isPilotTraining with the per-aircraft training link, else the general one', async () => {
      const jandakot = await departure('jandakot');
      const quote = await quoteOk({ aircraftType: '3-passengers', flightType: 'pilot-training', departure: 'jandakot', destination: 'rottnest-island' });
      expect(quote).toMatchObject({ isPilotTraining: true, isScenic: false, departure: 'jandakot', destination: 'jandakot' });
      expect(quote.bookingUrl).toBe(jandakot.trainingUrls['3-passengers'] ?? jandakot.pilotTrainingUrl);
      expect(quote.bookingUrl).toBeTruthy();
      expect(quote.estimate).not.toBe('NOT AVAILABLE');

      const legacy = await quoteOk({ aircraftType: 'cessna-210', flightType: 'pilot-training', departure: 'jandakot' });
      expect(legacy.bookingUrl).toBe(jandakot.trainingUrls['5-passengers-single-prop'] ?? jandakot.pilotTrainingUrl);

      const notTrainer = await quoteOk({ aircraftType: '8-passengers', flightType: 'pilot-training', departure: 'jandakot' });
      expect(notTrainer.estimate).toBe('NOT AVAILABLE');
      expect(notTrainer.isPilotTraining).toBe(true);
    });

    it('an aircraft not flown on a route gets NOT AVAILABLE with the catalogue message', async () => {
      const quote = await quoteOk({ aircraftType: '12-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' });
      expect(quote).toMatchObject({ estimate: 'NOT AVAILABLE', message: NOT_AVAILABLE_MESSAGE, breakdown: null, bookingUrl: null, iframeHtml: null });
      const heli = await quoteOk({ aircraftType: '4-5-passenger-helicopter', flightType: 'same-day', departure: 'jandakot', destination: 'albany' });
      expect(heli).toMatchObject({ estimate: 'NOT AVAILABLE', message: NOT_AVAILABLE_MESSAGE });
    });

    it('a custom route is flagged isCustomRoute and still gives a booking path', async () => {
      const quote = await quoteOk({ aircraftType: '8-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'albany' });
      expect(quote.isCustomRoute).toBe(true);
      expect(quote.estimate).not.toBe('NOT AVAILABLE');
      expect(quote.message).toBeNull();
      const row = await routeRow('8-passengers', 'jandakot', 'albany', 'same-day');
      expect(row!.isCustomRoute).toBe(true);
    });

    it('a destination without one-way flights gets NOT AVAILABLE for one-way, for every aircraft', async () => {
      for (const aircraftType of AIRCRAFT_TYPES) {
        const quote = await quoteOk({ aircraftType, flightType: 'one-way', departure: 'jandakot', destination: 'wave-rock' });
        expect(quote.estimate, aircraftType).toBe('NOT AVAILABLE');
        expect(quote.breakdown).toBeNull();
        expect(quote.message).toMatch(/one-way/);
      }
      const sameDay = await quoteOk({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'wave-rock' });
      expectConsistentBreakdown(sameDay, '3-passengers');
    });

    it('accepts the legacy ids: flightType "return" is same-day, aircraftType "cessna-210" is the single-prop 5-seater', async () => {
      const legacy = await quoteOk({ aircraftType: 'cessna-210', flightType: 'return', departure: 'jandakot', destination: 'rottnest-island' });
      const current = await quoteOk({ aircraftType: '5-passengers-single-prop', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' });
      expect(legacy).toEqual(current);
      expect(legacy.aircraftType).toBe('5-passengers-single-prop');
      expect(legacy.flightType).toBe('same-day');
    });

    it('a departure outside the given region gets 400', async () => {
      const { status, body } = await calculate({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: qld });
      expect(status).toBe(400);
      expect(body.message).toMatch(/region/i);
    });

    it('a destination in another region than the departure gets 400', async () => {
      const { status, body } = await calculate({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'YBNA' });
      expect(status).toBe(400);
      expect(body.message).toMatch(/region/i);
    });

    it.each([
      ['an unknown departure slug', { departure: 'atlantis' }, /atlantis/],
      ['an unknown departure id', { departure: 999999 }, /999999/],
      ['an unknown destination', { destination: 'el-dorado' }, /el-dorado/],
      ['a missing destination', { destination: undefined }, /destination/i],
      ['a blank departure', { departure: '   ' }, /departure/i],
      ['an unknown aircraft type', { aircraftType: 'concorde' }, /Aircraft type/],
      ['an unknown flight type', { flightType: 'orbital' }, /Flight type/],
      ['a missing aircraft type', { aircraftType: undefined }, /Aircraft type/],
      ['a regionId of abc', { regionId: 'abc' }, /regionId/],
    ])('%s gets 400 in plain words', async (_name, patch, pattern) => {
      const { status, body } = await calculate({
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
        ...patch,
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(pattern);
      expect(body.message).not.toMatch(/undefined|Error:/);
    });
  });

  describe('GET /api/available-aircraft', () => {
    const ROUTES: [string, string | undefined][] = [
      ['jandakot', 'rottnest-island'],
      ['jandakot', 'albany'],
      ['jandakot', 'wave-rock'],
      ['jandakot', 'margaret-river'],
      ['perth-airport', 'geraldton'],
      ['busselton', 'albany'],
      ['serpentine', 'rottnest-island'],
      ['serpentine', undefined],
      ['YCAB', 'YBNA'],
      ['YBAF', 'YLEL'],
      ['jandakot-twin', 'rottnest-island-twin'],
    ];
    const FLIGHT_TYPES = ['same-day', 'one-way', 'scenic', 'pilot-training'] as const;

    it('never disagrees with calculate-price: exactly the types whose estimate is not NOT AVAILABLE', async () => {
      let nonEmpty = 0;
      let partial = 0;
      for (const [dep, dest] of ROUTES) {
        for (const flightType of FLIGHT_TYPES) {
          if (dest === undefined && (flightType === 'same-day' || flightType === 'one-way')) continue;
          const query: Record<string, string> = { departure: dep, flightType };
          if (dest) query.destination = dest;
          const listed = await available(query);
          expect(listed.status, `${dep}->${dest} ${flightType}`).toBe(200);
          const priced: string[] = [];
          for (const aircraftType of AIRCRAFT_TYPES) {
            const quote = await quoteOk({ aircraftType, ...query });
            if (quote.estimate !== 'NOT AVAILABLE') priced.push(aircraftType);
          }
          expect(listed.body, `${dep}->${dest} ${flightType}`).toEqual(priced);
          if (priced.length > 0) nonEmpty++;
          if (priced.length > 0 && priced.length < AIRCRAFT_TYPES.length) partial++;
        }
      }
      // The routes above exercise both "some aircraft" and "not every aircraft".
      expect(nonEmpty).toBeGreaterThan(10);
      expect(partial).toBeGreaterThan(5);
    });

    it('leaves out the aircraft a route does not fly, and takes numeric ids', async () => {
      const bySlug = await available({ departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', regionId: wa });
      expect(bySlug.status).toBe(200);
      expect(bySlug.body).toEqual(expect.arrayContaining(['3-passengers', '6-passengers']));
      expect(bySlug.body).not.toContain('12-passengers');
      const byId = await available({
        departure: (await departure('jandakot')).id,
        destination: (await destination('rottnest-island')).id,
        flightType: 'return',
      });
      expect(byId.body).toEqual(bySlug.body);
    });

    it('a destination without one-way answers [] for one-way', async () => {
      expect((await available({ departure: 'jandakot', destination: 'wave-rock', flightType: 'one-way' })).body).toEqual([]);
    });

    it('a departure outside the region gets 400; an unknown departure gets 400; a missing flightType gets 400', async () => {
      const mismatch = await available({ departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', regionId: qld });
      expect(mismatch.status).toBe(400);
      expect((mismatch.body as { message: string }).message).toMatch(/region/i);
      const unknown = await available({ departure: 'atlantis', destination: 'rottnest-island', flightType: 'same-day' });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { message: string }).message).toMatch(/atlantis/);
      const noType = await available({ departure: 'jandakot', destination: 'rottnest-island' });
      expect(noType.status).toBe(400);
      expect((noType.body as { message: string }).message).toMatch(/flightType/);
    });
  });

  describe('admin changes', () => {
    it('a price changed in the database is quoted once the content cache is dropped', async () => {
      const body = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' };
      const before = await quoteOk(body);
      const row = (await routeRow('6-passengers', 'jandakot', 'rottnest-island', 'same-day'))!;
      try {
        await db.update(routePricing).set({ price: '1234.50' }).where(eq(routePricing.id, row.id));
        await server.app.content.invalidate();
        const after = await quoteOk(body);
        expect(after.breakdown!.basePrice).toBe(1234.5);
        expectConsistentBreakdown(after, '6-passengers');
        // WA's booking fee: 5 % with a A$25 floor (seeded region setting).
        expect(after.breakdown!.bookingFee).toBe(61.73);
        expect(after.estimate).toBe(1296.23);
        expect(after.estimate).not.toBe(before.estimate);
      } finally {
        await db.update(routePricing).set({ price: row.price }).where(eq(routePricing.id, row.id));
        await server.app.content.invalidate();
      }
      expect(await quoteOk(body)).toEqual(before);
    });

    it('a route row switched off makes the aircraft unavailable there (and the picker agrees)', async () => {
      const row = (await routeRow('8-passengers', 'jandakot', 'rottnest-island', 'same-day'))!;
      const query = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' };
      expect((await available(query)).body).toContain('8-passengers');
      try {
        await db.update(routePricing).set({ isActive: false }).where(eq(routePricing.id, row.id));
        await server.app.content.invalidate();
        expect((await quoteOk({ aircraftType: '8-passengers', ...query })).estimate).toBe('NOT AVAILABLE');
        expect((await available(query)).body).not.toContain('8-passengers');
      } finally {
        await db.update(routePricing).set({ isActive: true }).where(eq(routePricing.id, row.id));
        await server.app.content.invalidate();
      }
      expect((await available(query)).body).toContain('8-passengers');
    });
  });
});
