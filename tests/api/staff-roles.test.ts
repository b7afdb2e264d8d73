/**
 * Roles on every admin route (decision 0031): the routes the app registers behind the admin guard are walked
 * from its route tree and must equal the table below, route by route, so a new route cannot pass without a
 * line here. For each route, the owner, an editor and an agent each get through when their role has the
 * route's permission and 403 with the permission's plain words when not; without a session, 401.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, FORBIDDEN_MESSAGE, STAFF_ROLES, type Permission, type StaffRole } from '../../src/domain/staff/roles';
import { registerAdminGuard } from '../../src/server/plugins/auth';
import { ADMIN_CONTENT_ROUTES } from '../../src/server/routes/admin-content';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { routesOfTree } from '../support/routes';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'roles test password 1';

/** Every admin route and what it takes. Reads of content are content:read; every content change content:write. */
const EXPECTED: Record<string, Permission> = {
  'GET /api/admin/booking-requests': 'inquiries',
  'GET /api/admin/booking-requests/:id': 'inquiries',
  'PATCH /api/admin/booking-requests/:id': 'inquiries',
  'GET /api/admin/wechat-requests': 'inquiries',
  'GET /api/admin/wechat-requests/:id': 'inquiries',
  'PATCH /api/admin/wechat-requests/:id': 'inquiries',
  'GET /api/admin/inquiries.csv': 'inquiries',
  'GET /api/admin/inquiries.xlsx': 'inquiries',
  'GET /api/admin/inquiry-assignees': 'inquiries',
  'GET /api/admin/home/new-inquiries': 'inquiries',
  'GET /api/admin/home/funnel': 'insights',
  'GET /api/admin/home/sales': 'inquiries',
  'GET /api/admin/booking-requests/:id/timeline': 'inquiries',
  'POST /api/admin/booking-requests/:id/replies': 'inquiries',
  'POST /api/admin/booking-requests/:id/replies/:replyId/retry': 'inquiries',
  'GET /api/admin/wechat-requests/:id/timeline': 'inquiries',
  'POST /api/admin/wechat-requests/:id/replies': 'inquiries',
  'POST /api/admin/wechat-requests/:id/replies/:replyId/retry': 'inquiries',
  'GET /api/admin/settings': 'content:read',
  'PUT /api/admin/settings': 'settings',
  'GET /api/admin/security': 'settings',
  'PUT /api/admin/security': 'settings',
  'GET /api/admin/audit-log': 'audit',
  'GET /api/admin/analytics/booking-clicks': 'insights',
  'GET /api/admin/aircraft-experience-images': 'content:read',
  'POST /api/admin/aircraft-experience-images/bulk': 'content:write',
  'GET /api/admin/aircraft-experience-images/:id/delete-impact': 'content:read',
  'GET /api/admin/accreditation-badges': 'content:read',
  'POST /api/admin/accreditation-badges/bulk': 'content:write',
  'GET /api/admin/accreditation-badges/:id/delete-impact': 'content:read',
  'GET /api/admin/users': 'staff',
  'POST /api/admin/users': 'staff',
  'PATCH /api/admin/users/:id': 'staff',
  'POST /api/admin/users/:id/reset-password': 'staff',
  'DELETE /api/admin/users/:id/sessions': 'staff',
  'GET /api/admin/destinations': 'content:read',
  'POST /api/admin/destinations/bulk': 'content:write',
  'GET /api/admin/destinations/:id/delete-impact': 'content:read',
  'GET /api/admin/departure-locations': 'content:read',
  'POST /api/admin/departure-locations/bulk': 'content:write',
  'GET /api/admin/departure-locations/:id/delete-impact': 'content:read',
  'GET /api/admin/regions': 'content:read',
  'POST /api/admin/regions/bulk': 'content:write',
  'GET /api/admin/regions/:id/delete-impact': 'content:read',
  'GET /api/admin/route-pricing': 'content:read',
  'GET /api/admin/route-pricing/export': 'content:read',
  'GET /api/admin/route-pricing/template': 'content:read',
  'GET /api/admin/route-pricing/:id/delete-impact': 'content:read',
  'GET /api/admin/experiences': 'content:read',
  'POST /api/admin/experiences/bulk': 'content:write',
  'POST /api/admin/experiences/seed-from-legacy': 'content:write',
  'GET /api/admin/experiences/:id/delete-impact': 'content:read',
  'GET /api/admin/connecting-services': 'content:read',
  'POST /api/admin/connecting-services/bulk': 'content:write',
  'GET /api/admin/connecting-services/:id/delete-impact': 'content:read',
  'GET /api/admin/pilot-training': 'content:read',
  'POST /api/admin/pilot-training/bulk': 'content:write',
  'GET /api/admin/pilot-training/:id/delete-impact': 'content:read',
  'GET /api/admin/hero-images': 'content:read',
  'POST /api/admin/hero-images/bulk': 'content:write',
  'GET /api/admin/hero-images/:id/delete-impact': 'content:read',
  'GET /api/admin/trash': 'content:write',
  'DELETE /api/admin/trash/:id': 'content:write',
  'POST /api/admin/trash/:id/restore': 'content:write',
  'POST /api/accreditation-badges': 'content:write',
  'POST /api/accreditation-badges/reorder': 'content:write',
  'PUT /api/accreditation-badges/:id': 'content:write',
  'DELETE /api/accreditation-badges/:id': 'content:write',
  'POST /api/aircraft-experience-images': 'content:write',
  'PUT /api/aircraft-experience-images/:id': 'content:write',
  'DELETE /api/aircraft-experience-images/:id': 'content:write',
  'POST /api/regions': 'content:write',
  'POST /api/regions/reorder': 'content:write',
  'PUT /api/regions/:id': 'content:write',
  'DELETE /api/regions/:id': 'content:write',
  'POST /api/route-pricing': 'content:write',
  'PUT /api/route-pricing/:id': 'content:write',
  'DELETE /api/route-pricing/:id': 'content:write',
  'POST /api/departure-locations': 'content:write',
  'POST /api/departure-locations/reorder': 'content:write',
  'PUT /api/departure-locations/:id': 'content:write',
  'DELETE /api/departure-locations/:id': 'content:write',
  'POST /api/destinations': 'content:write',
  'POST /api/destinations/reorder': 'content:write',
  'PUT /api/destinations/:id': 'content:write',
  'DELETE /api/destinations/:id': 'content:write',
  'GET /api/destination-pricing': 'content:read',
  'PUT /api/destination-pricing/upsert': 'content:write',
  'POST /api/hero-images': 'content:write',
  'PUT /api/hero-images/:id': 'content:write',
  'DELETE /api/hero-images/:id': 'content:write',
  'POST /api/pilot-training': 'content:write',
  'POST /api/pilot-training/import': 'content:write',
  'PUT /api/pilot-training/:id': 'content:write',
  'DELETE /api/pilot-training/:id': 'content:write',
  'POST /api/connecting-services': 'content:write',
  'POST /api/connecting-services/import': 'content:write',
  'PUT /api/connecting-services/:id': 'content:write',
  'DELETE /api/connecting-services/:id': 'content:write',
  'POST /api/experiences': 'content:write',
  'POST /api/experiences/reorder': 'content:write',
  'PUT /api/experiences/:id': 'content:write',
  'DELETE /api/experiences/:id': 'content:write',
  'POST /api/objects/upload': 'content:write',
  'GET /api/upload/url': 'content:write',
  'POST /api/import-routes': 'content:write',
  'GET /api/admin/price-grid': 'content:read',
  'GET /api/admin/bulk-price-changes': 'content:read',
  'POST /api/bulk-price-changes/preview': 'content:write',
  'POST /api/bulk-price-changes': 'content:write',
  'POST /api/bulk-price-changes/:id/undo': 'content:write',
  'GET /api/admin/not-live': 'content:read',
  'GET /api/admin/regions/:id/readiness': 'content:read',
  'POST /api/admin/regions/:id/publish': 'content:write',
  'POST /api/admin/regions/:id/unpublish': 'content:write',
  'GET /api/admin/pricing-rules': 'content:read',
  'PUT /api/admin/pricing-rules': 'content:write',
  'GET /api/admin/route-overrides/:destinationId': 'content:read',
  'GET /api/admin/accreditation-badges/:id': 'content:read',
  'GET /api/admin/aircraft-experience-images/:id': 'content:read',
  'GET /api/admin/connecting-services/:id': 'content:read',
  'GET /api/admin/departure-locations/:id': 'content:read',
  'GET /api/admin/destinations/:id': 'content:read',
  'GET /api/admin/experiences/:id': 'content:read',
  'GET /api/admin/hero-images/:id': 'content:read',
  'GET /api/admin/pilot-training/:id': 'content:read',
  'GET /api/admin/regions/:id': 'content:read',
  // Each item's History (decision 0046): whoever sees the item reads it; whoever may change it restores.
  'GET /api/admin/accreditation-badges/:id/history': 'content:read',
  'POST /api/admin/accreditation-badges/:id/history/restore': 'content:write',
  'GET /api/admin/aircraft-experience-images/:id/history': 'content:read',
  'POST /api/admin/aircraft-experience-images/:id/history/restore': 'content:write',
  'GET /api/admin/connecting-services/:id/history': 'content:read',
  'POST /api/admin/connecting-services/:id/history/restore': 'content:write',
  'GET /api/admin/departure-locations/:id/history': 'content:read',
  'POST /api/admin/departure-locations/:id/history/restore': 'content:write',
  'GET /api/admin/destinations/:id/history': 'content:read',
  'POST /api/admin/destinations/:id/history/restore': 'content:write',
  'GET /api/admin/experiences/:id/history': 'content:read',
  'POST /api/admin/experiences/:id/history/restore': 'content:write',
  'GET /api/admin/hero-images/:id/history': 'content:read',
  'POST /api/admin/hero-images/:id/history/restore': 'content:write',
  'GET /api/admin/pilot-training/:id/history': 'content:read',
  'POST /api/admin/pilot-training/:id/history/restore': 'content:write',
  'GET /api/admin/regions/:id/history': 'content:read',
  'POST /api/admin/regions/:id/history/restore': 'content:write',
  'GET /api/admin/route-pricing/:id/history': 'content:read',
  'POST /api/admin/route-pricing/:id/history/restore': 'content:write',
  'GET /api/admin/destination-pricing/:id/history': 'content:read',
  'POST /api/admin/destination-pricing/:id/history/restore': 'content:write',
  // Bookings (decision 0058): reading and marking a transfer received are inquiries' work; money out is an owner's.
  'GET /api/admin/bookings': 'inquiries',
  'GET /api/admin/bookings/:id': 'inquiries',
  'POST /api/admin/bookings/:id/payments': 'inquiries',
  'POST /api/admin/bookings/:id/refunds': 'settings',
  'POST /api/admin/bookings/:id/confirm-cancellation': 'settings',
  'POST /api/admin/bookings/:id/weather-cancel': 'inquiries',
  // Firm quotes (decision 0057): whoever answers inquiries makes, sends and withdraws them.
  'GET /api/admin/quotes': 'inquiries',
  'POST /api/admin/quotes': 'inquiries',
  'GET /api/admin/quotes/:id': 'inquiries',
  'PUT /api/admin/quotes/:id': 'inquiries',
  'POST /api/admin/quotes/:id/send': 'inquiries',
  'POST /api/admin/quotes/:id/withdraw': 'inquiries',
  // One's own calendar feed of the bookings (decision 0067): whoever may read bookings.
  'GET /api/admin/calendar-feed': 'inquiries',
  'POST /api/admin/calendar-feed/reset': 'inquiries',
};

