/**
 * Deletes that say what they take and can be undone (decision 0025) over real HTTP: the impact of
 * a delete, the refusal to delete a region's default, the Trash (list, restore with the dependants, purge,
 * the 30-day sweep), the public reads never showing trashed rows, and new items placed at the end.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircraftNameAndCode } from '../../src/domain/aircraft';
import { deleteImpactSchema, restoreResultSchema, trashListSchema } from '../../src/domain/api/admin/trash';
import type { Database } from '../../src/server/db/database';
import { auditLog, departureLocations, destinations, regions, routePricing, trash } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'trash.admin@example.com';
const PASSWORD = 'trash admin password 1';

describe.each(testDatabaseKinds())('delete impact and the Trash (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let call: AdminCall;
  let wa: { id: number; name: string; defaultDepartureLocationId: number | null };

  const routeCount = async (departureId: number) =>
    Number((await db.select({ n: count() }).from(routePricing).where(eq(routePricing.departureLocationId, departureId)))[0]!.n);
  const publicJson = async (path: string): Promise<Json[]> => {
    const response = await server.fetch(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as Json[];
  };
  const departureByValue = async (value: string) => (await db.select().from(departureLocations).where(eq(departureLocations.value, value)))[0]!;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD, 'Tess Trash');
    call = adminCaller(server, await signIn(server, EMAIL, PASSWORD));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!;
  });
  afterAll(() => server?.close());

  it("refuses to delete WA's default departure, and the impact says so", async () => {
    const jandakot = await departureByValue('jandakot');
    expect(wa.defaultDepartureLocationId).toBe(jandakot.id);
    const message = `${jandakot.name} is the default departure of ${wa.name}. Choose another default departure in Regions first.`;
    const impact = deleteImpactSchema.parse((await call('GET', `/api/admin/departure-locations/${jandakot.id}/delete-impact`)).body);
    expect(impact).toMatchObject({ blocked: true, message });
    expect(impact.items).toContainEqual({ kind: 'region-default', label: `the default departure of ${wa.name}` });
    const refused = await call('DELETE', `/api/departure-locations/${jandakot.id}?regionId=${wa.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(message);
    expect(await departureByValue('jandakot')).toMatchObject({ id: jandakot.id });
    expect(await routeCount(jandakot.id)).toBeGreaterThan(0);
  });

  it('names the route prices that go with Perth Airport, moves them to the Trash and brings them back', async () => {
    const perth = await departureByValue('perth-airport');
    const seeded = await routeCount(perth.id);
    expect(seeded).toBeGreaterThan(0);
    const impact = (await call('GET', `/api/admin/departure-locations/${perth.id}/delete-impact?regionId=${wa.id}`)).body;
    expect(impact).toEqual({ items: [{ kind: 'route-prices', count: seeded, label: `${seeded} route prices` }], blocked: false });

    const publicRoutesPath = `/api/route-pricing?departureLocationId=${perth.id}&regionId=${wa.id}`;
    expect((await publicJson(publicRoutesPath)).length).toBeGreaterThan(0);
    expect((await publicJson(`/api/departure-locations?regionId=${wa.id}`)).some((d) => d.id === perth.id)).toBe(true);

    const deleted = await call('DELETE', `/api/departure-locations/${perth.id}?regionId=${wa.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const entryId = Number(deleted.headers.get('trash-entry'));
    expect(entryId).toBeGreaterThan(0);
    expect(await routeCount(perth.id)).toBe(0);
    // The public never sees trashed rows.
    expect((await publicJson(`/api/departure-locations?regionId=${wa.id}`)).some((d) => d.id === perth.id)).toBe(false);
    expect(await publicJson(publicRoutesPath)).toEqual([]);

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity, 'departure_location'), eq(auditLog.entityId, String(perth.id))));
    expect((audit!.before as Json).dependants).toEqual([expect.objectContaining({ kind: 'route-prices', label: `${seeded} route prices` })]);
    expect((audit!.before as Json).dependants[0].rows).toHaveLength(seeded);

    const list = trashListSchema.parse((await call('GET', '/api/admin/trash?q=perth&limit=10')).body);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: entryId,
      type: 'departure-locations',
      typeLabel: 'Departure location',
      entityId: perth.id,
      name: perth.name,
      regionId: wa.id,
      deletedBy: EMAIL,
      summary: [{ kind: 'route-prices', count: seeded, label: `${seeded} route prices` }],
    });

    const restored = await call('POST', `/api/admin/trash/${entryId}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restoreResultSchema.parse(restored.body)).toMatchObject({ entityId: perth.id, skipped: [], restored: [{ kind: 'route-prices', count: seeded }] });
    expect(await departureByValue('perth-airport')).toMatchObject({ id: perth.id, name: perth.name, version: perth.version });
    expect(await routeCount(perth.id)).toBe(seeded);
    expect((await publicJson(`/api/departure-locations?regionId=${wa.id}`)).some((d) => d.id === perth.id)).toBe(true);
    expect((await publicJson(publicRoutesPath)).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/trash?q=perth')).body.total).toBe(0);
    const [restoreAudit] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'restore'), eq(auditLog.entityId, String(perth.id))));
    expect(restoreAudit).toMatchObject({ entity: 'departure_location', userEmail: EMAIL });
    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).status).toBe(404);
  });

  it('deletes a route as one entry of all its flight types and restores them together', async () => {
    const routes = `/api/admin/route-pricing?departureLocationId=${(await departureByValue('jandakot')).id}`;
    const list = (await call('GET', routes)).body as Json[];
    const byRoute = new Map<string, Json[]>();
    for (const r of list) byRoute.set(`${r.aircraftType}|${r.departureLocationId}|${r.destinationId}`, [...(byRoute.get(`${r.aircraftType}|${r.departureLocationId}|${r.destinationId}`) ?? []), r]);
    const route = [...byRoute.values()].find((rows) => rows.length > 1)!;
    const impact = (await call('GET', `/api/admin/route-pricing/${route[0].id}/delete-impact`)).body;
    expect(impact).toMatchObject({ blocked: false, items: [{ kind: 'flight-types', count: route.length }] });
    const deleted = await call('DELETE', `/api/route-pricing/${route[0].id}`, { version: route[0].version });
    expect(deleted.status).toBe(204);
    const entryId = Number(deleted.headers.get('trash-entry'));
    const remaining = (await call('GET', routes)).body as Json[];
    expect(remaining.filter((r) => route.some((x) => x.id === r.id))).toEqual([]);
    const entries = (await call('GET', '/api/admin/trash?type=route-pricing')).body;
    expect(entries.items.filter((e: Json) => e.id === entryId)).toHaveLength(1);
    // The aircraft as the panel names it everywhere: its name and its code.
    expect(entries.items[0].name).toBe(`${route[0].departureName} → ${route[0].destinationName}, ${aircraftNameAndCode(route[0].aircraftType)}`);
    expect((await call('POST', `/api/admin/trash/${entryId}/restore`)).status).toBe(200);
    const back = (await call('GET', routes)).body as Json[];
    expect(back.filter((r) => route.some((x) => x.id === r.id)).map((r) => r.price).sort()).toEqual(route.map((r) => r.price).sort());
  });

  it('a destination takes its aircraft prices and unlinks experiences; the restore brings both back', async () => {
    const dest = (await call('POST', `/api/destinations?regionId=${wa.id}`, { name: 'Undo Cove', value: 'undo-cove', flightTypes: ['same-day'] })).body.id as number;
    const priced = await call('PUT', `/api/destination-pricing/upsert?regionId=${wa.id}`, { destinationId: dest, aircraftType: '6-passengers', sameDayPrice: 900 });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const experience = await call('POST', `/api/experiences?regionId=${wa.id}`, {
      title: 'Undo lunch', description: 'Fly and dine', imageUrl: '/assets/x.webp', priceDisplay: 'A$9', bookingLink: 'https://example.com/b', destinationId: dest, flightType: 'same-day',
    });
    expect(experience.status, JSON.stringify(experience.body)).toBe(201);
    const impact = (await call('GET', `/api/admin/destinations/${dest}/delete-impact`)).body;
    expect(impact.items).toEqual([
      { kind: 'destination-prices', count: 1, label: '1 aircraft price of this destination' },
      { kind: 'experience-links', count: 1, label: '1 experience no longer books a flight to it' },
    ]);
    const deleted = await call('DELETE', `/api/destinations/${dest}`);
    const entry = Number(deleted.headers.get('trash-entry'));
    const unlinked = (await call('GET', `/api/admin/experiences?regionId=${wa.id}`)).body.find((e: Json) => e.id === experience.body.id);
    expect(unlinked.destinationId).toBeNull();
    expect((await call('POST', `/api/admin/trash/${entry}/restore`)).status).toBe(200);
    const relinked = (await call('GET', `/api/admin/experiences?regionId=${wa.id}`)).body.find((e: Json) => e.id === experience.body.id);
    expect(relinked.destinationId).toBe(dest);
    const prices = (await call('GET', `/api/destination-pricing?regionId=${wa.id}`)).body as Json[];
    expect(prices.filter((p) => p.destinationId === dest)).toMatchObject([{ aircraftType: '6-passengers', sameDayPrice: 900 }]);
  });

  it('refuses a restore whose name or value was taken since, in plain words', async () => {
    const created = await call('POST', `/api/destinations?regionId=${wa.id}`, { name: 'Clash Bay', value: 'clash-bay' });
    const deleted = await call('DELETE', `/api/destinations/${created.body.id}?regionId=${wa.id}`);
    const entryId = Number(deleted.headers.get('trash-entry'));
    expect((await call('POST', `/api/destinations?regionId=${wa.id}`, { name: 'Clash Bay again', value: 'clash-bay' })).status).toBe(201);
    const refused = await call('POST', `/api/admin/trash/${entryId}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Destination "Clash Bay" cannot be restored: one created since has the same name or value. Rename or delete that one first.');
    expect((await call('GET', '/api/admin/trash?q=clash')).body.total).toBe(1);
  });

  it('purges one entry now, and the sweep purges entries older than 30 days', async () => {
    const make = async (name: string) => {
      const created = await call('POST', `/api/connecting-services?regionId=${wa.id}`, { title: name });
      return Number((await call('DELETE', `/api/connecting-services/${created.body.id}`)).headers.get('trash-entry'));
    };
    const purged = await make('Purge me');
    expect((await call('DELETE', `/api/admin/trash/${purged}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/trash/${purged}`)).status).toBe(404);
    const old = await make('Old one');
    const recent = await make('Recent one');
    await db.update(trash).set({ deletedAt: sql`now() - interval '31 days'` }).where(eq(trash.id, old));
    await db.update(trash).set({ deletedAt: sql`now() - interval '29 days'` }).where(eq(trash.id, recent));
    expect(await server.app.sweepTrash()).toBe(1);
    const ids = ((await call('GET', '/api/admin/trash?limit=200')).body.items as Json[]).map((e) => e.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });

  it("bulk delete moves each item to the Trash; one refused item (WA's default) changes nothing", async () => {
    const a = (await call('POST', `/api/hero-images?regionId=${wa.id}`, { title: 'Bulk A', imageUrl: '/assets/a.webp' })).body.id as number;
    const b = (await call('POST', `/api/hero-images?regionId=${wa.id}`, { title: 'Bulk B', imageUrl: '/assets/b.webp' })).body.id as number;
    const bulk = await call('POST', `/api/admin/hero-images/bulk?regionId=${wa.id}`, { ids: [a, b], action: 'delete' });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body).toMatchObject({ updated: 2, trashEntries: [expect.any(Number), expect.any(Number)] });
    expect(bulk.headers.get('trash-entry')).toBe(bulk.body.trashEntries.join(', '));
    expect((await call('GET', '/api/admin/trash?q=bulk')).body.total).toBe(2);
    expect((await publicJson(`/api/hero-images?regionId=${wa.id}&appContext=main`)).some((h) => h.id === a || h.id === b)).toBe(false);

    const jandakot = await departureByValue('jandakot');
    const other = (await call('POST', `/api/departure-locations?regionId=${wa.id}`, { name: 'Bulk Field', value: 'bulk-field' })).body.id as number;
    const refused = await call('POST', `/api/admin/departure-locations/bulk?regionId=${wa.id}`, { ids: [other, jandakot.id], action: 'delete' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/is the default departure of/);
    expect((await db.select().from(departureLocations).where(eq(departureLocations.id, other))).length).toBe(1);
  });

  it('pages the Trash newest first with a total', async () => {
    const all = (await call('GET', '/api/admin/trash')).body;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const page = (await call('GET', '/api/admin/trash?limit=1&offset=1')).body;
    expect(page).toMatchObject({ total: all.total, items: [{ id: all.items[1].id }] });
    expect((await call('GET', '/api/admin/trash?limit=0')).status).toBe(400);
  });

  it('puts a new twin destination at the end of the twin list, not first', async () => {
    const twin = (await call('GET', `/api/admin/destinations?regionId=${wa.id}&appContext=twin`)).body as Json[];
    const created = await call('POST', `/api/destinations?regionId=${wa.id}`, { name: 'Twin Isle', value: 'twin-isle', appContext: 'twin' });
    expect(created.status).toBe(201);
    const last = twin.length === 0 ? 0 : Math.max(...twin.map((d) => d.displayOrder as number)) + 1;
    expect(created.body.displayOrder).toBe(last);
    const placed = await call('POST', `/api/destinations?regionId=${wa.id}`, { name: 'Placed Isle', value: 'placed-isle', appContext: 'twin', displayOrder: 0 });
    expect(placed.body.displayOrder).toBe(0);
    const [region] = await db.select().from(regions).where(eq(regions.id, wa.id));
    expect(region!.defaultDestinationId).not.toBe(created.body.id);
    expect((await db.select().from(destinations).where(eq(destinations.value, 'twin-isle')))[0]!.appContext).toBe('twin');
  });
});
