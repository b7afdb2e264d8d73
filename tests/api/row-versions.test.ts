/**
 * Conflict-safe edits (decision 0025) over real HTTP: every editable type answers 409 with the row as it is
 * now when a PUT, PATCH or DELETE is based on a stale version (body `version` or If-Match), and changes
 * nothing; writes without a version behave as before; every write bumps the version and says who.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictResponseSchema } from '../../src/domain/api/admin/row-versions';
import { departureLocations, destinations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'versions.admin@example.com';
const OTHER_EMAIL = 'other.editor@example.com';
const PASSWORD = 'versions admin password 1';

interface ContentCase {
  type: string;
  create: (unique: string) => Record<string, unknown>;
  /** The field a PUT changes and reads back. */
  field: string;
  regionScoped: boolean;
}

const CONTENT_CASES: ContentCase[] = [
  { type: 'destinations', create: (u) => ({ name: `Dest ${u}`, value: `dest-${u}` }), field: 'name', regionScoped: true },
  { type: 'departure-locations', create: (u) => ({ name: `Dep ${u}`, value: `dep-${u}` }), field: 'name', regionScoped: true },
  { type: 'regions', create: (u) => ({ name: `Region ${u}`, code: `R${u}`.slice(0, 10) }), field: 'name', regionScoped: false },
  {
    type: 'experiences',
    create: (u) => ({ title: `Exp ${u}`, description: 'Fly', imageUrl: '/assets/x.webp', priceDisplay: 'A$1', bookingLink: 'https://example.com/b' }),
    field: 'title',
    regionScoped: true,
  },
  { type: 'connecting-services', create: (u) => ({ title: `Service ${u}` }), field: 'title', regionScoped: true },
  { type: 'pilot-training', create: (u) => ({ title: `Course ${u}` }), field: 'title', regionScoped: true },
  { type: 'hero-images', create: (u) => ({ title: `Hero ${u}`, imageUrl: '/assets/hero.webp' }), field: 'title', regionScoped: true },
  {
    type: 'aircraft-experience-images',
    create: (u) => ({ title: `Image ${u}`, aircraftType: '3-passengers', imageUrl: '/assets/a.webp' }),
    field: 'title',
    regionScoped: false,
  },
  { type: 'accreditation-badges', create: (u) => ({ title: `Badge ${u}`, imageUrl: '/assets/b.webp' }), field: 'title', regionScoped: true },
];

