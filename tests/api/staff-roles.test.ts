/**
 * Roles on every admin route (decision 0031): the routes the app registers behind the admin guard are walked
 * from its route tree and must equal the table below, route by route, so a new route cannot pass without a
 * line here. For each route, the owner, an editor and an agent each get through when their role has the
 * route's permission and 403 with the permission's plain words when not; without a session, 401.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffRole } from '../../src/domain/staff/roles';
import { registerAdminGuard } from '../../src/server/plugins/auth';
import { ADMIN_CONTENT_ROUTES } from '../../src/server/routes/admin-content';
import { createAdmin, signIn } from '../support/admin';
import { ADMIN_ROUTE_PERMISSIONS as EXPECTED } from '../support/admin-route-permissions';
import { testDatabaseKinds } from '../support/databases';
import { routesOfTree } from '../support/routes';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'roles test password 1';


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
