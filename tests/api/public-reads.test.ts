/**
 * Every public GET of docs/product.md §7 over real HTTP, against a seeded database of its own: what each list returns
 * (active rows of the asked region and app context, in displayOrder), how admin changes show up once the
 * content cache is dropped, ETag revalidation, unknown paths and the security headers.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import {
  accreditationBadges,
  aircraftExperienceImages,
  connectingServices,
  departureLocations,
  destinations,
  experiences,
  heroImages,
  pilotTrainingCourses,
  regions,
  routePricing,
} from '../../src/server/db/schema';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

interface ScopedRow {
  id: number;
  regionId: number | null;
  isActive: boolean;
  displayOrder: number;
  appContext?: string;
}

interface ListCase {
  path: string;
  table: PgTable;
  /** The table has an appContext column (main/twin). */
  hasAppContext: boolean;
  /** Rows with regionId null are shown in every region. */
  regionNullMeansAll?: boolean;
}

const LISTS: ListCase[] = [
  { path: 'departure-locations', table: departureLocations, hasAppContext: true },
  { path: 'destinations', table: destinations, hasAppContext: true },
  { path: 'hero-images', table: heroImages, hasAppContext: true },
  { path: 'pilot-training', table: pilotTrainingCourses, hasAppContext: true },
  { path: 'connecting-services', table: connectingServices, hasAppContext: true },
  { path: 'accreditation-badges', table: accreditationBadges, hasAppContext: false },
  { path: 'aircraft-experience-images', table: aircraftExperienceImages, hasAppContext: false, regionNullMeansAll: true },
];

const byDisplayOrder = (a: ScopedRow, b: ScopedRow) => a.displayOrder - b.displayOrder || a.id - b.id;

