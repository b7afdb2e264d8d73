import { eq, getTableColumns } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { adminUsers } from '../../src/server/db/schema';
import { createAdmin } from './admin';
import { routesOfTree } from './routes';
import type { TestServer } from './server';

/**
 * Helpers of the staff-accounts browser tests (decision 0032). Those specs run only once the server has the staff
 * routes: `hasRoute` reads the built app's own route list, so a branch without them skips instead of failing.
 */
export function hasRoute(server: TestServer, method: string, url: string): boolean {
  return routesOfTree(server.app.printRoutes({ commonPrefix: false })).some((route) => route.method === method && route.url === url);
}

/** An owner straight in the database: an admin whose role column is set to 'owner' (whatever its default). */
export async function createOwner(server: TestServer, email: string, password: string, name: string): Promise<void> {
  await createAdmin(server.database.db, email, password, name);
  if (!('role' in getTableColumns(adminUsers))) throw new Error('admin_users has no role column: the staff accounts server is not merged');
  await server.database.db
    .update(adminUsers)
    .set({ role: 'owner' } as never)
    .where(eq(adminUsers.email, email.toLowerCase()));
}

/** Signs in through the /admin form (e-mail and password; no two-factor), as staff would. */
export async function signInThroughForm(page: Page, server: TestServer, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The same page on the test server, from a link the server made (its host may be PUBLIC_URL's, not the test's). */
export const onTestServer = (server: TestServer, link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
};
