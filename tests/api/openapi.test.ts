/**
 * The API reference (decision 0033): /api/openapi.json is OpenAPI 3.1 generated from the route schemas and
 * holds every route the app registers (walked from the built app, so a route added later is checked too),
 * admin routes carry the session-cookie scheme, and each public GET's real answer on the seeded data parses
 * with its schema from src/domain. /api/docs renders it from this server's own files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PUBLIC_READ_ANSWERS, type PublicReadPath } from '../../src/domain/api/public-answers';
import { API_OPERATIONS, operationKey } from '../../src/server/plugins/api-operations';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { quoteFieldsExample } from '../support/quotes';
import { routesOfTree, type Route } from '../support/routes';
import { startTestServer, type TestServer } from '../support/server';
import { insertAcceptedBooking } from '../support/bookings';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** Routes deliberately not in the document, each with its reason. */
const EXCLUDED: { reason: string; test: (route: Route) => boolean }[] = [
  { reason: 'the reference page /api/docs and its own assets (Swagger UI files)', test: (r) => r.url.startsWith('/api/docs') },
  { reason: 'the document itself', test: (r) => r.url === '/api/openapi.json' },
  {
    reason: 'files of the built web app and the seed images: @fastify/static registers one route per file',
    test: (r) => !r.url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(r.url.split('/').pop() ?? ''),
  },
  { reason: 'HEAD is the GET of the same route, answered without a body', test: (r) => r.method === 'HEAD' },
  { reason: "a page of the web app (HTML), a route of its own so that its link's token is never logged", test: (r) => r.url === '/admin/set-password' || r.url === '/requests/:token' || r.url === '/quotes/:token' },
];

/** GETs under /api whose answer is a file, not JSON. */
const FILE_DOWNLOADS = new Set(['/api/admin/inquiries.csv', '/api/admin/inquiries.xlsx', '/api/admin/route-pricing/export', '/api/admin/route-pricing/template', '/api/requests/:token/calendar.ics', '/api/calendar/:token/bookings.ics']);

const openApiPath = (url: string) => url.replaceAll(/:([A-Za-z]+)/g, '{$1}');

