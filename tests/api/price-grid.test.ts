/**
 * One pricing truth (decision 0028) over real HTTP: GET /api/admin/price-grid shows in every cell what POST
 * /api/calculate-price answers and which source priced it (route, destination, per-hour rule, or NOT AVAILABLE),
 * paged by route pair, filtered, with 400s in plain words and 401 without a session; every cell of both regions
 * compared; clearing one flight type removes only it (the next source takes over); deleting a route is one request;
 * the route list is never the whole price table.
 */
import { eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_SOURCE_ORDER } from '../../src/domain/pricing-sources';
import { priceGridAnswerSchema, type PriceGridAnswer, type PriceGridCell } from '../../src/domain/api/admin';
import type { Database } from '../../src/server/db/database';
import { departureLocations, destinationPricing, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'grid.admin@example.com';
const PASSWORD = 'grid admin password 1';

describe.each(testDatabaseKinds())('the effective price grid (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let call: AdminCall;
  let wa: number;
  let qld: number;
  let jandakot: number;
  let gridBay: number;

  const grid = async (params: string): Promise<PriceGridAnswer> => {
    const answer = await call('GET', `/api/admin/price-grid?${params}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return priceGridAnswerSchema.parse(answer.body);
  };
  const cellOf = (answer: PriceGridAnswer, destinationId: number, aircraftType: string, flightType: string): PriceGridCell => {
    const cell = answer.items.find((row) => row.destinationId === destinationId)?.cells.find((c) => c.aircraftType === aircraftType && c.flightType === flightType);
    if (!cell) throw new Error(`no cell ${destinationId} ${aircraftType} ${flightType}`);
    return cell;
  };
  const gridBayCell = async (aircraftType: string, flightType: string) =>
    cellOf(await grid(`regionId=${wa}&departureLocationId=${jandakot}&q=Grid%20Bay`), gridBay, aircraftType, flightType);
  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    call = adminCaller(server, await signIn(server, EMAIL, PASSWORD));
    const all = await db.select().from(regions);
    wa = all.find((r) => r.code === 'WA')!.id;
    qld = all.find((r) => r.code === 'QLD')!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    // Grid Bay: no route prices; 6-passengers priced per destination (same-day only: one-way left blank);
    // 3-passengers falls to the per-hour rule; 5-passengers-twin-prop has nothing at all.
    const [bay] = await db
      .insert(destinations)
      .values({ name: 'Grid Bay', value: 'grid-bay', regionId: wa, latitude: -31.5, longitude: 115.6, flightTypes: ['same-day', 'one-way'], bookingUrl: 'https://book.example/grid-bay' })
      .returning();
    gridBay = bay!.id;
    await db.insert(destinationPricing).values({ destinationId: gridBay, aircraftType: '6-passengers', sameDayPrice: '640.00', oneWayPrice: null });
    await db.insert(routePricing).values({ aircraftType: '8-passengers', departureLocationId: jandakot, destinationId: gridBay, flightType: 'same-day', price: '1500.00' });
    await server.app.content.invalidate();
  });
  afterAll(() => server?.close());

  it('names in each cell its source: a route price, the destination price, the per-hour rule, or none', async () => {
    const route = await gridBayCell('8-passengers', 'same-day');
    expect(route).toMatchObject({ source: 'route', basePrice: 1500, routePrice: 1500, routePriceActive: true, isCustomRoute: false, hasWidgetHtml: false });
    expect(route.routePriceId).toEqual(expect.any(Number));
    expect(route.version).toBe(1);
    expect(route.estimate).toBeGreaterThan(1500); // the booking fee is on top, as the customer is quoted
    expect(await gridBayCell('6-passengers', 'same-day')).toMatchObject({ source: 'destination', basePrice: 640, routePriceId: null, version: null });
    expect(await gridBayCell('6-passengers', 'one-way')).toMatchObject({ source: null, estimate: 'NOT AVAILABLE', message: 'The route is not currently available for the selected aircraft' });
    expect(await gridBayCell('3-passengers', 'same-day')).toMatchObject({ source: 'rule', routePriceId: null });
    expect(await gridBayCell('5-passengers-twin-prop', 'same-day')).toMatchObject({ source: null, estimate: 'NOT AVAILABLE' });
    expect(PRICE_SOURCE_ORDER).toEqual(['route', 'destination', 'rule']);
  });

  it('answers what POST /api/calculate-price answers for every cell of the seeded grid of both regions (all departures, all pages, both app contexts: 1,200+ cells, 8 quotes at a time)', async () => {
    // Every page of each region's grid, with no departure or app context filter: every departure of both sites.
    const cells: { cell: PriceGridCell; regionId: number; appContext: string }[] = [];
    let expected = 0;
    for (const regionId of [wa, qld]) {
      let offset = 0;
      let total = Infinity;
      while (offset < total) {
        const page = await grid(`regionId=${regionId}&limit=100&offset=${offset}`);
        total = page.total;
        expect(page.items.length, `page at ${offset} of ${total}`).toBe(Math.min(100, total - offset));
        const scenicColumns = page.columns.filter((c) => c.flightType === 'scenic').length;
        const contextOf = new Map(page.departures.map((d) => [d.id, d.appContext]));
        for (const row of page.items) {
          expected += page.columns.length - (row.isDepartureOwnRow ? 0 : scenicColumns);
          for (const cell of row.cells) cells.push({ cell, regionId, appContext: contextOf.get(row.departureLocationId)! });
        }
        offset += 100;
      }
    }
    expect(new Set(cells.map((c) => c.appContext))).toEqual(new Set(['main', 'twin']));
    // Each quote through the real HTTP server, 8 at a time (calculate-price has no rate limit).
    const limit = pLimit(8);
    const mismatches = (
      await Promise.all(
        cells.map(({ cell, regionId, appContext }) =>
          limit(async () => {
            const response = await server.post('/api/calculate-price', {
              aircraftType: cell.aircraftType,
              flightType: cell.flightType,
              departure: String(cell.departureLocationId),
              destination: String(cell.destinationId),
              passengers: 4,
              regionId,
              appContext,
            });
            const quoted = (await response.json()) as Json;
            // The public quote refuses an inactive place (visitors cannot choose it): the grid says NOT AVAILABLE, '<name> is not active'.
            const publicAnswer =
              response.status === 200
                ? { estimate: quoted.estimate, source: quoted.breakdown?.source ?? (quoted.isCustomRoute ? 'route' : null), inactive: false }
                : { estimate: 'NOT AVAILABLE', source: null, inactive: true };
            const gridAnswer = { estimate: cell.estimate, source: cell.source, inactive: cell.message?.endsWith(' is not active') ?? false };
            return JSON.stringify(gridAnswer) === JSON.stringify(publicAnswer) ? null : { cell, publicAnswer };
          }),
        ),
      )
    ).filter((m) => m !== null);
    expect(mismatches).toEqual([]);
    // rows × columns, scenic only on a departure's own row; 1,224 with the seed and Grid Bay today.
    expect(cells.length).toBe(expected);
    expect(cells.length).toBeGreaterThan(1000);
  });

  it('shows scenic only on the departure’s own row: a scenic flight returns to the departure', async () => {
    const answer = await grid(`regionId=${wa}&departureLocationId=${jandakot}&flightType=scenic&limit=100`);
    const own = answer.items.find((row) => row.isDepartureOwnRow);
    expect(own?.cells.length).toBeGreaterThan(0);
    expect(answer.items.filter((row) => !row.isDepartureOwnRow).every((row) => row.cells.length === 0)).toBe(true);
  });

  it('pages by route pair with a total, 25 by default, and filters by aircraft, flight type and name', async () => {
    const first = await grid(`regionId=${wa}&departureLocationId=${jandakot}&limit=3`);
    const second = await grid(`regionId=${wa}&departureLocationId=${jandakot}&limit=3&offset=3`);
    expect(first.items).toHaveLength(3);
    expect(second.total).toBe(first.total);
    expect(second.items.map((r) => r.destinationId)).not.toContain(first.items[0]!.destinationId);
    expect(first.items.every((row) => row.departureLocationId === jandakot)).toBe(true);
    const all = await grid(`regionId=${wa}`);
    expect(all.limit).toBe(25);
    expect(all.items).toHaveLength(25);
    expect(all.total).toBeGreaterThan(first.total); // every departure of the region
    expect(all.departures.map((d) => d.id)).toContain(jandakot);

    const filtered = await grid(`regionId=${wa}&departureLocationId=${jandakot}&aircraftType=6-passengers&flightType=same-day`);
    expect(filtered.columns).toEqual([{ aircraftType: '6-passengers', aircraftLabel: '6 Passengers (6-passengers)', flightType: 'same-day' }]);
    expect(filtered.items.flatMap((row) => row.cells).every((c) => c.aircraftType === '6-passengers' && c.flightType === 'same-day')).toBe(true);
    const searched = await grid(`regionId=${wa}&departureLocationId=${jandakot}&q=grid%20b`);
    expect(searched.total).toBe(1);
    expect(searched.items[0]).toMatchObject({ destinationName: 'Grid Bay', isActive: true });
    expect((await grid(`regionId=${qld}&q=grid%20bay`)).total).toBe(0);
  });

  it('refuses bad parameters with a 400 in plain words, and a visitor without a session with 401', async () => {
    const cases: [string, string][] = [
      ['', 'regionId: choose a region'],
      ['regionId=abc', 'regionId: must be a number'],
      ['regionId=9999999999', 'regionId: is too large'],
      [`regionId=${wa}&limit=101`, 'limit must be between 1 and 100'],
      [`regionId=${wa}&limit=0`, 'limit must be between 1 and 100'],
      [`regionId=${wa}&offset=-1`, 'offset must be 0 or more'],
      [`regionId=${wa}&aircraftType=jumbo`, 'Aircraft type must be one of'],
      [`regionId=${wa}&flightType=pilot-training`, 'Flight type must be one of: same-day, scenic, one-way'],
      [`regionId=${wa}&appContext=beta`, 'App context must be main or twin'],
      [`regionId=${qld}&departureLocationId=${jandakot}`, `Departure location ${jandakot} is not in this region`],
    ];
    for (const [params, message] of cases) {
      const answer = await call('GET', `/api/admin/price-grid?${params}`);
      expect(answer.status, params).toBe(400);
      expect(answer.body.message, params).toContain(message);
    }
    const anonymous = await server.fetch(`/api/admin/price-grid?regionId=${wa}`);
    expect(anonymous.status).toBe(401);
  });

  it('typing a route price wins at once; clearing that flight type (scope=price) removes only it and the next source shows', async () => {
    const created = await call('POST', `/api/route-pricing?regionId=${wa}`, { aircraftType: '6-passengers', departureLocationId: jandakot, destinationId: gridBay, flightType: 'same-day', price: 700 });
    expect(created.status).toBe(201);
    const oneWay = await call('POST', `/api/route-pricing?regionId=${wa}`, { aircraftType: '6-passengers', departureLocationId: jandakot, destinationId: gridBay, flightType: 'one-way', price: 400 });
    expect(oneWay.status).toBe(201);
    expect(await gridBayCell('6-passengers', 'same-day')).toMatchObject({ source: 'route', routePriceId: created.body.id, basePrice: 700 });

    // As the Edit Route dialog sends a cleared price: this flight type only, with its version.
    const cleared = await call('DELETE', `/api/route-pricing/${created.body.id}?regionId=${wa}&scope=price`, { version: created.body.version });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get('trash-entry')).toMatch(/^\d+$/);
    expect(await gridBayCell('6-passengers', 'same-day')).toMatchObject({ source: 'destination', basePrice: 640, routePriceId: null });
    expect(await gridBayCell('6-passengers', 'one-way')).toMatchObject({ source: 'route', routePriceId: oneWay.body.id });
    const stale = await call('DELETE', `/api/route-pricing/${oneWay.body.id}?regionId=${wa}&scope=price`, { version: oneWay.body.version + 5 });
    expect(stale.status).toBe(409);
    const badScope = await call('DELETE', `/api/route-pricing/${oneWay.body.id}?regionId=${wa}&scope=all`);
    expect(badScope.status).toBe(400);
    expect(badScope.body.message).toContain('scope must be route (every flight type of the route) or price (this flight type only)');
    expect((await call('DELETE', `/api/route-pricing/${oneWay.body.id}?regionId=${wa}&scope=price`, { version: oneWay.body.version })).status).toBe(204);
    expect(await gridBayCell('6-passengers', 'one-way')).toMatchObject({ source: null, estimate: 'NOT AVAILABLE' });
  });

  it('deletes a route (every flight type) in one request that answers 204 and leaves nothing', async () => {
    const body = { aircraftType: '12-passengers', departureLocationId: jandakot, destinationId: gridBay };
    const sameDay = (await call('POST', `/api/route-pricing?regionId=${wa}`, { ...body, flightType: 'same-day', price: 2000 })).body;
    await call('POST', `/api/route-pricing?regionId=${wa}`, { ...body, flightType: 'one-way', price: 1200 });
    const scoped = `/api/admin/route-pricing?departureLocationId=${jandakot}&destinationId=${gridBay}&aircraftType=12-passengers`;
    expect((await call('GET', scoped)).body).toHaveLength(2);
    const deleted = await call('DELETE', `/api/route-pricing/${sameDay.id}?regionId=${wa}`, { version: sameDay.version });
    expect(deleted.status).toBe(204);
    expect((await call('GET', scoped)).body).toEqual([]);
    expect((await gridBayCell('12-passengers', 'one-way')).routePriceId).toBeNull();
  });

  it('never sends the whole route list: one departure or destination, or a page', async () => {
    const unscoped = await call('GET', `/api/admin/route-pricing?regionId=${wa}`);
    expect(unscoped.status).toBe(400);
    expect(unscoped.body.message).toBe(
      'Name a departure (departureLocationId) or a destination (destinationId), or ask for a page (limit and offset): the whole price table is not sent in one answer',
    );
    const one = await call('GET', `/api/admin/route-pricing?departureLocationId=${jandakot}`);
    expect(one.status).toBe(200);
    expect((one.body as Json[]).every((row) => row.departureLocationId === jandakot)).toBe(true);
    const page = await call('GET', `/api/admin/route-pricing?regionId=${wa}&limit=10`);
    expect(page.body.items).toHaveLength(10);
  });
});
