import { eq, sql } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceAdjustments, regions } from '../../src/server/db/schema';
import { signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

/**
 * Seasons and dates (decision 0063): staff read the overlap rule, add a weekend adjustment, see a bad one
 * refused in words beside its field, edit it (meeting a colleague's save: the conflict notice, then Overwrite)
 * and remove it; the public estimate of a Saturday carries it as a line while it exists, and the price grid
 * quotes the day staff choose.
 */
describe('the Seasons and dates view', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let wa: number;

  beforeAll(async () => {
    wa = (await server.database.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  });

  /** The public estimate's line labels for a Saturday (12 December 2026). */
  const saturdayLabels = async () => {
    const answer = await server.post('/api/calculate-price', { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island', regionId: wa, date: '2026-12-12' });
    return ((await answer.json()) as { lines: { label: string }[] }).lines.map((line) => line.label);
  };

  it('adds, refuses in words, edits and removes an adjustment, and the Saturday estimate follows', async () => {
    const page = await context.newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/seasons-and-dates?region=WA`);
    await page.getByRole('heading', { name: 'Seasons and dates', level: 2 }).waitFor();
    await page.getByTestId('overlap-rule').getByText('at most one season, one days-of-the-week and one peak-date adjustment apply').waitFor();
    await page.getByText('No seasons or dates yet: every day has the base price.').waitFor();

    // A season without its first day is refused beside the field, before anything is sent.
    await page.getByRole('button', { name: 'Add an adjustment' }).click();
    await page.getByLabel('Name (the line visitors read)').fill('Summer');
    await page.getByLabel('Percentage (negative lowers)').fill('10');
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    await page.getByText('A season needs its first day').waitFor();

    await page.getByLabel('Kind').selectOption('weekday');
    await page.getByLabel('Name (the line visitors read)').fill('Weekend');
    await page.getByLabel('Saturday').check();
    await page.getByLabel('Sunday').check();
    expect(describeBlocking(await blockingViolations(page, { include: ['main'] }))).toEqual([]);
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    const row = page.getByTestId('price-adjustment-row').filter({ hasText: 'Weekend' });
    await row.getByText('Saturday, Sunday').waitFor();
    await row.getByText('+10%').waitFor();
    await row.getByText('Every flight').waitFor();
    expect(await saturdayLabels()).toEqual(['Charter flight', 'Weekend (+10%)', 'Booking fee']);

    await page.getByRole('button', { name: 'Edit Weekend' }).click();
    // A colleague saves it meanwhile.
    await server.database.db
      .update(priceAdjustments)
      .set({ value: '20.00', version: sql`${priceAdjustments.version} + 1`, updatedBy: 'colleague@example.com' })
      .where(eq(priceAdjustments.name, 'Weekend'));
    await page.getByLabel('Percentage (negative lowers)').fill('-5');
    await page.getByRole('button', { name: 'Save adjustment' }).click();
    await page.getByTestId('conflict').getByText(/^Changed by colleague@example\.com at .+ since you opened it$/).waitFor();
    await page.getByTestId('conflict').getByRole('button', { name: 'Overwrite' }).click();
    await row.getByText('-5%').waitFor();
    expect(await saturdayLabels()).toEqual(['Charter flight', 'Weekend (-5%)', 'Booking fee']);

    // The price grid quotes a chosen day: a Saturday has the weekend's price, a Friday the base one.
    const grid = await context.newPage();
    await grid.goto(`${server.url}/admin/route-pricing?region=WA`);
    const firstRow = grid.getByTestId('grid-row').first();
    await firstRow.waitFor();
    const pricesOn = grid.getByLabel('Prices on');
    const gridOf = async (day: string) => {
      const [answer] = await Promise.all([grid.waitForResponse((r) => r.url().includes('/api/admin/price-grid') && r.url().includes(`date=${day}`)), pricesOn.fill(day)]);
      const { items } = (await answer.json()) as { items: { cells: { estimate: number | string }[] }[] };
      return items[0]!.cells.map((cell) => cell.estimate).filter((estimate): estimate is number => typeof estimate === 'number');
    };
    const friday = await gridOf('2026-12-11');
    const fridayText = await firstRow.textContent();
    const saturday = await gridOf('2026-12-12');
    expect(saturday.length).toBeGreaterThan(0);
    saturday.forEach((estimate, i) => expect(estimate).toBeLessThan(friday[i]!));
    await expect.poll(() => firstRow.textContent()).not.toBe(fridayText);
    await grid.close();

    await page.getByRole('button', { name: 'Remove Weekend' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No seasons or dates yet: every day has the base price.').waitFor();
    expect(await saturdayLabels()).toEqual(['Charter flight', 'Booking fee']);
  });
});
