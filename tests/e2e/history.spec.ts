import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInThroughForm } from '../support/staff';

/**
 * An item's History in Chromium against the real server (decision 0046): staff open it in the side panel of a
 * content item and of a price cell, read who changed what (labels, A$), and restore an earlier version, which
 * comes back as a new version in the form; a restore after someone else's save shows who and offers
 * Reload/Overwrite; a bulk change shows in the History of each price it wrote; an aircraft's destination
 * prices have their History in Manage Pricing; an agent reads the History without Restore.
 */
describe('History and restoring an earlier version', () => {
  const { server, newPage } = useBrowser({ server: true, context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });
  let api: AdminCall;
  let wa: number;

  beforeAll(async () => {
    const { db } = server.database;
    await createAdmin(db, 'writer@example.com', 'a long and proper password', 'Wren Writer', 'editor');
    api = adminCaller(server, await signIn(server, 'writer@example.com', 'a long and proper password'));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });

  /** A destination with two versions: its first subtitle, then Wren's change. */
  async function twoVersionDestination(name: string, value: string) {
    const created = (await api('POST', `/api/destinations?regionId=${wa}`, { name, value, subtitle: 'Quiet beach' })).body;
    const changed = (await api('PUT', `/api/destinations/${created.id}`, { subtitle: 'Busy beach', version: created.version })).body;
    return { id: created.id as number, first: created.version as number, second: changed.version as number };
  }
  const destinationRow = async (id: number) => (await server.database.db.select().from(destinations).where(eq(destinations.id, id)))[0]!;

  /** A new destination from Jandakot with one route price (3 Passengers, Same-day) at `price` dollars. */
  async function newRoutePrice(name: string, value: string, price: number) {
    const { db } = server.database;
    const jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    const [dest] = await db
      .insert(destinations)
      .values({ name, value, regionId: wa, latitude: -31.8, longitude: 115.8, flightTypes: ['same-day'], bookingUrl: `https://book.example/${value}` })
      .returning();
    const created = (await api('POST', `/api/route-pricing?regionId=${wa}`, { aircraftType: '3-passengers', departureLocationId: jandakot, destinationId: dest!.id, flightType: 'same-day', price })).body;
    return { id: created.id as number, version: created.version as number, destinationId: dest!.id };
  }

  /** The price cell panel of that route price on the Route Pricing tab. */
  async function openPriceCell(page: Page, name: string) {
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/route-pricing?region=WA`);
    await page.getByLabel('Search destinations').fill(name);
    await page.getByTestId('pager-summary').getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('button', { name: `Custom route and widget HTML: ${name}, 3 Passengers (3-passengers), Same-day` }).click();
    return page.getByTestId('cell-panel');
  }

  async function openHistory(page: Page, scope: ReturnType<Page['getByRole']>) {
    const section = scope.getByTestId('history');
    await section.getByRole('button', { name: 'Show history' }).click();
    await section.getByTestId('history-entry').first().waitFor();
    return section;
  }

  it('restores an earlier version of a destination from its side panel: a new version, shown in the form and the History', async () => {
    const item = await twoVersionDestination('History Bay', 'history-bay');
    const page = await newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/destinations/${item.id}?region=WA`);
    const panel = page.getByRole('dialog');
    const form = panel.getByRole('form', { name: /Edit destination/ });
    expect(await form.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Busy beach');

    const history = await openHistory(page, panel);
    const entries = history.getByTestId('history-entry');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain(`Version ${item.second}: Changed (shown now)`);
    expect(await entries.nth(0).textContent()).toContain('Wren Writer (writer@example.com)');
    expect(await entries.nth(0).getByRole('list', { name: 'What changed' }).textContent()).toContain('Subtitle: Quiet beach → Busy beach');
    expect(await entries.nth(1).textContent()).toContain(`Version ${item.first}: Created`);
    // The current version has nothing to restore.
    expect(await entries.nth(0).getByRole('button').count()).toBe(0);
    expect(describeBlocking(await blockingViolations(page, { include: ['[role="dialog"]'] }))).toEqual([]);

    await entries.nth(1).getByRole('button', { name: `Restore version ${item.first}` }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain('saved as a new version');
    await question.getByRole('button', { name: `Restore version ${item.first}` }).click();
    await page.getByText(`Version ${item.first} restored`).first().waitFor();

    await expect.poll(() => form.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Quiet beach');
    await entries.nth(0).getByText(`Version ${item.second + 1}: Restored version ${item.first}`).waitFor();
    expect(await entries.nth(0).textContent()).toContain('Subtitle: Busy beach → Quiet beach');
    expect(await destinationRow(item.id)).toMatchObject({ subtitle: 'Quiet beach', version: item.second + 1 });

    // The form is based on the new version: a save after the restore is not a conflict.
    await form.getByLabel('Subtitle', { exact: true }).fill('Quiet beach, north end');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Destination saved successfully').first().waitFor();
    expect(await destinationRow(item.id)).toMatchObject({ subtitle: 'Quiet beach, north end', version: item.second + 2 });
  });

  it('a restore after someone else saved shows who changed it, and Overwrite restores anyway', async () => {
    const item = await twoVersionDestination('Conflict Cove', 'conflict-cove');
    const page = await newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/destinations/${item.id}?region=WA`);
    const panel = page.getByRole('dialog');
    const history = await openHistory(page, panel);
    // Wren saves meanwhile, in another window.
    await api('PUT', `/api/destinations/${item.id}`, { subtitle: 'Windy beach' });

    await history.getByRole('button', { name: `Restore version ${item.first}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: `Restore version ${item.first}` }).click();
    const conflict = history.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/Changed by writer@example\.com at .+ since you opened it/);
    expect((await destinationRow(item.id)).subtitle).toBe('Windy beach');

    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await page.getByText(`Version ${item.first} restored`).first().waitFor();
    expect(await destinationRow(item.id)).toMatchObject({ subtitle: 'Quiet beach', version: item.second + 2 });
  });

  it('restores an earlier route price from the price cell panel, in A$', async () => {
    const { db } = server.database;
    const price = await newRoutePrice('Ledger Lagoon', 'ledger-lagoon', 650);
    await api('PUT', `/api/route-pricing/${price.id}`, { price: 700, version: price.version });
    await server.app.content.invalidate();

    const page = await newPage();
    const panel = await openPriceCell(page, 'Ledger Lagoon');
    expect(await panel.getByLabel('Route price (A$)').inputValue()).toBe('700');

    const history = await openHistory(page, panel);
    const entries = history.getByTestId('history-entry');
    expect(await entries.nth(0).textContent()).toContain('Price: A$650.00 → A$700.00');
    await entries.nth(1).getByRole('button', { name: `Restore version ${price.version}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: `Restore version ${price.version}` }).click();
    await page.getByText(`Version ${price.version} restored`).first().waitFor();

    await expect.poll(() => panel.getByLabel('Route price (A$)').inputValue()).toBe('650');
    await entries.nth(0).getByText(`Restored version ${price.version}`).waitFor();
    const [row] = await db.select().from(routePricing).where(and(eq(routePricing.id, price.id)));
    expect(row).toMatchObject({ price: '650.00', version: price.version + 2 });
  });

  it("shows a bulk change in the route price's History, and restores the price from before it", async () => {
    const { db } = server.database;
    const price = await newRoutePrice('Bulk Bight', 'bulk-bight', 650);
    const change = await api('POST', '/api/bulk-price-changes', { kind: 'adjust', filters: { regionId: wa, destinationId: price.destinationId }, adjustment: { type: 'percent', percent: 10 }, roundTo: 1 });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    await server.app.content.invalidate();

    const page = await newPage();
    const panel = await openPriceCell(page, 'Bulk Bight');
    expect(await panel.getByLabel('Route price (A$)').inputValue()).toBe('715');

    const history = await openHistory(page, panel);
    const entries = history.getByTestId('history-entry');
    expect(await entries.count()).toBe(2);
    const bulk = await entries.nth(0).textContent();
    expect(bulk).toContain(`Version ${price.version + 1}: Bulk change: Raise by 10%`);
    expect(bulk).toContain('Wren Writer (writer@example.com)');
    expect(bulk).toContain('Price: A$650.00 → A$715.00');
    await entries.nth(1).getByRole('button', { name: `Restore version ${price.version}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: `Restore version ${price.version}` }).click();
    await page.getByText(`Version ${price.version} restored`).first().waitFor();
    await expect.poll(() => panel.getByLabel('Route price (A$)').inputValue()).toBe('650');
    const [row] = await db.select().from(routePricing).where(eq(routePricing.id, price.id));
    expect(row).toMatchObject({ price: '650.00', version: price.version + 2 });
  });

  it("restores an aircraft's destination prices from its History in the Manage Pricing dialog", async () => {
    const destination = (await api('POST', `/api/destinations?regionId=${wa}`, { name: 'Pricing Point', value: 'pricing-point', flightTypes: ['same-day'] })).body;
    const body = { destinationId: destination.id, aircraftType: '3-passengers' };
    const first = (await api('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: '700' })).body;
    await api('PUT', `/api/destination-pricing/upsert?regionId=${wa}`, { ...body, sameDayPrice: '750', version: first.version });

    const page = await newPage();
    await signInAsAdmin(page, server);
    await page.goto(`${server.url}/admin/destinations?region=WA`);
    await page.getByTestId('admin-row').filter({ hasText: 'pricing-point' }).first().getByRole('button', { name: /^Manage pricing for / }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Pricing' });
    const field = dialog.getByLabel('Same-day price, 3 Passengers');
    expect(await field.inputValue()).toBe('750');
    const history = await openHistory(page, dialog.getByRole('group', { name: /^3 Passengers/ }));
    const entries = history.getByTestId('history-entry');
    expect(await entries.nth(0).textContent()).toContain('Same-day price: A$700.00 → A$750.00');
    await entries.nth(1).getByRole('button', { name: `Restore version ${first.version}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: `Restore version ${first.version}` }).click();
    await page.getByText(`Version ${first.version} restored`).first().waitFor();
    await expect.poll(() => dialog.getByLabel('Same-day price, 3 Passengers').inputValue()).toBe('700');
  });

  it('an agent reads the History of a destination but is offered no Restore', async () => {
    const item = await twoVersionDestination('Reader Reef', 'reader-reef');
    await createAdmin(server.database.db, 'agent.reader@example.com', 'a long and proper password', 'Ada Agent', 'agent');
    const page = await newPage();
    await signInThroughForm(page, server, 'agent.reader@example.com', 'a long and proper password');
    await page.goto(`${server.url}/admin/destinations/${item.id}?region=WA`);
    const panel = page.getByRole('dialog');
    await panel.getByText('Your role can view this destination').waitFor();
    const history = await openHistory(page, panel);
    expect(await history.getByTestId('history-entry').count()).toBe(2);
    expect(await history.getByText('Subtitle: Quiet beach → Busy beach').count()).toBe(1);
    expect(await history.getByRole('button', { name: /Restore version/ }).count()).toBe(0);
  });
});
