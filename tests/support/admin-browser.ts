import type { Page } from 'playwright-core';
import { createAdmin } from './admin';
import type { TestServer } from './server';

let created = 0;

/** Creates an admin in the test database and signs in through the /admin form, as staff would. */
export async function signInAsAdmin(page: Page, server: TestServer): Promise<{ email: string; password: string }> {
  const email = `staff${++created}-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  await createAdmin(server.database.db, email, password, 'Test Staff');
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return { email, password };
}

/** Opens one tab of the panel by its label. */
export async function openAdminTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}
