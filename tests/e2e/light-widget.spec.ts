import { createServer } from 'node:http';
import { timeLimit } from '../support/time-limits';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingClicks, bookingRequests, destinations } from '../../src/server/db/schema';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

interface Region {
  id: number;
  code: string;
  name: string;
  translations: Record<string, { name?: string }>;
}
interface Place {
  id: number;
  name: string;
  value: string;
  regionId: number;
  flightTypes?: string[];
  translations: Record<string, { name?: string }>;
}

/** The light widgets of docs/product.md §2 (/light styled, /light-widget-embed plain, /light-widget-demo) in Chromium. */
describe('light widget', () => {
  const { server, newContext } = useBrowser({ server: true });
  let regions: Region[];
  let departures: Place[];
  let places: Place[];
  const region = (code: string) => regions.find((r) => r.code === code)!;
  const departure = (value: string) => departures.find((d) => d.value === value)!;
  const destination = (value: string) => places.find((d) => d.value === value && !(d.flightTypes ?? []).every((t) => t === 'scenic'))!;
  const scenicFrom = (value: string) => places.find((d) => d.value === value && d.flightTypes?.includes('scenic'))!;

  beforeAll(async () => {
    const read = async <T,>(path: string) => (await (await server.fetch(path)).json()) as T;
    [regions, departures, places] = await Promise.all([read<Region[]>('/api/regions'), read<Place[]>('/api/departure-locations'), read<Place[]>('/api/destinations')]);
  });

  async function open(path: string, prepare?: (page: Page) => Promise<void>, viewport = { width: 1000, height: 700 }) {
    const context = await newContext({ viewport });
    // The operators' booking pages are on the internet: answer them here.
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(`${server.url}${path}`);
    return { context, page };
  }

  const from = (scope: Page | ReturnType<Page['frameLocator']>, label = 'From') => scope.getByLabel(label, { exact: true });
  const to = (scope: Page | ReturnType<Page['frameLocator']>, label = 'To') => scope.getByLabel(label, { exact: true });
  const ready = (select: Locator) => select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  const optionTexts = (select: Locator) => select.locator('option:not([value=""])').allTextContents();
  const groupLabels = (select: Locator) => select.locator('optgroup').evaluateAll((groups) => groups.map((g) => (g as HTMLOptGroupElement).label));
  const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('in /light?region=WA offers only Western Australia: Jandakot -> a Queensland place cannot be chosen', async () => {
    const { page } = await open('/light?region=WA');
    await ready(from(page));
    const wa = region('WA');
    expect(await optionTexts(from(page))).toEqual(departures.filter((d) => d.regionId === wa.id).map((d) => d.name));
    expect(await groupLabels(from(page))).toEqual([]); // one region: no groups
    await from(page).selectOption(String(departure('jandakot').id));
    const offered = await optionTexts(to(page));
    expect(offered).toContain(destination('rottnest-island').name);
    for (const place of places.filter((p) => p.regionId !== wa.id)) expect(offered).not.toContain(place.name);
    await expect(to(page).selectOption(String(destination('YLEL').id), { timeout: 1000 })).rejects.toThrow();
    expect(await page.getByRole('button', { name: 'Select Locations' }).isDisabled()).toBe(true);
  });

  it("without a region offers the visitor's stored region, else every region grouped, never pairing two regions", async () => {
    // The preference the main site stores (docs/product.md §9 'preferred-region').
    const stored = await open('/light', async (p) => {
      await p.addInitScript(() => localStorage.setItem('preferred-region', 'QLD'));
    });
    await ready(from(stored.page));
    expect(await optionTexts(from(stored.page))).toEqual(departures.filter((d) => d.regionId === region('QLD').id).map((d) => d.name));

    const { page } = await open('/light');
    await ready(from(page));
    expect(await groupLabels(from(page))).toEqual(['Western Australia', 'Queensland']);
    expect(await groupLabels(to(page))).toEqual(['Western Australia', 'Queensland']);
    // From in Queensland limits To to Queensland.
    await from(page).selectOption(String(departure('YCAB').id));
    expect(await groupLabels(to(page))).toEqual(['Queensland']);
    expect(await optionTexts(to(page))).not.toContain(destination('rottnest-island').name);

    // To first in Western Australia, then a From in Queensland: the To goes, and the widget says so.
    await from(page).selectOption('');
    await to(page).selectOption(String(destination('rottnest-island').id));
    await from(page).selectOption(String(departure('YCAB').id));
    expect(await to(page).inputValue()).toBe('');
    const status = page.getByRole('status').filter({ hasText: 'is not offered from' });
    expect(await status.textContent()).toBe(
      'Rottnest Island (YRTI) is not offered from Caboolture Airfield (YCAB), so it is no longer selected. Please choose another destination.',
    );
    expect(await page.getByRole('button', { name: 'Select Locations' }).isDisabled()).toBe(true);
  });

  it('never offers the departure itself under another name', async () => {
    const jandakot = departure('jandakot');
    const [twin] = await server.database.db
      .insert(destinations)
      .values({ name: jandakot.name, value: 'jandakot-twin', regionId: jandakot.regionId, flightTypes: ['same-day'], isActive: true, appContext: 'main' })
      .returning();
    await server.app.content.invalidate(false);
    try {
      const { page } = await open('/light-widget-embed?region=WA');
      await to(page).locator(`option[value="${twin!.id}"]`).waitFor({ state: 'attached' }); // reachable from Perth
      await from(page).selectOption(String(jandakot.id));
      expect(await to(page).locator(`option[value="${twin!.id}"]`).count()).toBe(0);
      expect(await page.getByText('Departure and destination must be different.').count()).toBe(0);
    } finally {
      await server.database.db.delete(destinations).where(eq(destinations.id, twin!.id));
      await server.app.content.invalidate(false);
    }
  });

  it("'Scenic flight from X' under To opens the scenic estimate for X on /widget", async () => {
    const { page } = await open('/light?region=WA');
    await ready(to(page));
    // Chosen first, it also chooses X under From, and says so.
    await to(page).selectOption(String(scenicFrom('jandakot').id));
    expect(await from(page).inputValue()).toBe(String(departure('jandakot').id));
    await page.getByRole('status').filter({ hasText: 'Scenic flights start and end at Jandakot Airport (YPJT)' }).waitFor();
    expect(await page.getByText('Departure and destination must be different.').count()).toBe(0);

    await page.getByRole('button', { name: 'Book Now' }).click();
    const frame = page.getByRole('dialog', { name: 'Book Flight' }).locator('iframe');
    const src = (await frame.getAttribute('src'))!;
    expect(new URL(src).pathname).toBe('/widget');
    expect(paramsOf(src)).toEqual({ departure: 'jandakot', destination: 'jandakot', flightType: 'scenic', region: 'WA', lang: 'en' });
    const widget = page.frameLocator('iframe[title="Booking Widget"]');
    await widget.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    await widget.getByTestId('route-summary').getByText('Scenic loop and return').waitFor();
    expect(await widget.getByTestId('route-summary').textContent()).toContain('Jandakot Airport (YPJT)');
    expect(await widget.getByRole('radio', { name: /Scenic flight/ }).isChecked()).toBe(true);
    // The full widget kept what it was given: nothing was swapped on the way.
    const framed = page.frames().find((f) => new URL(f.url()).pathname === '/widget')!;
    expect(paramsOf(framed.url())).toMatchObject({ departure: 'jandakot', flightType: 'scenic' });
  });

  it("the styled dialog frames the compact /widget with the pair; its close button sits above the frame's content", async () => {
    const { page } = await open('/light?region=QLD&lang=en&partner=hotel-x');
    await ready(from(page));
    await from(page).selectOption(String(departure('YCAB').id));
    await to(page).selectOption(String(destination('YLEL').id));
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book Flight' });
    await dialog.waitFor();
    const frame = dialog.locator('iframe[title="Booking Widget"]');
    const src = (await frame.getAttribute('src'))!;
    expect(`${new URL(src).origin}${new URL(src).pathname}`).toBe(`${server.url}/widget`);
    expect(paramsOf(src)).toEqual({ departure: 'YCAB', destination: 'YLEL', flightType: 'same-day', region: 'QLD', lang: 'en', partner: 'hotel-x' });
    const widget = page.frameLocator('iframe[title="Booking Widget"]');
    await widget.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    expect(await widget.getByRole('banner').count()).toBe(0); // the compact widget: no site header or hero
    expect(await widget.getByLabel('Destination', { exact: true }).inputValue()).toBe('YLEL');

    const close = dialog.getByRole('button', { name: 'Close' });
    const [closeBox, frameBox] = await Promise.all([close.boundingBox(), frame.boundingBox()]);
    expect(closeBox!.y + closeBox!.height).toBeLessThanOrEqual(frameBox!.y);
    // Nothing of the dialog covers the frame: the topmost element at each corner of the frame is the frame.
    const corners = [
      [frameBox!.x + 4, frameBox!.y + 4],
      [frameBox!.x + frameBox!.width - 4, frameBox!.y + 4],
    ];
    for (const [x, y] of corners) expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName, [x, y])).toBe('IFRAME');
    await close.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await book.evaluate((el) => el === document.activeElement)).toBe(true); // focus back on Book Now
  });

  it('the plain variant opens a popup on the site root with exactly the pair, region, lang and partner', async () => {
    const { context, page } = await open('/light-widget-embed?region=WA&lang=hi&partner=hotel-x');
    await ready(from(page, 'कहाँ से'));
    const button = page.getByRole('button', { name: 'स्थान चुनें' });
    expect(await button.isDisabled()).toBe(true);
    await from(page, 'कहाँ से').selectOption(String(departure('jandakot').id));
    await to(page, 'कहाँ तक').selectOption(String(destination('rottnest-island').id));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'अभी बुक करें' }).click()]);
    const url = new URL(popup.url());
    expect(`${url.protocol}//${url.host}`).toBe(server.url); // the port is kept on 127.0.0.1
    expect(url.pathname).toBe('/');
    expect(paramsOf(popup.url())).toEqual({
      departure: 'jandakot',
      destination: 'rottnest-island',
      flightType: 'same-day',
      region: 'WA',
      lang: 'hi',
      partner: 'hotel-x',
      popup: 'true',
    });
    // The full site opens in the visitor's language.
    await popup.waitForFunction(() => document.documentElement.lang === 'hi');
  });

  it('a booking click and an inquiry started from a partner banner are stored with the partner, in the visitor language', async () => {
    const { context, page } = await open('/light-widget-embed?region=WA&lang=zh&partner=hotel-lw');
    await ready(from(page, '出发地'));
    await from(page, '出发地').selectOption(String(departure('jandakot').id));
    await to(page, '目的地').selectOption(String(destination('rottnest-island').id));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '立即预订' }).click()]);

    // Book Now on the full site's booking area: the click is stored with the partner.
    const bookNow = popup.getByTestId('booking-area').getByRole('button', { name: '立即预订' });
    await bookNow.waitFor();
    await popup.getByRole('button', { name: '分享报价' }).and(popup.locator(':enabled')).waitFor();
    await bookNow.click();
    await expect
      .poll(async () => (await server.database.db.select().from(bookingClicks).orderBy(desc(bookingClicks.id)).limit(1))[0], { timeout: timeLimit(5000) })
      .toMatchObject({ partner: 'hotel-lw', departure: 'jandakot', destination: 'rottnest-island' });

    // An inquiry from the same visit: stored with the partner and the visitor's language.
    await popup.bringToFront();
    await popup.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = popup.locator('form', { has: popup.locator('input[name="contactEmail"]') });
    await form.locator('input[name="contactName"]').fill('Lin Wei');
    await form.locator('input[name="contactEmail"]').fill('lin.wei@example.com');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(async () => (await server.database.db.select().from(bookingRequests).orderBy(desc(bookingRequests.id)).limit(1))[0], { timeout: timeLimit(10_000) })
      .toMatchObject({
        contactEmail: 'lin.wei@example.com',
        partner: 'hotel-lw',
        language: 'zh',
        // The inquiry keeps the route as the visitor read it.
        departure: departure('jandakot').translations.zh!.name,
        destination: destination('rottnest-island').translations.zh!.name,
      });
  });

  it('falls back to this window when the popup is blocked', async () => {
    const { page } = await open('/light-widget-embed?region=WA', async (p) => {
      await p.addInitScript(() => (window.open = () => null));
    });
    await ready(from(page));
    await from(page).selectOption(String(departure('jandakot').id));
    await to(page).selectOption(String(destination('rottnest-island').id));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('popup') === 'true');
    expect(paramsOf(page.url())).toMatchObject({ departure: 'jandakot', destination: 'rottnest-island', region: 'WA' });
    await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
  });

  it('/light?lang=zh shows translated labels, place and region names and messages', async () => {
    const { page } = await open('/light?lang=zh');
    await ready(from(page, '出发地'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.title()).toBe('预订包机航班');
    await page.getByText('您想飞往哪里？').waitFor();
    expect(await from(page, '出发地').locator('option').first().textContent()).toBe('选择出发地');
    expect(await to(page, '目的地').locator('option').first().textContent()).toBe('选择目的地');
    expect(await groupLabels(from(page, '出发地'))).toEqual(regions.map((r) => r.translations.zh!.name));
    expect(await optionTexts(from(page, '出发地'))).toEqual([...departures].sort((a, b) => a.regionId - b.regionId).map((d) => d.translations.zh!.name));
    expect(await page.getByRole('button', { name: '请选择地点' }).isDisabled()).toBe(true);
    // A message the widget writes itself.
    await to(page, '目的地').selectOption(String(destination('rottnest-island').id));
    await from(page, '出发地').selectOption(String(departure('YCAB').id));
    expect(await page.getByRole('status').filter({ hasText: '不提供' }).textContent()).toBe(
      `${departure('YCAB').translations.zh!.name}不提供前往${destination('rottnest-island').translations.zh!.name}的航班，因此已取消该选择。请选择其他目的地。`,
    );
  });

  it('a 500 from the API shows a plain message in the visitor language, never the HTTP status line', async () => {
    const failing = async (p: Page) => {
      await p.route('**/api/destinations', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    };
    const [en, zh] = await Promise.all([open('/light', failing), open('/light?lang=zh', failing)]);
    const enPanel = en.page.getByRole('alert').filter({ hasText: 'Unable to load booking options' });
    const zhPanel = zh.page.getByRole('alert').filter({ hasText: '无法加载预订选项' });
    // Three retries at 2 s, 3 s and 4.5 s first (docs/product.md §7).
    await Promise.all([enPanel.waitFor({ timeout: timeLimit(20_000) }), zhPanel.waitFor({ timeout: timeLimit(20_000) })]);
    expect(await enPanel.textContent()).toContain('Our booking service is having trouble right now. Please try again in a moment.');
    expect(await enPanel.textContent()).toContain('Retried 1 time(s).');
    expect(await zhPanel.textContent()).toContain('我们的预订服务暂时出现问题。请稍后再试。');
    expect(await zhPanel.textContent()).toContain('已重试 1 次。');
    for (const panel of [enPanel, zhPanel]) expect(await panel.textContent()).not.toMatch(/HTTP|500|Internal Server Error/);

    await en.page.unroute('**/api/destinations');
    await enPanel.getByRole('button', { name: 'Retry' }).click();
    await ready(to(en.page));
    expect(await enPanel.count()).toBe(0);
  });

  it('shows the offline banner while the browser is offline and recovers when it is back', async () => {
    const { context, page } = await open('/light?region=WA');
    await ready(from(page));
    await context.setOffline(true);
    await page.getByText('No internet connection').waitFor();
    expect(await page.getByText('Connection lost').isVisible()).toBe(true);
    expect(await page.getByText('Waiting for connection to restore...').isVisible()).toBe(true);
    await context.setOffline(false);
    await page.getByText('No internet connection').waitFor({ state: 'hidden' });
    await ready(from(page));
    await from(page).selectOption(String(departure('jandakot').id));
    await to(page).selectOption(String(destination('rottnest-island').id));
    expect(await page.getByRole('button', { name: 'Book Now' }).isEnabled()).toBe(true);
  });

  it.each([320, 360])('on a %i px phone the 1000x180 banner code shows the whole Book Now button', async (width) => {
    // The partner's page on another origin, with the iframe code the /embed page gives for the light banner.
    const partner = await startPartnerPage(
      `<iframe src="${server.url}/light-widget-embed?region=WA" width="1000" height="180" style="border:0;max-width:100%" title="Charter flight route selector"></iframe>`,
    );
    try {
      const context = await newContext({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(partner.url);
      const banner = page.frameLocator('iframe');
      await ready(from(banner));
      await from(banner).selectOption(String(departure('jandakot').id));
      await to(banner).selectOption(String(destination('rottnest-island').id));
      const [frameBox, buttonBox] = await Promise.all([page.locator('iframe').boundingBox(), banner.getByRole('button', { name: 'Book Now' }).boundingBox()]);
      expect(buttonBox!.x).toBeGreaterThanOrEqual(frameBox!.x);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(frameBox!.x + frameBox!.width);
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
      expect(buttonBox!.width).toBeGreaterThan(width / 2); // full width under the two lists
    } finally {
      await partner.close();
    }
  });

  it("inside a partner's sandboxed frame that allows neither popups nor top navigation, says to allow popups", async () => {
    // The partner's page on another origin, framing the 1000x180 banner the way the embed page suggests.
    const partner = await startPartnerPage(
      `<iframe title="Charter booking" sandbox="allow-scripts allow-same-origin allow-forms" width="1000" height="180" src="${server.url}/light-widget-embed"></iframe>`,
    );
    try {
      const context = await newContext({ viewport: { width: 1100, height: 400 } });
      const page = await context.newPage();
      await page.goto(partner.url);
      const frame = page.frameLocator('iframe[title="Charter booking"]');
      await ready(from(frame));
      await from(frame).selectOption(String(departure('jandakot').id));
      await to(frame).selectOption(String(destination('rottnest-island').id));
      await frame.getByRole('button', { name: 'Book Now' }).click();
      await frame.getByRole('alert').filter({ hasText: 'Unable to open booking. Please allow popups.' }).waitFor();
      // No dialog: inside the partner's 180 px banner it would have no room.
      expect(await frame.getByRole('dialog').count()).toBe(0);
      expect(context.pages()).toHaveLength(1);
      expect(page.url()).toBe(partner.url);
    } finally {
      await partner.close();
    }
  });

  it("titles the demo page 'Light Booking Widget Demo', shows both variants and speaks Hindi on request", async () => {
    let listRequests = 0;
    const { page } = await open('/light-widget-demo', async (p) => {
      p.on('request', (request) => void (new URL(request.url()).pathname === '/api/destinations' && listRequests++));
    });
    await page.getByRole('heading', { name: 'Light Booking Widget Demo' }).waitFor();
    expect(await page.title()).toBe('Light Booking Widget Demo');
    expect(await from(page).count()).toBe(2);
    await ready(to(page).nth(1));
    expect(listRequests).toBe(1); // the two widgets share one request per list

    const hindi = await open('/light-widget-demo?lang=hi');
    await hindi.page.getByRole('heading', { name: 'हल्का बुकिंग विजेट डेमो' }).waitFor();
    expect(await hindi.page.title()).toBe('हल्का बुकिंग विजेट डेमो');
    expect(await hindi.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['सजा हुआ रूप (डायलॉग में बुकिंग)', 'सादा रूप (पॉपअप विंडो में बुकिंग)']);
  });

  describe.each(['en', 'zh', 'hi'] as const)('axe in %s', (language) => {
    it.each(['/light', '/light-widget-embed', '/light-widget-demo'])('%s has no serious or critical violation, loading and loaded', async (path) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { page } = await open(`${path}?lang=${language}`, async (p) => {
        // Hold the lists back first, so that the loading state is checked too.
        await p.route('**/api/destinations', async (route) => {
          await held;
          await route.continue();
        });
      });
      const violations = async (state: string) => describeBlocking(await blockingViolations(page), `${state} `);
      await page.locator('[role="status"]').first().waitFor();
      expect(await violations('loading')).toEqual([]);
      release();
      await ready(page.locator('select').first());
      await page.locator('select').first().selectOption({ index: 1 });
      // Read again until the widget has settled on the choice: axe reads the page over several tasks, and a
      // render landing between them (the To list following From) can show a field without its label for
      // that one read. A violation that stays fails.
      await expect.poll(() => violations('loaded')).toEqual([]);
    });
  });
});

/** A partner's page on a second loopback origin (127.0.0.2). */
async function startPartnerPage(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const partner = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title></head><body style="margin:8px">${body}</body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.2', resolve));
  return {
    url: `http://127.0.0.2:${(partner.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => partner.close(() => resolve())),
  };
}