describe.each(testDatabaseKinds())('row versions and 409 on stale writes (%s)', (kind) => {
  let server: TestServer;
  let call: AdminCall;
  let other: AdminCall;
  let wa: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    await createAdmin(db, OTHER_EMAIL, PASSWORD, 'Olivia Other');
    call = adminCaller(server, await signIn(server, EMAIL, PASSWORD));
    other = adminCaller(server, await signIn(server, OTHER_EMAIL, PASSWORD));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(() => server?.close());

  /** The 409 answer: the plain message naming the other editor, and `current` as the admin read returns it. */
  function expectConflict(answer: { status: number; body: Json }, version: number) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    const body = conflictResponseSchema.parse(answer.body);
    expect(body.message).toMatch(/^Changed by Olivia Other at .+ since you opened it$/);
    expect(body.current).toMatchObject({ version, updatedBy: OTHER_EMAIL });
    expect(typeof body.current.updatedAt).toBe('string');
    return body;
  }

  describe.each(CONTENT_CASES)('$type', ({ type, create, field, regionScoped }) => {
    const query = regionScoped ? `?regionId=${0}` : '';
    const q = () => (regionScoped ? query.replace('0', String(wa)) : '');

    it('bumps the version on every write and refuses stale ones by body version and by If-Match', async () => {
      const unique = type.slice(0, 4) + Date.now().toString(36).slice(-4);
      const created = await call('POST', `/api/${type}${q()}`, create(unique));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ version: 1, updatedBy: EMAIL });
      const id = created.body.id as number;
      const original = created.body[field] as string;

      // Someone else saves first, based on version 1.
      const first = await other('PUT', `/api/${type}/${id}${q()}`, { [field]: `${original} by Olivia`, version: 1 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ version: 2, updatedBy: OTHER_EMAIL, [field]: `${original} by Olivia` });

      // The first tab still has version 1: refused, with the row as it is now, and nothing changed.
      const stale = await call('PUT', `/api/${type}/${id}${q()}`, { [field]: `${original} stale`, version: 1 });
      const conflict = expectConflict(stale, 2);
      expect(conflict.current).toMatchObject({ id, [field]: `${original} by Olivia` });
      const staleByHeader = await call('PUT', `/api/${type}/${id}${q()}`, { [field]: `${original} stale` }, { 'if-match': '"1"' });
      expectConflict(staleByHeader, 2);
      const staleDelete = await call('DELETE', `/api/${type}/${id}${q()}`, { version: 1 });
      expectConflict(staleDelete, 2);
      const staleDeleteByHeader = await call('DELETE', `/api/${type}/${id}${q()}`, undefined, { 'if-match': 'W/"1"' });
      expectConflict(staleDeleteByHeader, 2);

      const list = await call('GET', `/api/admin/${type}${q()}`);
      const row = (list.body as Json[]).find((r) => r.id === id);
      expect(row).toMatchObject({ version: 2, updatedBy: OTHER_EMAIL, [field]: `${original} by Olivia` });
      expect(typeof row.updatedAt).toBe('string');

      // Overwrite: resend with the current version (If-Match, weak form accepted).
      const overwrite = await call('PUT', `/api/${type}/${id}${q()}`, { [field]: `${original} mine` }, { 'if-match': 'W/"2"' });
      expect(overwrite.status, JSON.stringify(overwrite.body)).toBe(200);
      expect(overwrite.body).toMatchObject({ version: 3, updatedBy: EMAIL, [field]: `${original} mine` });

      // Without a version a write goes through as before (older clients, imports).
      const unchecked = await call('PUT', `/api/${type}/${id}${q()}`, { [field]: `${original} spec client` });
      expect(unchecked.status).toBe(200);
      expect(unchecked.body.version).toBe(4);

      // Delete with the current version (bare number in If-Match), then a write based on it: gone, in words.
      const deleted = await call('DELETE', `/api/${type}/${id}${q()}`, undefined, { 'if-match': '4' });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
      const afterDelete = await call('PUT', `/api/${type}/${id}${q()}`, { [field]: 'late', version: 4 });
      expect(afterDelete.status).toBe(404);
      expect(afterDelete.body.message).toMatch(/was deleted since you opened it/);
    });
  });

  it('refuses an If-Match that names no version, and a body version that disagrees with it', async () => {
    const [dest] = await server.database.db.select().from(destinations).where(eq(destinations.regionId, wa)).limit(1);
    const bad = await call('PUT', `/api/destinations/${dest!.id}`, { subtitle: 'x' }, { 'if-match': '"abc"' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('If-Match must name the version you opened, such as "3"');
    const differ = await call('PUT', `/api/destinations/${dest!.id}`, { subtitle: 'x', version: 1 }, { 'if-match': '"2"' });
    expect(differ.status).toBe(400);
  });

  it('route pricing: update and delete refuse a stale version; the admin list returns versions', async () => {
    const [perth] = await server.database.db.select().from(departureLocations).where(eq(departureLocations.value, 'perth-airport'));
    const list = await call('GET', `/api/admin/route-pricing?departureLocationId=${perth!.id}`);
    const route = (list.body as Json[]).find((r) => r.departureLocationId === perth!.id)!;
    expect(route).toMatchObject({ version: 1 });
    const first = await other('PUT', `/api/route-pricing/${route.id}?regionId=${wa}`, { price: 1234, version: route.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ price: 1234, version: 2, updatedBy: OTHER_EMAIL });
    const stale = await call('PUT', `/api/route-pricing/${route.id}?regionId=${wa}`, { price: 999, version: 1 });
    expect(expectConflict(stale, 2).current).toMatchObject({ id: route.id, price: 1234, departureName: route.departureName });
    expectConflict(await call('PUT', `/api/route-pricing/${route.id}?regionId=${wa}`, { price: 999 }, { 'if-match': '"1"' }), 2);
    expectConflict(await call('DELETE', `/api/route-pricing/${route.id}?regionId=${wa}`, { version: 1 }), 2);
    const after = (await call('GET', `/api/admin/route-pricing?departureLocationId=${perth!.id}`)).body.find((r: Json) => r.id === route.id);
    expect(after).toMatchObject({ price: 1234, version: 2 });
    const unchecked = await call('PUT', `/api/route-pricing/${route.id}?regionId=${wa}`, { price: 1300 });
    expect(unchecked.body).toMatchObject({ price: 1300, version: 3 });
  });

  it('destination pricing: version 0 means no row yet; a row created meanwhile or a stale version is a 409', async () => {
    const [dest] = await server.database.db.select().from(destinations).where(eq(destinations.regionId, wa)).limit(1);
    const existing = (await call('GET', `/api/destination-pricing?regionId=${wa}`)).body as Json[];
    const used = new Set(existing.filter((p) => p.destinationId === dest!.id).map((p) => p.aircraftType));
    const aircraftType = ['3-passengers', '6-passengers', '8-passengers', '9-passengers', '12-passengers', '4-5-passenger-helicopter'].find((t) => !used.has(t))!;
    const body = { destinationId: dest!.id, aircraftType, sameDayPrice: 500, scenicPrice: null, oneWayPrice: null };
    const created = await other('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, version: 0 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ sameDayPrice: 500, version: 1, updatedBy: OTHER_EMAIL });
    // A second tab opened before the row existed.
    const meanwhile = await call('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: 700, version: 0 });
    expect(expectConflict(meanwhile, 1).current).toMatchObject({ sameDayPrice: 500 });
    const updated = await other('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: 600 }, { 'if-match': '"1"' });
    expect(updated.body).toMatchObject({ sameDayPrice: 600, version: 2 });
    expectConflict(await call('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: 700, version: 1 }), 2);
    const row = ((await call('GET', `/api/destination-pricing?regionId=${wa}`)).body as Json[]).find((p) => p.destinationId === dest!.id && p.aircraftType === aircraftType);
    expect(row).toMatchObject({ sameDayPrice: 600, version: 2, updatedBy: OTHER_EMAIL });
    expect((await call('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: 650 })).body.version).toBe(3);
  });

  it('settings: per region; version 0 while the region uses the default, then the row version', async () => {
    // A new region has no settings row of its own (the seeded ones do).
    const region = await call('POST', '/api/regions', { name: 'Settings Test', code: 'STEST' });
    const wa = region.body.id as number;
    const read = await call('GET', `/api/admin/settings?regionId=${wa}`);
    expect(read.body).toMatchObject({ isDefault: true, version: 0, updatedAt: null, updatedBy: null });
    const first = await other('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 3, minimum: 20 }, version: 0 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ isDefault: false, version: 1, updatedBy: OTHER_EMAIL });
    const stale = await call('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 9, minimum: 90 }, version: 0 });
    expect(expectConflict(stale, 1).current).toMatchObject({ bookingFee: { percent: 3, minimum: 20 } });
    expectConflict(await call('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 9, minimum: 90 } }, { 'if-match': '"0"' }), 1);
    const second = await other('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 4, minimum: 25 }, version: 1 });
    expect(second.body).toMatchObject({ version: 2 });
    expectConflict(await call('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 9, minimum: 90 }, version: 1 }), 2);
    expect((await call('GET', `/api/admin/settings?regionId=${wa}`)).body).toMatchObject({ bookingFee: { percent: 4, minimum: 25 }, version: 2 });
    const unchecked = await call('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 5, minimum: 25 } });
    expect(unchecked.body).toMatchObject({ version: 3, updatedBy: EMAIL });
  });

  it.each(['booking-requests', 'wechat-requests'])('inquiry PATCH (%s): status and notes refuse a stale version', async (path) => {
    const submitted =
      path === 'booking-requests'
        ? await server.post('/api/booking-request', { contactName: 'Vera Visitor', contactEmail: 'vera@example.com', passengers: 2, departure: 'jandakot', destination: 'rottnest-island' })
        : await server.post('/api/send-wechat-payment-link', { customerName: 'Wei', customerEmail: 'wei@example.com', departureDate: '2030-01-02', flightType: 'scenic' });
    expect(submitted.status, await submitted.clone().text()).toBeLessThan(300);
    const list = await call('GET', `/api/admin/${path}`);
    const item = (list.body.items as Json[])[0]!;
    expect(item).toMatchObject({ version: 1, updatedBy: null });
    const first = await other('PATCH', `/api/admin/${path}/${item.id}`, { status: 'contacted', version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'contacted', version: 2, updatedBy: OTHER_EMAIL });
    const stale = await call('PATCH', `/api/admin/${path}/${item.id}`, { notes: 'called twice', version: 1 });
    expect(expectConflict(stale, 2).current).toMatchObject({ id: item.id, status: 'contacted', notes: null, reference: item.reference });
    expectConflict(await call('PATCH', `/api/admin/${path}/${item.id}`, { status: 'closed' }, { 'if-match': '"1"' }), 2);
    const now = (await call('GET', `/api/admin/${path}`)).body.items.find((i: Json) => i.id === item.id);
    expect(now).toMatchObject({ status: 'contacted', notes: null, version: 2 });
    const unchecked = await call('PATCH', `/api/admin/${path}/${item.id}`, { notes: 'spec client' });
    expect(unchecked.body).toMatchObject({ notes: 'spec client', version: 3 });
  });

  it('reorder bumps only the rows that moved', async () => {
    const list = ((await call('GET', `/api/admin/accreditation-badges?regionId=${wa}`)).body as Json[]).slice(0, 3);
    expect(list.length).toBe(3);
    const before = new Map(list.map((b) => [b.id, b.version]));
    const ids = list.map((b) => b.id as number);
    const reordered = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const others = ((await call('GET', `/api/admin/accreditation-badges?regionId=${wa}`)).body as Json[]).map((b) => b.id as number).filter((id) => !ids.includes(id));
    expect((await call('POST', `/api/accreditation-badges/reorder?regionId=${wa}`, { orderedIds: [...reordered, ...others] })).status).toBe(200);
    const after = new Map(((await call('GET', `/api/admin/accreditation-badges?regionId=${wa}`)).body as Json[]).map((b) => [b.id, b]));
    expect(after.get(ids[0])).toMatchObject({ displayOrder: 2, version: before.get(ids[0]) + 1, updatedBy: EMAIL });
    expect(after.get(ids[1])).toMatchObject({ displayOrder: 1, version: before.get(ids[1]) + 1 });
  });
});