describe.each(testDatabaseKinds())('public reads over HTTP (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let wa: number;
  let qld: number;

  async function getJson(path: string, init?: RequestInit) {
    const response = await server.fetch(path, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  async function getList(path: string): Promise<Record<string, unknown>[]> {
    const { status, body } = await getJson(path);
    expect(status, `GET ${path}`).toBe(200);
    expect(Array.isArray(body), `GET ${path} answers an array`).toBe(true);
    return body as Record<string, unknown>[];
  }

  async function rowsOf(table: PgTable): Promise<ScopedRow[]> {
    return (await db.select().from(table)) as unknown as ScopedRow[];
  }

  /** What the public should see, worked out from the table itself (not from the code under test). */
  async function expectedIds(list: ListCase, regionId: number, appContext: 'main' | 'twin' = 'main'): Promise<number[]> {
    const rows = (await rowsOf(list.table)).filter(
      (r) => r.isActive && (r.regionId === regionId || (list.regionNullMeansAll === true && r.regionId === null)),
    );
    const inContext = (context: string) => rows.filter((r) => !list.hasAppContext || r.appContext === context).sort(byDisplayOrder);
    const chosen = inContext(appContext);
    // The twin context shows the main rows until staff make twin ones (services/content/scoped-list.ts).
    return (chosen.length === 0 && appContext === 'twin' ? inContext('main') : chosen).map((r) => r.id);
  }

  async function setActive(table: PgTable, id: number, active: boolean) {
    await db.execute(sql`update ${table} set ${sql.identifier('is_active')} = ${active} where ${sql.identifier('id')} = ${id}`);
    await server.app.content.invalidate();
  }

  async function idOf(table: typeof departureLocations | typeof destinations, value: string): Promise<number> {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.value, value));
    if (!row) throw new Error(`seed has no ${value}`);
    return row.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    const rows = await db.select({ id: regions.id, code: regions.code }).from(regions);
    wa = rows.find((r) => r.code === 'WA')!.id;
    qld = rows.find((r) => r.code === 'QLD')!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('GET /api/regions', () => {
    it('lists WA then QLD with every public field and their default locations', async () => {
      const list = await getList('/api/regions');
      expect(list.map((r) => r.code)).toEqual(['WA', 'QLD']);
      for (const region of list) {
        expect(Object.keys(region)).toEqual(
          expect.arrayContaining(['id', 'code', 'name', 'iconUrl', 'isActive', 'displayOrder', 'defaultDepartureLocationId', 'defaultDestinationId']),
        );
        expect(region.isActive).toBe(true);
        expect(typeof region.id).toBe('number');
        expect(typeof region.name).toBe('string');
      }
      const [waRow, qldRow] = list;
      expect(waRow).toMatchObject({
        id: wa,
        name: 'Western Australia',
        defaultDepartureLocationId: await idOf(departureLocations, 'jandakot'),
        defaultDestinationId: await idOf(destinations, 'rottnest-island'),
      });
      expect(qldRow).toMatchObject({
        id: qld,
        name: 'Queensland',
        defaultDepartureLocationId: await idOf(departureLocations, 'YCAB'),
        defaultDestinationId: await idOf(destinations, 'YBNA'),
      });
      expect(waRow!.displayOrder as number).toBeLessThan(qldRow!.displayOrder as number);
    });

    it('follows displayOrder when staff reorder the regions', async () => {
      const [waRow] = await db.select({ displayOrder: regions.displayOrder }).from(regions).where(eq(regions.id, wa));
      try {
        await db.update(regions).set({ displayOrder: 99 }).where(eq(regions.id, wa));
        await server.app.content.invalidate();
        expect((await getList('/api/regions')).map((r) => r.code)).toEqual(['QLD', 'WA']);
      } finally {
        await db.update(regions).set({ displayOrder: waRow!.displayOrder }).where(eq(regions.id, wa));
        await server.app.content.invalidate();
      }
      expect((await getList('/api/regions')).map((r) => r.code)).toEqual(['WA', 'QLD']);
    });

    it('hides an inactive region everywhere: the list, /regions/:id (404) and its content lists (empty)', async () => {
      try {
        await db.update(regions).set({ isActive: false }).where(eq(regions.id, qld));
        await server.app.content.invalidate();
        expect((await getList('/api/regions')).map((r) => r.code)).toEqual(['WA']);
        const one = await getJson(`/api/regions/${qld}`);
        expect(one.status).toBe(404);
        expect((one.body as { message: string }).message).toMatch(/not found|not active/i);
        expect(await getList(`/api/departure-locations?regionId=${qld}`)).toEqual([]);
        expect(await getList(`/api/destinations?regionId=${qld}`)).toEqual([]);
      } finally {
        await db.update(regions).set({ isActive: true }).where(eq(regions.id, qld));
        await server.app.content.invalidate();
      }
      expect((await getList('/api/regions')).map((r) => r.code)).toEqual(['WA', 'QLD']);
    });
  });

  describe('GET /api/regions/:id', () => {
    it('answers one region with the same fields as the list', async () => {
      const list = await getList('/api/regions');
      const { status, body } = await getJson(`/api/regions/${qld}`);
      expect(status).toBe(200);
      expect(body).toEqual(list.find((r) => r.id === qld));
    });

    it('an unknown id gets 404 with a JSON message', async () => {
      const { status, headers, body } = await getJson('/api/regions/999999');
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/application\/json/);
      expect(body).toMatchObject({ message: expect.stringMatching(/999999/) });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('a malformed id (%s) gets 400 naming the id', async (id) => {
      const { status, body } = await getJson(`/api/regions/${id}`);
      expect(status).toBe(400);
      const message = (body as { message: string }).message;
      expect(message).toMatch(/\bid\b/);
      expect(message).not.toMatch(/undefined|Error:/);
    });
  });

  describe('region-scoped lists', () => {
    it.each(LISTS)('GET /api/$path?regionId= answers only that region’s active rows, in displayOrder', async (list) => {
      for (const region of [wa, qld]) {
        const got = await getList(`/api/${list.path}?regionId=${region}`);
        const want = await expectedIds(list, region);
        expect(want.length, `seed has ${list.path} for region ${region}`).toBeGreaterThan(0);
        expect(got.map((r) => r.id)).toEqual(want);
        for (const row of got) {
          expect(row.isActive).toBe(true);
          if (list.regionNullMeansAll) expect([region, null]).toContain(row.regionId);
          else expect(row.regionId).toBe(region);
          if (list.hasAppContext) expect(row.appContext).toBe('main');
        }
        const orders = got.map((r) => r.displayOrder as number);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }
    });

    it('departure-locations and destinations carry what the pickers read (id, name, value; flightTypes)', async () => {
      const departures = await getList(`/api/departure-locations?regionId=${wa}`);
      expect(departures.map((d) => d.value)).toEqual(expect.arrayContaining(['jandakot', 'perth-airport', 'serpentine', 'busselton']));
      for (const d of departures) expect(d).toMatchObject({ id: expect.any(Number), name: expect.any(String), value: expect.any(String) });
      const dests = await getList(`/api/destinations?regionId=${wa}`);
      expect(dests.map((d) => d.value)).toEqual(expect.arrayContaining(['rottnest-island', 'wave-rock', 'albany', 'margaret-river', 'jandakot']));
      const waveRock = dests.find((d) => d.value === 'wave-rock')!;
      expect(waveRock.flightTypes).toEqual(['same-day']);
      expect(dests.find((d) => d.value === 'rottnest-island')!.flightTypes).toEqual(expect.arrayContaining(['same-day', 'scenic', 'one-way']));
    });

    it('without regionId, departure-locations lists the main rows of every active region (light widget)', async () => {
      const got = await getList('/api/departure-locations');
      const regionsSeen = new Set(got.map((d) => d.regionId));
      expect(regionsSeen).toEqual(new Set([wa, qld]));
      expect(got.every((d) => d.appContext === 'main' && d.isActive === true)).toBe(true);
    });

    it.each(LISTS)('an inactive row of /api/$path is hidden once the cache is dropped, and back when reactivated', async (list) => {
      const before = await getList(`/api/${list.path}?regionId=${wa}`);
      const victim = before[0]!.id as number;
      try {
        await setActive(list.table, victim, false);
        const after = await getList(`/api/${list.path}?regionId=${wa}`);
        expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id).filter((id) => id !== victim));
      } finally {
        await setActive(list.table, victim, true);
      }
      expect((await getList(`/api/${list.path}?regionId=${wa}`)).map((r) => r.id)).toEqual(before.map((r) => r.id));
    });

    it('an unknown regionId gets an empty list; a malformed one gets 400 naming regionId', async () => {
      for (const list of LISTS) {
        expect(await getList(`/api/${list.path}?regionId=999999`)).toEqual([]);
        const bad = await getJson(`/api/${list.path}?regionId=abc`);
        expect(bad.status).toBe(400);
        expect((bad.body as { message: string }).message).toMatch(/regionId/);
      }
    });
  });

  describe('appContext=twin', () => {
    it('departure-locations and destinations answer the twin rows only', async () => {
      const deps = await getList(`/api/departure-locations?regionId=${wa}&appContext=twin`);
      expect(deps.map((d) => d.value)).toEqual(['jandakot-twin']);
      const dests = await getList(`/api/destinations?regionId=${wa}&appContext=twin`);
      expect(dests.map((d) => d.value).sort()).toEqual(['perth-city-twin', 'rottnest-island-twin']);
      expect([...deps, ...dests].every((r) => r.appContext === 'twin')).toBe(true);
      // …and the main lists never show them.
      const mainDeps = await getList(`/api/departure-locations?regionId=${wa}&appContext=main`);
      expect(mainDeps.some((d) => String(d.value).endsWith('-twin'))).toBe(false);
    });

    it.each(LISTS.filter((l) => l.hasAppContext))('GET /api/$path?appContext=twin matches the table (twin rows, else main)', async (list) => {
      for (const region of [wa, qld]) {
        const got = await getList(`/api/${list.path}?regionId=${region}&appContext=twin`);
        expect(got.map((r) => r.id)).toEqual(await expectedIds(list, region, 'twin'));
      }
    });

    it('hero-images for WA twin are the twin slides, not the main ones', async () => {
      const twin = await getList(`/api/hero-images?regionId=${wa}&appContext=twin`);
      const main = await getList(`/api/hero-images?regionId=${wa}`);
      expect(twin.length).toBeGreaterThan(0);
      expect(twin.every((h) => h.appContext === 'twin')).toBe(true);
      expect(twin.map((h) => h.id)).not.toEqual(main.map((h) => h.id));
    });

    it('an unknown appContext gets 400 in plain words', async () => {
      const { status, body } = await getJson(`/api/hero-images?regionId=${wa}&appContext=evil`);
      expect(status).toBe(400);
      expect((body as { message: string }).message).toMatch(/App context must be main or twin/);
    });
  });

  describe('GET /api/aircraft-experience-images/backgrounds', () => {
    async function firstImageOf(type: string) {
      const rows = (await db.select().from(aircraftExperienceImages))
        .filter((r) => r.isActive && r.aircraftType === type)
        .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
      const first = rows[0]!;
      return { aircraftType: first.aircraftType, imageUrl: first.imageUrl, altText: first.altText };
    }

    it('answers the first active image of each requested type, legacy ids included', async () => {
      const got = await getList('/api/aircraft-experience-images/backgrounds?types=3-passengers,cessna-210');
      expect(got).toHaveLength(2);
      expect(got).toEqual(
        expect.arrayContaining([await firstImageOf('3-passengers'), await firstImageOf('5-passengers-single-prop')]),
      );
      for (const item of got) expect(Object.keys(item).sort()).toEqual(['aircraftType', 'altText', 'imageUrl']);
    });

    it('serves the seeded image files it points at', async () => {
      const [first] = await getList('/api/aircraft-experience-images/backgrounds?types=6-passengers');
      const image = await server.fetch(first!.imageUrl as string);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    });

    it.each(['junk', 'junk,also-junk', '', ',,,', '<script>', '3-passengers-but-not'])('junk types (%j) get []', async (types) => {
      expect(await getList(`/api/aircraft-experience-images/backgrounds?types=${encodeURIComponent(types)}`)).toEqual([]);
    });

    it('no types parameter gets []', async () => {
      expect(await getList('/api/aircraft-experience-images/backgrounds')).toEqual([]);
    });
  });

  describe('GET /api/experiences', () => {
    async function expectedTitles(regionId: number) {
      const rows = (await db.select().from(experiences))
        .filter((e) => e.isActive && e.regionId === regionId)
        .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
      return rows.map((e) => e.title);
    }

    it('?regionId= answers that region’s active experiences in the customer shape', async () => {
      const got = await getList(`/api/experiences?regionId=${wa}`);
      expect(got.map((e) => e.title)).toEqual(await expectedTitles(wa));
      expect(got.map((e) => e.title)).toContain('Perth City Scenic Flight');
      for (const e of got) {
        expect(Object.keys(e)).toEqual(
          expect.arrayContaining(['id', 'title', 'description', 'price', 'rating', 'reviews', 'category', 'image', 'bookingUrl']),
        );
      }
    });

    it('?region=qld (any case) answers Queensland’s', async () => {
      const lower = await getList('/api/experiences?region=qld');
      expect(lower.map((e) => e.title)).toEqual(await expectedTitles(qld));
      expect((await getList('/api/experiences?region=QLD')).map((e) => e.id)).toEqual(lower.map((e) => e.id));
    });

    it('with no region at all it answers Western Australia’s', async () => {
      const byDefault = await getList('/api/experiences');
      expect(byDefault.map((e) => e.id)).toEqual((await getList(`/api/experiences?regionId=${wa}`)).map((e) => e.id));
      expect(byDefault.length).toBeGreaterThan(0);
    });

    it('an unknown region code gets []', async () => {
      expect(await getList('/api/experiences?region=ZZ')).toEqual([]);
    });

    it('a region code with a NUL character gets 400 naming region (not 500)', async () => {
      const { status, body } = await getJson('/api/experiences?region=W%00A');
      expect(status).toBe(400);
      expect((body as { message: string }).message).toMatch(/region/);
    });
  });

  describe('GET /api/route-pricing', () => {
    it('?departureLocationId= answers that departure’s active routes with numeric prices and no HTML', async () => {
      const jandakot = await idOf(departureLocations, 'jandakot');
      const got = await getList(`/api/route-pricing?departureLocationId=${jandakot}`);
      const active = (await db.select().from(routePricing)).filter((r) => r.isActive && r.departureLocationId === jandakot);
      expect(got).toHaveLength(active.length);
      expect(got.every((r) => r.departureLocationId === jandakot)).toBe(true);
      expect(new Set(got.map((r) => r.flightType))).toEqual(new Set(['same-day', 'scenic', 'one-way']));
      for (const row of got) {
        expect(typeof row.price).toBe('number');
        expect(typeof row.isCustomRoute).toBe('boolean');
        expect(row).not.toHaveProperty('iframeHtml');
      }
      expect(got.some((r) => r.isCustomRoute === true)).toBe(true);
    });

    it('a departure of another region gets []', async () => {
      const jandakot = await idOf(departureLocations, 'jandakot');
      expect(await getList(`/api/route-pricing?departureLocationId=${jandakot}&regionId=${qld}`)).toEqual([]);
      expect((await getList(`/api/route-pricing?departureLocationId=${jandakot}&regionId=${wa}`)).length).toBeGreaterThan(0);
    });

    it('a scenic-only departure has scenic rows only', async () => {
      const serpentine = await idOf(departureLocations, 'serpentine');
      const got = await getList(`/api/route-pricing?departureLocationId=${serpentine}`);
      expect(got.length).toBeGreaterThan(0);
      expect(new Set(got.map((r) => r.flightType))).toEqual(new Set(['scenic']));
    });
  });

  describe('HTTP caching', () => {
    it.each(['/api/regions', '/api/destinations?appContext=main', '/api/experiences?region=WA'])(
      '%s carries an ETag and a short Cache-Control; If-None-Match gets 304',
      async (path) => {
        const first = await server.fetch(path);
        expect(first.status).toBe(200);
        const etag = first.headers.get('etag');
        expect(etag).toBeTruthy();
        expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
        await first.arrayBuffer();

        const revalidated = await server.fetch(path, { headers: { 'if-none-match': etag! } });
        expect(revalidated.status).toBe(304);
        expect(await revalidated.text()).toBe('');

        const other = await server.fetch(path, { headers: { 'if-none-match': 'W/"something-else"' } });
        expect(other.status).toBe(200);
        expect(other.headers.get('etag')).toBe(etag);
        await other.arrayBuffer();
      },
    );

    it('the ETag changes when the content changes', async () => {
      const path = `/api/connecting-services?regionId=${wa}`;
      const before = await server.fetch(path);
      const etag = before.headers.get('etag')!;
      const rows = (await before.json()) as { id: number }[];
      try {
        await setActive(connectingServices, rows[0]!.id, false);
        const after = await server.fetch(path, { headers: { 'if-none-match': etag } });
        expect(after.status).toBe(200);
        expect(after.headers.get('etag')).not.toBe(etag);
        await after.arrayBuffer();
      } finally {
        await setActive(connectingServices, rows[0]!.id, true);
      }
    });
  });

  describe('unknown paths', () => {
    it.each(['GET', 'POST', 'DELETE'])('%s /api/nope gets 404 JSON with a message naming the path', async (method) => {
      const response = await server.fetch('/api/nope', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await response.json()) as { message: string };
      expect(body.message).toMatch(/\/api\/nope/);
    });
  });

  describe('security headers', () => {
    it.each(['/api/regions', '/api/nope', '/api/regions/abc'])('%s: CSP, nosniff, x-frame-options DENY', async (path) => {
      const response = await server.fetch(path);
      await response.arrayBuffer();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
    });

    it.each(['/widget', '/widget?departure=jandakot&popup=true', '/light', '/light-widget-embed', '/light-widget-demo', '/light?x=1'])(
      '%s may be framed by partner sites (frame-ancestors open, no DENY)',
      async (path) => {
        const response = await server.fetch(path);
        await response.arrayBuffer();
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/frame-ancestors \*/);
        expect(csp).not.toMatch(/frame-ancestors 'none'/);
        expect(response.headers.get('x-frame-options')).toBeNull();
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      },
    );

    it.each(['/', '/?departureId=1&destinationId=2', '/mandarin', '/digital-twin', '/admin', '/admin/destinations', '/embed', '/experiences', '/design-test'])('%s may not be framed at all', async (path) => {
      const response = await server.fetch(path);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('/admin may not be framed at all', async () => {
      const response = await server.fetch('/admin');
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('/widgetry is not mistaken for the embeddable /widget', async () => {
      const response = await server.fetch('/widgetry');
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    });
  });
});
