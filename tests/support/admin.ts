import type { AdminUser } from '../../src/domain/api/auth';
import type { StaffRole } from '../../src/domain/staff/roles';
import type { Database } from '../../src/server/db/database';
import { adminUsers } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/password-hash';
import type { TestServer } from './server';

/** An admin user straight in the database (e-mail lower-cased, as sign-in expects); an owner unless told. */
export async function createAdmin(db: Database, email: string, password: string, name: string | null = null, role: StaffRole = 'owner'): Promise<AdminUser> {
  const [row] = await db
    .insert(adminUsers)
    .values({ email: email.trim().toLowerCase(), passwordHash: await hashPassword(password), name, role })
    .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
  if (!row) throw new Error(`could not create admin ${email}`);
  return row;
}

/** The `name=value` part of the session cookie a response sets, or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('charter_session='));
  return header?.split(';')[0];
}

/** Signs in through POST /api/auth/login; answers the Cookie header value to send with later calls. */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.post('/api/auth/login', { email, password });
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  }
  const cookie = sessionCookieOf(response);
  if (!cookie || cookie === 'charter_session=') throw new Error('sign-in answered 200 without a session cookie');
  return cookie;
}
