import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';

/**
 * Bulk change on the price grid (decision 0045): staff open Bulk change from the grid (it starts from the
 * grid's departure), raise that departure's prices by 5% rounded to A$1, read the preview (how many, before
 * and after, totals), apply it, see the grid show the new prices, and undo it from the notice: every price
 * is back as it was. Then a copy of that departure to another, previewed with the target's own price kept.
 */
describe('bulk price changes', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let field: number;
  let other: number;

  const pricesOf = async (departure: number) =>
    (await server.database.db.select().from(routePricing).where(eq(routePricing.departureLocationId, departure))).map((r) => `${r.destinationId}|${r.aircraftType}|${r.flightType}=${r.price}`).sort();

  beforeAll(async () => {
    const { db } = server.database;
    const wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    const [a, b] = await db
      .insert(departureLocations)
      .values([
        { name: 'Bulk Airfield', value: 'bulk-airfield', regionId: wa, latitude: -31.95, longitude: 115.95 },
        { name: 'Other Airfield', value: 'other-airfield', regionId: wa, latitude: -32.05, longitude: 115.9 },
      ])
      .returning();
    field = a!.id;
    other = b!.id;
    const bays = await db
      .insert(destinations)
      .values([1, 2].map((n) => ({ name: `Bulk Cove ${n}`, value: `bulk-cove-${n}`, regionId: wa, latitude: -31.5 - n / 10, longitude: 115.6, flightTypes: ['same-day' as const], bookingUrl: `https://book.example/cove-${n}` })))
      .returning();
    await db.insert(routePricing).values([
      { aircraftType: '3-passengers', departureLocationId: field, destinationId: bays[0]!.id, flightType: 'same-day', price: '1000.00' },
      { aircraftType: '3-passengers', departureLocationId: field, destinationId: bays[1]!.id, flightType: 'same-day', price: '1234.55' },
      { aircraftType: '3-passengers', departureLocationId: other, destinationId: bays[0]!.id, flightType: 'same-day', price: '50.00' },
    ]);
    await server.app.content.invalidate();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });
  });

  it('adjusts a departure’s prices by 5% with a preview, shows them in the grid, and undoes it in one step', async () => {
    const before = await pricesOf(field);
    const page = await context.newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/route-pricing?region=WA`);
    await page.getByLabel('Departure', { exact: true }).selectOption({ label: 'Bulk Airfield' });
    await page.getByLabel('Search destinations').fill('Bulk Cove');
    const cove2 = page.getByLabel('Bulk Cove 2, 3 Passengers (3-passengers), Same-day: route price (A$)');
    expect(await cove2.inputValue()).toBe('1234.55');

    await page.getByRole('button', { name: 'Bulk change' }).click();
    const panel = page.getByTestId('bulk-change-panel');
    // It starts from the grid's departure and aircraft.
    expect(await panel.getByLabel('Departure', { exact: true }).inputValue()).toBe(String(field));
    await panel.getByLabel('Percentage (%, negative lowers)').fill('5');
    await panel.getByLabel('Rounding').selectOption({ label: 'Round to A$1' });
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByTestId('bulk-preview');
    await preview.getByText('Raise by 5%, rounded to A$1: departure Bulk Airfield, every destination, 3 Passengers (3-passengers), all flight types (WA, main app)').waitFor();
    expect(await preview.getByRole('status').textContent()).toBe('2 prices will be written.');
    const rows = preview.getByTestId('bulk-preview-row');
    expect(await rows.count()).toBe(2);
    // 1,000.00 x 1.05 = 1,050; 1,234.55 x 1.05 = 1,296.28 -> 1,296.
    expect(await rows.nth(1).textContent()).toContain('Bulk Airfield → Bulk Cove 2');
    expect(await rows.nth(1).textContent()).toContain('A$1,234.55A$1,296.00Changed');
    expect(await preview.getByTestId('bulk-total-before').textContent()).toBe('A$2,234.55');
    expect(await preview.getByTestId('bulk-total-after').textContent()).toBe('A$2,346.00');
    expect(await pricesOf(field)).toEqual(before); // a preview changes nothing

    await panel.getByRole('button', { name: 'Apply to 2 prices' }).click();
    await page.getByText('Bulk change applied: 2 prices').first().waitFor();
    expect((await pricesOf(field)).map((p) => p.split('=')[1])).toEqual(expect.arrayContaining(['1050.00', '1296.00']));
    // The recent list names it, with its own Undo.
    await panel.getByTestId('recent-bulk-changes').getByText(/Raise by 5%, rounded to A\$1: departure Bulk Airfield.*2 prices/).waitFor();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('[aria-label="Bulk Cove 2, 3 Passengers (3-passengers), Same-day: route price (A$)"]') as HTMLInputElement | null)?.value === '1296');

    // Undo from the notice: every price back as it was, in the grid too.
    await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await page.getByText('Bulk change undone').first().waitFor();
    expect(await pricesOf(field)).toEqual(before);
    await page.waitForFunction(() => (document.querySelector('[aria-label="Bulk Cove 2, 3 Passengers (3-passengers), Same-day: route price (A$)"]') as HTMLInputElement | null)?.value === '1234.55');
    expect(await page.getByText(/Could not undo/).count()).toBe(0);
    await page.close();
  });

  it('previews a copy of one departure to another with the target’s own price kept, and applies it', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' })).newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/route-pricing?region=WA`);
    await page.getByLabel('Departure', { exact: true }).selectOption({ label: 'Bulk Airfield' });
    await page.getByRole('button', { name: 'Bulk change' }).click();
    const panel = page.getByTestId('bulk-change-panel');
    await panel.getByLabel('What to do').selectOption('copy');
    expect(await panel.getByLabel('Copy from').inputValue()).toBe(String(field));
    await panel.getByLabel('Copy to').selectOption({ label: 'Other Airfield' });
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByTestId('bulk-preview');
    await preview.getByText('1 price will be written; 1 of them new; 1 price already there kept.').waitFor();
    expect(await preview.getByTestId('bulk-preview-row').filter({ hasText: 'Kept (already there)' }).textContent()).toContain('Other Airfield → Bulk Cove 1');
    await panel.getByRole('button', { name: 'Apply to 1 price' }).click();
    await page.getByText('Bulk change applied: 1 price').first().waitFor();
    expect(await pricesOf(other)).toHaveLength(2);
    expect((await pricesOf(other)).some((p) => p.endsWith('=50.00'))).toBe(true);
    await page.close();
  });
});
