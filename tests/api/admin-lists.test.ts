/**
 * Admin lists at scale (decision 0024) over real HTTP: search, filters, sort and pages with
 * their total on destinations, route pricing and the inquiries, the plain answers kept for requests without
 * paging parameters, 400s in plain words, and bulk activate/deactivate (all or nothing, audited, versioned).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_TYPES } from '../../src/domain/api/admin';
import type { Database } from '../../src/server/db/database';
import { auditLog, bookingRequests, departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'lists.admin@example.com';
const PASSWORD = 'lists admin password 1';

/** JSON answers are checked field by field; loosely typed on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe.each(testDatabaseKinds())('admin lists: search, filters, sort, pages and bulk (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let cookie: string;
  let wa: number;
  let qld: number;
  /** Ids of the 30 "Paging Test NN" destinations of WA, in their display order. */
  let pagingIds: number[];
  let departureId: number;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Any }> {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  const get = (path: string) => call('GET', path);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    cookie = await signIn(server, EMAIL, PASSWORD);
    const all = await db.select().from(regions);
    wa = all.find((r) => r.code === 'WA')!.id;
    qld = all.find((r) => r.code === 'QLD')!.id;
    // 30 destinations: every third inactive, the last five in the twin context; names sort like their order.
    const rows = await db
      .insert(destinations)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Paging Test ${String(i).padStart(2, '0')}`,
          value: `paging-test-${i}`,
          regionId: wa,
          displayOrder: 1000 + i,
          isActive: i % 3 !== 0,
          appContext: i >= 25 ? 'twin' : 'main',
        })),
      )
      .returning({ id: destinations.id });
    pagingIds = rows.map((r) => r.id);
    const [departure] = await db.insert(departureLocations).values({ name: 'Paging Field', value: 'paging-field', regionId: wa }).returning();
    departureId = departure!.id;
    // Route prices from Paging Field to the first ten: two aircraft types × same-day, and one-way for the first.
    const prices = pagingIds.slice(0, 10).flatMap((destinationId, i) => [
      { aircraftType: '3-passengers', flightType: 'same-day', departureLocationId: departureId, destinationId, price: `${100 + i}.00` },
      { aircraftType: '5-passengers-twin-prop', flightType: 'same-day', departureLocationId: departureId, destinationId, price: `${200 + i}.00` },
      ...(i === 0 ? [{ aircraftType: '3-passengers', flightType: 'one-way', departureLocationId: departureId, destinationId, price: '90.00' }] : []),
    ]);
    await db.insert(routePricing).values(prices);
    // 12 booking requests, oldest first; three from Grace, two closed.
    await db.insert(bookingRequests).values(
      Array.from({ length: 12 }, (_, i) => ({
        contactName: i < 3 ? `Grace Hopper ${i}` : `Visitor ${i}`,
        contactEmail: i < 3 ? `grace${i}@navy.example` : `visitor${i}@example.com`,
        status: i >= 10 ? 'closed' : 'new',
        regionId: wa,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    );
  });
  afterAll(() => server?.close());

  describe('destinations', () => {
    const base = () => `/api/admin/destinations?regionId=${wa}`;

    it('answers a page with the total of the matches, case-insensitively, in display order', async () => {
      const first = await get(`${base()}&q=${encodeURIComponent('  paging TEST ')}&limit=10`);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.total).toBe(30);
      expect(first.body.items.map((d: Any) => d.id)).toEqual(pagingIds.slice(0, 10));
      expect(first.body.items[0]).toMatchObject({ version: 1, updatedBy: null, name: 'Paging Test 00' });
      expect(first.body.items[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const last = await get(`${base()}&q=paging&limit=10&offset=25`);
      expect(last.body).toMatchObject({ total: 30 });
      expect(last.body.items.map((d: Any) => d.id)).toEqual(pagingIds.slice(25));
      const beyond = await get(`${base()}&q=paging&limit=10&offset=40`);
      expect(beyond.body).toEqual({ items: [], total: 30 });
    });

    it('searches subtitle and value too, and takes % and _ literally', async () => {
      expect((await get(`${base()}&q=paging-test-7&limit=5`)).body.items.map((d: Any) => d.name)).toEqual(['Paging Test 07']);
      expect((await get(`${base()}&q=${encodeURIComponent('%')}&limit=5`)).body.total).toBe(0);
      expect((await get(`${base()}&q=${encodeURIComponent('Paging_Test')}&limit=5`)).body.total).toBe(0);
    });

    it('filters by active and app context and sorts either way', async () => {
      const inactive = await get(`${base()}&q=paging&isActive=false&limit=50`);
      expect(inactive.body.total).toBe(10);
      expect(inactive.body.items.every((d: Any) => d.isActive === false)).toBe(true);
      const twin = await get(`${base()}&q=paging&appContext=twin&limit=50`);
      expect(twin.body.items.map((d: Any) => d.id)).toEqual(pagingIds.slice(25));
      const byName = await get(`${base()}&q=paging&sort=-name&limit=3`);
      expect(byName.body.items.map((d: Any) => d.name)).toEqual(['Paging Test 29', 'Paging Test 28', 'Paging Test 27']);
      // A sort alone is a page request.
      const sortedOnly = await get(`${base()}&sort=id`);
      expect(sortedOnly.body.total).toBeGreaterThan(30);
      expect(sortedOnly.body.items).toHaveLength(Math.min(50, sortedOnly.body.total as number));
      expect(sortedOnly.body.items.map((d: Any) => d.id)).toEqual([...sortedOnly.body.items.map((d: Any) => d.id as number)].sort((a, b) => a - b));
    });

    it('keeps the plain array without paging parameters (filters alone included)', async () => {
      const plain = await get(`${base()}&isActive=true`);
      expect(Array.isArray(plain.body)).toBe(true);
      expect(plain.body.every((d: Any) => d.isActive)).toBe(true);
      expect(plain.body.filter((d: Any) => String(d.name).startsWith('Paging')).length).toBe(20);
    });

    it.each([
      ['limit=0', 'limit must be between 1 and 200'],
      ['limit=201', 'limit must be between 1 and 200'],
      ['limit=ten', 'limit must be a number'],
      ['offset=-1', 'offset must be 0 or more'],
      ['sort=colour', 'sort must be one of displayOrder, id, name'],
      ['isActive=maybe', 'isActive must be true or false'],
      ['appContext=moon', 'App context must be main or twin'],
    ])('refuses %s with a plain 400', async (parameter, message) => {
      const answer = await get(`${base()}&${parameter}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    });
  });

  describe('route pricing', () => {
    it('pages one row per route price with the location names, searched by destination or departure name', async () => {
      const page = await get(`/api/admin/route-pricing?regionId=${wa}&q=${encodeURIComponent('paging test 00')}&limit=2`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.total).toBe(3);
      expect(page.body.items).toHaveLength(2);
      expect(page.body.items[0]).toMatchObject({ departureName: 'Paging Field', destinationName: 'Paging Test 00', version: 1 });
      const byDeparture = await get(`/api/admin/route-pricing?regionId=${wa}&q=paging%20field&limit=50`);
      expect(byDeparture.body.total).toBe(21);
      // Another region's scope finds none of them.
      expect((await get(`/api/admin/route-pricing?regionId=${qld}&q=paging&limit=50`)).body.total).toBe(0);
    });

    it('filters by departure, destination, aircraft type, flight type and active, and sorts by price', async () => {
      const base = `/api/admin/route-pricing?departureLocationId=${departureId}`;
      expect((await get(`${base}&limit=50`)).body.total).toBe(21);
      expect((await get(`${base}&destinationId=${pagingIds[1]}&limit=50`)).body.total).toBe(2);
      expect((await get(`${base}&aircraftType=5-passengers-twin-prop&limit=50`)).body.total).toBe(10);
      expect((await get(`${base}&flightType=one-way&limit=50`)).body.items.map((r: Any) => r.price)).toEqual([90]);
      expect((await get(`${base}&isActive=false&limit=50`)).body.total).toBe(0);
      const cheapest = await get(`${base}&sort=price&limit=2`);
      expect(cheapest.body.items.map((r: Any) => r.price)).toEqual([90, 100]);
      const dearest = await get(`${base}&sort=-price&limit=1`);
      expect(dearest.body.items[0].price).toBe(209);
      expect((await get(`${base}&aircraftType=jumbo`)).status).toBe(400);
    });

    it('keeps the plain array without paging parameters for one departure, never the whole table', async () => {
      const plain = await get(`/api/admin/route-pricing?departureLocationId=${departureId}`);
      expect(Array.isArray(plain.body)).toBe(true);
      expect(plain.body).toHaveLength(21);
      expect((await get(`/api/admin/route-pricing?regionId=${wa}`)).status).toBe(400);
    });
  });

  describe('inquiries', () => {
    it('pages newest first with a total, searched by name, e-mail or reference, filtered by status', async () => {
      const all = await get('/api/admin/booking-requests?limit=5');
      expect(all.body.total).toBe(12);
      expect(all.body.items.map((r: Any) => r.contactName)).toEqual(['Visitor 11', 'Visitor 10', 'Visitor 9', 'Visitor 8', 'Visitor 7']);
      const grace = await get('/api/admin/booking-requests?q=NAVY.example&limit=10');
      expect(grace.body.total).toBe(3);
      const reference = all.body.items[0].reference as string;
      expect((await get(`/api/admin/booking-requests?q=${reference}`)).body.items.map((r: Any) => r.reference)).toEqual([reference]);
      const closed = await get('/api/admin/booking-requests?status=closed&limit=10');
      expect(closed.body.total).toBe(2);
      const byName = await get('/api/admin/booking-requests?q=grace&sort=name&limit=1&offset=1');
      expect(byName.body).toMatchObject({ total: 3, items: [{ contactName: 'Grace Hopper 1' }] });
    });

    it('keeps { items } (no total) without paging parameters, and refuses bad ones', async () => {
      const plain = await get('/api/admin/booking-requests?status=new');
      expect(plain.body.total).toBeUndefined();
      expect(plain.body.items).toHaveLength(10);
      const bad = await get('/api/admin/wechat-requests?limit=500');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('limit must be between 1 and 200');
      expect((await get('/api/admin/wechat-requests?status=lost')).status).toBe(400);
    });
  });

  describe('bulk activate and deactivate', () => {
    it('changes every row in one go, bumps versions, records who, one audit entry each, and the public list follows', async () => {
      const ids = pagingIds.slice(1, 3); // both active, main context
      const before = await db.select().from(destinations).where(inArray(destinations.id, ids));
      const publicBefore = (await (await server.fetch(`/api/destinations?regionId=${wa}`)).json()) as Any[];
      expect(publicBefore.some((d) => d.id === ids[0])).toBe(true);

      const answer = await call('POST', `/api/admin/destinations/bulk?regionId=${wa}`, { ids, action: 'deactivate' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ updated: 2 });
      const after = await db.select().from(destinations).where(inArray(destinations.id, ids));
      for (const row of after) {
        expect(row.isActive).toBe(false);
        expect(row.version).toBe(before.find((b) => b.id === row.id)!.version + 1);
        expect(row.updatedBy).toBe(EMAIL);
      }
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'destination'), inArray(auditLog.entityId, ids.map(String))));
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({ action: 'update', userEmail: EMAIL });
      const publicAfter = (await (await server.fetch(`/api/destinations?regionId=${wa}`)).json()) as Any[];
      expect(publicAfter.some((d) => d.id === ids[0])).toBe(false);

      expect((await call('POST', '/api/admin/destinations/bulk', { ids, action: 'activate' })).body).toEqual({ updated: 2 });
      expect((await db.select().from(destinations).where(inArray(destinations.id, ids))).every((d) => d.isActive && d.version === 3)).toBe(true);
    });

    it('refuses unknown ids and ids of another region, naming them, and changes nothing', async () => {
      const ids = [pagingIds[4]!, 2_000_000_000];
      const unknown = await call('POST', '/api/admin/destinations/bulk', { ids, action: 'deactivate' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Nothing was changed: there is no destination with the id 2000000000');
      const otherRegion = await call('POST', `/api/admin/destinations/bulk?regionId=${qld}`, { ids: [pagingIds[4]], action: 'deactivate' });
      expect(otherRegion.status).toBe(400);
      expect(otherRegion.body.message).toContain(`in this region with the id ${pagingIds[4]}`);
      const [row] = await db.select().from(destinations).where(eq(destinations.id, pagingIds[4]!));
      expect(row).toMatchObject({ isActive: true, version: 1 });
    });

    it('checks the request: an action it knows, 1 to 500 ids, none twice', async () => {
      expect((await call('POST', '/api/admin/regions/bulk', { ids: [wa], action: 'archive' })).body.message).toContain('action must be one of activate, deactivate');
      expect((await call('POST', '/api/admin/regions/bulk', { ids: [], action: 'activate' })).body.message).toContain('Choose at least one item');
      const many = Array.from({ length: 501 }, (_, i) => i + 1);
      expect((await call('POST', '/api/admin/regions/bulk', { ids: many, action: 'activate' })).body.message).toContain('at most 500');
      expect((await call('POST', '/api/admin/regions/bulk', { ids: [wa, wa], action: 'activate' })).status).toBe(400);
    });

    it('works for every content type (hero images here) and needs a same-origin request', async () => {
      const list = await get(`/api/admin/hero-images?regionId=${wa}&limit=2`);
      const ids = list.body.items.map((h: Any) => h.id as number);
      expect(ids.length).toBeGreaterThan(0);
      expect((await call('POST', `/api/admin/hero-images/bulk?regionId=${wa}`, { ids, action: 'deactivate' })).body).toEqual({ updated: ids.length });
      expect((await get(`/api/admin/hero-images?regionId=${wa}&isActive=false&limit=50`)).body.total).toBe(ids.length);
      const crossSite = await server.fetch('/api/admin/hero-images/bulk', {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ ids, action: 'activate' }),
      });
      expect(crossSite.status).toBe(403);
    });
  });

  describe('one item by its id (an item opened by its address)', () => {
    it('answers the row of every content type as its list does, version included', async () => {
      for (const type of ADMIN_CONTENT_TYPES) {
        const scope = type === 'regions' ? '' : `?regionId=${wa}`;
        const list = await get(`/api/admin/${type}${scope}`);
        expect(list.body.length, `${type} needs a seeded row for this test`).toBeGreaterThan(0);
        const listed = list.body.at(-1);
        const one = await get(`/api/admin/${type}/${listed.id}${scope}`);
        expect(one.status, type).toBe(200);
        expect(one.body, type).toEqual(listed);
        expect(typeof one.body.version, type).toBe('number');
      }
    });

    it('reads a row of a later page, and a row of another region only without ?regionId', async () => {
      const last = pagingIds.at(-1)!;
      expect((await get(`/api/admin/destinations/${last}?regionId=${wa}`)).body).toMatchObject({ id: last, name: 'Paging Test 29', appContext: 'twin' });
      const elsewhere = await get(`/api/admin/destinations/${last}?regionId=${qld}`);
      expect(elsewhere).toEqual({ status: 404, body: expect.objectContaining({ message: `Destination ${last} was not found` }) });
      expect((await get(`/api/admin/destinations/${last}`)).status).toBe(200);
    });

    it('says plainly what it cannot find, refuses a malformed id, and needs a session', async () => {
      expect(await get(`/api/admin/experiences/987654?regionId=${wa}`)).toEqual({ status: 404, body: expect.objectContaining({ message: 'Experience 987654 was not found' }) });
      expect(await get('/api/admin/regions/987654')).toEqual({ status: 404, body: expect.objectContaining({ message: 'Region 987654 was not found' }) });
      const malformed = await get('/api/admin/destinations/abc');
      expect(malformed.status).toBe(400);
      const anonymous = await server.fetch(`/api/admin/destinations/${pagingIds[0]}`);
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as Any).message).toMatch(/sign in/i);
    });
  });
});
