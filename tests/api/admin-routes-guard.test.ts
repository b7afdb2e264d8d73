/**
 * Every route the server registers, enumerated from the built app: all but the public ones (docs/product.md §7
 * customer reads, calculate-price and the route call, the three public POSTs, a visitor's own request link,
 * sign-in, health, static files and the booking frame) answer 401 without a session and 401 again with the cookie of a session that signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_ROUTES } from '../../src/server/routes/admin-content';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { routesOfTree, type Route } from '../support/routes';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'guard.admin@example.com';
const PASSWORD = 'guard admin password 1';

const PUBLIC_GETS = new Set([
  '/api/regions',
  '/api/regions/:id',
  '/api/departure-locations',
  '/api/destinations',
  '/api/hero-images',
  '/api/aircraft-experience-images',
  '/api/aircraft-experience-images/backgrounds',
  '/api/experiences',
  '/api/pilot-training',
  '/api/available-aircraft',
  '/api/route-pricing',
  '/api/connecting-services',
  '/api/accreditation-badges',
  '/healthz',
  '/readyz',
  // The API reference: the document and its readable page (src/server/plugins/api-reference.ts).
  '/api/openapi.json',
  // A visitor's own request: the unguessable token in the path is the permission (tests/api/request-links.test.ts).
  '/api/requests/:token',
  '/api/requests/:token/calendar.ics',
  // A quote's link: the unguessable token in the path is the permission (tests/api/quote-accept.test.ts).
  '/api/quotes/:token',
  '/api/quotes/:token/cancellation',
  // A staff member's calendar feed: calendar apps send no cookie, the token in the path is the key (tests/api/calendar-feeds.test.ts).
  '/api/calendar/:token/bookings.ics',
]);
/** The readable API reference at /api/docs and its own assets (Swagger UI's files). */
const isApiReference = (url: string) => url.startsWith('/api/docs');
const PUBLIC_POSTS = new Set([
  '/api/calculate-price',
  '/api/calculate-prices',
  '/api/calculate-trip',
  '/api/requests/:token/cancel',
  '/api/quotes/:token/accept',
  '/api/quotes/:token/cancel',
  '/api/quotes/:token/rebook',
  '/api/quotes/:token/weather-refund',
  '/api/booking-request',
  '/api/send-wechat-payment-link',
  '/api/booking-clicks',
  '/api/auth/login',
  // Paying a quote: its unguessable token is the permission (tests/api/payments.test.ts).
  '/api/quotes/:token/pay',
  // Stripe's webhooks: the signature is the permission, 400 without it (tests/api/stripe-webhooks.test.ts).
  '/api/payments/stripe/webhook',
]);
/**
 * The set-password link (decision 0031): the person opening it has no session; the one-time token in the query
 * or body is the permission (410 when unknown, used or expired: tests/api/staff-accounts.test.ts).
 */
const SET_PASSWORD_LINK = '/api/auth/reset';
/**
 * Sign-out is idempotent by design (src/server/routes/auth.ts): without a session it only clears the cookie
 * and answers 200, touching nothing; it is checked for that below instead of for a 401.
 */
const IDEMPOTENT_SIGN_OUT = '/api/auth/logout';
/** The signed upload URL is its own permission (one use, minutes long, HMAC-signed): tests/api/uploads.test.ts. */
const SIGNED_UPLOAD = '/objects/upload/:token';

function isPublic({ method, url }: Route): boolean {
  if (method === 'GET' || method === 'HEAD') {
    if (PUBLIC_GETS.has(url) || url === SET_PASSWORD_LINK || isApiReference(url)) return true;
    // Static files, the web app's pages and the booking frame.
    if (!url.startsWith('/api/') && url !== '/api') return true;
    return false;
  }
  if (method === 'POST' && (PUBLIC_POSTS.has(url) || url === IDEMPOTENT_SIGN_OUT || url === SET_PASSWORD_LINK)) return true;
  if (method === 'PUT' && url === SIGNED_UPLOAD) return true;
  return false;
}

describe.each(testDatabaseKinds())('every non-public route needs a session (%s)', (kind) => {
  let server: TestServer;
  let routes: Route[];

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, EMAIL, PASSWORD);
    routes = routesOfTree(server.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => server?.close());

  const send = (route: Route, cookie?: string) =>
    server.fetch(route.url.replaceAll(/:[A-Za-z]+/g, '1'), {
      method: route.method,
      headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
    });

  it('finds every route of the admin content plugin in the tree', () => {
    expect(ADMIN_CONTENT_ROUTES.size).toBeGreaterThan(40);
    const found = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of ADMIN_CONTENT_ROUTES) expect(found, route).toContain(route);
    for (const route of ADMIN_CONTENT_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      expect(isPublic({ method, url }), route).toBe(false);
    }
  });

  it('answers 401 without a session and after sign-out on every non-public route', async () => {
    const guarded = routes.filter((r) => !isPublic(r) && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(45);

    const signOut = await server.post(IDEMPOTENT_SIGN_OUT, {});
    expect(signOut.status).toBe(200);

    const anonymous: string[] = [];
    for (const route of guarded) {
      const response = await send(route);
      if (response.status !== 401) anonymous.push(`${route.method} ${route.url} -> ${response.status}`);
      else expect((await response.json()) as unknown).toMatchObject({ message: 'Please sign in to continue' });
    }
    expect(anonymous).toEqual([]);

    const cookie = await signIn(server, EMAIL, PASSWORD);
    // While signed in the guard lets the admin reads through.
    expect((await send({ method: 'GET', url: '/api/admin/destinations' }, cookie)).status).toBe(200);
    const logout = await server.post('/api/auth/logout', {}, { cookie });
    expect(logout.status).toBeLessThan(300);

    const afterLogout: string[] = [];
    for (const route of guarded) {
      const response = await send(route, cookie);
      if (response.status !== 401) afterLogout.push(`${route.method} ${route.url} -> ${response.status}`);
    }
    expect(afterLogout).toEqual([]);
  });
});
