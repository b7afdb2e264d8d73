/**
 * An import staff can trust (decision 0030), and "new items go last" for imports:
 * the preview's effects row by row (before -> after), paged; near-match slugs flagged and nothing created
 * without staff confirming; the Region column optional (the card's region); every problem in one answer,
 * aliases said; created locations hidden until complete; a new region not live until it has something to
 * book; new rows after the last.
 */
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSummarySchema, type ImportSummary } from '../../src/domain/api/admin/route-import';
import { connectingServices, departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];
const csvCell = (cell: unknown) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell));
const csv = (rows: unknown[][], header = HEADER) => Buffer.from([header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n'));

describe.each(testDatabaseKinds())('route import staff can trust (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let call: AdminCall;
  let wa: number;
  let qld: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'trust.import@example.com', 'trust import password 1');
    cookie = await signIn(server, 'trust.import@example.com', 'trust import password 1');
    call = adminCaller(server, cookie);
    const regionRows = await server.database.db.select().from(regions);
    wa = regionRows.find((r) => r.code === 'WA')!.id;
    qld = regionRows.find((r) => r.code === 'QLD')!.id;
  });
  afterAll(async () => server?.close());

  const upload = async (bytes: Buffer, query: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'prices.csv');
    const response = await server.fetch(`/api/import-routes?${query}`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const preview = async (bytes: Buffer, query = '') => {
    const answer = await upload(bytes, `preview=true&${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return importSummarySchema.parse(answer.body);
  };
  const publicValues = async (path: string) => ((await (await server.fetch(path)).json()) as { value: string }[]).map((d) => d.value);
  const db = () => server.database.db;

  /** An existing WA route price from Jandakot, with its locations' values, as the export writes it. */
  async function existingRoutes(count: number) {
    const rows = await db()
      .select({ route: routePricing, destination: destinations.value })
      .from(routePricing)
      .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
      .innerJoin(destinations, eq(destinations.id, routePricing.destinationId))
      .where(and(eq(departureLocations.value, 'jandakot'), eq(routePricing.isActive, true), eq(routePricing.isCustomRoute, false)))
      .orderBy(routePricing.id)
      .limit(count);
    expect(rows.length).toBe(count);
    return rows.map(({ route, destination }) => ({ ...route, destination, cells: (price: string, html = route.iframeHtml ?? '') => ['WA', 'jandakot', '', destination, '', route.aircraftType, route.flightType, price, 'no', html] }));
  }

  it('previews every row as new, changed (before -> after per field) or unchanged, and every location it would create, by name', async () => {
    const [changed, unchanged] = await existingRoutes(2);
    const raised = (Number(changed!.price) + 10).toFixed(2);
    const html = '<iframe src="https://book.example/lake"></iframe>';
    const file = csv([
      changed!.cells(raised, html),
      unchanged!.cells(unchanged!.price),
      ['WA', 'jandakot', '', 'lake-clifton', 'Lake Clifton', '3-passengers', 'one-way', '700', 'no', ''],
    ]);
    const summary = await preview(file);
    expect(summary).toMatchObject({ preview: true, rows: 3, createdRoutes: 1, updatedRoutes: 1, unchangedRoutes: 1, createdDestinations: 1, createdDepartures: 0 });
    expect(summary.effects.changed.items).toEqual([
      {
        rowNumber: 2,
        region: 'WA',
        departure: 'jandakot',
        destination: changed!.destination,
        aircraftType: changed!.aircraftType,
        flightType: changed!.flightType,
        effect: 'changed',
        changes: [
          { field: 'price', before: Number(changed!.price).toFixed(2), after: raised },
          ...(changed!.iframeHtml === html ? [] : [{ field: 'widgetHtml', before: changed!.iframeHtml, after: html }]),
        ],
      },
    ]);
    expect(summary.effects.unchanged.items).toMatchObject([{ rowNumber: 3, effect: 'unchanged', changes: [] }]);
    expect(summary.effects.new.items).toMatchObject([
      { rowNumber: 4, destination: 'lake-clifton', changes: [{ field: 'price', before: null, after: '700.00' }, { field: 'customRoute', before: null, after: 'no' }] },
    ]);
    expect(summary.newLocations).toEqual({
      total: 1,
      offset: 0,
      items: [{ kind: 'destination', value: 'lake-clifton', name: 'Lake Clifton', region: 'WA', rowNumber: 4, nearMatches: [] }],
    });
    expect(summary.hiddenNote).toContain('created hidden until they have a booking link (or widget HTML) and coordinates');
    // Nothing written.
    const [still] = await db().select().from(routePricing).where(eq(routePricing.id, changed!.id));
    expect(still!.price).toBe(changed!.price);
  });

  it('pages each list of a big preview: counts in full, one page of rows', async () => {
    const types = ['3-passengers', '5-passengers-single-prop', '5-passengers-twin-prop', '6-passengers', '8-passengers', '9-passengers', '12-passengers', '4-5-passenger-helicopter'];
    const rows = ['page-one', 'page-two'].flatMap((destination) =>
      types.flatMap((type) => ['same-day', 'scenic', 'one-way'].map((flightType) => ['WA', 'jandakot', '', destination, '', type, flightType, '500', 'no', ''])),
    );
    const first = await preview(csv(rows), 'limit=10');
    expect(first.effects.new).toMatchObject({ total: 48, offset: 0 });
    expect(first.effects.new.items.map((e) => e.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const next = await preview(csv(rows), 'limit=10&effect=new&offset=40');
    expect(next.effects.new.items.map((e) => e.rowNumber)).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect(next.newLocations).toMatchObject({ total: 2, offset: 0 });
    // A 48-row preview at the default page stays a few KB.
    expect(JSON.stringify(await preview(csv(rows))).length).toBeLessThan(15_000);
    const badLimit = await upload(csv(rows), 'preview=true&limit=5000');
    expect(badLimit.status).toBe(400);
  });

  it("flags 'perth' as a near match of 'perth-airport' and creates nothing until staff confirm new locations", async () => {
    const file = csv([['WA', 'perth', '', 'rottnest-island', '', '3-passengers', 'same-day', '450', 'no', '']]);
    const summary = await preview(file);
    expect(summary.nearMatches).toBe(1);
    expect(summary.newLocations.items).toEqual([
      {
        kind: 'departure',
        value: 'perth',
        name: 'Perth',
        region: 'WA',
        rowNumber: 2,
        nearMatches: [{ value: 'perth-airport', name: 'Perth Airport (YPPH)', why: "'perth-airport' starts with 'perth'" }],
      },
    ]);

    const refused = await upload(file, '');
    expect(refused).toEqual({
      status: 400,
      body: {
        message: "This file would create 1 new departure(s) or destination(s) ('perth'); nothing was imported. Check them in the preview, then confirm creating them.",
        issues: [{ path: 'row 2: Departure', message: "Row 2: 'perth' would be a new departure — did you mean 'perth-airport' (Perth Airport (YPPH))?" }],
      },
    });
    expect(await db().select().from(departureLocations).where(eq(departureLocations.value, 'perth'))).toEqual([]);

    const confirmed = await upload(file, 'createLocations=true');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [perth] = await db().select().from(departureLocations).where(eq(departureLocations.value, 'perth'));
    expect(perth).toMatchObject({ name: 'Perth', isActive: false });
  });

  it("sends rows without a Region to the import card's region", async () => {
    const [departure] = await db().select().from(departureLocations).where(and(eq(departureLocations.regionId, qld), eq(departureLocations.appContext, 'main')));
    const [destination] = await db().select().from(destinations).where(and(eq(destinations.regionId, qld), eq(destinations.appContext, 'main')));
    const header = HEADER.filter((h) => h !== 'Region');
    const file = csv([[departure!.value, '', destination!.value, '', '9-passengers', 'one-way', '4321', 'no', '']], header);

    const withoutCard = await upload(file, 'preview=true');
    expect(withoutCard.status).toBe(400);
    expect(withoutCard.body.issues).toEqual([
      { path: 'row 2: Region', message: 'Row 2: the row names no region; add a Region column, or import from the Route Pricing tab of a region' },
    ]);

    const summary = await preview(file, `regionId=${qld}`);
    expect(summary.effects.new.items[0]).toMatchObject({ region: 'QLD', departure: departure!.value.toLowerCase() });
    expect((await upload(file, `regionId=${qld}`)).status).toBe(200);
    const [route] = await db()
      .select()
      .from(routePricing)
      .where(and(eq(routePricing.departureLocationId, departure!.id), eq(routePricing.destinationId, destination!.id), eq(routePricing.aircraftType, '9-passengers'), eq(routePricing.flightType, 'one-way')));
    expect(route!.price).toBe('4321.00');

    // A Region column with an empty cell: that row too goes to the card's region; a named one wins.
    const mixed = csv([
      ['', 'jandakot', '', 'rottnest-island', '', '9-passengers', 'scenic', '999', 'no', ''],
      ['WA', 'jandakot', '', 'rottnest-island', '', '9-passengers', 'one-way', '999', 'no', ''],
    ]);
    const read = await preview(mixed, `regionId=${wa}`);
    expect([...read.effects.new.items, ...read.effects.changed.items].map((e) => e.region)).toEqual(['WA', 'WA']);
  });

  it('says every problem of every row in one answer, the unknown region included, and bounds the list', async () => {
    const bad = await upload(
      csv([
        ['ZZ', 'jandakot', '', 'rottnest-island', '', 'jumbo-jet', 'one-way', '100', 'no', ''],
        ['ZZ', 'jandakot', '', 'rottnest-island', '', '3-passengers', 'one-way', '100', 'no', ''],
        ['WA', 'jandakot', '', 'rottnest-island', '', '3-passengers', 'scenic', '-5', 'no', ''],
        ['WA', 'jandakot', '', 'rottnest-island', '', '3-passengers', 'return', '100', 'no', ''],
      ]),
      'preview=true',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The file has 4 problem(s); nothing was imported');
    expect(bad.body.issues).toEqual([
      { path: 'row 2: Aircraft Type', message: expect.stringContaining("Row 2: 'jumbo-jet' is not an aircraft type") },
      { path: 'row 2: Region', message: "Row 2: there is no region 'ZZ'" },
      { path: 'row 3: Region', message: "Row 3: there is no region 'ZZ'" },
      { path: 'row 4: Price', message: "Row 4: '-5' is not a price in dollars (e.g. 540 or 540.50, not negative)" },
    ]);

    const many = await upload(csv(Array.from({ length: 250 }, (_, i) => ['WA', 'jandakot', '', `place-${i}`, '', 'jumbo-jet', 'one-way', '1', 'no', ''])), 'preview=true');
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('The file has 250 problem(s); the first 200 are listed; nothing was imported');
    expect(many.body.issues).toHaveLength(200);
  });

  it('says the aliases it read: "return" as Same Day, an old aircraft name as the current one', async () => {
    const summary = await preview(
      csv([
        ['WA', 'jandakot', '', 'rottnest-island', '', '3-passengers', 'return', '100', 'no', ''],
        ['WA', 'jandakot', '', 'rottnest-island', '', '4-passenger-helicopter', 'Return', '100', 'no', ''],
      ]),
    );
    expect(summary.notes).toEqual([
      { message: '"return" read as Same Day (row 2)', rows: 1 },
      { message: '"Return" read as Same Day (row 3)', rows: 1 },
      { message: '"4-passenger-helicopter" read as 4-5 Passenger Helicopter (4-5-passenger-helicopter) (row 3)', rows: 1 },
    ]);
    expect([...summary.effects.new.items, ...summary.effects.changed.items, ...summary.effects.unchanged.items].map((e) => e.flightType)).toEqual(['same-day', 'same-day']);
  });

  it('creates new locations hidden until they have a booking link and coordinates; the public does not list or quote them', async () => {
    const applied = await upload(
      csv([['WA', 'hidden-strip', 'Hidden Strip', 'hidden-bay', 'Hidden Bay', '6-passengers', 'one-way', '880', 'no', '']]),
      'createLocations=true',
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((applied.body as ImportSummary).message).toBe(
      'Imported 1 row(s): 1 new and 0 changed route price(s), 1 new departure(s), 1 new destination(s) (created hidden until they have a booking link and coordinates)',
    );
    const [strip] = await db().select().from(departureLocations).where(eq(departureLocations.value, 'hidden-strip'));
    const [bay] = await db().select().from(destinations).where(eq(destinations.value, 'hidden-bay'));
    expect([strip!.isActive, bay!.isActive]).toEqual([false, false]);
    expect(await publicValues(`/api/destinations?regionId=${wa}`)).not.toContain('hidden-bay');
    expect(await publicValues(`/api/departure-locations?regionId=${wa}`)).not.toContain('hidden-strip');
    const quote = await server.post('/api/calculate-price', { aircraftType: '6-passengers', flightType: 'one-way', departure: 'hidden-strip', destination: 'hidden-bay', passengers: 2, regionId: wa });
    expect(quote.status).toBe(400);
    expect(((await quote.json()) as { message: string }).message).toBe("Departure location 'hidden-strip' was not found or is not active");

    // The admin says why each is not live.
    const notLive = (await call('GET', `/api/admin/not-live?regionId=${wa}`)).body;
    expect(notLive.destinations.items).toContainEqual({ id: bay!.id, reasons: ['switched-off', 'no-coordinates', 'no-booking-link'] });
    expect(notLive['departure-locations'].items).toContainEqual({ id: strip!.id, reasons: ['switched-off', 'no-coordinates'] });

    // Completed and switched on by staff: live, priced, and no longer listed as not live.
    expect((await call('PUT', `/api/departure-locations/${strip!.id}?regionId=${wa}`, { latitude: -31.9, longitude: 115.9, isActive: true, version: strip!.version })).status).toBe(200);
    const completed = await call('PUT', `/api/destinations/${bay!.id}?regionId=${wa}`, {
      latitude: -32.4,
      longitude: 115.7,
      bookingUrl: 'https://book.example/hidden-bay',
      isActive: true,
      version: bay!.version,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await publicValues(`/api/destinations?regionId=${wa}`)).toContain('hidden-bay');
    const priced = await server.post('/api/calculate-price', { aircraftType: '6-passengers', flightType: 'one-way', departure: 'hidden-strip', destination: 'hidden-bay', passengers: 2, regionId: wa });
    expect(((await priced.json()) as { breakdown: { basePrice: number } }).breakdown.basePrice).toBe(880);
    const after = (await call('GET', `/api/admin/not-live?regionId=${wa}`)).body;
    expect(after.destinations.items.map((d: { id: number }) => d.id)).not.toContain(bay!.id);
  });

  it('keeps a new region off the public site until it has an active departure and a destination with a price', async () => {
    const created = await call('POST', '/api/regions', { name: 'Northern Territory', code: 'NT' });
    expect(created.status).toBe(201);
    const nt = created.body.id as number;
    const publicCodes = async () => ((await (await server.fetch('/api/regions')).json()) as { code: string }[]).map((r) => r.code);
    expect(await publicCodes()).not.toContain('NT');
    expect((await server.fetch(`/api/regions/${nt}`)).status).toBe(404);
    // A new region is also a draft (decision 0044), until published.
    expect((await call('GET', '/api/admin/not-live')).body.regions.items).toContainEqual({ id: nt, reasons: ['draft', 'no-active-departure', 'no-priced-destination'] });

    // Imported into the region (from its card, no Region column): hidden, so the region is still not live.
    const file = csv([['darwin', 'Darwin (YPDN)', 'kakadu', 'Kakadu (YJAB)', '8-passengers', 'one-way', '3200', 'no', '']], HEADER.slice(1));
    expect((await upload(file, `regionId=${nt}&createLocations=true`)).status).toBe(200);
    expect(await publicCodes()).not.toContain('NT');

    const [darwin] = await db().select().from(departureLocations).where(eq(departureLocations.value, 'darwin'));
    expect((await call('PUT', `/api/departure-locations/${darwin!.id}?regionId=${nt}`, { latitude: -12.41, longitude: 130.88, isActive: true })).status).toBe(200);
    expect((await call('GET', '/api/admin/not-live')).body.regions.items).toContainEqual({ id: nt, reasons: ['draft', 'no-priced-destination'] });
    expect(await publicCodes()).not.toContain('NT');

    const [kakadu] = await db().select().from(destinations).where(eq(destinations.value, 'kakadu'));
    const put = await call('PUT', `/api/destinations/${kakadu!.id}?regionId=${nt}`, { latitude: -12.67, longitude: 132.83, bookingUrl: 'https://book.example/kakadu', isActive: true });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // Complete, but still a draft until staff publish it (decision 0044).
    expect(await publicCodes()).not.toContain('NT');
    const defaults = await call('PUT', `/api/regions/${nt}`, { defaultDepartureLocationId: darwin!.id, defaultDestinationId: kakadu!.id });
    expect(defaults.status, JSON.stringify(defaults.body)).toBe(200);
    expect((await call('POST', `/api/admin/regions/${nt}/publish`)).status).toBe(200);
    expect(await publicCodes()).toContain('NT');
    expect((await server.fetch(`/api/regions/${nt}`)).status).toBe(200);
    expect((await call('GET', '/api/admin/not-live')).body.regions.items.map((r: { id: number }) => r.id)).not.toContain(nt);
  });

  it('puts new locations after the last of their list, and copies from another region after the last there', async () => {
    const lastOf = async (table: typeof destinations | typeof departureLocations) =>
      (await db().select({ last: max(table.displayOrder) }).from(table).where(and(eq(table.regionId, wa), eq(table.appContext, 'main'))))[0]!.last!;
    const lastDestination = await lastOf(destinations);
    const lastDeparture = await lastOf(departureLocations);
    const file = csv([
      ['WA', 'order-strip', '', 'order-one', '', '3-passengers', 'one-way', '100', 'no', ''],
      ['WA', 'order-strip', '', 'order-two', '', '3-passengers', 'one-way', '100', 'no', ''],
    ]);
    expect((await upload(file, 'createLocations=true')).status).toBe(200);
    const orderOf = async (table: typeof destinations | typeof departureLocations, value: string) =>
      (await db().select({ order: table.displayOrder }).from(table).where(eq(table.value, value)))[0]!.order;
    expect(await orderOf(destinations, 'order-one')).toBe(lastDestination + 1);
    expect(await orderOf(destinations, 'order-two')).toBe(lastDestination + 2);
    expect(await orderOf(departureLocations, 'order-strip')).toBe(lastDeparture + 1);

    const qldLast = (await db().select({ last: max(connectingServices.displayOrder) }).from(connectingServices).where(and(eq(connectingServices.regionId, qld), eq(connectingServices.appContext, 'main'))))[0]!.last;
    const copied = await call('POST', `/api/connecting-services/import?regionId=${qld}`, { sourceRegionId: wa });
    expect(copied.status).toBe(200);
    expect(copied.body.imported).toBeGreaterThan(0);
    const copies = await db().select().from(connectingServices).where(and(eq(connectingServices.regionId, qld), eq(connectingServices.appContext, 'main')));
    const orders = copies.map((c) => c.displayOrder).sort((a, b) => a - b);
    // Every copy after what QLD had; no two share a place.
    expect(new Set(orders).size).toBe(orders.length);
    if (qldLast !== null) expect(orders.slice(-copied.body.imported).every((o) => o > qldLast)).toBe(true);
  });
});
