import { eq } from 'drizzle-orm';
import { timeLimit } from '../support/time-limits';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../src/server/db/schema';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser, type ContextOptions } from '../support/browser';

/** The flights tab of the main booking page (docs/product.md §2, §4, §5) in a real browser against the seeded server. */
describe('booking widget: flights tab', () => {
  // The server's clock, moved forward together with the page's fake clock when a test lets a price hold expire.
  let serverClockOffsetMs = 0;
  const { server, newContext } = useBrowser({ server: { now: () => new Date(Date.now() + serverClockOffsetMs) } });
  beforeAll(async () => {
    // An inactive destination, for the links that name one (no other test here uses Jurien Bay).
    await server.database.db.update(destinations).set({ isActive: false }).where(eq(destinations.value, 'jurien-bay'));
    await server.app.content.invalidate();
  });

  interface OpenOptions {
    context?: ContextOptions;
    language?: 'en' | 'zh' | 'hi';
    theme?: 'light' | 'dark';
    /** Runs on the page before it loads (routes, a fake clock). */
    before?(page: Page): Promise<unknown>;
  }
  const HEADINGS = { en: 'Welcome, where can we take you?', zh: '欢迎！您想飞往哪里？', hi: undefined } as const;

  async function open(path: string, opts: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({ viewport: { width: 1280, height: 900 }, ...opts.context });
    if (opts.language || opts.theme) {
      await context.addInitScript(
        ([language, theme]) => {
          if (language) localStorage.setItem('bookingWidgetLanguage', language);
          if (theme) localStorage.setItem('theme', theme);
        },
        [opts.language, opts.theme],
      );
    }
    // The seeded operator links point at a .example host: answer them locally so popups and frames load.
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    const page = await context.newPage();
    await opts.before?.(page);
    await page.goto(`${server.url}${path}`);
    const heading = HEADINGS[opts.language ?? 'en'];
    await (heading ? page.getByRole('heading', { name: heading }) : page.locator('#booking-widget-heading')).waitFor();
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
    expect(await page.getByRole('radio', { name: /Same-day return/ }).isChecked()).toBe(true);
    const card = page.getByTestId('price-estimate');
    await card.getByRole('heading', { name: 'Price Estimate' }).waitFor();
    // The one form visitors read: whole dollars without cents, cents only when there are some.
    expect(await totalText(page)).toMatch(/^A\$\d[\d,]*(?:\.\d\d)?$/);
    expect(await totalText(page)).not.toMatch(/\.00$/);
    for (const label of ['Base price', 'Booking fee', 'Total estimate', 'Per person, 1 passenger']) {
      expect(await card.getByTestId('estimate-breakdown').getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    // No day chosen: today's price, said so; the lines wait folded under "What's included".
    expect(await card.getByTestId('estimate-price-date').textContent()).toBe('Price for today');
    expect(await card.getByTestId('estimate-included').getByText("What's included").isVisible()).toBe(true);
    expect(await card.getByTestId('estimate-included').getByText('Booking fee').isVisible()).toBe(false);
    expect(await page.getByTestId('price-hold').textContent()).toContain('20 minutes');
    expect(await page.getByTestId('price-hold-countdown').textContent()).toMatch(/^(20:00|19:[0-5]\d) left$/);
    expect(await page.getByTestId('route-distance').textContent()).toMatch(/\d+ km/);
    expect(await page.getByTestId('route-time').textContent()).toMatch(/min/);
    // One estimate per available aircraft on its card; the URL carries the full selection.
    await page.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-per-person]').getByText(/A\$/).waitFor();
    expect(await page.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-per-person]').textContent()).toMatch(/^A\$[\d,.]+ per person, 1 passenger$/);
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
    // ...and says so, in the live region.
    await second.getByTestId('selection-notice').getByText('The 4-5 Passenger Helicopter aircraft does not fly this route; showing 3 Passengers.').waitFor();
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
    await page.waitForURL(/aircraft=6-passengers/, { timeout: timeLimit(5000) }).catch(() => { throw new Error(`aircraft: ${urlNow()}`); });
    await page.waitForURL(/flightType=one-way/, { timeout: timeLimit(5000) }).catch(() => { throw new Error(`flightType: ${urlNow()}`); });
    await page.waitForURL(/destination=margaret-river/, { timeout: timeLimit(5000) }).catch(() => { throw new Error(`destination: ${urlNow()}`); });
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
    // The visitor's same-day choice was changed for them: said, not silent.
    await page.getByTestId('selection-notice').getByText('Same-day return is not offered from Serpentine Airfield (YSEN); showing Scenic flight.').waitFor();
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
  // The main widget never swaps a choice silently (decision 0021).
  const notice = (page: Page) => page.getByTestId('selection-notice');
  const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });

  it('disables One-way on a same-day-only destination with its note, and keeps the destination', async () => {
    const { page } = await open('/?departure=jandakot&destination=wave-rock&flightType=same-day&aircraft=3-passengers');
    await total(page).waitFor();
    const oneWay = radio(page, /One-way/);
    expect(await oneWay.isDisabled()).toBe(true);
    expect(await page.locator('label', { has: oneWay }).getByTestId('flight-type-note').textContent()).toBe('(Not offered to Wave Rock – Hyden (YHYD))');
    await oneWay.click({ force: true });
    expect(await destinationSelect(page).inputValue()).toBe('wave-rock');
    expect(new URL(page.url()).searchParams.get('flightType')).toBe('same-day');
    expect(await radio(page, /Same-day return/).isChecked()).toBe(true);
    // Nothing was changed for the visitor, so there is nothing to say.
    expect(await notice(page).textContent()).toBe('');
  });

  it('keeps the destination when the flight type changes, and restores it after scenic and pilot training', async () => {
    const { page } = await open('/?departure=jandakot&destination=margaret-river&flightType=same-day&aircraft=6-passengers');
    await total(page).waitFor();
    // The address changes before the page re-renders: wait for the select itself.
    const destination = () => expect.poll(() => destinationSelect(page).inputValue());
    await radio(page, /One-way/).click();
    await page.waitForURL(/flightType=one-way/);
    await destination().toBe('margaret-river');

    await radio(page, /Scenic flight/).click();
    await page.waitForURL(/flightType=scenic/);
    await destination().toBe('jandakot');
    expect(await destinationSelect(page).isDisabled()).toBe(true);
    await radio(page, /One-way/).click();
    await page.waitForURL(/flightType=one-way/);
    await destination().toBe('margaret-river');

    await radio(page, /Pilot training/).click();
    await page.getByTestId('pilot-training-info').waitFor();
    await radio(page, /Same-day return/).click();
    await page.waitForURL(/flightType=same-day/);
    await destination().toBe('margaret-river');
    expect(new URL(page.url()).searchParams.get('destination')).toBe('margaret-river');
    expect(await notice(page).textContent()).toBe('');
  });

  it('says in a visible line and a polite live region when a link names a pair it cannot honour', async () => {
    const cases = [
      // an unknown departure, a destination of another region (the light widget's Jandakot -> Lady Elliot), an inactive one
      ['/?departure=nowhere-field&destination=rottnest-island', 'jandakot', 'rottnest-island'],
      ['/?region=WA&departure=jandakot&destination=YLEL&flightType=same-day', 'jandakot', 'rottnest-island'],
      ['/?departure=perth-airport&destination=jurien-bay&flightType=one-way', 'perth-airport', 'rottnest-island'],
      ['/?departureId=9999&destinationId=9998', 'jandakot', 'rottnest-island'],
    ] as const;
    for (const [path, departure, destination] of cases) {
      const { page, context } = await open(path);
      const line = notice(page).getByText(/^This route is not offered; showing /);
      await line.waitFor();
      expect(await departureSelect(page).inputValue(), path).toBe(departure);
      expect(await destinationSelect(page).inputValue(), path).toBe(destination);
      const names = { jandakot: 'Jandakot Airport (YPJT)', 'perth-airport': 'Perth Airport (YPPH)' }[departure];
      expect(await line.textContent(), path).toBe(`This route is not offered; showing ${names} → Rottnest Island (YRTI).`);
      expect(await notice(page).getAttribute('role')).toBe('status');
      expect(await notice(page).getAttribute('aria-live')).toBe('polite');
      expect(await line.isVisible()).toBe(true);
      // The address now holds what is shown; the next choice of the visitor clears the line.
      await page.waitForURL((url) => url.searchParams.get('departure') === departure && url.searchParams.get('destination') === destination);
      await destinationSelect(page).selectOption('margaret-river');
      await page.waitForFunction(() => document.querySelector('[data-testid=selection-notice]')?.textContent === '');
      await context.close();
    }
  });

  it('says it in Chinese and in Hindi too', async () => {
    const zh = await open('/?departure=nowhere-field&destination=rottnest-island', { language: 'zh' });
    await notice(zh.page).getByText(/^此航线不提供；现显示 .+ → .+。$/).waitFor();
    const hi = await open('/?departure=jandakot&destination=wave-rock&flightType=one-way&aircraft=3-passengers', { language: 'hi' });
    await notice(hi.page).getByText(/के लिए .+ उपलब्ध नहीं है; .+ दिखाया जा रहा है।$/).waitFor();
    await hi.page.waitForURL(/flightType=same-day/);
    expect(new URL(hi.page.url()).searchParams.get('destination')).toBe('wave-rock');
  });

  it('removes an invalid ?region= from the address bar and says which region is shown', async () => {
    const { page } = await open('/?region=ATLANTIS&departure=jandakot');
    await notice(page).getByText('Region “ATLANTIS” is not offered; showing Western Australia.').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('region'));
    expect(new URL(page.url()).searchParams.get('departure')).toBe('jandakot');
    expect(await page.getByLabel('Region').inputValue()).toBe('WA');
  });

  // Per person: the total split between the party "Who's flying?" states (decision 0052).
  it('divides per person by the party the visitor says flies, on the estimate and on the cards', async () => {
    const { page } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers');
    const totalCents = Math.round(Number((await totalText(page)).replace(/[^\d.]/g, '')) * 100);
    const perPerson = page.getByTestId('estimate-per-person');
    const label = page.getByTestId('estimate-per-person-label');
    const cents = async () => Math.round(Number(((await perPerson.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
    expect(await label.textContent()).toBe('Per person, 1 passenger');
    expect(await cents()).toBe(totalCents);
    await page.getByTestId('party').getByRole('button').click();
    await page.getByTestId('party').getByLabel('Adults').fill('2');
    await page.waitForURL(/adults=2/);
    await expect.poll(() => label.textContent()).toBe('Per person, 2 passengers');
    expect(await cents()).toBe(Math.round(totalCents / 2));
    expect(await page.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-per-person]').textContent()).toMatch(/^A\$[\d,.]+ per person, 2 passengers$/);
    expect(await page.getByTestId('party-summary').textContent()).toBe('2 adults');
  });

  // The 20-minute price hold (decision 0021).
  it('counts the 20-minute hold down; once it passes, says so, Book Now waits, and Refresh estimate re-quotes', async () => {
    const { page } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers', {
      before: (p) => p.clock.install(),
    });
    await total(page).waitFor();
    const countdown = page.getByTestId('price-hold-countdown');
    expect(await countdown.textContent()).toMatch(/^(20:00|19:[0-5]\d) left$/);
    expect(await countdown.getAttribute('role')).toBe('timer');
    await page.clock.fastForward('10:00');
    await page.waitForFunction(() => /^(10:00|9:[0-5]\d) left$/.test(document.querySelector('[data-testid=price-hold-countdown]')?.textContent ?? ''));
    const bookNow = page.getByTestId('booking-area').getByRole('button', { name: 'Book Now' });
    expect(await bookNow.isEnabled()).toBe(true);

    serverClockOffsetMs = 20 * 60_000 + 5_000;
    try {
      await page.clock.fastForward('10:05');
      const expired = page.getByTestId('price-hold-expired');
      await expired.getByText('This price is no longer held.').waitFor();
      expect(await page.getByTestId('price-hold').count()).toBe(0);
      expect(await bookNow.isDisabled()).toBe(true);
      expect(await page.getByTestId('booking-area').getByText('The price is no longer held: refresh the estimate above to book.').isVisible()).toBe(true);

      const requoted = page.waitForResponse((response) => response.url().endsWith('/api/calculate-prices') && response.request().method() === 'POST');
      await expired.getByRole('button', { name: 'Refresh estimate' }).click();
      const answer = (await (await requoted).json()) as { quotes: { aircraftType: string; breakdown: { validUntil: string } | null }[] };
      expect(Date.parse(answer.quotes.find((q) => q.aircraftType === '3-passengers')!.breakdown!.validUntil)).toBeGreaterThan(Date.now() + 39 * 60_000);
      await page.getByTestId('price-hold').waitFor();
      expect(await countdown.textContent()).toMatch(/^(20:00|19:[0-5]\d) left$/);
      expect(await bookNow.isEnabled()).toBe(true);
    } finally {
      serverClockOffsetMs = 0;
    }
  });

  // Retry after a failed quote.
  it('offers Retry when the price cannot be calculated, and shows the estimate once it can', async () => {
    let failing = true;
    const { page } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=6-passengers', {
      before: (p) =>
        // The route's estimates fail, as a server in trouble would answer them.
        p.route('**/api/calculate-prices', (route: Route) =>
          failing
            ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) })
            : route.continue(),
        ),
    });
    const failed = page.getByTestId('estimate-failed');
    await failed.waitFor({ timeout: timeLimit(30_000) });
    expect(await failed.getByText('Failed to calculate price').isVisible()).toBe(true);
    expect(await failed.getAttribute('role')).toBe('alert');
    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    expect(await totalText(page)).toMatch(/^A\$/);
    expect(await failed.count()).toBe(0);
  });

  // The compact estimate bar.
  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)('keeps route, total and Book Now in view once the estimate scrolls away (%s), never over the footer', async (_, viewport) => {
    const { page } = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers', { context: { viewport } });
    const cardTotal = await totalText(page);
    const bar = page.getByRole('region', { name: 'Your estimate' });
    expect(await bar.count()).toBe(0);
    // Scroll until the estimate card has left the top of the viewport.
    await page.evaluate(() => {
      const card = document.querySelector('[data-testid=price-estimate]')!;
      window.scrollBy(0, card.getBoundingClientRect().bottom + 10);
    });
    await bar.waitFor();
    expect(await bar.getByTestId('estimate-bar-total').textContent()).toBe(cardTotal);
    expect(await bar.getByText('Jandakot Airport (YPJT) → Rottnest Island (YRTI)').isVisible()).toBe(true);
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.width).toBe(viewport.width);

    // At the footer the bar steps aside, so it never covers the footer's links (scrolled to the end once the
    // forms below have loaded and the page has its full height).
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toEnd();
    await page.getByRole('button', { name: 'Submit Inquiry' }).waitFor();
    await toEnd();
    await bar.waitFor({ state: 'detached' });
    const link = page.locator('footer').getByRole('link', { name: 'Embed this widget on your site' });
    await link.click({ trial: true });
    // Back above the footer with the estimate out of view, Book Now in the bar books as the booking area's does.
    await page.evaluate(() => {
      const area = document.querySelector('[data-testid=booking-area]')!;
      window.scrollBy(0, area.getBoundingClientRect().top);
    });
    await bar.waitFor();
    const clicked = page.waitForRequest((request) => request.url().endsWith('/api/booking-clicks') && request.method() === 'POST');
    await bar.getByRole('button', { name: 'Book Now' }).click();
    await clicked;
    await page.getByTestId('booking-html-frame').waitFor();
    expect(await page.getByTestId('booking-html-frame').isVisible()).toBe(true);
  });

  // axe on / in every language and theme, in the states this issue adds: the price loading, a notice, the bar.
  const axeCases = (['en', 'zh', 'hi'] as const).flatMap((language) => (['light', 'dark'] as const).map((theme) => ({ language, theme })));
  it.each(axeCases)('has no serious or critical axe violation in $language, $theme: loading, notice and compact bar', { timeout: timeLimit(90_000) }, async ({ language, theme }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page } = await open('/?departure=nowhere-field&destination=rottnest-island&flightType=same-day&aircraft=3-passengers', {
      language,
      theme,
      context: { reducedMotion: 'reduce' },
      before: (p) => p.route('**/api/calculate-prices', async (route: Route) => {
        await released;
        await route.continue();
      }),
    });
    const check = async (state: string) => {
      expect(describeBlocking(await blockingViolations(page), `${state}: `)).toEqual([]);
    };
    // While the price loads: a status with its words, no aria-label on a plain div.
    await page.locator('[data-testid=price-estimate] [role=status]').waitFor();
    expect(await page.locator('[data-testid=price-estimate] [role=status] .sr-only').textContent()).toBeTruthy();
    await notice(page).locator('p').waitFor();
    await check('loading');
    release();
    await total(page).waitFor();
    await page.evaluate(() => {
      const card = document.querySelector('[data-testid=price-estimate]')!;
      window.scrollBy(0, card.getBoundingClientRect().bottom + 10);
    });
    await page.getByTestId('estimate-bar').waitFor();
    await check('estimate, notice and bar');
  });
});
