/**
 * POST /api/calculate-prices, the route call: one entry per aircraft type, each exactly what the single call
 * (POST /api/calculate-price) answers for that aircraft, whichever of the two answered first; one estimate
 * counted per call for the admin home; bad input refused with 400 in plain words; a per-address budget.
 * The clock is pinned so the price hold (validUntil) is the same in both answers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES } from '../../src/domain/aircraft';
import { calculatePricesResponseSchema, type CalculatePricesResponse } from '../../src/domain/api/pricing';
import { departureLocations, destinations, estimateCounts, regions, routePricing } from '../../src/server/db/schema';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const NOW = new Date('2026-03-14T02:30:00.000Z');

describe.each(testDatabaseKinds())('the route call, POST /api/calculate-prices (%s)', (kind) => {
  let server: TestServer;
  let wa: number;
  let qld: number;
  let address = 0;
  /** Each call from an address of its own, so no test spends another's rate-limit budget. */
  const visitor = () => ({ 'x-forwarded-for': `10.77.${kind === 'pglite' ? 1 : 2}.${++address}` });

  async function routeCall(body: Record<string, unknown>, headers: Record<string, string> = visitor()) {
    const response = await server.post('/api/calculate-prices', body, headers);
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  async function routeQuotes(body: Record<string, unknown>): Promise<CalculatePricesResponse> {
    const { status, text } = await routeCall(body);
    expect(status, text).toBe(200);
    const answer: unknown = JSON.parse(text);
    // The answer is exactly its schema in src/domain, the one the booking page parses.
    expect(JSON.stringify(calculatePricesResponseSchema.parse(answer))).toBe(text);
    return answer as CalculatePricesResponse;
  }

  async function singleCall(body: Record<string, unknown>): Promise<unknown> {
    const response = await server.post('/api/calculate-price', body, visitor());
    expect(response.status).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => new Date(NOW), env: { TRUST_PROXY: '127.0.0.1' } });
    const rows = await server.database.db.select({ id: regions.id, code: regions.code }).from(regions);
    wa = rows.find((r) => r.code === 'WA')!.id;
    qld = rows.find((r) => r.code === 'QLD')!.id;
  });
  afterAll(async () => server?.close());

  const ROUTES: { departure: string; destination?: string; flightType: string; region: 'wa' | 'qld' | 'none' }[] = [
    { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', region: 'wa' },
    { departure: 'jandakot', destination: 'albany', flightType: 'one-way', region: 'wa' },
    { departure: 'jandakot', destination: 'wave-rock', flightType: 'one-way', region: 'wa' },
    { departure: 'jandakot', flightType: 'scenic', region: 'wa' },
    { departure: 'jandakot', flightType: 'pilot-training', region: 'wa' },
    { departure: 'serpentine', destination: 'rottnest-island', flightType: 'same-day', region: 'none' },
    { departure: 'YCAB', destination: 'YBNA', flightType: 'same-day', region: 'qld' },
    { departure: 'jandakot-twin', destination: 'rottnest-island-twin', flightType: 'same-day', region: 'wa' },
  ];
  const regionOf = (route: (typeof ROUTES)[number]) => (route.region === 'wa' ? { regionId: wa } : route.region === 'qld' ? { regionId: qld } : {});

  it.each(ROUTES.map((route, index) => ({ ...route, index })))(
    "answers every aircraft of $departure → $destination ($flightType) exactly as the single call does, in catalogue order",
    async (route) => {
      const base = { departure: route.departure, destination: route.destination, flightType: route.flightType, passengers: 4, ...regionOf(route) };
      // Half of the routes are first answered by the route call, the other half by the single calls: each must
      // agree with the other however its cache was filled.
      const routeFirst = route.index % 2 === 0;
      const fromRoute = routeFirst ? await routeQuotes(base) : undefined;
      const singles: unknown[] = [];
      for (const aircraftType of AIRCRAFT_TYPES) singles.push(await singleCall({ ...base, aircraftType }));
      const answer = fromRoute ?? (await routeQuotes(base));

      expect(answer.quotes.map((q) => q.aircraftType)).toEqual([...AIRCRAFT_TYPES]);
      expect(answer.quotes).toEqual(singles);
    },
  );

  it('agrees with the single call after a price change', async () => {
    const body = { flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: wa };
    const db = server.database.db;
    const [jandakot] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot'));
    const [rottnest] = await db.select().from(destinations).where(eq(destinations.value, 'rottnest-island'));
    const where = and(
      eq(routePricing.aircraftType, '3-passengers'),
      eq(routePricing.flightType, 'same-day'),
      eq(routePricing.departureLocationId, jandakot!.id),
      eq(routePricing.destinationId, rottnest!.id),
    );
    const [row] = await db.select().from(routePricing).where(where);
    expect(row, 'the seed prices Jandakot → Rottnest by a route row').toBeTruthy();
    const before = (await routeQuotes(body)).quotes[0]!;
    await db.update(routePricing).set({ price: (Number(row!.price) + 123.45).toFixed(2) }).where(where);
    await server.app.content.invalidate();
    const after = await routeQuotes(body);
    expect(after.quotes[0]).toEqual(await singleCall({ ...body, aircraftType: '3-passengers' }));
    expect(after.quotes[0]!.breakdown!.basePrice).toBe(Math.round((before.breakdown!.basePrice + 123.45) * 100) / 100);
  });

  it("counts one estimate per call for the admin home, however many aircraft it quotes", async () => {
    const partner = `route-call-${kind}`;
    await server.app.estimateCounts.flush();
    const count = async () => {
      await server.app.estimateCounts.flush();
      const rows = await server.database.db
        .select({ n: sql<number>`coalesce(sum(${estimateCounts.estimates}), 0)::int` })
        .from(estimateCounts)
        .where(and(eq(estimateCounts.partner, partner), eq(estimateCounts.departure, 'jandakot'), eq(estimateCounts.destination, 'rottnest-island')));
      return rows[0]!.n;
    };
    expect(await count()).toBe(0);
    await routeQuotes({ flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: wa, partner });
    expect(await count()).toBe(1);
    await routeQuotes({ flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: wa, partner });
    expect(await count()).toBe(2);
  });

  it.each([
    ['an unknown departure slug', { departure: 'atlantis' }, "Departure location 'atlantis' was not found or is not active"],
    ['an unknown destination', { destination: 'el-dorado' }, "Destination 'el-dorado' was not found or is not active"],
    ['a missing destination', { destination: undefined }, 'destination: Choose a destination'],
    ['a missing departure', { departure: undefined }, /departure is required/],
    ['an unknown flight type', { flightType: 'orbital' }, /Flight type/],
    ['a regionId of abc', { regionId: 'abc' }, /regionId/],
  ])('%s gets 400 in plain words', async (_name, patch, expected) => {
    const { status, text } = await routeCall({ flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', ...patch });
    expect(status).toBe(400);
    const { message } = JSON.parse(text) as { message: string };
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
    expect(message).not.toMatch(/undefined|Error:|\{|\[/);
  });

  it('refuses a departure outside the region, or a destination of another region, with 400 naming the region', async () => {
    const outside = await routeCall({ flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: qld });
    expect(outside.status).toBe(400);
    expect((JSON.parse(outside.text) as { message: string }).message).toBe("Departure location 'jandakot' is not in the selected region");
    const mixed = await routeCall({ flightType: 'same-day', departure: 'jandakot', destination: 'YBNA' });
    expect(mixed.status).toBe(400);
    expect((JSON.parse(mixed.text) as { message: string }).message).toMatch(/not in the same region/);
  });

  it('is rate-limited per client address, with a 429 in plain words past its budget', async () => {
    const headers = { 'x-forwarded-for': `10.78.${kind === 'pglite' ? 1 : 2}.1` };
    const body = { flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', regionId: wa };
    const first = await routeCall(body, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('120');
    let refused: Awaited<ReturnType<typeof routeCall>> | undefined;
    for (let i = 1; i <= 120 && !refused; i++) {
      const next = await routeCall(body, headers);
      if (next.status !== 200) refused = next;
    }
    expect(refused?.status).toBe(429);
    expect((JSON.parse(refused!.text) as { message: string }).message).toMatch(/^Too many requests; please wait \d+ seconds and try again$/);
    // Another address is not affected.
    expect((await routeCall(body)).status).toBe(200);
  });
});
