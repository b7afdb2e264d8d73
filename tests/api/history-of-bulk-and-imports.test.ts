/**
 * Every version a History reader meets explains itself (decision 0046), over real HTTP: a route price's
 * History shows each bulk change that wrote it (and its undo) and each spreadsheet import, merged by time with
 * its own audit entries and paged exactly across both; a version from before a bulk change, or one a bulk
 * change made, comes back as a new version; destination prices have a History with restore; a drag reorder
 * says 'Moved in the list' for the version it made, an import 'Imported from <file>'.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPageSchema, type HistoryEntry } from '../../src/domain/api/admin/history';
import type { Database } from '../../src/server/db/database';
import { auditLog, departureLocations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const OWNER = 'olive.owner@example.com';
const EDITOR = 'ed.prices@example.com';
const AGENT = 'ann.agent@example.com';
const PASSWORD = 'history of bulk password 1';
const HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];

describe.each(testDatabaseKinds())('History of bulk changes, imports, reorders and destination prices (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let owner: AdminCall;
  let editor: AdminCall;
  let agent: AdminCall;
  let ownerCookie: string;
  let wa: number;

  const history = async (path: string, call: AdminCall = owner) => {
    const answer = await call('GET', path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return historyPageSchema.parse(answer.body);
  };
  /** Every entry, a page of `limit` at a time, following nextBefore; and how many pages it took. */
  const allPages = async (path: string, limit: number) => {
    const seen: HistoryEntry[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page = await history(`${path}?limit=${limit}${before ? `&before=${before}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(limit + 1);
      seen.push(...page.items);
      before = page.nextBefore;
      pages++;
    } while (before !== null && pages < 50);
    return { seen, pages };
  };
  /** A departure, a destination and one route price between them (A$100), all new: a bulk change filtered by the departure touches only it. */
  const newRoute = async (unique: string) => {
    const departure = (await owner('POST', `/api/departure-locations?regionId=${wa}`, { name: `Field ${unique}`, value: `field-${unique}` })).body;
    const destination = (await owner('POST', `/api/destinations?regionId=${wa}`, { name: `Bay ${unique}`, value: `bay-${unique}` })).body;
    const route = await owner('POST', `/api/route-pricing?regionId=${wa}`, { aircraftType: '3-passengers', departureLocationId: departure.id, destinationId: destination.id, flightType: 'same-day', price: 100 });
    expect(route.status, JSON.stringify(route.body)).toBe(201);
    return { departure, destination, route: route.body as Json };
  };
  const bulk = async (departureId: number, percent: number, as: AdminCall = owner) => {
    const answer = await as('POST', '/api/bulk-price-changes', { kind: 'adjust', filters: { regionId: wa, departureLocationId: departureId }, adjustment: { type: 'percent', percent }, roundTo: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as Json;
  };
  const priceNow = async (id: number) => (await db.select().from(routePricing).where(eq(routePricing.id, id)))[0]!;
  const upload = (name: string, rows: unknown[][]) => {
    const form = new FormData();
    form.append('file', new Blob([[HEADER, ...rows].map((r) => r.join(',')).join('\n')]), name);
    return server.fetch('/api/import-routes?createLocations=true', { method: 'POST', headers: { cookie: ownerCookie, origin: server.url }, body: form });
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, OWNER, PASSWORD, 'Olive Owner', 'owner');
    await createAdmin(db, EDITOR, PASSWORD, 'Ed Prices', 'editor');
    await createAdmin(db, AGENT, PASSWORD, 'Ann Agent', 'agent');
    ownerCookie = await signIn(server, OWNER, PASSWORD);
    owner = adminCaller(server, ownerCookie);
    editor = adminCaller(server, await signIn(server, EDITOR, PASSWORD));
    agent = adminCaller(server, await signIn(server, AGENT, PASSWORD));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(() => server?.close());

  it("shows each bulk change and its undo in a route price's History, and restores a version from before a bulk change and one a bulk change made", async () => {
    const { departure, route } = await newRoute('bk1');
    const edited = await editor('PUT', `/api/route-pricing/${route.id}?regionId=${wa}`, { price: 200, version: route.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const raised = await bulk(departure.id, 10);
    expect((await owner('POST', `/api/bulk-price-changes/${raised.id}/undo`)).status).toBe(200);
    const again = await bulk(departure.id, 25, editor);
    const v = route.version as number;
    expect(await priceNow(route.id)).toMatchObject({ price: '250.00', version: v + 4 });

    const page = await history(`/api/admin/route-pricing/${route.id}/history?regionId=${wa}`, agent);
    expect(page.currentVersion).toBe(v + 4);
    expect(page.nextBefore).toBeNull();
    expect(page.items.map((e) => [e.action, e.version, e.who?.name, e.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join('; ')])).toEqual([
      ['bulk', v + 4, 'Ed Prices', 'Price: A$200.00 → A$250.00'],
      ['bulk_undo', v + 3, 'Olive Owner', 'Price: A$220.00 → A$200.00'],
      ['bulk', v + 2, 'Olive Owner', 'Price: A$200.00 → A$220.00'],
      ['update', v + 1, 'Ed Prices', 'Price: A$100.00 → A$200.00'],
      ['create', v, 'Olive Owner', expect.stringContaining('Price: — → A$100.00')],
    ]);
    expect(page.items[0]!.summary).toBe(`Bulk change: ${again.summary}`);
    expect(page.items[0]!.summary).toMatch(/^Bulk change: Raise by 25%: departure Field bk1/);
    expect(page.items[1]!.summary).toBe(`Bulk change undone: ${raised.summary}`);
    expect(page.items[2]!.summary).toBe(`Bulk change: ${raised.summary} (undone since)`);
    expect(new Set(page.items.map((e) => e.key)).size).toBe(page.items.length);
    expect(page.items.map((e) => e.restorable)).toEqual([false, true, true, true, true]);

    // The version before the first bulk change (an update's whole row) comes back as a new version.
    const before = await editor('POST', `/api/admin/route-pricing/${route.id}/history/restore?regionId=${wa}`, { restore: v + 1, version: v + 4 });
    expect(before.body).toEqual({ version: v + 5, message: `Version ${v + 1} restored as version ${v + 5}` });
    expect(await priceNow(route.id)).toMatchObject({ price: '200.00', version: v + 5, updatedBy: EDITOR });
    // A version a bulk change made has no whole row in the audit log: its price, with the rest as on record.
    const made = await editor('POST', `/api/admin/route-pricing/${route.id}/history/restore?regionId=${wa}`, { restore: v + 2, version: v + 5 });
    expect(made.body).toEqual({ version: v + 6, message: `Version ${v + 2} restored as version ${v + 6}` });
    expect(await priceNow(route.id)).toMatchObject({ price: '220.00', version: v + 6, isActive: true, aircraftType: '3-passengers' });
    const top = (await history(`/api/admin/route-pricing/${route.id}/history`)).items.slice(0, 2);
    expect(top.map((e) => [e.summary, e.version, e.changes[0]?.after])).toEqual([
      [`Restored version ${v + 2}`, v + 6, 'A$220.00'],
      [`Restored version ${v + 1}`, v + 5, 'A$200.00'],
    ]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'route_pricing'), eq(auditLog.entityId, String(route.id)), eq(auditLog.action, 'restore_version')));
    expect(audit!.after).toMatchObject({ restoredVersion: v + 1 });
  });

  it('offers the version a seeded price had before its first bulk change, and restores it', async () => {
    const jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!;
    const [seeded] = await db.select().from(routePricing).where(eq(routePricing.departureLocationId, jandakot.id)).limit(1);
    const change = await bulk(jandakot.id, 1);
    const page = await history(`/api/admin/route-pricing/${seeded!.id}/history`);
    expect(page.items.map((e) => [e.action, e.version, e.restorable])).toEqual([
      ['bulk', seeded!.version + 1, false],
      ['earlier', seeded!.version, true],
    ]);
    const restored = await owner('POST', `/api/admin/route-pricing/${seeded!.id}/history/restore`, { restore: seeded!.version, version: seeded!.version + 1 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await priceNow(seeded!.id)).toMatchObject({ price: seeded!.price, iframeHtml: seeded!.iframeHtml, version: seeded!.version + 2 });
    // The rest of the bulk change can no longer be undone in one step: this price changed since.
    expect((await owner('POST', `/api/bulk-price-changes/${change.id}/undo`)).status).toBe(409);
  });

  it('pages exactly across audit entries and bulk changes, newest first, every version once', async () => {
    const { departure, route } = await newRoute('pg1');
    let version = route.version as number;
    for (let n = 1; n <= 6; n++) {
      version = (await owner('PUT', `/api/route-pricing/${route.id}`, { price: 100 + n, version })).body.version;
      await bulk(departure.id, 1);
      version++;
    }
    for (const limit of [1, 3, 4, 10]) {
      const { seen, pages } = await allPages(`/api/admin/route-pricing/${route.id}/history`, limit);
      expect(seen.map((e) => e.version)).toEqual(Array.from({ length: 13 }, (_, i) => route.version + 12 - i));
      expect(seen.map((e) => e.action).slice(0, 4)).toEqual(['bulk', 'update', 'bulk', 'update']);
      expect(pages).toBe(Math.ceil(13 / limit));
    }
  });

  it('answers the first and a later page of a price with 5,000 edits and 5,000 bulk changes, ten entries each, in order', async () => {
    const { route } = await newRoute('big');
    const id = route.id as number;
    await db.execute(sql`
      insert into audit_log (user_email, action, entity, entity_id, before, after, created_at)
      select ${OWNER}, 'update', 'route_pricing', ${String(id)}, jsonb_build_object('version', 2 * n - 1, 'price', '100.00'),
             jsonb_build_object('version', 2 * n, 'price', '101.00'), timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'
      from generate_series(1, 5000) as n`);
    await db.execute(sql`
      insert into bulk_price_changes (id, kind, region_id, summary, operation, count, created_at, created_by)
      select 100000 + n, 'adjust', ${wa}, 'Raise by 1%: test ' || n, '{}'::jsonb, 1, timestamptz '2026-01-01T00:00:30Z' + n * interval '1 minute', ${OWNER}
      from generate_series(1, 5000) as n`);
    await db.execute(sql`
      insert into bulk_price_change_rows (change_id, route_pricing_id, aircraft_type, departure_location_id, destination_id, flight_type, before_price, after_price, after_version)
      select 100000 + n, ${id}, '3-passengers', ${route.departureLocationId}, ${route.destinationId}, 'same-day', 101, 102, 2 * n + 1
      from generate_series(1, 5000) as n`);
    await db.execute(sql`update route_pricing set version = 10001 where id = ${id}`);
    const first = await history(`/api/admin/route-pricing/${id}/history`);
    expect(first.items.map((e) => e.version)).toEqual(Array.from({ length: 10 }, (_, i) => 10001 - i));
    expect(first.items.map((e) => e.action).slice(0, 2)).toEqual(['bulk', 'update']);
    const second = await history(`/api/admin/route-pricing/${id}/history?before=${first.nextBefore}`);
    expect(second.items.map((e) => e.version)).toEqual(Array.from({ length: 10 }, (_, i) => 9991 - i));
  });

  it('gives destination prices a History with who changed which price, and restores an earlier version', async () => {
    const destination = (await owner('POST', `/api/destinations?regionId=${wa}`, { name: 'Price Isle', value: 'price-isle', flightTypes: ['same-day', 'scenic'] })).body;
    const created = await owner('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { destinationId: destination.id, aircraftType: '3-passengers', sameDayPrice: '700', scenicPrice: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const changed = await editor('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, {
      destinationId: destination.id,
      aircraftType: '3-passengers',
      sameDayPrice: '750',
      scenicPrice: '300',
      version: created.body.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const page = await history(`/api/admin/destination-pricing/${created.body.id}/history?regionId=${wa}`, agent);
    expect(page.items.map((e) => [e.summary, e.version, e.who?.name])).toEqual([
      ['Changed', created.body.version + 1, 'Ed Prices'],
      ['Created', created.body.version, 'Olive Owner'],
    ]);
    expect(page.items[0]!.changes).toHaveLength(2);
    expect(page.items[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'sameDayPrice', label: 'Same-day price', before: 'A$700.00', after: 'A$750.00' },
        { field: 'scenicPrice', label: 'Scenic price', before: '—', after: 'A$300.00' },
      ]),
    );
    const path = `/api/admin/destination-pricing/${created.body.id}/history/restore?regionId=${wa}`;
    expect((await agent('POST', path, { restore: created.body.version })).status).toBe(403);
    const restored = await editor('POST', path, { restore: created.body.version, version: changed.body.version });
    expect(restored.body).toEqual({ version: changed.body.version + 1, message: `Version ${created.body.version} restored as version ${changed.body.version + 1}` });
    const now = (await owner('GET', `/api/destination-pricing?regionId=${wa}`)).body as Json;
    const rows = (Array.isArray(now) ? now : now.items) as Json[];
    expect(rows.find((r) => r.id === created.body.id)).toMatchObject({ sameDayPrice: 700, scenicPrice: null, version: changed.body.version + 1 });
    expect((await history(`/api/admin/destination-pricing/${created.body.id}/history`)).items[0]).toMatchObject({ summary: `Restored version ${created.body.version}` });
    expect(await owner('GET', '/api/admin/destination-pricing/999999/history')).toMatchObject({ status: 404, body: { message: 'Destination price 999999 was not found and has no history' } });
  });

  it("says 'Moved in the list' for the version a drag reorder made, and that version can come back", async () => {
    const a = (await owner('POST', `/api/destinations?regionId=${wa}`, { name: 'Order A', value: 'order-a' })).body;
    const b = (await owner('POST', `/api/destinations?regionId=${wa}`, { name: 'Order B', value: 'order-b' })).body;
    const renamed = (await owner('PUT', `/api/destinations/${a.id}`, { name: 'Order A2', version: a.version })).body;
    expect((await editor('POST', `/api/destinations/reorder?regionId=${wa}`, { orderedIds: [b.id, a.id] })).status).toBe(200);
    const page = await history(`/api/admin/destinations/${a.id}/history`);
    expect(page.currentVersion).toBe(renamed.version + 1);
    expect(page.items[0]).toMatchObject({ action: 'reorder', summary: 'Moved in the list', version: renamed.version + 1, who: { name: 'Ed Prices' }, restorable: false });
    expect(page.items[0]!.changes).toEqual([{ field: 'displayOrder', label: 'Display order', before: String(renamed.displayOrder), after: '2' }]);
    expect(page.items.map((e) => e.version)).toEqual([renamed.version + 1, renamed.version, a.version]);
    const restored = await owner('POST', `/api/admin/destinations/${a.id}/history/restore`, { restore: a.version, version: renamed.version + 1 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await owner('GET', `/api/admin/destinations/${a.id}`)).body).toMatchObject({ name: 'Order A', displayOrder: 2 });
  });

  it("says 'Imported from <file>' with the price before and after for each route price, place and version an import wrote", async () => {
    const { departure, destination, route } = await newRoute('imp');
    const imported = await upload('autumn-prices.csv', [
      ['WA', departure.value, '', destination.value, '', '3-passengers', 'same-day', '180', 'no', ''],
      ['WA', departure.value, '', 'new-bay-imp', 'New Bay Imp', '6-passengers', 'same-day', '300', 'no', ''],
    ]);
    expect(imported.status, await imported.clone().text()).toBe(200);
    const page = await history(`/api/admin/route-pricing/${route.id}/history`);
    expect(page.items[0]).toMatchObject({
      action: 'import',
      summary: 'Imported from autumn-prices.csv',
      who: { name: 'Olive Owner', email: OWNER },
      version: route.version + 1,
      changes: [{ field: 'price', label: 'Price', before: 'A$100.00', after: 'A$180.00' }],
      restorable: false,
    });
    expect(page.items.map((e) => e.version)).toEqual([route.version + 1, route.version]);
    // The version before the import comes back.
    expect((await owner('POST', `/api/admin/route-pricing/${route.id}/history/restore`, { restore: route.version, version: route.version + 1 })).status).toBe(200);
    expect(await priceNow(route.id)).toMatchObject({ price: '100.00', version: route.version + 2 });

    const [created] = await db.select().from(routePricing).where(and(eq(routePricing.departureLocationId, departure.id), eq(routePricing.aircraftType, '6-passengers')));
    const createdPage = await history(`/api/admin/route-pricing/${created!.id}/history`);
    expect(createdPage.items).toEqual([expect.objectContaining({ summary: 'Imported from autumn-prices.csv', version: created!.version, changes: [{ field: 'price', label: 'Price', before: '—', after: 'A$300.00' }] })]);
    const newBay = (await owner('GET', `/api/admin/destinations?regionId=${wa}`)).body.find((d: Json) => d.value === 'new-bay-imp');
    const placePage = await history(`/api/admin/destinations/${newBay.id}/history`);
    expect(placePage.items).toMatchObject([{ action: 'import', summary: 'Imported from autumn-prices.csv', version: newBay.version }]);
    expect(placePage.items[0]!.changes).toContainEqual({ field: 'name', label: 'Name', before: '—', after: 'New Bay Imp' });
  });
});