describe.each(testDatabaseKinds())('every admin route enforces the role (%s)', (kind) => {
  let server: TestServer;
  const cookies = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    for (const role of STAFF_ROLES) {
      const email = `${role}.roles@example.com`;
      await createAdmin(server.database.db, email, PASSWORD, `The ${role}`, role);
      cookies[role] = await signIn(server, email, PASSWORD);
    }
  });
  afterAll(() => server?.close());

  /** The admin routes of the running app: everything under /api/admin and every admin content route. */
  const adminRoutes = () =>
    routesOfTree(server.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => route.split(' ')[1]!.startsWith('/api/admin') || ADMIN_CONTENT_ROUTES.has(route));

  // Ids nobody has, so an allowed write finds nothing to change and the people's sessions stay.
  const send = (route: string, cookie?: string) => {
    const [method, url] = route.split(' ') as [string, string];
    return server.fetch(url.replaceAll(/:[A-Za-z]+/g, '999999'), {
      method,
      headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: method === 'GET' ? undefined : '{}',
    });
  };

  it('has a permission in the table for exactly the registered admin routes', () => {
    const registered = adminRoutes().sort();
    expect(registered.length).toBeGreaterThan(90);
    expect(registered).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives each role what its permissions allow, 403 in plain words otherwise, and 401 without a session', async () => {
    const wrong: string[] = [];
    let allowed = 0;
    let refused = 0;
    // The agent first: what it may do is all reads, so nothing changes before the others' turns.
    for (const role of ['agent', 'editor', 'owner'] as const) {
      for (const [route, permission] of Object.entries(EXPECTED)) {
        const response = await send(route, cookies[role]);
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        if (can(role, permission)) {
          allowed++;
          if (response.status === 401 || response.status === 403) wrong.push(`${role} ${route}: ${response.status} ${body?.message}, expected to be let through`);
        } else {
          refused++;
          if (response.status !== 403 || body?.message !== FORBIDDEN_MESSAGE[permission]) wrong.push(`${role} ${route}: ${response.status} ${body?.message}, expected 403`);
        }
      }
    }
    for (const route of Object.keys(EXPECTED)) {
      const response = await send(route);
      await response.body?.cancel();
      if (response.status !== 401) wrong.push(`no session ${route}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
    // The table exercises both sides for every role that has a refusal.
    expect(allowed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(60);
  });

  it('lets an agent work the inquiries and read content but not change it, and an editor change content but not see inquiries', async () => {
    const agentRead = await server.fetch('/api/admin/destinations', { headers: { cookie: cookies.agent } });
    expect(agentRead.status).toBe(200);
    const agentWrite = await server.post('/api/destinations', { name: 'Nope' }, { cookie: cookies.agent });
    expect(agentWrite.status).toBe(403);
    expect(await agentWrite.json()).toMatchObject({ message: 'Your role can only view content; ask an owner or editor to change it' });
    expect((await server.fetch('/api/admin/booking-requests', { headers: { cookie: cookies.agent } })).status).toBe(200);
    const editorInquiries = await server.fetch('/api/admin/booking-requests', { headers: { cookie: cookies.editor } });
    expect(editorInquiries.status).toBe(403);
    expect(await editorInquiries.json()).toMatchObject({ message: 'Your role cannot see inquiries; ask an owner or agent' });
    const editorStaff = await server.fetch('/api/admin/users', { headers: { cookie: cookies.editor } });
    expect(editorStaff.status).toBe(403);
    expect(await editorStaff.json()).toMatchObject({ message: 'Only an owner can manage staff' });
  });
});

describe('a route behind the admin guard without a permission', () => {
  it('stops the start, so it cannot be left open by forgetting', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (scope) => {
        registerAdminGuard(scope, () => undefined);
        scope.get('/api/admin/forgotten', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/admin/forgotten declares no permission');
    await app.close().catch(() => {});
  });

  it('is fine once it declares one', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      registerAdminGuard(scope, () => undefined);
      scope.get('/api/admin/declared', { config: { permission: 'audit' } }, async () => 'guarded');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
