import { and, eq, like } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { destinations, regions } from '../../src/server/db/schema';
import { adminSectionLink, currentAdminSection, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

const EXTRA = 120;
const LONG_NAME = `Long ${'Wanderlust '.repeat(10)}Point`.slice(0, 117);

/**
 * Admin lists at scale (decisions 0024, 0026, 0035): search, pages, side panel, addresses, no sideways scroll, bulk
 * and the Active switch.
 */
describe('admin lists at scale', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let waId: number;
  let total: number;
  const pages: Page[] = [];

  beforeAll(async () => {
    const { db } = server.database;
    const [wa] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'WA'));
    waId = wa!.id;
    await db.insert(destinations).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        name: i === EXTRA - 1 ? LONG_NAME : `Bulk Place ${String(i + 1).padStart(3, '0')}`,
        value: `bulk-place-${i + 1}`,
        regionId: waId,
        displayOrder: 1000 + i,
      })),
    );
    total = (await db.select({ id: destinations.id }).from(destinations).where(and(eq(destinations.regionId, waId), eq(destinations.appContext, 'main')))).length;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await signInAsAdmin(await context.newPage(), server);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close().catch(() => {})));
  });

  async function open(path = '/admin/destinations?region=WA', viewport = { width: 1280, height: 900 }): Promise<Page> {
    const page = await context.newPage();
    pages.push(page);
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('admin-user').waitFor();
    return page;
  }
  const summary = (page: Page) => page.getByTestId('pager-summary');
  const idOf = async (name: string) => (await server.database.db.select({ id: destinations.id }).from(destinations).where(eq(destinations.name, name)))[0]!.id;

  it('searches with a total, pages through, and opens Edit of a last row in view in the side panel', async () => {
    const page = await open();
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–50 of ${total}`);
    expect(await page.getByTestId('admin-row').count()).toBe(50);

    await page.getByLabel('Search destinations').fill('Bulk Place 01');
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–10 of 10');
    expect(await page.getByTestId('admin-row').count()).toBe(10);
    // Reordering a filtered list would renumber only what is shown: it says so instead.
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
    await page.getByText('Reordering is off while a search or filter is on').waitFor();
    // The search is in the address (replacing the entry as it settles), so a reload keeps it.
    await page.waitForURL('**/admin/destinations?region=WA&q=Bulk+Place+01');
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–10 of 10');
    expect(await page.getByLabel('Search destinations').inputValue()).toBe('Bulk Place 01');

    await page.getByLabel('Search destinations').fill('');
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–50 of ${total}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 51–100 of ${total}`);
    // So is the page: a reload stays on it, and Back returns to the page before.
    await page.waitForURL('**/admin/destinations?region=WA&page=2');
    await page.reload();
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 51–100 of ${total}`);
    await page.goBack();
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–50 of ${total}`);
    await page.goForward();
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 51–100 of ${total}`);

    const last = page.getByTestId('admin-row').last();
    const name = (await last.locator('p').first().textContent())!;
    await last.getByRole('button', { name: `Edit ${name}` }).click();
    const heading = page.getByRole('dialog').getByRole('heading', { name: `Edit destination: ${name}` });
    await heading.waitFor();
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(page.url()).toContain(`/admin/destinations/${await idOf(name)}`);
  });

  it('opens /admin/destinations/ID after a reload, and Back returns to the list', async () => {
    const page = await open();
    await summary(page).waitFor();
    await page.getByRole('button', { name: 'Edit Bulk Place 002' }).click();
    const id = await idOf('Bulk Place 002');
    await page.waitForURL(`**/admin/destinations/${id}?region=WA`);
    await page.reload();
    await page.getByRole('dialog', { name: 'Edit destination: Bulk Place 002' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/admin/destinations?region=WA');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await currentAdminSection(page, 'Destinations').waitFor();

    // A shared link to an item on a later page opens it too, and Route Pricing has an address of its own.
    const shared = await open(`/admin/destinations/${await idOf('Bulk Place 119')}?region=WA`);
    await shared.getByRole('dialog', { name: 'Edit destination: Bulk Place 119' }).waitFor();
    await shared.getByRole('button', { name: 'Cancel' }).click();
    await shared.waitForURL('**/admin/destinations?region=WA');
    await adminSectionLink(shared, 'Route Pricing').click();
    await shared.waitForURL('**/admin/route-pricing?region=WA');
    await shared.goBack();
    await currentAdminSection(shared, 'Destinations').waitFor();
  });

  it('keeps a 117-character name from making the page scroll sideways at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await open('/admin/destinations?region=WA', { width, height: 844 });
      await page.getByLabel('Search destinations').fill('Wanderlust');
      const row = page.getByTestId('admin-row').filter({ hasText: 'Long Wanderlust' });
      await row.waitFor();
      expect(await row.locator('p').first().getAttribute('title')).toBe(LONG_NAME);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  it('switches one row off with its Active switch, and deactivates two rows at once', async () => {
    const page = await open();
    await page.getByLabel('Search destinations').fill('Bulk Place 00');
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–9 of 9');

    const toggle = page.getByRole('switch', { name: 'Active: Bulk Place 001' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByText('Bulk Place 001 is now inactive').first().waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const [one] = await server.database.db.select({ isActive: destinations.isActive }).from(destinations).where(eq(destinations.name, 'Bulk Place 001'));
    expect(one!.isActive).toBe(false);

    await page.getByRole('checkbox', { name: 'Select Bulk Place 002' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Place 003' }).check();
    await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('2 items deactivated').first().waitFor();
    const rows = await server.database.db
      .select({ name: destinations.name, isActive: destinations.isActive })
      .from(destinations)
      .where(like(destinations.name, 'Bulk Place 00%'));
    expect(rows.filter((r) => !r.isActive).map((r) => r.name).sort()).toEqual(['Bulk Place 001', 'Bulk Place 002', 'Bulk Place 003']);
    await expect.poll(() => page.getByRole('switch', { name: 'Active: Bulk Place 003' }).getAttribute('aria-checked')).toBe('false');

    // The Active filter shows only what is switched off.
    await page.getByLabel('Show').selectOption('false');
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–3 of 3');
  });

  it('has no serious or critical axe violation on the list, the side panel and the route pricing tab', async () => {
    const page = await open();
    await summary(page).waitFor();
    expect(describeBlocking(await blockingViolations(page), 'list: ')).toEqual([]);
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('dialog', { name: 'Add destination' }).waitFor();
    expect(describeBlocking(await blockingViolations(page), 'panel: ')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus comes back to the button that opened the panel.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Add destination');
    await openAdminTab(page, 'Route Pricing');
    await page.getByRole('heading', { name: 'Aircraft Route Pricing' }).waitFor();
    // The price grid shows a page of the departure's destinations (read a page at a time), searched here to one.
    await expect.poll(() => summary(page).textContent()).toMatch(/^Showing 1–25 of \d+$/);
    expect(await page.getByTestId('grid-row').count()).toBe(25);
    await page.getByLabel('Search destinations').fill('Bulk Place 007');
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1–1 of 1');
    expect(await page.getByTestId('grid-row').allTextContents()).not.toContainEqual(expect.not.stringContaining('Bulk Place 007'));
    expect(describeBlocking(await blockingViolations(page), 'route pricing: ')).toEqual([]);
  });
});
