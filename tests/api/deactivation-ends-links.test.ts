/**
 * Deactivating a person ends their outstanding setup or reset link as it ends their sessions, and
 * reactivating them does not bring the link back: an owner sends a new one (services/staff/staff-writes.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { LINK_GONE_MESSAGE } from '../../src/server/services/auth/one-time-links';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const OWNER = { email: 'links.owner@example.com', password: 'lanterns along the quay' };

describe.each(testDatabaseKinds())('deactivation and one-time links (%s)', (kind) => {
  let server: TestServer;
  let owner: string;

  const send = (method: string, path: string, body: unknown) =>
    server.fetch(path, { method, headers: { origin: server.url, 'content-type': 'application/json', cookie: owner }, body: JSON.stringify(body) });
  const tokenOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return new URL(((await response.json()) as { setupUrl: string }).setupUrl).searchParams.get('token')!;
  };
  const setActive = async (id: number, isActive: boolean) => expect((await send('PATCH', `/api/admin/users/${id}`, { isActive })).status).toBe(200);
  /** The link's page and its POST both answer 410 in the same words, and the password is not set. */
  const expectGone = async (token: string) => {
    for (const response of [await server.fetch(`/api/auth/reset?token=${token}`), await server.post('/api/auth/reset', { token, newPassword: 'a harbour of quiet boats' })]) {
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ message: LINK_GONE_MESSAGE });
    }
  };
  const lastDeactivation = async (id: number) => {
    const [row] = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deactivate'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.after;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, OWNER.email, OWNER.password, 'Olive Owner', 'owner');
    const signIn = await server.post('/api/auth/login', OWNER);
    owner = sessionCookieOf(signIn)!;
  });
  afterAll(() => server?.close());

  it("ends a new person's setup link on deactivation, and reactivating does not revive it", async () => {
    const created = await send('POST', '/api/admin/users', { email: 'setup.link@example.com', name: 'Sam Setup', role: 'editor' });
    const createdBody = (await created.clone().json()) as { user: { id: number } };
    const token = await tokenOf(created);
    expect((await server.fetch(`/api/auth/reset?token=${token}`)).status).toBe(200);

    await setActive(createdBody.user.id, false);
    await expectGone(token);
    expect(await lastDeactivation(createdBody.user.id)).toMatchObject({ isActive: false, endedLinks: 1 });

    await setActive(createdBody.user.id, true);
    await expectGone(token);
    // A new link from the owner works.
    const fresh = await tokenOf(await send('POST', `/api/admin/users/${createdBody.user.id}/reset-password`, {}));
    expect((await server.post('/api/auth/reset', { token: fresh, newPassword: 'a harbour of quiet boats' })).status).toBe(200);
  });

  it("ends a reset link on deactivation, with the person's sessions, and reactivating does not revive it", async () => {
    const person = await createAdmin(server.database.db, 'reset.link@example.com', 'old pier lights at dusk', 'Rita Reset', 'agent');
    const session = sessionCookieOf(await server.post('/api/auth/login', { email: person.email, password: 'old pier lights at dusk' }))!;
    const token = await tokenOf(await send('POST', `/api/admin/users/${person.id}/reset-password`, {}));

    await setActive(person.id, false);
    await expectGone(token);
    expect((await server.fetch('/api/auth/me', { headers: { cookie: session } })).status).toBe(401);
    expect(await lastDeactivation(person.id)).toMatchObject({ isActive: false, endedSessions: 1, endedLinks: 1 });

    await setActive(person.id, true);
    await expectGone(token);
    // The old password still signs in after reactivation; the ended link changed nothing.
    expect((await server.post('/api/auth/login', { email: person.email, password: 'old pier lights at dusk' })).status).toBe(200);
  });
});
