import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { createAdmin, signIn } from '../support/admin';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';

interface StoredInquiry {
  reference: string;
  contactName: string;
  estimate: string | null;
  experienceId: number | null;
  experienceTitle: string | null;
  flightType: string | null;
}

const ROTTNEST = 'On demand Air-Taxi to Wadjemup (Rottnest) Island';
const SCENIC = ['Isola Bar Fly & Dine', 'Prosecco Sunset Flight', 'Perth City Scenic Flight'];

/**
 * Experiences book as themselves (decision 0054): an experience's Book Flight on /experiences opens the
 * booking page naming that experience, with the price its card shows, and the request sent from there carries
 * it into the admin record. In a real browser against the seeded server.
 */
describe('an experience books as itself', () => {
  const { server, newContext, newPage } = useBrowser({ server: true });
  let cookie: string;

  beforeAll(async () => {
    await createAdmin(server.database.db, 'experiences-staff@example.com', 'correct horse battery staple');
    cookie = await signIn(server, 'experiences-staff@example.com', 'correct horse battery staple');
  });

  async function experiencesPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // The seeded operator links point at a .example host: answer them locally.
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/experiences`);
    await page.getByTestId('experience-card').first().waitFor();
    return { context, page };
  }

  const card = (page: Page, title: string): Locator => page.getByTestId('experience-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** The card's price ('From A$650'), and the booking page its Book Flight opens (a new tab). */
  async function bookFromCard(context: BrowserContext, page: Page, title: string): Promise<{ price: string; booking: Page; id: number }> {
    const shown = card(page, title);
    const price = (await shown.getByText(/^From A\$[\d,]+$/).innerText()).trim();
    const link = shown.getByRole('link');
    const id = Number(new URL((await link.getAttribute('href'))!, server.url).searchParams.get('experience'));
    const [booking] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await booking.waitForLoadState();
    return { price, booking, id };
  }

  async function expectNamed(booking: Page, title: string, price: string): Promise<void> {
    const named = booking.getByTestId('chosen-experience');
    await named.waitFor();
    expect(await named.getByTestId('chosen-experience-title').innerText()).toBe(title);
    const estimate = booking.getByTestId('price-estimate');
    await estimate.getByTestId('experience-price').waitFor();
    expect((await estimate.getByTestId('experience-price').innerText()).trim()).toBe(price);
    // No second figure for the same trip: the flight's own total is not shown beside the experience's price.
    expect(await estimate.getByTestId('estimate-total').count()).toBe(0);
  }

  it('the Rottnest air taxi opens its booking page named, at the price of its card, and its request reaches the admin record', async () => {
    const { context, page } = await experiencesPage();
    const { price, booking, id } = await bookFromCard(context, page, ROTTNEST);
    expect(price).toBe('From A$650');
    expect(id).toBeGreaterThan(0);
    await expectNamed(booking, ROTTNEST, price);
    const address = new URL(booking.url());
    expect(Object.fromEntries(['destination', 'flightType', 'experience'].map((k) => [k, address.searchParams.get(k)]))).toEqual({
      destination: 'rottnest-island',
      flightType: 'same-day',
      experience: String(id),
    });

    // The request carries it: the summary names it, and so does what is stored.
    await booking.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = booking.getByRole('form', { name: 'Send an Inquiry' });
    await form.waitFor();
    const summary = booking.getByTestId('request-summary');
    await summary.getByText(ROTTNEST).waitFor();
    expect(await summary.innerText()).toContain(price);
    await form.getByLabel('Full name').fill('Quokka Fan');
    await form.getByLabel('Email').fill('quokka@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    const confirmation = booking.getByTestId('request-confirmation');
    await confirmation.waitFor();
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
    expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);

    const response = await server.fetch('/api/admin/booking-requests', { headers: { cookie } });
    const row = ((await response.json()) as { items: StoredInquiry[] }).items.find((r) => r.reference === reference);
    expect(row).toMatchObject({ contactName: 'Quokka Fan', experienceId: id, experienceTitle: ROTTNEST, estimate: price, flightType: 'same-day' });

    // Staff read it in the record.
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    await admin.getByTestId('inquiry').filter({ hasText: 'Quokka Fan' }).getByRole('button').click();
    const panel = admin.getByRole('dialog');
    await panel.getByTestId('inquiry-detail').waitFor();
    expect(await panel.getByTestId('inquiry-detail-reference').innerText()).toBe(reference);
    const experienceFact = panel.locator('dt', { hasText: /^Experience$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await experienceFact.innerText()).toBe(ROTTNEST);
  });

  it.each(SCENIC)('%s opens a booking page naming itself, at the price of its card', async (title) => {
    const { context, page } = await experiencesPage();
    const { price, booking } = await bookFromCard(context, page, title);
    await expectNamed(booking, title, price);
    const address = new URL(booking.url());
    expect(address.searchParams.get('flightType')).toBe('scenic');
    expect(address.searchParams.get('departure')).toBe('jandakot');
  });

  it('once the visitor chooses another route, the page no longer names the experience, nor does its address', async () => {
    const { context, page } = await experiencesPage();
    const { price, booking } = await bookFromCard(context, page, ROTTNEST);
    await expectNamed(booking, ROTTNEST, price);
    await booking.getByLabel('Destination', { exact: true }).selectOption('margaret-river');
    await booking.getByTestId('chosen-experience').waitFor({ state: 'detached' });
    await booking.waitForURL((url) => !url.searchParams.has('experience'));
    await booking.getByTestId('estimate-total').waitFor();
  });
});
