import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { departureLocations, destinations, experiences, regions } from '../../src/server/db/schema';
import { createAdmin } from '../support/admin';
import { adminSectionLink, adminSectionNames, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

/** The admin panel (docs/product.md §2.7) in Chromium against the real server, and the public site following it. */
describe('admin panel: sign-in and content tabs', () => {
  const { server, browser, newPage } = useBrowser({ server: true, context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });

  afterEach(async () => {
    await Promise.all(adminPages.splice(0).map((page) => page.close().catch(() => {})));
  });

  // Sign-in is rate-limited per address (10 a minute): the tests that are not about signing in share
  // one signed-in browser context, each with a page of its own.
  let adminContext: BrowserContext | undefined;
  const adminPages: Page[] = [];
  async function adminPage(): Promise<Page> {
    if (!adminContext) {
      adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      await signInAsAdmin(await adminContext.newPage(), server);
    }
    const page = await adminContext.newPage();
    adminPages.push(page);
    // Each test starts on the first region, whatever an earlier test chose.
    await page.addInitScript(() => localStorage.removeItem('admin-region'));
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return page;
  }

  /** The public Destination select's option values on / (fresh page, same-day flights from the default departure). */
  async function publicDestinations(page: Page): Promise<string[]> {
    await page.goto(`${server.url}/?region=WA`);
    // The app's own select: the server's first frame draws only the default destination until the app replaces it.
    await page.locator('#first-frame').waitFor({ state: 'detached' });
    const select = page.getByLabel('Destination', { exact: true });
    await select.locator('option').first().waitFor({ state: 'attached' });
    return select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  }

  it('refuses a wrong password in plain words, then signs in and out', async () => {
    await createAdmin(server.database.db, 'ops@example.com', 'a long and proper password');
    const page = await newPage();
    await page.goto(`${server.url}/admin`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('heading', { name: 'Charter Flight Admin Panel' }).waitFor();
    await page.getByLabel('E-mail').fill('ops@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const error = await page.getByRole('alert').textContent();
    expect(error).toMatch(/e-mail|password/i);
    await page.getByLabel('Password').fill('a long and proper password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('admin-user').waitFor();
    expect(await page.getByTestId('admin-user').textContent()).toBe('ops@example.com');
    for (const tab of ['Destinations', 'Departure Locations', 'Pilot Training', 'Experiences', 'Accreditation Badges', 'Connecting Services', 'Hero Images Carousel', 'Regions']) {
      await adminSectionLink(page, tab).waitFor();
    }
    expect(await page.getByRole('link', { name: /Preview site/ }).getAttribute('href')).toMatch(/^\/\?region=/);
    expect(await page.getByRole('link', { name: /Preview \/mandarin/ }).getAttribute('href')).toMatch(/^\/mandarin/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await server.fetch('/api/admin/destinations')).status).toBe(401);
  });

  it('creates, edits, reorders and deletes a destination, and the public widget follows', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Destinations');

    // docs/product.md §5: name and value are required, in the documented words.
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Missing required fields' }).first().textContent()).toContain(
      'Missing required fields - Please fill in both destination name and value fields',
    );

    const form = page.getByRole('form', { name: 'Add destination' });
    await form.getByLabel('Name', { exact: true }).fill('Lancelin Dunes');
    await form.getByLabel('Name (中文)').fill('兰斯林沙丘');
    await form.getByLabel('Value').fill('lancelin-dunes');
    await form.getByLabel('Latitude').fill('-31.02');
    await form.getByLabel('Longitude').fill('115.33');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Destination saved successfully').first().waitFor();
    const row = page.getByTestId('admin-row').filter({ hasText: 'Lancelin Dunes' });
    await row.waitFor();
    expect(await row.getByText('Active', { exact: true }).count()).toBe(1);

    const publicPage = await newPage();
    let values = await publicDestinations(publicPage);
    expect(values).toContain('lancelin-dunes');
    const positionBefore = values.indexOf('lancelin-dunes');

    // Edit: rename.
    await row.getByRole('button', { name: 'Edit Lancelin Dunes' }).click();
    const edit = page.getByRole('form', { name: /Edit destination/ });
    await edit.getByLabel('Name', { exact: true }).fill('Lancelin Sand Dunes');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByTestId('admin-row').filter({ hasText: 'Lancelin Sand Dunes' }).waitFor();

    // Reorder with the keyboard-operable Move buttons: a new destination (display order 0) comes first; one step down.
    const adminValues = () => page.getByTestId('admin-row').locator('p.font-mono').allTextContents();
    const before = await adminValues();
    const neighbour = before[before.indexOf('lancelin-dunes') + 1]!;
    await page.getByRole('button', { name: 'Move Lancelin Sand Dunes down' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Items reordered successfully').first().waitFor();
    await expect.poll(async () => (await adminValues()).indexOf('lancelin-dunes')).toBe(before.indexOf('lancelin-dunes') + 1);
    expect((await adminValues()).indexOf(neighbour)).toBe(before.indexOf('lancelin-dunes'));
    // And back up by dragging with the keyboard (Space, arrow, Space on the drag handle).
    await page.getByRole('button', { name: 'Drag Lancelin Sand Dunes to reorder' }).focus();
    // dnd-kit measures between steps (animation frames): give each key a moment, as a person would.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    await expect.poll(async () => (await adminValues()).indexOf('lancelin-dunes')).toBe(before.indexOf('lancelin-dunes'));
    await page.getByText('Items reordered successfully').first().waitFor();
    await page.getByRole('button', { name: 'Move Lancelin Sand Dunes down' }).click();
    await expect.poll(async () => (await adminValues()).indexOf('lancelin-dunes')).toBe(before.indexOf('lancelin-dunes') + 1);
    values = await publicDestinations(publicPage);
    if (values.includes(neighbour)) expect(values.indexOf('lancelin-dunes')).toBeGreaterThan(values.indexOf(neighbour));
    expect(values.indexOf('lancelin-dunes')).not.toBe(-1);
    expect(positionBefore).toBeGreaterThanOrEqual(0);
    expect(await publicPage.getByLabel('Destination', { exact: true }).locator('option[value="lancelin-dunes"]').textContent()).toContain('Lancelin Sand Dunes');

    // Delete after confirmation.
    await page.getByRole('button', { name: 'Delete Lancelin Sand Dunes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted successfully').first().waitFor();
    await page.getByTestId('admin-row').filter({ hasText: 'Lancelin Sand Dunes' }).waitFor({ state: 'detached' });
    expect(await publicDestinations(publicPage)).not.toContain('lancelin-dunes');
  });

  it('sets a route price in the Edit Route dialog and the estimate on / follows', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Route Pricing');
    // The grid shows the first departure (Jandakot) and the first aircraft (3 Passengers); Edit Route opens from a cell's panel.
    await page.getByLabel('Search destinations').fill('Rottnest');
    const cell = page.getByLabel('Rottnest Island (YRTI), 3 Passengers (3-passengers), Same-day: route price (A$)');
    await page.getByRole('button', { name: 'Custom route and widget HTML: Rottnest Island (YRTI), 3 Passengers (3-passengers), Same-day' }).click();
    await page.getByTestId('cell-panel').getByRole('button', { name: 'Edit Route (every flight type)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Route' });
    await dialog.getByLabel('Same-day price (A$)').fill('777');
    // Ticking custom route disables the widget HTML box (docs/product.md §4).
    await dialog.getByLabel(/One-way: custom route/).check();
    expect(await dialog.getByLabel('One-way custom widget HTML').isDisabled()).toBe(true);
    await dialog.getByLabel(/One-way: custom route/).uncheck();
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await page.getByText(/Route (updated|created) successfully/).first().waitFor();
    await expect.poll(async () => cell.inputValue()).toBe('777');

    const visitor = await newPage();
    await visitor.goto(`${server.url}/?region=WA&departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers`);
    await visitor.getByTestId('estimate-breakdown').waitFor();
    expect(await visitor.getByTestId('estimate-breakdown').textContent()).toMatch(/Base priceA\$777Booking fee/);
  });

  it('an inquiry sent on / appears in Inquiries, and its status and notes stick', async () => {
    const visitor = await newPage();
    await visitor.goto(`${server.url}/`);
    await visitor.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = visitor.getByRole('form', { name: 'Send an Inquiry' });
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await visitor.getByText('Inquiry submitted successfully!', { exact: true }).waitFor();

    const page = await adminPage();
    await openAdminTab(page, 'Inquiries');
    const item = page.getByTestId('inquiry').filter({ hasText: 'Grace Hopper' });
    await item.getByRole('button').click();
    const panel = page.getByRole('dialog');
    await panel.getByTestId('inquiry-detail').waitFor();
    expect(await panel.textContent()).toContain('grace@example.com');
    await panel.getByLabel('Status').selectOption('contacted');
    await panel.getByLabel('Add a note').fill('Called back: wants Saturday morning');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Inquiry saved successfully').first().waitFor();

    // The open inquiry is in the address: a reload opens it again, with its status and the note in its timeline.
    await page.reload();
    const again = page.getByRole('dialog');
    await again.getByTestId('inquiry-timeline').waitFor();
    expect(await again.getByLabel('Status').inputValue()).toBe('contacted');
    expect(await again.getByTestId('inquiry-timeline').innerText()).toContain('Called back: wants Saturday morning');
    await again.getByRole('button', { name: 'Close' }).click();
    await again.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/inquiries.csv?kind=booking');
  });

  it('uploads a hero image through the dialog and the slideshow on / shows it', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Hero Images Carousel');
    await page.getByRole('button', { name: 'Add hero image' }).click();
    const form = page.getByRole('form', { name: 'Add hero image' });
    await form.getByLabel('Title', { exact: true }).fill('Sunset over the Pinnacles');
    await form.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload image' });
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 230, g: 120, b: 40 } } }).jpeg().toBuffer();
    await dialog.getByLabel('Image file').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByText('Image uploaded successfully!').first().waitFor();
    const imageUrl = await form.getByLabel('Image URL').inputValue();
    expect(imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.webp$/);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hero image saved successfully').first().waitFor();

    const visitor = await newPage();
    await visitor.goto(`${server.url}/?region=WA`);
    const slide = visitor.locator(`section[aria-roledescription="carousel"] img[src="${imageUrl}"]`);
    await slide.waitFor({ state: 'attached' });
    expect(await slide.getAttribute('srcset')).toContain('-480w.webp 480w');
    const served = await visitor.request.get(`${server.url}${imageUrl}`);
    expect(served.status()).toBe(200);
  });

  it('imports an .xlsx and a .csv through the card, refuses other files, and export -> import changes nothing', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Route Pricing');
    const card = page.getByTestId('route-import');
    const fileInput = card.getByLabel('Spreadsheet file');
    const header = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ['WA', 'jandakot', '', 'guilderton', 'Guilderton (YGDN)', '4-5-passenger-helicopter', 'one-way', '2100', 'no', '']]), 'Prices');
    const xlsxFile = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    // Refused before anything is sent: the documented message.
    await fileInput.setInputFiles({ name: 'prices.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await card.getByText('Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file').waitFor();

    await fileInput.setInputFiles({ name: 'prices.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsxFile });
    const preview = card.getByTestId('import-preview');
    await preview.getByText('New route prices: 1').waitFor();
    expect(await preview.textContent()).toContain('New destinations: 1');
    // A new location is created only when staff tick the box (decision 0030), and hidden until complete.
    expect(await preview.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    await preview.getByLabel('Create the 1 new location(s) listed above').check();
    await preview.getByRole('button', { name: 'Apply import' }).click();
    await page.getByText('Import successful').first().waitFor();
    await server.database.db
      .update(destinations)
      .set({ isActive: true, latitude: -31.35, longitude: 115.37, bookingUrl: 'https://book.example/guilderton' })
      .where(eq(destinations.value, 'guilderton'));

    await fileInput.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header.join(',')}\nWA,jandakot,,guilderton,,4-5-passenger-helicopter,one-way,2250,no,\n`) });
    await card.getByTestId('import-preview').getByText('Changed route prices: 1').waitFor();
    await card.getByRole('button', { name: 'Apply import' }).click();
    // This apply's own toast: the first import's 'Import successful' may still be on screen.
    await page.getByText(/Imported 1 row\(s\): 0 new and 1 changed route price/).first().waitFor();
    const quote = await server.post('/api/calculate-price', { aircraftType: '4-5-passenger-helicopter', flightType: 'one-way', departure: 'jandakot', destination: 'guilderton', passengers: 4, regionId: 1 });
    expect(((await quote.json()) as { breakdown: { basePrice: number } }).breakdown.basePrice).toBe(2250);

    // Export, import the export: the preview says nothing would change.
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Export current prices (.xlsx)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^route-pricing-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await fileInput.setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/octet-stream', buffer: readFileSync(await download.path()) });
    const again = card.getByTestId('import-preview');
    await again.getByText('New route prices: 0').waitFor();
    expect(await again.textContent()).toContain('Changed route prices: 0');
    expect(await again.textContent()).toContain('New departures: 0');

    // A fee changed in the export's Airfield fees sheet is shown in words before anything is applied.
    const workbook = XLSX.read(readFileSync(await download.path()));
    const fees = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets['Airfield fees']!, { header: 1, raw: false });
    fees.find((row) => row[1] === 'rottnest-island')![4] = '45';
    workbook.Sheets['Airfield fees'] = XLSX.utils.aoa_to_sheet(fees);
    await fileInput.setInputFiles({ name: 'fees.xlsx', mimeType: 'application/octet-stream', buffer: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    const withFee = card.getByTestId('import-preview');
    await withFee.getByText('Airfields with new fees: 1').waitFor();
    expect(await withFee.getByRole('list', { name: 'Settings it changes' }).textContent()).toBe('Rottnest Island (YRTI), destination: landing fee none → A$45.00');

    // A typo of an existing slug is flagged, and nothing is created without the tick (decision 0030).
    await fileInput.setInputFiles({ name: 'typo.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header.join(',')}\nWA,perth,,rottnest-island,,3-passengers,same-day,450,no,\n`) });
    const typo = card.getByTestId('import-preview');
    await typo.getByText("'perth' — did you mean 'perth-airport' (Perth Airport (YPPH))?").waitFor();
    expect(await typo.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    await typo.getByRole('button', { name: 'Cancel' }).click();
    expect(await server.database.db.select().from(departureLocations).where(eq(departureLocations.value, 'perth'))).toEqual([]);
  });

  it('imports services from WA only in Queensland, and seeds the eight experiences after a confirmation', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Connecting Services');
    expect(await page.getByRole('button', { name: 'Import from Western Australia' }).count()).toBe(0);
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Queensland' });
    await page.getByRole('button', { name: 'Import from Western Australia' }).click();
    await page.getByText('Import successful').first().waitFor();
    await openAdminTab(page, 'Pilot Training');
    await page.getByRole('button', { name: 'Import from Western Australia' }).waitFor();

    await openAdminTab(page, 'Experiences');
    // The seed button shows only when the region has no experiences or the first is not internal data.
    const seed = page.getByRole('button', { name: 'Seed from Current Data' });
    const [qld] = await server.database.db.select().from(regions).where(eq(regions.code, 'QLD'));
    await server.database.db.delete(experiences).where(eq(experiences.regionId, qld!.id));
    // Written behind the app's back: say so, as an admin write does (the admin lists are kept per content version).
    await server.app.content.invalidate();
    await page.reload();
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Queensland' });
    await openAdminTab(page, 'Experiences');
    await page.getByText('No items found. Add some items to get started.').waitFor();
    await seed.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Seed experiences' }).click();
    await page.getByText('Experiences seeded successfully').first().waitFor();
    await expect.poll(() => page.getByTestId('admin-row').count()).toBe(8);
    await seed.waitFor({ state: 'detached' });
  });

  it('changes the booking fee in Settings and the estimate on / follows; Book Now clicks and the Audit Log show the activity', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Settings');
    await page.getByLabel('Percent').fill('12');
    await page.getByLabel('Minimum (A$)').fill('30');
    expect(await page.getByTestId('fee-preview').textContent()).toBe('On a A$1,000.00 flight: A$120.00; on a A$200.00 flight: A$30.00.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved successfully').first().waitFor();

    const visitor = await newPage();
    await visitor.goto(`${server.url}/?region=WA&departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers`);
    const breakdown = visitor.getByTestId('estimate-breakdown');
    await breakdown.waitFor();
    const text = (await breakdown.textContent()) ?? '';
    const base = Number(/Base price\s*A\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));
    const fee = Number(/Booking fee\s*A\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));
    expect(fee).toBeCloseTo(Math.max(Math.round(base * 12) / 100, 30), 2);
    await visitor.getByTestId('booking-area').getByRole('button', { name: 'Book Now' }).click();

    await openAdminTab(page, 'Book Now clicks');
    await expect.poll(async () => Number(await page.getByTestId('clicks-total').textContent())).toBeGreaterThan(0);
    await openAdminTab(page, 'Audit Log');
    const latest = page.getByTestId('audit-entry').first();
    expect(await latest.textContent()).toMatch(/changed Booking fee settings/);
  });

  it('saves destination pricing in the Manage Pricing dialog; blank means not available', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Destinations');
    const rottnest = page.getByTestId('admin-row').filter({ hasText: 'rottnest-island' }).first();
    await rottnest.getByRole('button', { name: /^Manage pricing for / }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Pricing' });
    await dialog.getByLabel('Same-day price, 9 Passengers').fill('4321.50');
    await dialog.getByLabel('Same-day price, 8 Passengers').fill('');
    await dialog.getByRole('button', { name: 'Save pricing' }).click();
    await page.getByText('Pricing updated successfully').first().waitFor();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const rows = (await (await server.fetch('/api/destination-pricing?regionId=1', { headers: { cookie } })).json()) as { destinationId: number; aircraftType: string; sameDayPrice: number | null }[];
    const destinations = (await (await server.fetch('/api/destinations?regionId=1')).json()) as { id: number; value: string }[];
    const id = destinations.find((d) => d.value === 'rottnest-island')!.id;
    expect(rows.find((r) => r.destinationId === id && r.aircraftType === '9-passengers')?.sameDayPrice).toBe(4321.5);
    const eight = rows.find((r) => r.destinationId === id && r.aircraftType === '8-passengers');
    if (eight) expect(eight.sameDayPrice).toBeNull();
  });

  it('uploads several aircraft images at once and saves one row per image with numbered titles', async () => {
    const page = await adminPage();
    await openAdminTab(page, 'Aircraft Experience Images');
    const uploader = page.getByTestId('aircraft-image-uploader');
    await uploader.getByText('Step 1: choose the aircraft type.').waitFor();
    await uploader.getByLabel('Title', { exact: true }).fill('Cockpit views');
    await uploader.getByLabel('Aircraft type').selectOption('8-passengers');
    await uploader.getByText('Ready: images you upload now are saved for 8 Passengers (8-passengers).').waitFor();
    const picture = (hue: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 90, b: 160 } } }).png().toBuffer();
    await uploader.getByLabel('Images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await picture(10) },
      { name: 'two.png', mimeType: 'image/png', buffer: await picture(200) },
    ]);
    await uploader.getByText('2 of 10 uploaded').waitFor();
    await uploader.getByRole('button', { name: 'Save' }).click();
    await page.getByText('2 image(s) uploaded and saved successfully!').first().waitFor();
    await page.getByTestId('admin-row').filter({ hasText: 'Cockpit views - Image 1' }).waitFor();
    await page.getByTestId('admin-row').filter({ hasText: 'Cockpit views - Image 2' }).waitFor();
    // The form keeps the aircraft type for the next batch; Clear empties it.
    expect(await uploader.getByLabel('Aircraft type').inputValue()).toBe('8-passengers');
    await uploader.getByRole('button', { name: 'Clear & Add New Aircraft Type' }).click();
    expect(await uploader.getByLabel('Aircraft type').inputValue()).toBe('');
  });

  it('has no serious or critical axe violations on the sign-in page and on every tab', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const serious = async () => describeBlocking(await blockingViolations(page));
    expect(await serious()).toEqual([]);
    await signInAsAdmin(page, server);
    const tabs = await adminSectionNames(page);
    for (const tab of tabs) {
      await openAdminTab(page, tab);
      await page.waitForLoadState('networkidle');
      expect(await serious(), tab).toEqual([]);
    }
  });
});