describe.each(testDatabaseKinds())('the API reference (%s)', (kind) => {
  let server: TestServer;
  let doc: OpenApiDocument;
  let routes: Route[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    const response = await server.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    doc = (await response.json()) as OpenApiDocument;
    routes = routesOfTree(server.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => server?.close());

  const operation = (route: Route): Operation | undefined => doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  const documented = () => routes.filter((r) => !EXCLUDED.some((e) => e.test(r)));

  it('is OpenAPI 3.1 and holds every registered route but the listed exclusions', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(documented().length).toBeGreaterThan(100);
    const missing = documented().filter((r) => !operation(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // And nothing that is not a route: every operation in the document is one the app answers.
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const invented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).filter((op) => !registered.has(op));
    expect(invented).toEqual([]);
  });

  it('says which calls need the session cookie: every route under /api/admin and every content write', () => {
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'charter_session' }));
    for (const route of documented()) {
      const needsSession = route.url.startsWith('/api/admin/') || (route.method !== 'GET' && /^\/api\/(destinations|regions|experiences|route-pricing)\b/.test(route.url));
      if (needsSession) expect(operation(route)?.security, `${route.method} ${route.url}`).toEqual([{ session: [] }]);
    }
    // The public calls are open, and say so.
    for (const [method, url] of [['get', '/api/regions'], ['get', '/api/destinations'], ['post', '/api/calculate-price'], ['post', '/api/calculate-prices'], ['post', '/api/booking-request'], ['post', '/api/auth/login']] as const) {
      expect(doc.paths[url]?.[method], url).toBeDefined();
      expect(doc.paths[url]?.[method]?.security, url).toEqual([]);
    }
  });

  it('names and sums up every operation once, from a list with no entry for a route that does not exist', () => {
    const unnamed = documented().filter((r) => !operation(r)?.operationId || !operation(r)?.summary).map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
    const ids = documented().map((r) => operation(r)!.operationId!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    const registered = new Set(documented().map((r) => operationKey(r.method, r.url)));
    expect(Object.keys(API_OPERATIONS).filter((key) => !registered.has(key))).toEqual([]);
    expect(operation({ method: 'GET', url: '/api/admin/departure-locations/:id/delete-impact' })).toMatchObject({ operationId: 'getDepartureLocationDeleteImpact', summary: 'What deleting a departure location would affect' });
    // A call that answers without a body, or with a file, says so.
    expect(Object.keys(operation({ method: 'DELETE', url: '/api/regions/:id' })!.responses!)).toContain('204');
    expect(operation({ method: 'GET', url: '/api/admin/inquiries.csv' })!.responses!['200']!.content).toHaveProperty(['text/csv']);
  });

  it('documents request and answer schemas: each JSON GET under /api has its 200 answer, a visitor POST its body, every /api call its 4xx', () => {
    const withoutAnswer = documented()
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !FILE_DOWNLOADS.has(r.url))
      .filter((r) => !operation(r)?.responses?.['200']?.content?.['application/json']?.schema)
      .map((r) => r.url);
    expect(withoutAnswer).toEqual([]);
    for (const url of ['/api/calculate-price', '/api/calculate-prices', '/api/booking-request', '/api/send-wechat-payment-link', '/api/booking-clicks']) {
      const post = doc.paths[url]!.post!;
      expect(post.requestBody?.content['application/json']?.schema, url).toBeTruthy();
      expect(Object.keys(post.responses ?? {}).some((code) => code.startsWith('2')), url).toBe(true);
    }
    const booking = doc.paths['/api/booking-request']!.post!.requestBody!.content['application/json']!.schema as { required?: string[] };
    expect(booking.required).toEqual(expect.arrayContaining(['contactName', 'contactEmail']));
    for (const route of documented().filter((r) => r.url.startsWith('/api/'))) expect(operation(route)?.responses?.['4XX'], `${route.method} ${route.url}`).toBeTruthy();
  });

  it('each public GET answers, on the seeded data, what its schema in src/domain says', async () => {
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const wa = regions.find((r) => r.code === 'WA')!.id;
    const departures = (await (await server.fetch(`/api/departure-locations?regionId=${wa}`)).json()) as { id: number }[];
    // A visitor's link exists once a request is sent.
    const sent = await server.post('/api/booking-request', { contactName: 'Reference Reader', contactEmail: 'reader@example.com', departure: 'jandakot', destination: 'rottnest-island' });
    const { requestUrl } = (await sent.json()) as { requestUrl: string };
    // A quote's link exists once staff make one.
    await createAdmin(server.app.database.db, 'reference@example.com', 'reference-reader-pass-1');
    const cookie = await signIn(server, 'reference@example.com', 'reference-reader-pass-1');
    const made = await server.post('/api/admin/quotes', quoteFieldsExample(), { cookie });
    const { url: quoteUrl } = (await made.json()) as { url: string };
    // A cancellation's preview exists once a quote is accepted.
    const accepted = await insertAcceptedBooking(server.app.database.db);
    const urls: Record<PublicReadPath, string> = {
      '/api/regions': '/api/regions',
      '/api/regions/:id': `/api/regions/${wa}`,
      '/api/departure-locations': `/api/departure-locations?regionId=${wa}`,
      '/api/destinations': `/api/destinations?regionId=${wa}`,
      '/api/hero-images': `/api/hero-images?regionId=${wa}`,
      '/api/pilot-training': `/api/pilot-training?regionId=${wa}`,
      '/api/connecting-services': `/api/connecting-services?regionId=${wa}`,
      '/api/accreditation-badges': `/api/accreditation-badges?regionId=${wa}`,
      '/api/aircraft-experience-images': `/api/aircraft-experience-images?regionId=${wa}`,
      '/api/aircraft-experience-images/backgrounds': '/api/aircraft-experience-images/backgrounds?types=3-passengers,helicopter,6-passengers',
      '/api/experiences': `/api/experiences?regionId=${wa}`,
      '/api/route-pricing': `/api/route-pricing?departureLocationId=${departures[0]!.id}`,
      '/api/available-aircraft': `/api/available-aircraft?departure=jandakot&destination=rottnest-island&flightType=same-day&regionId=${wa}`,
      '/api/requests/:token': `/api/requests/${new URL(requestUrl).pathname.split('/').at(-1)!}`,
      '/api/quotes/:token': `/api/quotes/${new URL(quoteUrl).pathname.split('/').at(-1)!}`,
      '/api/quotes/:token/cancellation': `/api/quotes/${accepted.token}/cancellation`,
    };
    // Every public GET of the app is in the list (a new one needs its schema in src/domain).
    const publicGets = documented().filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !operation(r)?.security?.length && !r.url.startsWith('/api/auth/') && !FILE_DOWNLOADS.has(r.url));
    expect(publicGets.map((r) => r.url).sort()).toEqual(Object.keys(PUBLIC_READ_ANSWERS).sort());

    for (const [path, url] of Object.entries(urls) as [PublicReadPath, string][]) {
      // Twice: the first fills the cache (checked by the response schema), the second is a hit.
      for (const pass of ['fill', 'hit']) {
        const response = await server.fetch(url);
        expect(response.status, `${url} (${pass})`).toBe(200);
        const body: unknown = await response.json();
        const parsed = (PUBLIC_READ_ANSWERS[path] as z.ZodType).safeParse(body);
        expect(parsed.error?.issues ?? [], `${url} (${pass})`).toEqual([]);
        if (Array.isArray(body)) expect(body.length, url).toBeGreaterThan(0);
        // The answer is exactly the documented shape: no field the schema does not name.
        expect(JSON.stringify(parsed.data), url).toBe(JSON.stringify(body));
      }
    }
  });

  it('serves a readable reference at /api/docs from its own files, under the app’s CSP', async () => {
    const page = await server.fetch('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const asset of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css']) {
      const response = await server.fetch(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    const json = (await (await server.fetch('/api/docs/json')).json()) as OpenApiDocument;
    expect(Object.keys(json.paths)).toEqual(Object.keys(doc.paths));
  });
});
