import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/** The flights tab of the main booking page (SPEC §2, §4, §5) in a real browser against the seeded server. */
describe('booking widget: flights tab', { timeout: 60_000 }, () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  // Contexts of a failed test are closed too, so one failure does not slow the rest.
  const openContexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, options: Parameters<TestBrowser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    openContexts.push(context);
    // The seeded operator links point at a .example host: answer them locally so popups and frames load.
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    return { context, page };
  }

  const departureSelect = (page: Page) => page.getByLabel('Departure Location');
  const destinationSelect = (page: Page) => page.getByLabel('Destination', { exact: true });
  const total = (page: Page) => page.getByTestId('estimate-total');

  async function totalText(page: Page): Promise<string> {
    await total(page).waitFor();
    return (await total(page).textContent()) ?? '';
  }

  it('defaults to Jandakot → Rottnest same-day with a full price breakdown and the 20-minute hold', async () => {
    const { context, page } = await open('/');
    expect(await departureSelect(page).inputValue()).toBe('jandakot');
    expect(await destinationSelect(page).inputValue()).toBe('rottnest-island');
    expect(await page.getByRole('radio', { name: /Same-day return/ }).getAttribute('aria-checked')).toBe('true');
    const card = page.getByTestId('price-estimate');
    await card.getByRole('heading', { name: 'Price Estimate' }).waitFor();
    expect(await totalText(page)).toMatch(/^A\$\d[\d,]*\.\d\d$/);
    for (const label of ['Base price', 'Booking fee', 'Total estimate', 'Per person']) {
      expect(await card.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('price-hold').textContent()).toContain('20 minutes');
    expect(await page.getByTestId('route-distance').textContent()).toMatch(/\d+ km/);
    expect(await page.getByTestId('route-time').textContent()).toMatch(/min/);
    // One estimate per available aircraft on its card; the URL carries the full selection.
    await page.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-per-person]').getByText(/A\$/).waitFor();
    await page.waitForURL(/flightType=same-day/);
    const url = new URL(page.url());
    expect(url.searchParams.get('aircraft')).toBe('3-passengers');
    expect(url.searchParams.get('departure')).toBe('jandakot');
    // The gallery prompt opens the aircraft's experience images in a dialog.
    await page.getByRole('button', { name: /View photos/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('prices a one-way flight and a scenic flight (destination forced to the departure, 30-45 min)', async () => {
    const { context, page } = await open('/?region=WA');
    const sameDay = await totalText(page);
    await page.getByRole('radio', { name: /One-way/ }).click();
    await page.waitForURL(/flightType=one-way/);
    await page.waitForFunction((before) => document.querySelector('[data-testid=estimate-total]')?.textContent !== before, sameDay);
    expect(await totalText(page)).toMatch(/^A\$/);

    await page.getByRole('radio', { name: /Scenic flight/ }).click();
    await page.getByTestId('scenic-info').waitFor();
    await page.waitForURL(/flightType=scenic/);
    expect(await destinationSelect(page).isDisabled()).toBe(true);
    expect(await destinationSelect(page).inputValue()).toBe('jandakot');
    expect(await page.getByTestId('route-time').textContent()).toBe('30-45 min');
    expect(await page.getByTestId('route-distance').textContent()).toBe('about 50 km');
    expect(await totalText(page)).toMatch(/^A\$/);
    // Scenic is booked with the operator directly: no calendar, a Book Now link.
    await page.getByTestId('booking-area').getByRole('link', { name: /Book Now/ }).waitFor();
    await context.close();
  });

  it('pilot training flags the training aircraft, shows no price card, and opens the course after choosing one', async () => {
    const { context, page } = await open('/');
    await page.getByRole('radio', { name: /Pilot training/ }).click();
    await page.getByTestId('pilot-training-info').waitFor();
    await page.getByText('TRAINING AIRCRAFT').first().waitFor();
    expect(await page.getByText('TRAINING AIRCRAFT', { exact: true }).count()).toBe(3);
    expect(await page.getByTestId('price-estimate').count()).toBe(0);
    const popup = context.waitForEvent('page');
    await page.locator('[data-aircraft="6-passengers"]').click();
    const course = await popup;
    await course.waitForURL(/pilot-training/);
    expect(course.url()).toContain('/wa/pilot-training/jandakot');
    expect(await page.getByTestId('price-estimate').count()).toBe(0);
    await context.close();
  });

  it('greys out an aircraft that does not fly the route (no helicopter to Albany)', async () => {
    const { context, page } = await open('/?departure=jandakot&destination=albany&flightType=same-day&aircraft=3-passengers');
    const helicopter = page.locator('[data-aircraft="4-5-passenger-helicopter"]');
    await helicopter.getByText('Not available', { exact: true }).waitFor();
    expect(await helicopter.isDisabled()).toBe(true);
    expect(await page.locator('[data-aircraft="3-passengers"]').getByText('Available', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('aircraft-count').textContent()).toMatch(/^\d+ aircraft available for this route$/);
    // A link naming the unavailable aircraft falls back to the first available one.
    const { page: second, context: other } = await open('/?departure=jandakot&destination=albany&flightType=same-day&aircraft=4-5-passenger-helicopter');
    await second.waitForURL(/aircraft=3-passengers/);
    expect(await second.locator('[data-aircraft="3-passengers"]').getAttribute('aria-pressed')).toBe('true');
    await other.close();
    await context.close();
  });

  it('switches region by the selector and by ?region=qld (QLD defaults YCAB → YBNA)', async () => {
    const { context, page } = await open('/');
    expect(await departureSelect(page).inputValue()).toBe('jandakot');
    await page.getByLabel('Region').selectOption({ label: 'Queensland' });
    await page.waitForURL(/region=QLD/);
    await page.waitForURL(/departure=YCAB/);
    expect(await departureSelect(page).inputValue()).toBe('YCAB');
    expect(await destinationSelect(page).inputValue()).toBe('YBNA');
    expect(await totalText(page)).toMatch(/^A\$/);
    await context.close();

    const fresh = await open('/?region=qld');
    await fresh.page.waitForURL(/departure=YCAB/);
    expect(await departureSelect(fresh.page).inputValue()).toBe('YCAB');
    expect(await destinationSelect(fresh.page).inputValue()).toBe('YBNA');
    expect(await fresh.page.getByLabel('Region').inputValue()).toBe('QLD');
    await fresh.context.close();
  });

  it('restores the same estimate from a shared link in a fresh browser', async () => {
    const { context, page } = await open('/');
    await departureSelect(page).selectOption('perth-airport');
    await page.waitForURL(/departure=perth-airport/);
    await destinationSelect(page).selectOption('margaret-river');
    await page.getByRole('radio', { name: /One-way/ }).click();
    await page.locator('[data-aircraft="6-passengers"]').click();
    const urlNow = () => page.url();
    await page.waitForURL(/aircraft=6-passengers/, { timeout: 5000 }).catch(() => { throw new Error(`aircraft: ${urlNow()}`); });
    await page.waitForURL(/flightType=one-way/, { timeout: 5000 }).catch(() => { throw new Error(`flightType: ${urlNow()}`); });
    await page.waitForURL(/destination=margaret-river/, { timeout: 5000 }).catch(() => { throw new Error(`destination: ${urlNow()}`); });
    // The card's per-person figure and the estimate's agree once the estimate is for the 6-seater.
    await page.waitForFunction(() => {
      const card = document.querySelector('[data-aircraft="6-passengers"] [data-testid=aircraft-per-person]')?.textContent ?? '';
      const estimate = document.querySelector('[data-testid=estimate-per-person]')?.textContent ?? '';
      return estimate !== '' && card.startsWith(estimate);
    });
    const shared = page.url();
    const before = await totalText(page);
    const perPerson = await page.getByTestId('estimate-per-person').textContent();
    await context.close();

    const link = new URL(shared);
    expect(link.searchParams.get('departure'), shared).toBe('perth-airport');
    const fresh = await open(`${link.pathname}${link.search}`);
    await fresh.page.getByTestId('estimate-total').waitFor();
    expect(await departureSelect(fresh.page).inputValue(), fresh.page.url()).toBe('perth-airport');
    expect(await destinationSelect(fresh.page).inputValue()).toBe('margaret-river');
    expect(await fresh.page.locator('[data-aircraft="6-passengers"]').getAttribute('aria-pressed')).toBe('true');
    expect(await totalText(fresh.page)).toBe(before);
    expect(await fresh.page.getByTestId('estimate-per-person').textContent()).toBe(perPerson);
    await fresh.context.close();
  });

  it('accepts ids from the light widget and a scenic-only departure falls back to scenic', async () => {
    const { context, page } = await open('/?departureId=2&destinationId=2');
    await page.waitForURL(/departure=perth-airport/);
    expect(await destinationSelect(page).inputValue()).toBe('margaret-river');
    expect(new URL(page.url()).searchParams.has('departureId')).toBe(false);
    await departureSelect(page).selectOption('serpentine');
    await page.waitForURL(/flightType=scenic/);
    const sameDay = page.getByRole('radio', { name: /Same-day return/ });
    expect(await sameDay.isDisabled()).toBe(true);
    expect(await page.getByText('(Not available for this departure)').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('renders staff booking HTML only in a sandbox that cannot read the page cookies', async () => {
    const { context, page } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers');
    await page.evaluate(() => {
      document.cookie = 'widget_secret=s3cr3t-value; path=/';
    });
    expect(await page.evaluate(() => document.cookie)).toContain('s3cr3t-value');
    const bookNow = page.getByTestId('booking-area').getByRole('button', { name: 'Book Now' });
    const clicked = page.waitForRequest((request) => request.url().endsWith('/api/booking-clicks') && request.method() === 'POST');
    await bookNow.click();
    await clicked;
    const frameElement = page.getByTestId('booking-html-frame');
    await frameElement.waitFor();
    const sandbox = await frameElement.getAttribute('sandbox');
    expect(sandbox).toBeTruthy();
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).toContain('allow-scripts');
    expect(await frameElement.getAttribute('src')).toMatch(/^\/frames\/booking\?.*departure=jandakot/);
    const frame = await (await frameElement.elementHandle())!.contentFrame();
    expect(frame).not.toBeNull();
    // The staff script ran (its own CSP allows it) and marked the calendar ready.
    await frame!.waitForSelector('.booking-calendar[data-ready="true"]');
    const seen = await frame!.evaluate(() => {
      try {
        return document.cookie;
      } catch {
        return 'blocked';
      }
    });
    expect(seen).not.toContain('s3cr3t-value');
    expect(await page.getByTestId('booking-area').getByRole('link', { name: 'Open in New Tab' }).getAttribute('href')).toContain('rottnest-island');
    await context.close();
  });
});
