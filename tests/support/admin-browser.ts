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

/** The panel's side navigation: its sections as links grouped by job (decision 0048). */
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Panel sections' });

/** One section's link in the side navigation, by its label. */
export const adminSectionLink = (page: Page, name: string) => adminNav(page).getByRole('link', { name, exact: true });

/** The link of the section on screen, by its label: found only while that section is the current page. */
export const currentAdminSection = (page: Page, name: string) => adminSectionLink(page, name).and(page.locator('[aria-current="page"]'));

/** The labels of every section the navigation offers, in its order. */
export const adminSectionNames = (page: Page) => adminNav(page).getByRole('link').allTextContents();

/** Opens one section of the panel by its label (on a phone, through the Menu button first). */
export async function openAdminTab(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await adminSectionLink(page, name).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
}
