/**
 * The admin API contract (decision 0024): every admin GET the app registers (walked from the route tree,
 * so a new one cannot be forgotten) answers what its schema in src/domain/api/admin says, both as the plain
 * list and as a page; and every item schema names every column of its table (the server answers through
 * the schema, so a column the schema left out would silently vanish from the answer).
 */
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_TYPES,
  ADMIN_READ_RESPONSES,
  adminBookingRequestSchema,
  adminContentItemSchemas,
  adminRoutePricingSchema,
  adminWechatRequestSchema,
  type AdminContentType,
} from '../../src/domain/api/admin';
import type { Database } from '../../src/server/db/database';
import {
  accreditationBadges,
  aircraftExperienceImages,
  bookingClicks,
  bookingRequests,
  connectingServices,
  departureLocations,
  destinations,
  experiences,
  heroImages,
  pilotTrainingCourses,
  regions,
  routePricing,
  wechatRequests,
} from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { routesOfTree, type Route } from '../support/routes';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'contract.admin@example.com';
const PASSWORD = 'contract admin password 1';

/** Admin GETs that answer a file, not JSON: their content type is checked instead. */
const FILE_READS: Record<string, RegExp> = {
  '/api/admin/inquiries.csv': /^text\/csv/,
  '/api/admin/inquiries.xlsx': /spreadsheetml/,
  '/api/admin/route-pricing/export': /spreadsheetml|text\/csv/,
  '/api/admin/route-pricing/template': /spreadsheetml|text\/csv/,
};

/** The lists that answer a page `{ items, total }` for ?limit&sort (decision 0024). */
const PAGED_READS = new Set([
  ...ADMIN_CONTENT_TYPES.map((type) => `/api/admin/${type}`),
  '/api/admin/route-pricing',
  '/api/admin/booking-requests',
  '/api/admin/wechat-requests',
]);

const TABLES: Record<AdminContentType, Parameters<typeof getTableColumns>[0]> = {
  destinations,
  'departure-locations': departureLocations,
  regions,
  experiences,
  'connecting-services': connectingServices,
  'pilot-training': pilotTrainingCourses,
  'hero-images': heroImages,
  'aircraft-experience-images': aircraftExperienceImages,
  'accreditation-badges': accreditationBadges,
};

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
const columnsOf = (table: Parameters<typeof getTableColumns>[0], except: string[] = []) =>
  Object.keys(getTableColumns(table))
    .filter((key) => !except.includes(key))
    .sort();

describe('admin item schemas name every column', () => {
  it.each(ADMIN_CONTENT_TYPES)('%s', (type) => {
    expect(keysOf(adminContentItemSchemas[type])).toEqual(columnsOf(TABLES[type]));
  });
  it('inquiries (all but the idempotency bookkeeping and the visitor link\'s hash) and route prices (with the location names)', () => {
    expect(keysOf(adminBookingRequestSchema)).toEqual(columnsOf(bookingRequests, ['idempotencyKey', 'requestHash', 'linkTokenHash']));
    expect(keysOf(adminWechatRequestSchema)).toEqual(columnsOf(wechatRequests, ['idempotencyKey', 'requestHash', 'linkTokenHash']));
    expect(keysOf(adminRoutePricingSchema)).toEqual([...columnsOf(routePricing, ['createdAt']), 'departureName', 'destinationName'].sort());
  });
});

