/**
 * The admin content calls of docs/product.md §7.2 over real HTTP: create, edit, reorder and delete with the
 * public (cached) reads following at once, the docs/product.md §5 messages, conflicts, atomic reorders, route and
 * destination pricing feeding calculate-price, the audit trail, imports and the legacy seed.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import {
  auditLog,
  connectingServices,
  departureLocations,
  destinationPricing,
  destinations,
  experiences,
  pilotTrainingCourses,
  regions,
  routePricing,
} from '../../src/server/db/schema';
import { LEGACY_EXPERIENCES } from '../../src/server/db/seed/experiences';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'content.admin@example.com';
const PASSWORD = 'content admin password 1';

const DESTINATION_MISSING = 'Missing required fields - Please fill in both destination name and value fields';
const DEPARTURE_MISSING = 'Missing required fields - Please fill in both departure location name and value fields';

/** JSON answers are checked field by field; loosely typed on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

interface Answer<T = Any> {
  status: number;
  body: T;
}

describe.each(testDatabaseKinds())('admin content calls (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let cookie: string;
  let adminId: number;
  let wa: number;
  let qld: number;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<Any>> {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  async function publicList(path: string): Promise<Any[]> {
    const response = await server.fetch(path);
    expect(response.status).toBe(200);
    return (await response.json()) as Any[];
  }

  async function lastAudit(entity: string) {
    const [row] = await db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1);
    return row;
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    adminId = (await createAdmin(db, EMAIL, PASSWORD)).id;
    cookie = await signIn(server, EMAIL, PASSWORD);
    const all = await db.select().from(regions);
    wa = all.find((r) => r.code === 'WA')!.id;
    qld = all.find((r) => r.code === 'QLD')!.id;
  });
  afterAll(() => server?.close());

  describe('destinations', () => {
    it('creates, edits, deactivates, reorders and deletes, and the public list follows at once', async () => {
      const publicPath = `/api/destinations?regionId=${wa}`;
      const before = await publicList(publicPath); // warms the cache
      const lastOrder = Math.max(...((await call('GET', `/api/admin/destinations?regionId=${wa}&appContext=main`)).body as Any[]).map((d) => d.displayOrder as number));

      const created = await call('POST', `/api/destinations?regionId=${wa}`, {
        name: '  Test Island ',
        value: 'test-island',
        subtitle: 'A place for tests',
        flightTypes: ['same-day', 'scenic', 'same-day'],
        latitude: -32.1,
        longitude: 115.5,
        translations: { zh: { name: '测试岛' }, hi: { name: 'परीक्षण द्वीप', subtitle: '' } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Test Island',
        value: 'test-island',
        regionId: wa,
        appContext: 'main',
        flightTypes: ['same-day', 'scenic'],
        // At the end of the region's list (new items do not jump the queue: decision 0025).
        displayOrder: lastOrder + 1,
        isActive: true,
        latitude: -32.1,
        translations: { zh: { name: '测试岛' }, hi: { name: 'परीक्षण द्वीप' } },
      });
      const id = created.body.id as number;
      let audit = await lastAudit('destination');
      expect(audit).toMatchObject({ action: 'create', entityId: String(id), userId: adminId, userEmail: EMAIL, before: null });
      expect(audit?.after).toMatchObject({ id, name: 'Test Island' });

      let list = await publicList(publicPath);
      expect(list).toHaveLength(before.length + 1);
      expect(list.find((d) => d.id === id)?.name).toBe('Test Island');

      const edited = await call('PUT', `/api/destinations/${id}?regionId=${wa}`, { name: 'Test Isle', subtitle: '' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Test Isle', subtitle: null, value: 'test-island', flightTypes: ['same-day', 'scenic'] });
      audit = await lastAudit('destination');
      expect(audit).toMatchObject({ action: 'update', entityId: String(id) });
      expect(audit?.before).toMatchObject({ name: 'Test Island', subtitle: 'A place for tests' });
      expect(audit?.after).toMatchObject({ name: 'Test Isle', subtitle: null });
      list = await publicList(publicPath);
      expect(list.find((d) => d.id === id)?.name).toBe('Test Isle');

      // Inactive: hidden from visitors, still listed for staff.
      expect((await call('PUT', `/api/destinations/${id}`, { isActive: false })).status).toBe(200);
      list = await publicList(publicPath);
      expect(list.some((d) => d.id === id)).toBe(false);
      const adminList = await call('GET', `/api/admin/destinations?regionId=${wa}`);
      expect(adminList.status).toBe(200);
      expect(adminList.body.find((d: Any) => d.id === id)).toMatchObject({ isActive: false });
      expect((await call('PUT', `/api/destinations/${id}`, { isActive: true })).status).toBe(200);

      // Reorder: the new one first, then the rest in their current order.
      const ids = (await call('GET', `/api/admin/destinations?regionId=${wa}&appContext=main`)).body.map((d: Any) => d.id as number);
      const order = [id, ...ids.filter((x: number) => x !== id)];
      const reordered = await call('POST', `/api/destinations/reorder?regionId=${wa}`, { orderedIds: order });
      expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
      list = await publicList(publicPath);
      expect(list[0]?.id).toBe(id);
      const rows = await db.select({ id: destinations.id, displayOrder: destinations.displayOrder }).from(destinations).where(inArray(destinations.id, order));
      for (const row of rows) expect(row.displayOrder).toBe(order.indexOf(row.id) + 1);
      audit = await lastAudit('destination');
      expect(audit).toMatchObject({ action: 'reorder' });

      // Delete: 204, gone publicly, audited with the row as it was; a second delete is a 404.
      const removed = await server.fetch(`/api/destinations/${id}?regionId=${wa}`, { method: 'DELETE', headers: { cookie, origin: server.url } });
      expect(removed.status).toBe(204);
      list = await publicList(publicPath);
      expect(list.some((d) => d.id === id)).toBe(false);
      audit = await lastAudit('destination');
      // The item went to the Trash: the audit names the entry (decision 0025).
      expect(audit).toMatchObject({ action: 'delete', entityId: String(id), after: { trashEntryId: Number(removed.headers.get('trash-entry')) } });
      expect(audit?.before).toMatchObject({ id, name: 'Test Isle' });
      const again = await call('DELETE', `/api/destinations/${id}?regionId=${wa}`);
      expect(again).toEqual({ status: 404, body: { message: `Destination ${id} was not found`, issues: [] } });
      expect((await call('PUT', `/api/destinations/${id}`, { name: 'x' })).status).toBe(404);
    });

    it('refuses blank name or value with the documented message, and bad flight types', async () => {
      for (const body of [{ name: '   ', value: 'x-1' }, { name: 'X', value: '' }, { value: 'x-2' }, {}]) {
        const answer = await call('POST', `/api/destinations?regionId=${wa}`, { ...body, flightTypes: ['same-day'] });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(DESTINATION_MISSING);
      }
      const blankOnEdit = await call('PUT', `/api/destinations/${(await db.select().from(destinations).limit(1))[0]!.id}`, { name: ' ' });
      expect(blankOnEdit).toMatchObject({ status: 400, body: { message: DESTINATION_MISSING } });
      for (const flightTypes of [[], ['return'], 'same-day']) {
        const answer = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Bad', value: 'bad-types', flightTypes });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(/^flightTypes/);
      }
      const badCoordinates = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Bad', value: 'bad-coords', latitude: 91 });
      expect(badCoordinates.status).toBe(400);
      expect(badCoordinates.body.message).toBe('latitude: Latitude must be between -90 and 90');
      const badLink = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Bad', value: 'bad-link', bookingUrl: 'javascript:alert(1)' });
      expect(badLink.status).toBe(400);
      const noRegion = await call('POST', '/api/destinations', { name: 'Nowhere', value: 'nowhere' });
      expect(noRegion.status).toBe(400);
      const unknownRegion = await call('POST', '/api/destinations?regionId=999999', { name: 'Nowhere', value: 'nowhere' });
      expect(unknownRegion.status).toBe(400);
      expect(await db.select().from(destinations).where(inArray(destinations.value, ['bad-types', 'bad-coords', 'bad-link', 'nowhere']))).toEqual([]);
    });

    // The refusal names its field in `issues`, so the form shows it beside that field.
    it('answers 409 naming the value when it is taken', async () => {
      const answer = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Rottnest again', value: 'rottnest-island' });
      expect(answer).toEqual({ status: 409, body: { message: 'A destination with the value "rottnest-island" already exists', issues: [{ path: 'value', message: 'A destination with the value "rottnest-island" already exists' }] } });
      const other = (await db.select().from(destinations).where(eq(destinations.regionId, wa)).orderBy(asc(destinations.id)))
        .find((d) => d.value !== 'rottnest-island')!;
      const onEdit = await call('PUT', `/api/destinations/${other.id}`, { value: 'rottnest-island' });
      expect(onEdit.status).toBe(409);
      expect(onEdit.body.message).toContain('rottnest-island');
    });

    it('reorders all or nothing: an unknown id, or one of another region, changes nothing', async () => {
      const snapshot = async () =>
        (await db.select({ id: destinations.id, displayOrder: destinations.displayOrder }).from(destinations).orderBy(asc(destinations.id)));
      const before = await snapshot();
      const waIds = before.filter((_, i) => i < 3).map((d) => d.id);
      const unknown = await call('POST', `/api/destinations/reorder?regionId=${wa}`, { orderedIds: [...waIds.reverse(), 987654] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('987654');
      const qldDestination = (await db.select().from(destinations).where(eq(destinations.regionId, qld)))[0]!;
      const waDestination = (await db.select().from(destinations).where(eq(destinations.regionId, wa)))[0]!;
      const foreign = await call('POST', `/api/destinations/reorder?regionId=${wa}`, { orderedIds: [waDestination.id, qldDestination.id] });
      expect(foreign.status).toBe(400);
      const duplicate = await call('POST', '/api/destinations/reorder', { orderedIds: [waDestination.id, waDestination.id] });
      expect(duplicate.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('scopes edits and deletes to ?regionId', async () => {
      const qldDestination = (await db.select().from(destinations).where(eq(destinations.regionId, qld)))[0]!;
      expect((await call('PUT', `/api/destinations/${qldDestination.id}?regionId=${wa}`, { name: 'Moved?' })).status).toBe(404);
      expect((await call('DELETE', `/api/destinations/${qldDestination.id}?regionId=${wa}`)).status).toBe(404);
      expect((await db.select().from(destinations).where(eq(destinations.id, qldDestination.id)))[0]?.name).toBe(qldDestination.name);
    });
  });

  describe('departure locations', () => {
    it('creates with coordinates, translations and training URLs; refuses blanks with the documented message', async () => {
      const created = await call('POST', `/api/departure-locations?regionId=${wa}`, {
        name: 'Test Field',
        value: 'test-field',
        appContext: 'twin',
        latitude: -31.9,
        longitude: 115.9,
        trainingUrls: { '3-passengers': 'https://train.example/3', '6-passengers': '' },
        translations: { zh: { name: '测试机场' } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ appContext: 'twin', trainingUrls: { '3-passengers': 'https://train.example/3' }, longitude: 115.9 });
      const twin = await publicList(`/api/departure-locations?regionId=${wa}&appContext=twin`);
      expect(twin.map((d) => d.id)).toContain(created.body.id);

      const missing = await call('POST', `/api/departure-locations?regionId=${wa}`, { name: 'Only a name', value: '  ' });
      expect(missing).toMatchObject({ status: 400, body: { message: DEPARTURE_MISSING } });
      const taken = await call('POST', `/api/departure-locations?regionId=${wa}`, { name: 'Jandakot again', value: 'jandakot' });
      expect(taken).toEqual({ status: 409, body: { message: 'A departure location with the value "jandakot" already exists', issues: [{ path: 'value', message: 'A departure location with the value "jandakot" already exists' }] } });
      const badLongitude = await call('POST', `/api/departure-locations?regionId=${wa}`, { name: 'X', value: 'x-long', longitude: -181 });
      expect(badLongitude.status).toBe(400);
      expect((await call('DELETE', `/api/departure-locations/${created.body.id}`)).status).toBe(204);
    });
  });

  describe('regions', () => {
    it('upper-cases the code, defaults display order 1, refuses long codes, and guards deletes', async () => {
      const created = await call('POST', '/api/regions', { name: 'Northern Territory', code: ' nt ' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // A new item goes to the end of its list (decision 0025): after WA and QLD; a new region is a draft (decision 0044).
      expect(created.body).toMatchObject({ code: 'NT', displayOrder: 3, isActive: false });
      const tooLong = await call('POST', '/api/regions', { name: 'Long', code: 'ABCDEFGHIJK' });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('code: Code must be at most 10 characters');
      const sameCode = await call('POST', '/api/regions', { name: 'Other', code: 'wa' });
      expect(sameCode).toEqual({ status: 409, body: { message: 'A region with the code "WA" already exists', issues: [{ path: 'code', message: 'A region with the code "WA" already exists' }] } });

      // A default departure must be a location of the region.
      const jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!;
      expect((await call('PUT', `/api/regions/${created.body.id}`, { defaultDepartureLocationId: jandakot.id })).status).toBe(400);
      expect((await call('PUT', `/api/regions/${wa}`, { defaultDepartureLocationId: jandakot.id })).status).toBe(200);

      // A new region is a draft, not on the public site until published (decision 0044; tested in
      // region-publishing.test.ts); the admin list shows it, and shows it switched off too.
      expect((await publicList('/api/regions')).some((r) => r.code === 'NT')).toBe(false);
      expect((await call('PUT', `/api/regions/${created.body.id}`, { isActive: false })).status).toBe(200);
      expect((await publicList('/api/regions')).some((r) => r.code === 'NT')).toBe(false);
      expect((await call('GET', '/api/admin/regions')).body.some((r: Any) => r.code === 'NT')).toBe(true);

      const reorder = await call('POST', '/api/regions/reorder', { orderedIds: [qld, wa, created.body.id] });
      expect(reorder.status).toBe(200);
      expect((await publicList('/api/regions')).map((r) => r.code)).toEqual(['QLD', 'WA']);
      expect((await call('POST', '/api/regions/reorder', { orderedIds: [wa, qld] })).status).toBe(200);

      const withContent = await call('DELETE', `/api/regions/${wa}`);
      expect(withContent).toEqual({ status: 409, body: { message: 'This region still has content; move or delete it first', issues: [] } });
      expect((await call('DELETE', `/api/regions/${created.body.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/regions/${created.body.id}`)).status).toBe(404);
    });
  });

  describe('route pricing', () => {
    let departureId: number;
    let destinationId: number;

    beforeAll(async () => {
      departureId = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
      const created = await call('POST', `/api/destinations?regionId=${wa}`, {
        name: 'Priced Island',
        value: 'priced-island',
        flightTypes: ['same-day', 'one-way'],
        latitude: -32.5,
        longitude: 115.2,
      });
      expect(created.status).toBe(201);
      destinationId = created.body.id;
    });

    const quote = async (flightType: string) => {
      const response = await server.post('/api/calculate-price', {
        aircraftType: '3-passengers',
        flightType,
        departure: 'jandakot',
        destination: 'priced-island',
        passengers: 4,
        regionId: wa,
      });
      return { status: response.status, body: (await response.json()) as Any };
    };

    it('creates a route price that calculate-price uses at once; edits and deletes follow too', async () => {
      await quote('same-day'); // warms the pricing snapshot
      const created = await call('POST', `/api/route-pricing?regionId=${wa}`, {
        aircraftType: '3-passengers',
        departureLocationId: departureId,
        destinationId,
        flightType: 'same-day',
        price: 1234.5,
        iframeHtml: null,
        isCustomRoute: false,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ price: 1234.5, departureName: expect.any(String), destinationName: 'Priced Island' });
      let q = await quote('same-day');
      expect(q.status).toBe(200);
      expect(q.body.breakdown).toMatchObject({ basePrice: 1234.5, source: 'route' });
      const audit = await lastAudit('route_pricing');
      expect(audit).toMatchObject({ action: 'create', entityId: String(created.body.id) });

      // Only widget HTML: the price is 0.
      const oneWay = await call('POST', '/api/route-pricing', {
        aircraftType: '3-passengers',
        departureLocationId: departureId,
        destinationId,
        flightType: 'one-way',
        iframeHtml: '<p>Book here</p>',
      });
      expect(oneWay.status, JSON.stringify(oneWay.body)).toBe(201);
      expect(oneWay.body).toMatchObject({ price: 0, iframeHtml: '<p>Book here</p>' });

      const duplicate = await call('POST', '/api/route-pricing', {
        aircraftType: '3-passengers',
        departureLocationId: departureId,
        destinationId,
        flightType: 'same-day',
        price: 1,
      });
      // The cell has a price: the conflict an update meets, with the price there is now (decision 0025).
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toMatch(/^Changed by .+ since you opened it$/);
      expect(duplicate.body.current).toMatchObject({ id: created.body.id, price: created.body.price });

      const edited = await call('PUT', `/api/route-pricing/${created.body.id}`, { price: '999.99' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      q = await quote('same-day');
      expect(q.body.breakdown).toMatchObject({ basePrice: 999.99 });
      expect((await call('PUT', `/api/route-pricing/${created.body.id}`, { price: -1 })).status).toBe(400);

      const adminList = await call('GET', `/api/admin/route-pricing?destinationId=${destinationId}`);
      expect(adminList.body.filter((r: Any) => r.destinationId === destinationId)).toHaveLength(2);

      // Deleting one flight type removes every flight type of that departure, destination and aircraft.
      expect((await call('DELETE', `/api/route-pricing/${oneWay.body.id}`)).status).toBe(204);
      const left = await db
        .select()
        .from(routePricing)
        .where(and(eq(routePricing.destinationId, destinationId), eq(routePricing.departureLocationId, departureId)));
      expect(left).toEqual([]);
      const deleted = await lastAudit('route_pricing');
      expect(deleted).toMatchObject({ action: 'delete' });
      // One audit row and one trash entry for the route: the item and its other flight type with it.
      expect(deleted?.before).toMatchObject({ id: oneWay.body.id, dependants: [{ kind: 'flight-types', rows: [expect.anything()] }] });
      expect((await call('DELETE', `/api/route-pricing/${oneWay.body.id}`)).status).toBe(404);
      q = await quote('same-day');
      expect(q.body.breakdown?.source).not.toBe('route');
    });

    it('refuses routes with missing or foreign parts', async () => {
      const missing = await call('POST', '/api/route-pricing', { aircraftType: '3-passengers', flightType: 'same-day', price: 1 });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Missing required fields - Please fill in: departureLocationId, destinationId');
      const foreign = await call('POST', `/api/route-pricing?regionId=${qld}`, {
        aircraftType: '3-passengers',
        departureLocationId: departureId,
        destinationId,
        flightType: 'same-day',
      });
      expect(foreign.status).toBe(400);
      const badType = await call('POST', '/api/route-pricing', { aircraftType: 'jumbo', departureLocationId: departureId, destinationId, flightType: 'same-day' });
      expect(badType.status).toBe(400);
    });

    it('upserts destination pricing: blank prices become null (not available)', async () => {
      const first = await call('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, {
        destinationId,
        aircraftType: '6-passengers',
        sameDayPrice: 800,
        scenicPrice: '',
        oneWayPrice: null,
        sameDayIframeHtml: '',
        scenicIframeHtml: null,
        oneWayIframeHtml: '<b>x</b>',
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ sameDayPrice: 800, scenicPrice: null, oneWayPrice: null, sameDayIframeHtml: null, oneWayIframeHtml: '<b>x</b>' });
      expect((await lastAudit('destination_pricing'))).toMatchObject({ action: 'create', before: null });
      const second = await call('PUT', '/api/destination-pricing/upsert', {
        destinationId,
        aircraftType: '6-passengers',
        sameDayPrice: '',
        scenicPrice: 120.5,
        oneWayPrice: '75',
      });
      expect(second.body).toMatchObject({ id: first.body.id, sameDayPrice: null, scenicPrice: 120.5, oneWayPrice: 75 });
      const audit = await lastAudit('destination_pricing');
      expect(audit).toMatchObject({ action: 'update' });
      expect(audit?.before).toMatchObject({ sameDayPrice: '800.00' });
      const rows = await db.select().from(destinationPricing).where(eq(destinationPricing.destinationId, destinationId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ sameDayPrice: null, scenicPrice: '120.50', oneWayPrice: '75.00' });
      const list = await call('GET', `/api/destination-pricing?regionId=${wa}`);
      expect(list.body.find((r: Any) => r.destinationId === destinationId)).toMatchObject({ scenicPrice: 120.5 });
      expect((await call('PUT', '/api/destination-pricing/upsert', { destinationId: 999999, aircraftType: '6-passengers' })).status).toBe(400);
    });
  });

  describe('experiences, services, training, images and badges', () => {
    it('names the missing experience fields', async () => {
      const answer = await call('POST', `/api/experiences?regionId=${wa}`, {
        title: '',
        description: 'Nice',
        priceDisplay: 'From A$1',
        bookingLink: 'https://book.example/x',
      });
      expect(answer).toMatchObject({ status: 400, body: { message: 'Missing required fields - Please fill in: title, imageUrl' } });
      const created = await call('POST', `/api/experiences?regionId=${wa}`, {
        title: 'Test flight',
        description: 'Nice',
        imageUrl: '/objects/uploads/test.webp',
        priceDisplay: 'From A$1',
        bookingLink: 'https://book.example/x',
        rating: 4.5,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const lastOrder = Math.max(...((await call('GET', `/api/admin/experiences?regionId=${wa}`)).body as Any[]).filter((e) => e.id !== created.body.id).map((e) => e.displayOrder as number));
      expect(created.body).toMatchObject({ displayOrder: lastOrder + 1, rating: 4.5, dataSource: 'internal' });
      const publicList1 = await publicList(`/api/experiences?regionId=${wa}`);
      expect(publicList1.some((e) => e.title === 'Test flight')).toBe(true);
      expect((await call('DELETE', `/api/experiences/${created.body.id}?regionId=${wa}`)).status).toBe(204);
    });

    it('hero images: title and image required, display order a whole number from 1, default 1', async () => {
      expect((await call('POST', `/api/hero-images?regionId=${wa}`, { title: 'Hero' })).body.message).toBe(
        'Missing required fields - Please fill in: imageUrl',
      );
      expect((await call('POST', `/api/hero-images?regionId=${wa}`, { title: 'Hero', imageUrl: '/a.webp', displayOrder: 0 })).status).toBe(400);
      expect((await call('POST', `/api/hero-images?regionId=${wa}`, { title: 'Hero', imageUrl: '/a.webp', displayOrder: 1.5 })).status).toBe(400);
      const created = await call('POST', `/api/hero-images?regionId=${wa}`, { title: 'Hero', imageUrl: '/a.webp', appContext: 'main' });
      expect(created).toMatchObject({ status: 201, body: { appContext: 'main' } });
      const heroes = (await call('GET', `/api/admin/hero-images?regionId=${wa}&appContext=main`)).body as Any[];
      expect(created.body.displayOrder).toBe(Math.max(...heroes.filter((h) => h.id !== created.body.id).map((h) => h.displayOrder as number)) + 1);
      expect((await call('DELETE', `/api/hero-images/${created.body.id}`)).status).toBe(204);
    });

    it('badges: title and image required, website a URL', async () => {
      expect((await call('POST', `/api/accreditation-badges?regionId=${wa}`, { description: 'x' })).body.message).toBe(
        'Missing required fields - Please fill in: title, imageUrl',
      );
      const badUrl = await call('POST', `/api/accreditation-badges?regionId=${wa}`, { title: 'B', imageUrl: '/b.webp', websiteUrl: 'not a url' });
      expect(badUrl.status).toBe(400);
      expect(badUrl.body.message).toMatch(/^websiteUrl: /);
      const created = await call('POST', `/api/accreditation-badges?regionId=${wa}`, { title: 'B', imageUrl: '/b.webp', websiteUrl: 'https://casa.example' });
      expect(created.status).toBe(201);
      const badges = (await call('GET', `/api/admin/accreditation-badges?regionId=${wa}`)).body.map((b: Any) => b.id as number);
      const reorder = await call('POST', `/api/accreditation-badges/reorder?regionId=${wa}`, { orderedIds: [...badges].reverse() });
      expect(reorder.status).toBe(200);
      expect((await publicList(`/api/accreditation-badges?regionId=${wa}`)).map((b) => b.id)).toEqual([...badges].reverse());
    });

    it('aircraft experience images are global without a regionId', async () => {
      const missing = await call('POST', '/api/aircraft-experience-images', { title: 'Plane' });
      expect(missing.body.message).toBe('Please fill in all required fields and upload at least one image');
      const created = await call('POST', '/api/aircraft-experience-images', { title: 'Plane - Image 1', aircraftType: '6-passengers', imageUrl: '/objects/uploads/p.webp' });
      expect(created).toMatchObject({ status: 201, body: { regionId: null } });
      expect(created.body.displayOrder).toBeGreaterThan(1);
      expect((await publicList(`/api/aircraft-experience-images?regionId=${qld}`)).some((i) => i.id === created.body.id)).toBe(true);
      expect((await call('GET', `/api/admin/aircraft-experience-images?regionId=${wa}`)).body.some((i: Any) => i.id === created.body.id)).toBe(true);
      expect((await call('PUT', `/api/aircraft-experience-images/${created.body.id}`, { aircraftType: 'rocket' })).status).toBe(400);
      expect((await call('DELETE', `/api/aircraft-experience-images/${created.body.id}`)).status).toBe(204);
    });

    it('connecting services and pilot training: create, edit and delete with an audit row each', async () => {
      for (const [type, entity] of [
        ['connecting-services', 'connecting_service'],
        ['pilot-training', 'pilot_training_course'],
      ] as const) {
        const created = await call('POST', `/api/${type}?regionId=${qld}`, { title: `Test ${type}`, appContext: 'twin', description: 'D' });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(await lastAudit(entity)).toMatchObject({ action: 'create' });
        const twin = await publicList(`/api/${type}?regionId=${qld}&appContext=twin`);
        expect(twin.map((x) => x.id)).toContain(created.body.id);
        expect((await call('PUT', `/api/${type}/${created.body.id}`, { title: '' })).status).toBe(400);
        expect((await call('PUT', `/api/${type}/${created.body.id}`, { description: '' })).body).toMatchObject({ description: null });
        expect(await lastAudit(entity)).toMatchObject({ action: 'update' });
        expect((await call('DELETE', `/api/${type}/${created.body.id}?regionId=${qld}`)).status).toBe(204);
        expect(await lastAudit(entity)).toMatchObject({ action: 'delete' });
      }
    });
  });

  describe('imports and the legacy seed', () => {
    it('imports the active services and courses the target lacks, once', async () => {
      for (const [type, table] of [
        ['connecting-services', connectingServices],
        ['pilot-training', pilotTrainingCourses],
      ] as const) {
        const source = await db.select().from(table).where(and(eq(table.regionId, wa), eq(table.isActive, true)));
        const target = await db.select().from(table).where(eq(table.regionId, qld));
        const have = new Set(target.map((t) => `${t.appContext}|${t.title.trim().toLowerCase()}`));
        const expected = new Set(source.map((s) => `${s.appContext}|${s.title.trim().toLowerCase()}`).filter((k) => !have.has(k))).size;
        const first = await call('POST', `/api/${type}/import?regionId=${qld}`, { sourceRegionId: wa });
        expect(first, type).toEqual({ status: 200, body: { imported: expected } });
        expect(await db.select().from(table).where(eq(table.regionId, qld))).toHaveLength(target.length + expected);
        const second = await call('POST', `/api/${type}/import?regionId=${qld}`, { sourceRegionId: wa });
        expect(second).toEqual({ status: 200, body: { imported: 0 } });
        expect((await call('POST', `/api/${type}/import?regionId=${qld}`, { sourceRegionId: qld })).status).toBe(400);
        expect((await call('POST', `/api/${type}/import`, { sourceRegionId: wa })).status).toBe(400);
      }
    });

    it('seeds the eight legacy experiences a region lacks, with an empty JSON body', async () => {
      const titles = LEGACY_EXPERIENCES.map((e) => e.title);
      const present = await db.select().from(experiences).where(and(eq(experiences.regionId, qld), inArray(experiences.title, titles)));
      const first = await call('POST', `/api/admin/experiences/seed-from-legacy?regionId=${qld}`);
      expect(first).toEqual({ status: 200, body: { count: 8 - new Set(present.map((p) => p.title)).size } });
      expect((await publicList(`/api/experiences?regionId=${qld}`)).some((e) => e.title === titles[0])).toBe(true);
      expect(await lastAudit('experience')).toMatchObject({ action: 'seed' });
      const again = await call('POST', `/api/admin/experiences/seed-from-legacy?regionId=${qld}`);
      expect(again).toEqual({ status: 200, body: { count: 0 } });
      expect((await call('POST', `/api/admin/experiences/seed-from-legacy?regionId=${wa}`)).body).toEqual({ count: 0 });
      const withCharset = await call('POST', `/api/admin/experiences/seed-from-legacy?regionId=${wa}`, undefined, {
        'content-type': 'application/json; charset=utf-8',
      });
      expect(withCharset).toEqual({ status: 200, body: { count: 0 } });
      const poisoned = await call('POST', `/api/destinations?regionId=${wa}`, '{"name":"P","value":"p-1","__proto__":{"x":1}}');
      expect(poisoned.status).toBe(400);
      expect((await call('POST', '/api/admin/experiences/seed-from-legacy')).status).toBe(400);
    });
  });

  it('takes back every stored row as the admin list gives it (the edit form sends the whole item)', async () => {
    const types = [
      'destinations',
      'departure-locations',
      'regions',
      'experiences',
      'connecting-services',
      'pilot-training',
      'hero-images',
      'aircraft-experience-images',
      'accreditation-badges',
    ];
    for (const type of types) {
      const list = await call('GET', `/api/admin/${type}`);
      expect(list.status, type).toBe(200);
      expect(list.body.length, type).toBeGreaterThan(0);
      for (const row of list.body as Any[]) {
        const answer = await call('PUT', `/api/${type}/${row.id}`, row);
        expect(answer.status, `${type} ${row.id}: ${JSON.stringify(answer.body)}`).toBe(200);
        // The whole item carries its version: the save is checked against it and makes the next one.
        expect(answer.body, `${type} ${row.id}`).toEqual({ ...row, version: row.version + 1, updatedAt: expect.any(String), updatedBy: EMAIL });
      }
    }
  });

  it('treats null required text like blank (the documented message), and blank display order as unchanged', async () => {
    const answer = await call('POST', `/api/destinations?regionId=${wa}`, { name: null, value: 'null-name' });
    expect(answer).toMatchObject({ status: 400, body: { message: DESTINATION_MISSING } });
    const hero = (await call('GET', `/api/admin/hero-images?regionId=${wa}`)).body[0];
    const edited = await call('PUT', `/api/hero-images/${hero.id}`, { displayOrder: '' });
    expect(edited.body.displayOrder).toBe(hero.displayOrder);
    expect((await call('PUT', `/api/hero-images/${hero.id}`, { displayOrder: 'abc' })).status).toBe(400);
    expect((await call('PUT', `/api/hero-images/${hero.id}`, { displayOrder: '3' })).body.displayOrder).toBe(3);
  });

  it('refuses writes from another origin (403) and keeps admin answers out of caches', async () => {
    const crossSite = await call('POST', `/api/destinations?regionId=${wa}`, { name: 'Evil', value: 'evil' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const read = await server.fetch(`/api/admin/destinations?regionId=${wa}`, { headers: { cookie } });
    expect(read.headers.get('cache-control')).toBe('no-store');
  });
});
