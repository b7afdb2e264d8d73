import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { adminSectionLink, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

type AdminRow = { id: number; name?: string; subtitle?: string | null; version?: number; departureLocationId?: number };

/**
 * Losing no work (decisions 0025, 0027) in Chromium against the real server: conflicts, deletes and the Trash, ended
 * sessions, unsaved work, field errors.
 */
describe('admin panel: no silent loss', () => {
  const { server, newContext } = useBrowser({ server: true });
  let apiCookie: string;
  let wa: number;

  beforeAll(async () => {
    // The checks read through the admin API, as another client would.
    await createAdmin(server.database.db, 'checker@example.com', 'a long and proper password');
    apiCookie = await signIn(server, 'checker@example.com', 'a long and proper password');
    const regions = (await api<{ id: number; code: string }[]>('/api/admin/regions')) ?? [];
    wa = regions.find((region) => region.code === 'WA')!.id;
  });

  async function api<T>(pathname: string): Promise<T> {
    const response = await server.fetch(pathname, { headers: { cookie: apiCookie } });
    expect(response.status, `${pathname} answered ${response.status}`).toBe(200);
    return (await response.json()) as T;
  }
  const destinations = () => api<AdminRow[]>(`/api/admin/destinations?regionId=${wa}`);
  const departures = () => api<AdminRow[]>(`/api/admin/departure-locations?regionId=${wa}`);
  /** The route prices of one departure (the list is never the whole price table). */
  const routePrices = (departureId: number) => api<AdminRow[]>(`/api/admin/route-pricing?departureLocationId=${departureId}`);
  const albany = async () => (await destinations()).find((row) => row.name === 'Albany (YABA)')!;

  /** A signed-in panel in a context of its own (the region is WA, the first one). */
  async function adminPage(): Promise<{ page: Page; context: BrowserContext; password: string; email: string }> {
    const context = await newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const { email, password } = await signInAsAdmin(page, server);
    return { page, context, email, password };
  }

  async function editAlbany(page: Page) {
    await openAdminTab(page, 'Destinations');
    await page.getByRole('button', { name: 'Edit Albany (YABA)' }).click();
    const form = page.getByRole('form', { name: /Edit destination/ });
    await form.waitFor();
    return form;
  }

  it('a second save of the same destination shows the conflict and overwrites nothing; Overwrite then saves it', async () => {
    const [first, second] = await Promise.all([adminPage(), adminPage()]);
    const [formA, formB] = await Promise.all([editAlbany(first.page), editAlbany(second.page)]);

    await formA.getByLabel('Subtitle', { exact: true }).fill('Whales from June (first tab)');
    await formA.getByRole('button', { name: 'Update' }).click();
    await first.page.getByText('Destination saved successfully').first().waitFor();

    await formB.getByLabel('Subtitle', { exact: true }).fill('Historic port town (second tab)');
    await formB.getByRole('button', { name: 'Update' }).click();
    const conflict = formB.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(new RegExp(`Changed by ${first.email.replace(/[.]/g, '\\.')} at .+ since you opened it`));
    // The form stays as typed, and the server kept the first tab's subtitle.
    expect(await formB.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Historic port town (second tab)');
    expect((await albany()).subtitle).toBe('Whales from June (first tab)');
    expect(describeBlocking(await blockingViolations(second.page, { include: ['main'] }))).toEqual([]);

    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await second.page.getByText('Destination saved successfully').first().waitFor();
    expect((await albany()).subtitle).toBe('Historic port town (second tab)');
  });

  it('deleting a departure names its route prices; WA’s default departure is refused; Undo brings the routes back', async () => {
    const { page } = await adminPage();
    await openAdminTab(page, 'Departure Locations');
    const perth = (await departures()).find((row) => row.name === 'Perth Airport (YPPH)')!;
    const perthRoutes = (await routePrices(perth.id)).filter((row) => row.departureLocationId === perth.id).length;
    expect(perthRoutes).toBeGreaterThan(0);

    // Jandakot is WA's default departure: the dialog says why and offers no Delete.
    await page.getByRole('button', { name: 'Delete Jandakot Airport (YPJT)' }).click();
    const refused = page.getByTestId('delete-dialog');
    await refused.getByText(/default departure of Western Australia/).first().waitFor();
    expect(await refused.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await refused.getByRole('button', { name: 'Close', exact: true }).first().click();

    await page.getByRole('button', { name: 'Delete Perth Airport (YPPH)' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.getByTestId('delete-impact').waitFor();
    expect(await dialog.getByTestId('delete-impact').textContent()).toContain(`${perthRoutes} route prices`);
    expect(describeBlocking(await blockingViolations(page, { include: ['[data-testid="delete-dialog"]'] }))).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Item deleted successfully').first().waitFor();
    expect((await departures()).some((row) => row.id === perth.id)).toBe(false);
    expect((await routePrices(perth.id)).filter((row) => row.departureLocationId === perth.id)).toHaveLength(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Restored').first().waitFor();
    expect((await departures()).some((row) => row.id === perth.id)).toBe(true);
    expect((await routePrices(perth.id)).filter((row) => row.departureLocationId === perth.id)).toHaveLength(perthRoutes);
  });

  it('the Trash lists a deleted destination with who and when, finds it, and restores it', async () => {
    const { page, email } = await adminPage();
    await openAdminTab(page, 'Destinations');
    await page.getByRole('button', { name: 'Delete Geraldton (YGEL)' }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Item deleted successfully').first().waitFor();
    expect((await destinations()).some((row) => row.name === 'Geraldton (YGEL)')).toBe(false);

    await openAdminTab(page, 'Trash');
    await page.getByLabel('Search the Trash').fill('Geraldton');
    const entry = page.getByTestId('trash-entry').filter({ hasText: 'Geraldton (YGEL)' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Deleted by ${email}`);
    expect(describeBlocking(await blockingViolations(page, { include: ['main'] }))).toEqual([]);
    await entry.getByRole('button', { name: 'Restore Geraldton (YGEL)' }).click();
    await page.getByText('Geraldton (YGEL) restored').first().waitFor();
    expect((await destinations()).some((row) => row.name === 'Geraldton (YGEL)')).toBe(true);
  });

  it('when the session ends mid-edit, Save asks to sign in over the form and then saves what was typed', async () => {
    const { page, context, password } = await adminPage();
    const form = await editAlbany(page);
    await form.getByLabel('Subtitle', { exact: true }).fill('Typed before the session ended');
    await context.clearCookies();
    await form.getByRole('button', { name: 'Update' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in to save' });
    await dialog.waitFor();
    expect(describeBlocking(await blockingViolations(page, { include: ['[role="dialog"]'] }))).toEqual([]);
    // The form is still there behind the dialog (inert while the dialog is open).
    expect(await page.locator('form input[value="Typed before the session ended"]').count()).toBe(1);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign in and save' }).click();
    await page.getByText('Destination saved successfully').first().waitFor();
    expect((await albany()).subtitle).toBe('Typed before the session ended');
  });

  it('leaving a form with unsaved changes asks first: closing the panel, Back (with and without the Navigation API), closing the page', async () => {
    const { page, context } = await adminPage();
    const form = await editAlbany(page);
    const itemUrl = page.url();
    await form.getByLabel('Subtitle', { exact: true }).fill('Not saved yet');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await form.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Not saved yet');

    // Back is asked about before the router moves; the address stays on the item.
    // The browser's own Back (as the toolbar button does); it waits for a navigation that never comes.
    await page.goBack({ timeout: 1500 }).catch(() => undefined);
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toBe(itemUrl);
    expect(await form.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Not saved yet');

    // A browser without the Navigation API (Firefox and Safari before 2025): Back still asks, from popstate.
    const bare = await context.newPage();
    await bare.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined }));
    await bare.goto(itemUrl.replace(/\/\d+\?/, '?'));
    await bare.getByRole('button', { name: 'Edit Albany (YABA)' }).click();
    const bareItemUrl = bare.url();
    expect(bareItemUrl).toBe(itemUrl);
    expect(await bare.evaluate(() => (window as { navigation?: unknown }).navigation)).toBeUndefined();
    const bareForm = bare.getByRole('form', { name: /Edit destination/ });
    await bareForm.getByLabel('Subtitle', { exact: true }).fill('Not saved either');
    const bareQuestion = bare.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await bare.goBack({ timeout: 1500 }).catch(() => undefined);
    await bareQuestion.waitFor();
    await expect.poll(() => bare.url()).toBe(itemUrl);
    await bareQuestion.getByRole('button', { name: 'Keep editing' }).click();
    expect(await bareForm.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('Not saved either');
    await bare.goBack({ timeout: 1500 }).catch(() => undefined);
    await bareQuestion.getByRole('button', { name: 'Discard changes' }).click();
    await bareForm.waitFor({ state: 'detached' });
    await expect.poll(() => bare.url()).toBe(itemUrl.replace(/\/\d+\?/, '?'));
    await bare.close();

    const unload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await unload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await albany()).subtitle).not.toBe('Not saved yet');
  });

  it('a changed form on the page asks before a tab or region switch; Settings shows a colleague\'s save as a conflict', async () => {
    const { page } = await adminPage();
    await openAdminTab(page, 'Settings');
    await page.getByLabel('Percent').fill('7.5');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    await adminSectionLink(page, 'Destinations').click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.getByLabel('Percent').inputValue()).toBe('7.5');

    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Queensland' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.getByLabel('Region', { exact: true }).locator('option:checked').textContent()).toBe('Western Australia');

    // A colleague saves the fee meanwhile: Save says who changed it and overwrites nothing; Overwrite then saves.
    const colleague = await server.fetch('/api/admin/settings', {
      method: 'PUT',
      headers: { cookie: apiCookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ regionId: wa, bookingFee: { percent: '4', minimum: '15' } }),
    });
    expect(colleague.status).toBe(200);
    const fee = async () => (await api<{ bookingFee: { percent: number } }>(`/api/admin/settings?regionId=${wa}`)).bookingFee.percent;
    await page.getByRole('button', { name: 'Save settings' }).click();
    const conflict = page.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/Changed by checker@example\.com at .+ since you opened it/);
    expect(await fee()).toBe(4);
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await page.getByText('Settings saved successfully').first().waitFor();
    expect(await fee()).toBe(7.5);

    await page.getByLabel('Percent').fill('8');
    await adminSectionLink(page, 'Destinations').click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { name: 'Destinations', level: 2 }).waitFor();
  });

  it('shows errors beside their fields in plain words and focuses the first one', async () => {
    const { page } = await adminPage();
    await openAdminTab(page, 'Experiences');
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const form = page.getByRole('form', { name: /Edit experience/ });
    await form.waitFor();

    // A check only the server makes: Wave Rock offers same-day flights only.
    await form.getByLabel('Book Flight destination').selectOption({ label: 'Wave Rock – Hyden (YHYD)' });
    await form.getByLabel('Book Flight flight type').selectOption({ label: 'Scenic' });
    await form.getByRole('button', { name: 'Update' }).click();
    const flightType = form.getByLabel('Book Flight flight type');
    await expect.poll(() => flightType.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await flightType.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/Wave Rock – Hyden \(YHYD\) does not offer scenic flights/);
    expect(await flightType.evaluate((element) => element === document.activeElement)).toBe(true);

    // The form's own check: a blank required field is named by its label and focused; no internal names.
    await form.getByLabel('Book Flight flight type').selectOption({ label: 'None (same-day return)' });
    await form.getByLabel('Price', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Update' }).click();
    const price = form.getByLabel('Price', { exact: true });
    await expect.poll(() => price.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.getByRole('alert').first().textContent()).toBe('Missing required fields - Please fill in: Price');
    expect(await form.textContent()).not.toMatch(/priceDisplay|imageUrl|bookingLink/);
  });
});