describe.each(testDatabaseKinds())('every admin GET answers its domain schema (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let cookie: string;
  let wa: number;
  let jandakot: number;
  let adminReads: Route[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
    await createAdmin(db, EMAIL, PASSWORD);
    cookie = await signIn(server, EMAIL, PASSWORD);
    wa = (await db.select().from(regions)).find((r) => r.code === 'WA')!.id;
    jandakot = (await db.select().from(departureLocations)).find((d) => d.value === 'jandakot')!.id;
    // One row of each inquiry kind and a click, so their item schemas meet real rows.
    await db.insert(bookingRequests).values({ contactName: 'Ada Contract', contactEmail: 'ada@example.com', regionId: wa, addOns: { experiences: ['x'] } });
    await db.insert(wechatRequests).values({ customerName: '李 Contract', customerEmail: 'li@example.com', departureDate: '2026-12-24', totalBagWeight: '12.5', regionId: wa });
    await db.insert(bookingClicks).values({ aircraftType: '3-passengers', departure: 'jandakot', destination: 'rottnest-island', regionId: wa });
    // An admin GET is a GET under /api that a visitor without a session cannot read.
    const gets = routesOfTree(server.app.printRoutes({ commonPrefix: false })).filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    adminReads = [];
    for (const route of gets) {
      const response = await server.fetch(route.url.replaceAll(/:[A-Za-z]+/g, '1'));
      await response.body?.cancel();
      if (response.status === 401) adminReads.push(route);
    }
  });
  afterAll(() => server?.close());

  const read = (path: string) => server.fetch(path, { headers: { cookie } });
  /**
   * The query each read needs to answer 200: a region for region-scoped reads; the route list also a
   * departure (it never answers the whole price table, decision 0028).
   */
  const scoped = (url: string) =>
    (url.includes('?') ? '&' : '?') + `regionId=${wa}` + (url === '/api/admin/route-pricing' ? `&departureLocationId=${jandakot}` : '');

  it('finds the admin reads in the route tree', () => {
    expect(adminReads.length).toBeGreaterThan(15);
    expect(adminReads.map((r) => r.url)).toContain('/api/admin/destinations');
    expect(adminReads.map((r) => r.url)).toContain('/api/auth/me');
  });

  it('has a domain schema for every admin GET that answers JSON', () => {
    const missing = adminReads.filter((r) => !FILE_READS[r.url] && !ADMIN_READ_RESPONSES[r.url]).map((r) => r.url);
    expect(missing, 'add these to ADMIN_READ_RESPONSES in src/domain/api/admin/responses.ts').toEqual([]);
  });

  it('parses the answer of every admin GET with its schema, plain and paged', async () => {
    const problems: string[] = [];
    let parsed = 0;
    for (const route of adminReads) {
      const path = route.url.replaceAll(/:[A-Za-z]+/g, '1');
      const fileType = FILE_READS[route.url];
      const response = await read(path + scoped(path));
      if (fileType) {
        await response.body?.cancel();
        if (response.status !== 200 || !fileType.test(response.headers.get('content-type') ?? '')) problems.push(`${route.url}: ${response.status} ${response.headers.get('content-type')}`);
        continue;
      }
      const schema = ADMIN_READ_RESPONSES[route.url];
      if (!schema) continue; // reported by the test above
      const body: unknown = await response.json();
      if (response.status !== 200) {
        // A read of one row (":id") may not find row 1; everything else must answer.
        if (!(route.url.includes(':') && response.status === 404)) problems.push(`${route.url}: ${response.status} ${JSON.stringify(body)}`);
        continue;
      }
      const result = schema.safeParse(body);
      if (!result.success) problems.push(`${route.url}: ${result.error.message}`);
      else parsed += 1;
      // Lists answer a page too; parse it with the same schema.
      if (PAGED_READS.has(route.url)) {
        const paged = await read(`${path}${scoped(path)}&limit=2&sort=id`);
        const page: unknown = await paged.json();
        if (paged.status !== 200) problems.push(`${route.url} paged: ${paged.status} ${JSON.stringify(page)}`);
        else if (!schema.safeParse(page).success || !(typeof page === 'object' && page !== null && 'total' in page)) problems.push(`${route.url} paged: ${JSON.stringify(page).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(parsed).toBeGreaterThan(15);
    for (const url of PAGED_READS) expect(adminReads.map((r) => r.url)).toContain(url);
  });

  it('answers one content item by its id with the item schema of its list', async () => {
    for (const type of ADMIN_CONTENT_TYPES) {
      const path = `/api/admin/${type}`;
      const [first] = (await (await read(path + scoped(path))).json()) as { id: number }[];
      expect(first, `${type} has a row`).toBeDefined();
      const one: unknown = await (await read(`${path}/${first!.id}${scoped(path)}`)).json();
      expect(ADMIN_READ_RESPONSES[`${path}/:id`], type).toBe(adminContentItemSchemas[type]);
      expect(adminContentItemSchemas[type].safeParse(one).success, type).toBe(true);
    }
  });

  it('answers the lists with rows, not empty arrays, so the item schemas were met', async () => {
    for (const path of ['/api/admin/destinations', '/api/admin/route-pricing', '/api/destination-pricing']) {
      const body = (await (await read(path + scoped(path))).json()) as unknown[];
      expect(body.length, path).toBeGreaterThan(0);
    }
    const inquiries = (await (await read('/api/admin/booking-requests')).json()) as { items: unknown[] };
    expect(inquiries.items.length).toBeGreaterThan(0);
    // The price grid (decision 0028): a page of route pairs whose cells met the cell schema.
    const grid = ADMIN_READ_RESPONSES['/api/admin/price-grid']!.parse(await (await read(`/api/admin/price-grid?regionId=${wa}&limit=5`)).json()) as { items: { cells: unknown[] }[] };
    expect(grid.items).toHaveLength(5);
    expect(grid.items.flatMap((row) => row.cells).length).toBeGreaterThan(0);
  });
});
