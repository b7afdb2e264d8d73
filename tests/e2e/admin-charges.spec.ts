import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePriceResponseSchema } from '../../src/domain/api/pricing';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';

/** Priced by the per-hour rule in the seed, in the region the panel opens on (WA). */
const ROUTE = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island' };

/** The charges set in the panel (decision 0069) are lines of the next estimate. */
describe('charges set in the panel', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    await signInAsAdmin(page, server);
  });
  afterAll(() => context?.close());

  const lines = async () => {
    const response = await server.fetch('/api/calculate-price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ROUTE, adults: 2, children: 1 }) });
    expect(response.status).toBe(200);
    return calculatePriceResponseSchema.parse(await response.json()).lines.map((l) => l.label);
  };

  it('a fuel surcharge and a passenger levy saved in Settings are lines of the next estimate; a bad value is refused beside its field', async () => {
    expect(await lines()).toEqual(['Charter flight', 'Booking fee']);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await openAdminTab(page, 'Settings');
    await page.getByLabel('Fuel surcharge (%)').fill('4.5');
    await page.getByLabel('Passenger levy per person (A$)').fill('12');
    await page.getByLabel('Passenger levy per child under 12 (A$; blank: as adults)').fill('6');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved successfully').first().waitFor();
    await expect.poll(async () => page.getByTestId('charges-in-force').textContent()).toBe(
      'In force: Fuel surcharge 4.5 % of the flying; passenger levy A$12.00 per person (children A$6.00).',
    );
    expect(await page.getByTestId('charges-rule').textContent()).toContain('Landing and parking fees are set on each departure and destination');
    expect(await lines()).toEqual(['Charter flight', 'Fuel surcharge (4.5%)', 'Passenger levy × 2', 'Passenger levy, children × 1', 'Booking fee']);

    const fuel = page.getByLabel('Fuel surcharge (%)');
    await fuel.fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const describedBy = await fuel.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Fuel surcharge percent cannot exceed 100');
    expect(await lines()).toContain('Fuel surcharge (4.5%)');
  });

  it("a landing fee set in a destination's form is a line named after it; a bad one is refused beside its field", async () => {
    // A page of its own: the Settings form above was left with unsaved typing, which asks before leaving.
    page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await openAdminTab(page, 'Destinations');
    await page.getByRole('button', { name: 'Edit Rottnest Island (YRTI)' }).click();
    const edit = page.getByRole('form', { name: /Edit destination/ });
    const landing = edit.getByLabel('Landing fee (A$, each landing here; blank: none)');
    await landing.fill('-3');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect.poll(async () => page.locator(`[id="${await landing.getAttribute('aria-describedby')}"]`).textContent()).toBe('Landing fee cannot be negative');
    await landing.fill('45');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect.poll(lines).toContain('Landing fee, Rottnest Island (YRTI)');
    expect(await lines()).not.toContain('Parking fee, Rottnest Island (YRTI)');
  });

  it("the estimate card's levy is for the party in the form, and follows it when the party changes", async () => {
    // The levy of the first test is in force. The visitor's page names its party in the address, as a share link does.
    const visitor = await browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await visitor.newPage();
      const { aircraftType, flightType, departure, destination } = ROUTE;
      await page.goto(`${server.url}/?departure=${departure}&destination=${destination}&flightType=${flightType}&aircraft=${aircraftType}&adults=2&children=1`);
      const included = page.getByTestId('estimate-included');
      await included.getByText("What's included").click();
      // The levy lines (the landing fee of the test above is a line too).
      const levyLines = async () => (await included.getByTestId('estimate-line').locator('dt').allTextContents()).filter((label) => label.startsWith('Passenger levy'));
      await expect.poll(levyLines).toEqual(['Passenger levy × 2', 'Passenger levy, children × 1']);

      const party = page.getByTestId('party');
      await party.getByRole('button', { name: /Change/ }).click();
      await party.getByLabel('Adults').fill('3');
      await party.getByLabel('Children (under 12)').fill('0');
      await expect.poll(levyLines).toEqual(['Passenger levy × 3']);
      // A$12 for each of the three adults, never every seat's.
      const levy = await included.getByTestId('estimate-line').filter({ hasText: 'Passenger levy × 3' }).locator('dd').textContent();
      expect(levy).toBe('A$36');
    } finally {
      await visitor.close();
    }
  });
});
