/**
 * A region's lifecycle (docs/decisions/0044): a new region is a draft, last in the display order, that no
 * public read knows; the readiness checklist says what it still needs; Publish is refused until every check
 * is met, then puts it on the site; Unpublish hides it again; a signed-in staff member previews a draft (the
 * preview cookie with a session, answers private and not indexed); an item moves to another region.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_REGION_IS_DRAFT, REGION_READINESS_CHECKS } from '../../src/domain/api/admin/region-publishing';
import { PREVIEW_COOKIE } from '../../src/domain/preview';
import { auditLog, departureLocations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall, type Json } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

describe.each(testDatabaseKinds())('region publishing (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let call: AdminCall;
  let agentCall: AdminCall;
  let wa: number;
  let nsw: number;
  let sydney: number;
  let bondi: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'publish.owner@example.com', 'publish owner password 1');
    await createAdmin(server.database.db, 'publish.agent@example.com', 'publish agent password 1', null, 'agent');
    cookie = await signIn(server, 'publish.owner@example.com', 'publish owner password 1');
    call = adminCaller(server, cookie);
    agentCall = adminCaller(server, await signIn(server, 'publish.agent@example.com', 'publish agent password 1'));
    wa = (await server.database.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });
  afterAll(async () => server?.close());

  /** A visitor's GET (no cookie, or only the ones given). */
  const visitor = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.fetch(path, { headers });
    return { status: response.status, headers: response.headers, body: (response.status === 200 ? await response.json() : undefined) as Json };
  };
  const visitorPost = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const publicCodes = async (headers: Record<string, string> = {}) => ((await visitor('/api/regions', headers)).body as { code: string }[]).map((r) => r.code);
  const readiness = async () => (await call('GET', `/api/admin/regions/${nsw}/readiness`)).body;
  const unmet = async () => ((await readiness()).checks as { key: string; met: boolean }[]).filter((c) => !c.met).map((c) => c.key);
  const quote = { aircraftType: '6-passengers', flightType: 'one-way', departure: 'sydney-test', destination: 'bondi-test', passengers: 2 };

  it('creates a new region as a draft, after every existing region, and refuses one asked live at once', async () => {
    const before = await server.database.db.select({ displayOrder: regions.displayOrder }).from(regions);
    const created = await call('POST', '/api/regions', { name: 'New South Wales', code: 'nsw' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: 'NSW', isActive: false });
    expect(created.body.displayOrder).toBeGreaterThan(Math.max(...before.map((r) => r.displayOrder)));
    nsw = created.body.id;

    // Asked live at once: 400 in words, nothing created.
    const live = await call('POST', '/api/regions', { name: 'Victoria', code: 'VIC', isActive: true });
    expect(live).toMatchObject({ status: 400, body: { message: NEW_REGION_IS_DRAFT, issues: [{ path: 'isActive' }] } });
    expect((await server.database.db.select().from(regions).where(eq(regions.code, 'VIC'))).length).toBe(0);

    // The panel lists it; no public read does.
    expect((await call('GET', '/api/admin/regions')).body.some((r: Json) => r.code === 'NSW')).toBe(true);
    expect(await publicCodes()).not.toContain('NSW');
    expect((await visitor(`/api/regions/${nsw}`)).status).toBe(404);
  });

  it('lists what the draft still needs, in words, and refuses to publish it (or switch it on) until every check is met', async () => {
    const first = await readiness();
    expect(first).toMatchObject({ regionId: nsw, name: 'New South Wales', code: 'NSW', status: 'draft', ready: false, onSite: false });
    expect(first.checks.map((c: Json) => c.key)).toEqual([...REGION_READINESS_CHECKS]);
    expect(first.checks.every((c: Json) => c.met === false && typeof c.text === 'string' && c.text.length > 10)).toBe(true);

    const refused = await call('POST', `/api/admin/regions/${nsw}/publish`, { version: first.version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'New South Wales cannot go live yet: it still needs a default departure that is switched on; a default destination that is switched on; ' +
        'coordinates (latitude and longitude) for the default destination; a booking link or widget HTML for the default destination; ' +
        'a price for the default destination (a route price from a departure, a destination price, or the per-hour rule with coordinates)',
    );
    // The generic ways of switching a region on (a raw isActive=true, bulk activate) say the same words, and change nothing.
    expect(await call('PUT', `/api/regions/${nsw}`, { isActive: true })).toMatchObject({ status: 409, body: { message: refused.body.message } });
    expect(await call('PUT', `/api/regions/${nsw}`, { isActive: true, name: 'New South Wales' })).toMatchObject({ status: 409, body: { message: refused.body.message } });
    expect(await call('POST', '/api/admin/regions/bulk', { ids: [nsw], action: 'activate' })).toMatchObject({ status: 409, body: { message: refused.body.message } });
    expect((await readiness()).status).toBe('draft');

    // Filled in step by step: each check turns met.
    const departure = await call('POST', `/api/departure-locations?regionId=${nsw}`, { name: 'Sydney (test)', value: 'sydney-test', latitude: -33.94, longitude: 151.18 });
    expect(departure.status, JSON.stringify(departure.body)).toBe(201);
    sydney = departure.body.id;
    const destination = await call('POST', `/api/destinations?regionId=${nsw}`, { name: 'Bondi (test)', value: 'bondi-test', flightTypes: ['one-way'] });
    expect(destination.status, JSON.stringify(destination.body)).toBe(201);
    bondi = destination.body.id;
    expect(await unmet()).toEqual([...REGION_READINESS_CHECKS]);

    expect((await call('PUT', `/api/regions/${nsw}`, { defaultDepartureLocationId: sydney, defaultDestinationId: bondi })).status).toBe(200);
    expect(await unmet()).toEqual(['destination-coordinates', 'destination-booking', 'destination-price']);
    expect((await call('PUT', `/api/destinations/${bondi}?regionId=${nsw}`, { bookingUrl: 'https://book.example/bondi' })).status).toBe(200);
    expect(await unmet()).toEqual(['destination-coordinates', 'destination-price']);
    // With coordinates at both ends the per-hour rule prices it; a route price is what the quotes below read.
    expect((await call('PUT', `/api/destinations/${bondi}?regionId=${nsw}`, { latitude: -33.89, longitude: 151.27 })).status).toBe(200);
    expect(await unmet()).toEqual([]);
    const price = await call('POST', '/api/route-pricing', { aircraftType: '6-passengers', departureLocationId: sydney, destinationId: bondi, flightType: 'one-way', price: 640 });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
    expect(await readiness()).toMatchObject({ status: 'draft', ready: true, onSite: false });
  });

  it('keeps a complete draft out of every public read', async () => {
    expect(await publicCodes()).not.toContain('NSW');
    expect((await visitor(`/api/regions/${nsw}`)).status).toBe(404);
    for (const list of ['destinations', 'departure-locations', 'hero-images', 'connecting-services', 'pilot-training', 'accreditation-badges', 'aircraft-experience-images']) {
      expect((await visitor(`/api/${list}?regionId=${nsw}`)).body, list).toEqual([]);
    }
    // Every region's lists leave the draft's places out too.
    expect(((await visitor('/api/departure-locations')).body as Json[]).map((d) => d.value)).not.toContain('sydney-test');
    expect((await visitor(`/api/experiences?regionId=${nsw}`)).body).toEqual([]);
    expect((await visitor('/api/experiences?region=NSW')).body).toEqual([]);
    expect((await visitor(`/api/route-pricing?departureLocationId=${sydney}`)).body).toEqual([]);
    expect((await visitor(`/api/route-pricing?regionId=${nsw}`)).body).toEqual([]);
    expect(((await visitor('/api/route-pricing')).body as Json[]).some((r) => r.departureLocationId === sydney)).toBe(false);

    // A quote, the available aircraft and the booking frame do not know its places: 400 as for any unknown place.
    expect((await visitorPost('/api/calculate-price', { ...quote, regionId: nsw })).status).toBe(400);
    expect((await visitor('/api/available-aircraft?departure=sydney-test&destination=bondi-test&flightType=one-way')).status).toBe(400);
    expect((await visitor('/frames/booking?aircraftType=6-passengers&flightType=one-way&departure=sydney-test&destination=bondi-test', { 'sec-fetch-dest': 'iframe' })).status).toBe(400);

    // A visitor request naming the draft region: 400 in words, nothing stored.
    const request = { aircraftType: '6-passengers', flightType: 'one-way', departure: 'sydney-test', destination: 'bondi-test', passengers: 2, date: '2099-01-01', contactName: 'Ana', contactEmail: 'ana@example.com', regionId: nsw };
    const refused = await visitorPost('/api/booking-request', request);
    expect(refused).toMatchObject({ status: 400, body: { message: `Region ${nsw} is not on the site; choose one of the regions listed`, issues: [{ path: 'regionId' }] } });
    expect((await visitorPost('/api/booking-clicks', { aircraftType: '6-passengers', flightType: 'one-way', departure: 'sydney-test', destination: 'bondi-test', regionId: nsw })).status).toBe(400);

    // The booking page's inlined data does not name it either.
    const page = await (await server.fetch('/?region=NSW')).text();
    expect(page).not.toContain('New South Wales');
  });

  it('shows the draft to a signed-in staff member previewing it, privately, and to nobody else', async () => {
    const previewCookie = `${PREVIEW_COOKIE}=1`;
    // The preview cookie alone (no session): the public answer.
    expect(await publicCodes({ cookie: previewCookie })).not.toContain('NSW');
    // A session without the preview cookie: the public answer too.
    expect(await publicCodes({ cookie })).not.toContain('NSW');

    const staff = { cookie: `${cookie}; ${previewCookie}` };
    const regionsAnswer = await visitor('/api/regions', staff);
    expect(regionsAnswer.body.find((r: Json) => r.code === 'NSW')).toMatchObject({ id: nsw, name: 'New South Wales', isActive: false });
    expect(regionsAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(regionsAnswer.headers.get('x-robots-tag')).toBe('noindex');
    expect(regionsAnswer.headers.get('etag')).toBeNull();
    expect((await visitor(`/api/regions/${nsw}`, staff)).status).toBe(200);
    expect(((await visitor(`/api/destinations?regionId=${nsw}`, staff)).body as Json[]).map((d) => d.value)).toEqual(['bondi-test']);
    expect(((await visitor(`/api/route-pricing?departureLocationId=${sydney}`, staff)).body as Json[]).length).toBe(1);
    const priced = await visitorPost('/api/calculate-price', { ...quote, regionId: nsw }, staff);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.breakdown.basePrice).toBe(640);

    // What the preview read is not served to a visitor afterwards.
    expect(await publicCodes()).not.toContain('NSW');
    expect((await visitor(`/api/destinations?regionId=${nsw}`)).body).toEqual([]);

    // The page opened as a preview: not inlined with the published data, private, not indexed.
    const page = await server.fetch('/?region=NSW&preview=1');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).not.toContain('id="boot-data"');
  });

  it('publishes a complete region (conflict-checked, role-checked, audited), and unpublishes it', async () => {
    const { version } = await readiness();
    expect((await agentCall('POST', `/api/admin/regions/${nsw}/publish`, { version })).status).toBe(403);
    const stale = await call('POST', `/api/admin/regions/${nsw}/publish`, { version: version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: nsw, version });

    const published = await call('POST', `/api/admin/regions/${nsw}/publish`, { version });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ id: nsw, isActive: true, version: version + 1 });
    expect(await readiness()).toMatchObject({ status: 'live', onSite: true });
    expect(await publicCodes()).toContain('NSW');
    const priced = await visitorPost('/api/calculate-price', { ...quote, regionId: nsw });
    expect(priced.status).toBe(200);
    expect(priced.body.breakdown.basePrice).toBe(640);

    const unpublished = await call('POST', `/api/admin/regions/${nsw}/unpublish`, { version: version + 1 });
    expect(unpublished.body).toMatchObject({ isActive: false });
    expect(await publicCodes()).not.toContain('NSW');
    expect((await visitorPost('/api/calculate-price', { ...quote, regionId: nsw })).status).toBe(400);

    const entries = await server.database.db
      .select({ action: auditLog.action, userEmail: auditLog.userEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'region'), eq(auditLog.entityId, String(nsw))))
      .orderBy(desc(auditLog.id));
    expect(entries.slice(0, 2)).toEqual([
      { action: 'unpublish', userEmail: 'publish.owner@example.com' },
      { action: 'publish', userEmail: 'publish.owner@example.com' },
    ]);
  });

  it('moves an item to another region, conflict-checked and audited; a region default stays until another is chosen', async () => {
    const hero = await call('POST', `/api/hero-images?regionId=${wa}`, { title: 'Harbour (moving)', imageUrl: 'https://img.example/harbour.webp' });
    expect(hero.status, JSON.stringify(hero.body)).toBe(201);
    const stale = await call('PUT', `/api/hero-images/${hero.body.id}?regionId=${wa}`, { regionId: nsw, version: hero.body.version + 1 });
    expect(stale.status).toBe(409);
    const moved = await call('PUT', `/api/hero-images/${hero.body.id}?regionId=${wa}`, { regionId: nsw, version: hero.body.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.regionId).toBe(nsw);
    const listed = async (regionId: number) => ((await call('GET', `/api/admin/hero-images?regionId=${regionId}`)).body as Json[]).map((h) => h.id);
    expect(await listed(nsw)).toContain(hero.body.id);
    expect(await listed(wa)).not.toContain(hero.body.id);
    const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'hero_image'), eq(auditLog.entityId, String(hero.body.id)))).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'update', before: { regionId: wa }, after: { regionId: nsw } });

    // To a region that does not exist: 400; the region's default departure: 409 in words; neither moves.
    expect(await call('PUT', `/api/hero-images/${hero.body.id}?regionId=${nsw}`, { regionId: 999999 })).toMatchObject({ status: 400, body: { message: 'Region 999999 does not exist' } });
    const defaultMove = await call('PUT', `/api/departure-locations/${sydney}?regionId=${nsw}`, { regionId: wa });
    expect(defaultMove).toMatchObject({
      status: 409,
      body: { message: 'Not moved: Sydney (test) is the default departure of New South Wales. Choose another default departure in Regions first.' },
    });
    expect((await server.database.db.select().from(departureLocations).where(eq(departureLocations.id, sydney)))[0]!.regionId).toBe(nsw);
  });
});
