import { and, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { departureLocations, destinationPricing, destinations, regions, routePricing } from '../../src/server/db/schema';
import { signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

/**
 * The effective price grid (decision 0028): a price typed in a cell and Enter becomes the route price and the
 * cell says so, and the public booking page `/` quotes it; the emptied cell falls back to the destination
 * price; deleting the route is one success. (The import preview's 'perth' typo: admin-content.spec.ts.)
 */
describe('the price grid', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let cove: number;
  let jandakot: number;
  let wa: number;

  beforeAll(async () => {
    const { db } = server.database;
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    const [row] = await db
      .insert(destinations)
      .values({ name: 'Grid Cove', value: 'grid-cove', regionId: wa, latitude: -31.9, longitude: 115.7, flightTypes: ['same-day'], bookingUrl: 'https://book.example/grid-cove' })
      .returning();
    cove = row!.id;
    await db.insert(destinationPricing).values({ destinationId: cove, aircraftType: '3-passengers', sameDayPrice: '500.00' });
    await db.insert(routePricing).values({ aircraftType: '3-passengers', departureLocationId: jandakot, destinationId: cove, flightType: 'one-way', price: '300.00', isActive: false });
    await server.app.content.invalidate(); // the public site lists Grid Cove
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  });

  const routeRow = async () =>
    (await server.database.db.select().from(routePricing).where(and(eq(routePricing.destinationId, cove), eq(routePricing.flightType, 'same-day'))))[0];
  const quote = async () =>
    (await (await server.post('/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'grid-cove', passengers: 4, regionId: wa })).json()) as {
      estimate: number;
    };

  // Visitors read whole dollars without cents, cents only when there are some.
  const shownTotal = (estimate: number) => `A$${estimate.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(estimate) ? 0 : 2, maximumFractionDigits: 2 })}`;

  it('Enter saves a typed price as the route price and `/` quotes it; an emptied cell shows what takes over; Delete route is one success', async () => {
    // The public booking page, chosen as a visitor does: Jandakot → Grid Cove, same-day, 3 Passengers.
    const site = await context.newPage();
    await site.goto(`${server.url}/`);
    await site.getByLabel('Departure Location').selectOption('jandakot');
    await site.getByLabel('Destination', { exact: true }).selectOption('grid-cove');
    await site.waitForURL(/destination=grid-cove/);
    await site.getByRole('radio', { name: /Same-day return/ }).click();
    await site.locator('[data-aircraft="3-passengers"]').click();
    await site.waitForURL(/aircraft=3-passengers/);
    const siteTotal = site.getByTestId('estimate-total');
    const destinationPriced = shownTotal((await quote()).estimate);
    await siteTotal.getByText(destinationPriced, { exact: true }).waitFor();

    const page = await context.newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/route-pricing?region=WA`);
    await page.getByTestId('price-source-order').getByText('A route price wins; without one, the destination price for the aircraft').waitFor();
    await page.getByLabel('Search destinations').fill('Grid Cove');
    await page.getByTestId('pager-summary').getByText('Showing 1–1 of 1').waitFor();
    expect(await page.getByTestId('grid-row').count()).toBe(1);
    const box = page.getByLabel('Grid Cove, 3 Passengers (3-passengers), Same-day: route price (A$)');
    const quoteOf = page.locator('td').filter({ has: box }).getByTestId('cell-quote');
    expect(await quoteOf.getAttribute('data-source')).toBe('destination');
    expect(await quoteOf.textContent()).toContain('Destination price');
    const before = await quote();

    await box.fill('650');
    await box.press('Enter');
    await page.getByText('Route price saved').first().waitFor();
    await page.locator('td [data-source="route"]').filter({ hasText: 'Route price' }).first().waitFor();
    expect(await quoteOf.getAttribute('data-source')).toBe('route');
    expect(await routeRow()).toMatchObject({ price: '650.00', aircraftType: '3-passengers', departureLocationId: jandakot });
    const after = await quote();
    expect(after.estimate).toBeGreaterThan(before.estimate);
    expect(await quoteOf.textContent()).toContain(`A$${after.estimate.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(after.estimate) ? 0 : 2 })}`);
    // A visitor who opens `/` with the same choice now sees the new estimate.
    await site.reload();
    await siteTotal.getByText(shownTotal(after.estimate), { exact: true }).waitFor();
    expect(shownTotal(after.estimate)).not.toBe(destinationPriced);
    await site.close();

    // Arrow keys move between boxes; Escape puts back what was there.
    const oneWay = page.getByLabel('Grid Cove, 3 Passengers (3-passengers), One-way: route price (A$)');
    await box.focus();
    await box.press('End');
    await box.press('ArrowRight');
    expect(await oneWay.evaluate((el) => el === document.activeElement)).toBe(true);
    await oneWay.fill('999');
    await oneWay.press('Escape');
    expect(await oneWay.inputValue()).toBe('300');

    expect(describeBlocking(await blockingViolations(page, { include: ['[data-testid="price-grid"]'] }))).toEqual([]);

    const saved = page.getByLabel('Grid Cove, 3 Passengers (3-passengers), Same-day: route price (A$)');
    await saved.fill('');
    await saved.press('Enter');
    await page.getByText('Route price removed').first().waitFor();
    await page.locator('td [data-source="destination"]').first().waitFor();
    expect(await routeRow()).toBeUndefined();
    expect((await quote()).estimate).toBe(before.estimate);

    // Delete the route (every flight type of Jandakot → Grid Cove, 3 Passengers): one request, one success.
    // From the keyboard: the Undo toast of the removal may lie over the right-hand cells for 10 s.
    await page.getByRole('button', { name: 'Custom route and widget HTML: Grid Cove, 3 Passengers (3-passengers), One-way' }).press('Enter');
    await page.getByTestId('cell-panel').getByRole('button', { name: 'Delete route' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Item deleted successfully').first().waitFor();
    expect(await page.getByText(/was not found|Failed to delete/).count()).toBe(0);
    expect(await server.database.db.select().from(routePricing).where(eq(routePricing.destinationId, cove))).toEqual([]);
    await page.close();
  });
});
