import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, departureLocations, destinations, regions, routePricing } from '../../src/server/db/schema';
import { createAdmin } from '../support/admin';
import { useBrowser } from '../support/browser';
import { createOwner, signInThroughForm } from '../support/staff';

/**
 * Smaller things staff met, in Chromium against the real server (one server and browser for the file):
 * - the Staff table fits a 768 px tablet, every action button of every row visible and clickable; someone who
 *   never chose a password is offered "Resend invite"; requiring two-factor asks first and names who is asked;
 * - a price a colleague created while the cell's panel was open: the conflict notice names the cell and both
 *   prices, the grid shows the saved one, Overwrite saves the typed one;
 * - a refusal stands beside its field (a taken region name) and a limit is shown where it cuts (a region code
 *   over 10 characters is kept as typed, counted, and refused in words);
 * - the grid names each aircraft with its code and says how scenic flights are offered.
 */
describe('smaller things staff met', () => {
  const { server, newPage } = useBrowser({ server: true, context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });
  const OWNER = { email: 'olive.fixes@example.com', password: 'olive fixes long password', name: 'Olive Owner' };
  let wa: number;
  let jandakot: number;
  let cove: number;

  beforeAll(async () => {
    const { db } = server.database;
    await createOwner(server, OWNER.email, OWNER.password, OWNER.name);
    await createAdmin(db, 'cole.league@example.com', 'cole league password 1', 'Cole League', 'editor');
    // Long names and e-mails, and someone whose invite link was lost (never chose a password).
    await createAdmin(db, 'bartholomew.longname-example@charter-operations.example.com', 'bart long password 12', 'Bartholomew Fitzgerald-Longname', 'agent');
    await createAdmin(db, 'ivy.invited@example.com', 'ivy invited password 1', 'Ivy Invited', 'agent');
    await db.update(adminUsers).set({ invitePending: true }).where(eq(adminUsers.email, 'ivy.invited@example.com'));
    await db.update(adminUsers).set({ totpEnabled: true }).where(eq(adminUsers.email, 'cole.league@example.com'));
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    jandakot = (await db.select().from(departureLocations).where(eq(departureLocations.value, 'jandakot')))[0]!.id;
    const [row] = await db
      .insert(destinations)
      .values({ name: 'Race Cove', value: 'race-cove', regionId: wa, latitude: -31.9, longitude: 115.7, flightTypes: ['same-day'], bookingUrl: 'https://book.example/race-cove' })
      .returning();
    cove = row!.id;
  });

  const ownerPage = async (viewport = { width: 1280, height: 900 }): Promise<Page> => {
    const page = await newPage({ viewport });
    await signInThroughForm(page, server, OWNER.email, OWNER.password);
    return page;
  };

  it('the Staff table fits 768 px: every action button visible and clickable, nothing cut; Resend invite; two-factor asks first', async () => {
    const page = await ownerPage({ width: 768, height: 1024 });
    await page.goto(`${server.url}/admin/staff`);
    const rows = page.getByTestId('staff-row');
    await expect.poll(() => rows.count()).toBe(4);
    const table = page.locator('table').filter({ has: rows.first() });
    // No horizontal cut: the table is as wide as its box, and its box ends inside the window.
    const widths = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth, right: element.getBoundingClientRect().right }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.right).toBeLessThanOrEqual(768);
    const buttons = rows.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      const box = await button.boundingBox();
      expect(box, await button.textContent() ?? '').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(768);
      // Clickable: nothing covers it (a trial click checks that the point receives the click).
      await button.click({ trial: true });
    }

    const ivy = rows.filter({ hasText: 'ivy.invited@example.com' });
    expect(await ivy.getByRole('button', { name: /Resend invite/ }).count()).toBe(1);
    expect(await ivy.getByRole('button', { name: /Reset password/ }).count()).toBe(0);
    await ivy.getByRole('button', { name: /Resend invite/ }).click();
    const resend = page.getByRole('alertdialog');
    await resend.getByRole('heading', { name: 'Resend the invite to Ivy Invited?' }).waitFor();
    await resend.getByRole('button', { name: 'Cancel' }).click();

    // Require two-factor: asks first, naming the active people without it (not Cole, who has it).
    await page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByRole('heading', { name: 'Require two-factor sign-in for everyone?' }).waitFor();
    const listed = await ask.getByTestId('without-two-factor').getByRole('listitem').allTextContents();
    expect(listed).toEqual([
      'Bartholomew Fitzgerald-Longname (bartholomew.longname-example@charter-operations.example.com)',
      'Ivy Invited (ivy.invited@example.com)',
      `${OWNER.name} (${OWNER.email})`,
    ]);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    // Nothing changed without the answer.
    expect(await page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' }).getAttribute('aria-checked')).toBe('false');
  });

  it('a price a colleague created meanwhile: the notice names the cell and both prices, the grid shows theirs, Overwrite saves mine', async () => {
    const page = await ownerPage();
    await page.goto(`${server.url}/admin/route-pricing?region=WA`);
    // The grid names each aircraft with its code, and says how scenic flights are offered.
    const headers = page.getByTestId('aircraft-header');
    await headers.first().waitFor();
    expect(await headers.first().innerText()).toBe('3 Passengers (3-passengers)');
    expect(await page.getByTestId('scenic-note').textContent()).toContain('the destination whose value (slug) is the departure’s own');
    await page.getByLabel('Aircraft', { exact: true }).selectOption('12-passengers');
    expect(await page.getByLabel('Aircraft', { exact: true }).locator('option:checked').textContent()).toBe('11 Passengers (12-passengers)');
    await page.getByLabel('Aircraft', { exact: true }).selectOption('3-passengers');

    await page.getByLabel('Search destinations').fill('Race Cove');
    await page.getByTestId('pager-summary').getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('button', { name: 'Custom route and widget HTML: Race Cove, 3 Passengers (3-passengers), Same-day' }).click();
    const panel = page.getByTestId('cell-panel');
    await panel.getByText('Race Cove · 3 Passengers (3-passengers) · Same-day').waitFor();
    await panel.getByLabel('Route price (A$)').fill('500');

    // Meanwhile a colleague saves a price for the same cell.
    await server.database.db
      .insert(routePricing)
      .values({ aircraftType: '3-passengers', departureLocationId: jandakot, destinationId: cove, flightType: 'same-day', price: '450.00', updatedBy: 'cole.league@example.com' });
    await panel.getByRole('button', { name: 'Save' }).click();
    const notice = panel.getByTestId('conflict');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Changed by cole\.league@example\.com at .+ since you opened it/);
    expect(await notice.getByTestId('conflict-detail').textContent()).toMatch(/^.+ → Race Cove, 3 Passengers \(3-passengers\), Same-day: saved now A\$450\.00, yours A\$500\.00$/);
    // What was typed is kept; the grid behind shows the price saved now.
    expect(await panel.getByLabel('Route price (A$)').inputValue()).toBe('500');
    const gridBox = page.locator(`#price-cell-${jandakot}-${cove}-3-passengers-same-day`);
    await expect.poll(() => gridBox.inputValue()).toBe('450');

    await notice.getByRole('button', { name: 'Overwrite' }).click();
    await page.getByText('Route price saved').first().waitFor();
    const [saved] = await server.database.db
      .select()
      .from(routePricing)
      .where(and(eq(routePricing.destinationId, cove), eq(routePricing.aircraftType, '3-passengers'), eq(routePricing.flightType, 'same-day')));
    expect(saved).toMatchObject({ price: '500.00', updatedBy: OWNER.email });
    await expect.poll(() => gridBox.inputValue()).toBe('500');
  });

  it('a region code over 10 characters is kept, counted and refused in words; a taken name is refused beside the Name field', async () => {
    const page = await ownerPage();
    await page.goto(`${server.url}/admin/regions`);
    await page.getByRole('button', { name: 'Add region' }).click();
    const form = page.getByRole('form', { name: 'Add region' });
    const code = form.getByLabel('Code');
    await code.fill('abcdefghijkl');
    expect(await code.inputValue()).toBe('ABCDEFGHIJKL');
    const limitId = (await code.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-limit'))!;
    expect(await page.locator(`[id="${limitId}"]`).textContent()).toBe('12 characters: 2 over the limit of 10');
    await form.getByLabel('Name', { exact: true }).fill('Western Australia');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    const codeError = (await code.getAttribute('aria-describedby'))!.split(' ').find((id) => id !== limitId)!;
    expect(await page.locator(`[id="${codeError}"]`).textContent()).toBe('Code must be at most 10 characters');

    await code.fill('wa9');
    expect(await page.locator(`[id="${limitId}"]`).textContent()).toBe('3 / 10 characters');
    await form.getByRole('button', { name: 'Save' }).click();
    // The server's refusal stands beside the field it names, not at the foot of the form.
    const name = form.getByLabel('Name', { exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const nameError = (await name.getAttribute('aria-describedby'))!.split(' ').find((id) => !id.endsWith('-limit'))!;
    expect(await page.locator(`[id="${nameError}"]`).textContent()).toBe('A region named "Western Australia" already exists');
    expect(await form.getByRole('alert').filter({ hasText: 'already exists' }).count()).toBeLessThanOrEqual(1);
  });
});
