/**
 * Every money input of the API is judged on the integer cents it would be stored as (src/domain/money-input.ts):
 * a value that rounds to 0 cents where a price must be more than 0, that rounds up past a maximum, that is
 * not a number (NaN, Infinity, an exponent in text) or has more than two decimals gets a 400 in plain words
 * naming the field, and nothing is stored. Each input: per-hour rules, route prices (create, update),
 * destination prices, the booking fee minimum (and its percent), the route import's price cells, and the
 * estimate a visitor's page reports with a Book Now click.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingRuleListSchema } from '../../src/domain/api/admin/pricing-rules';
import { bookingClicks, departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'exact cents password 1';
const MULTIPLIERS = { 'same-day': 1, scenic: 1.15, 'one-way': 1 };
const IMPORT_HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];

describe.each(testDatabaseKinds())('money inputs are checked on their rounded cents (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let cookie: string;
  let wa: number;
  let jandakot: number;
  let rottnest: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'exact.cents@example.com', PASSWORD);
    cookie = await signIn(server, 'exact.cents@example.com', PASSWORD);
    call = adminCaller(server, cookie);
    const db = server.database.db;
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    rottnest = (await db.select().from(destinations).where(and(eq(destinations.value, 'rottnest-island'), eq(destinations.regionId, wa))))[0]!.id;
  });
  afterAll(async () => server?.close());

  const expectRefused = (answer: { status: number; body: { message: string } }, message: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toBe(message);
  };

  describe('per-hour rules: A$ per flight hour', () => {
    const sixSeater = async () => pricingRuleListSchema.parse((await call('GET', '/api/admin/pricing-rules?appContext=main')).body).find((r) => r.aircraftType === '6-passengers')!;
    const put = (basePrice: unknown, multipliers: unknown = MULTIPLIERS) =>
      call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice, multipliers });

    it.each([
      [1e-9, 'basePrice: A$ per flight hour must be at least A$0.01'],
      ['0.000000001', 'basePrice: A$ per flight hour must be at least A$0.01'],
      [0, 'basePrice: A$ per flight hour must be at least A$0.01'],
      [0.004, 'basePrice: A$ per flight hour must be at least A$0.01'],
      [-5, 'basePrice: A$ per flight hour must be at least A$0.01'],
      [0.005, 'basePrice: A$ per flight hour can have at most two decimals (whole cents)'],
      [12.345, 'basePrice: A$ per flight hour can have at most two decimals (whole cents)'],
      [100_000.004, 'basePrice: A$ per flight hour can have at most two decimals (whole cents)'],
      [100_000.005, 'basePrice: A$ per flight hour must be at most A$100,000.00'],
      [1e308, 'basePrice: A$ per flight hour must be at most A$100,000.00'],
      ['NaN', 'basePrice: A$ per flight hour must be a number in dollars, like 540 or 540.50'],
      ['Infinity', 'basePrice: A$ per flight hour must be a number in dollars, like 540 or 540.50'],
      ['1e3', 'basePrice: A$ per flight hour must be a number in dollars, like 540 or 540.50'],
      [null, 'basePrice: A$ per flight hour must be a number'],
    ])('refuses basePrice %j with "%s" and keeps the rule as it was', async (basePrice, message) => {
      const before = await sixSeater();
      expectRefused(await put(basePrice), message);
      expect(await sixSeater()).toEqual(before);
    });

    it('refuses a multiplier with a fourth decimal however small, and stores a rate of one cent as 0.01', async () => {
      expectRefused(await put(400, { ...MULTIPLIERS, scenic: 1.1500000001 }), 'multipliers.scenic: Scenic multiplier can have at most three decimals');
      const before = await sixSeater();
      const saved = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: '0.01', multipliers: MULTIPLIERS, version: before.version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.basePrice).toBe(0.01);
      const restored = await call('PUT', '/api/admin/pricing-rules', { aircraftType: '6-passengers', appContext: 'main', basePrice: before.basePrice, multipliers: MULTIPLIERS, version: saved.body.version });
      expect(restored.status).toBe(200);
    });
  });

  describe('route prices', () => {
    const route = (price: unknown) => ({ aircraftType: '12-passengers', departureLocationId: jandakot, destinationId: rottnest, flightType: 'scenic', price });
    const routeCount = async () => (await server.database.db.select().from(routePricing)).length;

    it.each([
      [1e-9, 'price: Price can have at most two decimals (whole cents)'],
      [0.1 + 0.2, 'price: Price can have at most two decimals (whole cents)'],
      ['540.505', 'price: Price can have at most two decimals (whole cents)'],
      [-0.001, 'price: Price cannot be negative'],
      [99_999_999.995, 'price: Price must be at most A$99,999,999.99'],
      ['1e-9', 'price: Price must be a number in dollars, like 540 or 540.50'],
      ['Infinity', 'price: Price must be a number in dollars, like 540 or 540.50'],
      [true, 'price: Price must be a number'],
    ])('a new route price of %j gets "%s" and no row', async (price, message) => {
      const before = await routeCount();
      expectRefused(await call('POST', `/api/route-pricing?regionId=${wa}`, route(price)), message);
      expect(await routeCount()).toBe(before);
    });

    it('an edited route price is held to the same rule, and keeps its stored price when refused', async () => {
      const created = await call('POST', `/api/route-pricing?regionId=${wa}`, route('540.50'));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.price).toBe(540.5);
      for (const [price, message] of [
        [1e-9, 'price: Price can have at most two decimals (whole cents)'],
        [1e12, 'price: Price must be at most A$99,999,999.99'],
        ['NaN', 'price: Price must be a number in dollars, like 540 or 540.50'],
      ] as const) {
        expectRefused(await call('PUT', `/api/route-pricing/${created.body.id}`, { price }), message);
      }
      const [row] = await server.database.db.select().from(routePricing).where(eq(routePricing.id, created.body.id));
      expect(row!.price).toBe('540.50');
      expect((await call('DELETE', `/api/route-pricing/${created.body.id}?scope=price`)).status).toBe(204);
    });
  });

  describe('destination prices', () => {
    it.each([
      [{ sameDayPrice: 1e-9 }, 'sameDayPrice: Same-day price can have at most two decimals (whole cents)'],
      [{ scenicPrice: 1e12 }, 'scenicPrice: Scenic price must be at most A$99,999,999.99'],
      [{ oneWayPrice: '1,5' }, 'oneWayPrice: One-way price must be a number in dollars, like 540 or 540.50'],
      [{ oneWayPrice: -1 }, 'oneWayPrice: One-way price cannot be negative'],
    ])('%j gets "%s" and changes nothing', async (prices, message) => {
      const before = await call('GET', `/api/destination-pricing?regionId=${wa}`);
      expectRefused(await call('PUT', '/api/destination-pricing/upsert', { destinationId: rottnest, aircraftType: '6-passengers', ...prices }), message);
      expect((await call('GET', `/api/destination-pricing?regionId=${wa}`)).body).toEqual(before.body);
    });
  });

  describe('the booking fee', () => {
    const put = (bookingFee: unknown) => call('PUT', '/api/admin/settings', { regionId: wa, bookingFee });

    it.each([
      [{ percent: 5, minimum: 1e-9 }, 'bookingFee.minimum: Minimum booking fee can have at most two decimals (whole cents)'],
      [{ percent: 5, minimum: 100_000.005 }, 'bookingFee.minimum: Minimum booking fee must be at most A$100,000.00'],
      [{ percent: 5, minimum: -0.001 }, 'bookingFee.minimum: Minimum booking fee cannot be negative'],
      [{ percent: 5, minimum: 'Infinity' }, 'bookingFee.minimum: Minimum booking fee must be a number in dollars, like 540 or 540.50'],
      [{ percent: 1e-9, minimum: 25 }, 'bookingFee.percent: Booking fee percent may have at most two decimals'],
    ])('%j gets "%s" and the fee in force stays', async (bookingFee, message) => {
      const before = await call('GET', `/api/admin/settings?regionId=${wa}`);
      expectRefused(await put(bookingFee), message);
      expect((await call('GET', `/api/admin/settings?regionId=${wa}`)).body).toEqual(before.body);
    });
  });

  describe('route import price cells', () => {
    const importRows = async (prices: string[]) => {
      const rows = prices.map((price, i) => ['WA', 'jandakot', '', 'rottnest-island', '', ['3-passengers', '5-passengers-twin-prop', '6-passengers', '8-passengers'][i % 4]!, ['same-day', 'one-way', 'scenic'][Math.floor(i / 4)]!, price, 'no', '']);
      const file = [IMPORT_HEADER, ...rows].map((r) => r.join(',')).join('\n');
      const form = new FormData();
      form.append('file', new Blob([file]), 'prices.csv');
      const response = await server.fetch('/api/import-routes', { method: 'POST', headers: { cookie, origin: server.url }, body: form });
      return { status: response.status, body: (await response.json()) as { message: string; issues: { path: string; message: string }[] } };
    };

    it('names every bad price cell with what is wrong with it, and imports nothing', async () => {
      const before = await server.database.db.select().from(routePricing);
      const answer = await importRows(['0.000000001', '1e-9', '99999999.995', '540.505', 'NaN', '-5']);
      expect(answer.status).toBe(400);
      expect(answer.body.issues).toEqual([
        { path: 'row 2: Price', message: "Row 2: '0.000000001': the price can have at most two decimals (whole cents)" },
        { path: 'row 3: Price', message: "Row 3: '1e-9' is not a price in dollars (e.g. 540 or 540.50, not negative)" },
        { path: 'row 4: Price', message: "Row 4: '99999999.995': the price must be at most A$99,999,999.99" },
        { path: 'row 5: Price', message: "Row 5: '540.505': the price can have at most two decimals (whole cents)" },
        { path: 'row 6: Price', message: "Row 6: 'NaN' is not a price in dollars (e.g. 540 or 540.50, not negative)" },
        { path: 'row 7: Price', message: "Row 7: '-5' is not a price in dollars (e.g. 540 or 540.50, not negative)" },
      ]);
      expect(await server.database.db.select().from(routePricing)).toEqual(before);
    });
  });

  describe('the estimate reported with a Book Now click', () => {
    const click = (estimatedPrice: unknown) =>
      server.post('/api/booking-clicks', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', estimatedPrice });

    it.each([
      [1e-9, 'estimatedPrice: Estimated price can have at most two decimals (whole cents)'],
      [1e12, 'estimatedPrice: Estimated price must be at most A$99,999,999.99'],
      [-1, 'estimatedPrice: Estimated price cannot be negative'],
    ])('%j gets "%s" and no click is stored', async (estimatedPrice, message) => {
      const before = (await server.database.db.select().from(bookingClicks)).length;
      const response = await click(estimatedPrice);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
      expect((await server.database.db.select().from(bookingClicks)).length).toBe(before);
    });

    it('stores an exact estimate to the cent, and a text estimate (NOT AVAILABLE) as no price', async () => {
      expect((await click(1234.56)).status).toBe(201);
      expect((await click('NOT AVAILABLE')).status).toBe(201);
      const stored = (await server.database.db.select().from(bookingClicks)).slice(-2).map((r) => r.estimatedPrice);
      expect(stored).toEqual(['1234.56', null]);
    });
  });
});
