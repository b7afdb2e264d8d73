import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { destinations, experiences, regions } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Records staff read (decision 0011): inquiry detail, audit log, settings, training links, region icon. */
describe('admin records people can read', () => {
  const { server, browser } = useBrowser({ server: true });
  let adminContext: BrowserContext;
  let cookie: string;
  const pages: Page[] = [];

  beforeAll(async () => {
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await signInAsAdmin(await adminContext.newPage(), server);
    cookie = (await adminContext.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close().catch(() => {})));
  });

  async function adminPage(tab: string): Promise<Page> {
    const page = await adminContext.newPage();
    pages.push(page);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await openAdminTab(page, tab);
    return page;
  }
  const adminCall = (method: string, path: string, body?: unknown) =>
    server.fetch(path, { method, headers: { cookie, origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const expectNoBlocking = async (page: Page, selector: string) => expect(describeBlocking(await blockingViolations(page, { include: [selector] }))).toEqual([]);

  it('an inquiry sent with slugs and ids reads with names, A$ amount, reference, links and kept line breaks', async () => {
    const { db } = server.database;
    const [wa] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'WA'));
    const [experience] = await db.select({ id: experiences.id, title: experiences.title }).from(experiences).where(eq(experiences.regionId, wa!.id)).limit(1);
    const [rottnest] = await db.select({ name: destinations.name }).from(destinations).where(eq(destinations.value, 'rottnest-island'));
    const posted = await server.post('/api/booking-request', {
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
      contactPhone: '+61 400 123 456',
      departure: 'jandakot',
      destination: 'rottnest-island',
      aircraftType: '6-passengers',
      flightType: 'same-day',
      passengers: 4,
      date: daysFromNow(40),
      estimate: 5000,
      specialRequests: 'Window seats\nA cake for a birthday',
      regionId: wa!.id,
      addOns: { experiences: [String(experience!.id)] },
    });
    expect(posted.status).toBe(201);
    const { reference } = (await posted.json()) as { reference: string };

    const page = await adminPage('Inquiries');
    const item = page.getByTestId('inquiry').filter({ hasText: reference });
    await item.getByRole('button').click();
    const detail = page.getByRole('dialog').getByTestId('inquiry-detail');
    expect(await detail.getByTestId('inquiry-detail-reference').textContent()).toBe(reference);
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain(`Jandakot Airport (YPJT) → ${rottnest!.name}`);
    expect(text).toContain('6 Passengers');
    expect(text).toContain('A$5,000.00');
    expect(text).toContain(experience!.title);
    expect(text).toContain('Western Australia');
    expect(text).not.toContain('jandakot');
    expect(await detail.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(await detail.getByRole('link', { name: '+61 400 123 456' }).getAttribute('href')).toBe('tel:+61400123456');
    expect(await detail.getByTestId('inquiry-special-requests').innerText()).toBe('Window seats\nA cake for a birthday');
    await expectNoBlocking(page, '[data-testid="inquiry-detail"]');
  });

  it('the audit log filtered by type shows only the changed fields, with labels, old → new', async () => {
    const list = (await (await adminCall('GET', '/api/admin/destinations?regionId=1')).json()) as { id: number; name: string; subtitle: string | null }[];
    const target = list[0]!;
    const updated = await adminCall('PUT', `/api/destinations/${target.id}`, { subtitle: 'Audited subtitle' });
    expect(updated.status).toBe(200);
    await adminCall('PUT', '/api/admin/settings', { regionId: 1, bookingFee: { percent: 6, minimum: 30 } });

    const page = await adminPage('Audit Log');
    await page.getByLabel('Type').selectOption({ label: 'Destination' });
    await page.getByRole('button', { name: 'Show entries' }).click();
    const first = page.getByTestId('audit-entry').first();
    await expect.poll(async () => first.textContent()).toContain(`changed Destination “${target.name}”`);
    expect(await page.getByTestId('audit-entry').filter({ hasText: 'Booking fee settings' }).count()).toBe(0);
    await first.locator('summary').click();
    const rows = await first.getByTestId('audit-diff').locator('tbody tr').allInnerTexts();
    expect(rows).toEqual([`Subtitle\t${target.subtitle ?? '—'}\t→ Audited subtitle`]);
    await expectNoBlocking(page, 'main');
  });

  it('settings show A$5,000.00 and a refusal in plain words beside its field', async () => {
    const page = await adminPage('Settings');
    await page.getByLabel('Percent').fill('5');
    await page.getByLabel('Minimum (A$)').fill('5000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved successfully').first().waitFor();
    await expect.poll(async () => page.getByTestId('fee-in-force').textContent()).toContain('at least A$5,000.00');
    expect(await page.getByLabel('Minimum (A$)').inputValue()).toBe('5,000.00');

    await page.getByLabel('Percent').fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const percent = page.getByLabel('Percent');
    const describedBy = await percent.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Booking fee percent cannot exceed 100');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(await percent.getAttribute('id'));
    expect(await page.locator('main').textContent()).not.toContain('bookingFee');
    await expectNoBlocking(page, 'main');
  });

  it('a training link per aircraft is saved from the Departures form and offered to visitors', async () => {
    const page = await adminPage('Departure Locations');
    await page.getByRole('button', { name: 'Edit Jandakot Airport (YPJT)' }).click();
    const form = page.getByRole('form', { name: /Edit departure location/ });
    const six = form.getByLabel('6 Passengers (6-passengers) (training aircraft)');
    await six.fill('javascript:alert(1)');
    await six.blur();
    await form.getByText('Training URL for 6 Passengers (6-passengers) must be a web address (https://…) or a path on this site (/…)').waitFor();
    await six.fill('https://school.example/cherokee');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/saved successfully|updated successfully/).first().waitFor();
    const departures = (await (await server.fetch('/api/departure-locations?regionId=1')).json()) as { value: string; trainingUrls: Record<string, string> }[];
    expect(departures.find((d) => d.value === 'jandakot')?.trainingUrls['6-passengers']).toBe('https://school.example/cherokee');

    await page.getByRole('button', { name: 'Edit Jandakot Airport (YPJT)' }).click();
    expect(await page.getByRole('form', { name: /Edit departure location/ }).getByLabel('6 Passengers (6-passengers) (training aircraft)').inputValue()).toBe('https://school.example/cherokee');
  });

  it('the region icon uploaded in Regions appears in the public selector; a refused file offers no Retry', async () => {
    const page = await adminPage('Regions');
    await page.getByRole('button', { name: 'Edit Queensland' }).click();
    const form = page.getByRole('form', { name: /Edit region/ });
    await form.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload image' });
    // Named and typed as a PNG, but not one: the server refuses it, and trying again cannot help.
    await dialog.getByLabel('Image file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await dialog.getByRole('alert').getByText('Only PNG, JPEG, WebP and GIF images can be uploaded').waitFor();
    expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    const icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    await dialog.getByLabel('Image file').setInputFiles({ name: 'qld.png', mimeType: 'image/png', buffer: icon });
    await page.getByText('Image uploaded successfully!').first().waitFor();
    const iconUrl = await form.getByLabel('Icon URL').inputValue();
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/saved successfully|updated successfully/).first().waitFor();

    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    pages.push(visitor);
    await visitor.goto(`${server.url}/?region=QLD`);
    const shown = visitor.getByTestId('region-selector').getByTestId('region-icon');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(iconUrl);
    expect(await shown.getAttribute('alt')).toBe('');
    expect(await shown.evaluate((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual(['28', '28']);

    // Without an icon the selector looks as it always did.
    expect((await adminCall('PUT', `/api/regions/${await regionId('QLD')}`, { iconUrl: null })).status).toBe(200);
    await visitor.reload();
    await visitor.getByTestId('region-selector').locator('select').waitFor();
    expect(await visitor.getByTestId('region-icon').count()).toBe(0);
  });

  async function regionId(code: string) {
    const [row] = await server.database.db.select({ id: regions.id }).from(regions).where(eq(regions.code, code));
    return row!.id;
  }
});
