import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOfImpact, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { timeLimit } from '../support/time-limits';

/** A calendar date n days from today in Perth, the test browser's time zone. */
/** The quote calls: the route call the booking page makes, and the single call. */
const QUOTE_CALLS = /\/api\/calculate-prices?(\?|$)/;

/**
 * The smaller things visitors met, each in Chromium against the real server: a `lang` in the address, the
 * stored region in the address, Price on request, money in one form, a failing quote and a dropped
 * connection, dates in the page's language, the WeChat dialog's first focus, the unit beside its number, the
 * 404 page's header, sample content, and the landmarks axe asked about.
 */
describe('visitor polish', () => {
  const { server, newContext } = useBrowser({ server: true, context: { viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' } });

  interface Visit {
    language?: 'en' | 'zh' | 'hi';
    region?: string;
    viewport?: { width: number; height: number };
    prepare?: (context: BrowserContext) => Promise<unknown>;
  }

  async function open(path: string, { language, region, viewport, prepare }: Visit = {}): Promise<Page> {
    const context = await newContext(viewport ? { viewport } : {});
    await context.addInitScript(
      ([lang, code]) => {
        if (lang) localStorage.setItem('bookingWidgetLanguage', lang);
        if (code) localStorage.setItem('preferred-region', code);
      },
      [language ?? '', region ?? ''],
    );
    await prepare?.(context);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  const total = (page: Page) => page.getByTestId('estimate-total').first();
  const toast = (page: Page, title: string) => page.locator('li').filter({ has: page.getByText(title, { exact: true }) });

  /** The inquiry area loads when it nears the viewport: scroll down to it as a visitor would. */
  async function inquiryForm(page: Page, name = 'Send an Inquiry'): Promise<Locator> {
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name });
    await form.waitFor();
    return form;
  }

  async function wechatDialog(page: Page): Promise<Locator> {
    const button = page.getByRole('button', { name: '发送微信/支付宝付款链接给我' });
    await button.and(page.locator(':enabled')).waitFor();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  it('a lang in the address wins on /mandarin for that visit, without being stored', async () => {
    const page = await open('/mandarin?lang=en');
    await page.getByRole('button', { name: 'Send me a WeChat/AliPay Link' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('header select').inputValue()).toBe('en');
    // Without it, /mandarin is Chinese as before.
    await page.goto(`${server.url}/mandarin`);
    await page.getByRole('button', { name: '发送微信/支付宝付款链接给我' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('a region from storage is written into the address, replacing the entry', async () => {
    const page = await open('/', { region: 'QLD' });
    await page.waitForURL(/[?&]region=QLD(&|$)/);
    expect(await page.getByLabel('Region').inputValue()).toBe('QLD');
    // Replaced, not pushed: Back leaves the site (to the tab's blank start) instead of stepping to `/`.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    // A region named in the address is left as it is.
    await page.goto(`${server.url}/?region=WA`);
    await total(page).waitFor();
    expect(new URL(page.url()).searchParams.getAll('region')).toEqual(['WA']);
  });

  it('a custom-route aircraft card says Price on request', async () => {
    const page = await open('/?departure=jandakot&destination=albany&flightType=same-day&aircraft=3-passengers');
    const custom = page.locator('[data-aircraft="8-passengers"]');
    await custom.getByTestId('aircraft-price-on-request').waitFor();
    expect(await custom.getByTestId('aircraft-price-on-request').innerText()).toBe('Price on request');
    // A priced aircraft of the same route keeps its figure.
    await page.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-per-person]').getByText(/A\$/).waitFor();
    expect(await page.locator('[data-aircraft="3-passengers"]').getByTestId('aircraft-price-on-request').count()).toBe(0);
  });

  it('money reads one way: the estimate card, the aircraft cards, the share text and the request summary', async () => {
    const page = await open('/');
    await total(page).waitFor();
    const shown = (await total(page).innerText()).trim();
    // Whole dollars bare, cents only when there are some.
    expect(shown).toMatch(/^A\$\d{1,3}(,\d{3})*(\.\d\d)?$/);
    expect(shown).not.toMatch(/\.00$/);
    const breakdown = await page.getByTestId('estimate-breakdown').innerText();
    for (const amount of breakdown.match(/A\$[\d,.]+/g) ?? []) expect(amount).not.toMatch(/\.00$/);

    const share = page.getByRole('button', { name: 'Share Estimate' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share Estimate' });
    const text = await dialog.locator('p').first().innerText();
    expect(text).toContain(`: ${shown} (`);
    await page.keyboard.press('Escape');

    const form = await inquiryForm(page);
    expect(await form.isVisible()).toBe(true);
    const summary = page.getByTestId('request-summary');
    await summary.getByText('Route').waitFor();
    expect(await summary.locator('dd').allInnerTexts()).toContain(shown);
  });

  it('a failing quote says so after one retry, with Retry, and Share is not offered', async () => {
    let quoteCalls = 0;
    const page = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers', {
      prepare: (context) =>
        context.route(QUOTE_CALLS, (route) => {
          quoteCalls += 1;
          return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) });
        }),
    });
    const failed = page.getByTestId('estimate-failed');
    await failed.waitFor({ timeout: timeLimit(6_000) });
    // One retry after the first refusal, then the card says so: not the three backed-off retries (8-16 s) of
    // the other reads.
    expect(quoteCalls).toBeLessThanOrEqual(2);
    expect(await failed.getByText('Failed to calculate price').isVisible()).toBe(true);
    expect(await failed.getByTestId('estimate-failed-hint').innerText()).toBe('We could not reach our pricing service. Please try again in a moment.');
    expect(await failed.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Share Estimate' }).count()).toBe(0);
  });

  it('offline, the estimate and every request form say the connection is down', async () => {
    // The quotes are held until the connection drops under them.
    const held: Route[] = [];
    // A route of the address's own: the default route's quotes come with the page and ask nothing.
    const quoting = await open('/?departure=jandakot&destination=rottnest-island&flightType=same-day', { prepare: (context) => context.route(QUOTE_CALLS, (route) => void held.push(route)) });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await quoting.context().setOffline(true);
    for (const route of held.splice(0)) await route.abort('internetdisconnected');
    // The retry a second later goes out for itself, and finds no connection.
    await quoting.context().unroute(QUOTE_CALLS);
    await quoting.getByTestId('estimate-failed-hint').getByText('You are offline: check your internet connection, then try again.').waitFor({ timeout: timeLimit(6_000) });
    expect(await quoting.getByTestId('estimate-failed').getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    const page = await open('/');
    await total(page).waitFor();
    const form = await inquiryForm(page);
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await toast(page, 'Submission Failed').getByText('You are offline: check your internet connection and try again.').waitFor();

    // The WeChat/Alipay request on /mandarin, in Chinese.
    const twin = await open('/mandarin');
    const dialog = await wechatDialog(twin);
    await dialog.getByLabel('姓名').fill('王小明');
    await dialog.getByLabel('电子邮箱').fill('wang@example.com');
    await dialog.getByLabel('出发日期').fill(perthDate(7));
    const back = dialog.getByLabel('返程日期');
    if (await back.count()) await back.fill(perthDate(9));
    await twin.context().setOffline(true);
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await toast(twin, '发送失败').getByText('您已离线：请检查网络连接后重试。').waitFor();
  });

  it('dates are typed and shown in the page’s order, whatever the browser’s locale, and sent as YYYY-MM-DD', async () => {
    const context = await newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/mandarin`);
    const dialog = await wechatDialog(page);
    const departure = dialog.getByLabel('出发日期');
    expect(await departure.getAttribute('placeholder')).toBe('年/月/日');
    const date = perthDate(7);
    await departure.fill(date);
    await departure.blur();
    expect(await departure.inputValue()).toBe(date.replaceAll('-', '/'));
    // Typed in the page's order, it is read in that order.
    const [year, month, day] = date.split('-');
    await departure.fill(`${year}${month}${day}`);
    await departure.blur();
    expect(await departure.inputValue()).toBe(`${year}/${month}/${day}`);

    // An English page of this site writes day/month/year, not the American browser's month/day/year.
    const en = await open('/');
    const form = await inquiryForm(en);
    const preferred = form.getByLabel('Preferred date');
    expect(await preferred.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await preferred.fill(date);
    await preferred.blur();
    expect(await preferred.inputValue()).toBe(`${day}/${month}/${year}`);
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada.dates@example.com');
    const sent = en.waitForRequest((request) => request.url().endsWith('/api/booking-request') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    expect(((await sent).postDataJSON() as { date: string }).date).toBe(date);
    await en.getByTestId('request-confirmation').waitFor();
  });

  it('the WeChat dialog opens with focus on its title, not on a field', async () => {
    const page = await open('/mandarin', { viewport: { width: 390, height: 760 } });
    const dialog = await wechatDialog(page);
    const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
    expect(focused.tag).not.toBe('INPUT');
    expect(focused).toEqual({ tag: 'H2', text: '微信/支付宝预订信息' });
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The trip summary is in view above the fields.
    expect(await dialog.locator('dl').first().isVisible()).toBe(true);
  });

  it('the aircraft capacity keeps 公斤 with its number on a phone', async () => {
    const page = await open('/', { language: 'zh', viewport: { width: 360, height: 740 } });
    const capacity = page.locator('[data-aircraft] span').filter({ hasText: /公斤$/ });
    await capacity.first().waitFor();
    const lines = await capacity.evaluateAll((elements) =>
      elements.map((element) => {
        const text = element.lastChild as Text;
        const range = document.createRange();
        const unitAt = text.data.search(/\d+\s*公斤$/);
        range.setStart(text, unitAt);
        range.setEnd(text, text.data.length);
        // One line: every box of the number and its unit shares a top.
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1)).toBe(true);
  });

  it('the 404 page has the site header with its language switch', async () => {
    const page = await open('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: /home/i }).count()).toBe(1);
    await header.locator('select').selectOption('zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('404 Page Not Found');
  });

  it('sample content says it is sample content, and a calendar that never loads says what to do', async () => {
    const page = await open('/', { prepare: (context) => context.clock.install() });
    await total(page).waitFor();
    const area = page.getByTestId('booking-area');
    expect(await area.getByTestId('sample-content-note').innerText()).toMatch(/^Sample content/);
    // The seeded stand-in calendar says what it is instead of "Loading available departure times…".
    await area.getByRole('button', { name: 'Book Now' }).click();
    const frame = page.frameLocator('[data-testid=booking-html-frame]');
    await frame.getByText('Sample content.').waitFor();
    expect(await frame.locator('body').innerText()).not.toContain('Loading available departure times');

    // A calendar frame that never answers: after a while the box says what to do, not "Loading" for ever.
    const stuck = await open('/', { prepare: (context) => Promise.all([context.clock.install(), context.route('**/frames/booking**', () => {})]) });
    await total(stuck).waitFor();
    await stuck.getByTestId('booking-area').getByRole('button', { name: 'Book Now' }).click();
    await stuck.getByTestId('booking-frame-box').waitFor();
    expect(await stuck.getByTestId('booking-frame-slow').count()).toBe(0);
    await stuck.clock.fastForward(13_000);
    await stuck.getByTestId('booking-frame-slow').getByText(/open it in a new tab/).waitFor();
    expect(await stuck.getByTestId('booking-frame-box').getAttribute('aria-busy')).toBe('false');
  });

  it('axe finds no moderate violation on the pilot-training page and the light widget demo', async () => {
    const training = await open('/?flightType=pilot-training');
    await training.getByTestId('pilot-training-info').waitFor();
    const trainingViolations = await violationsOfImpact(training, ['moderate', 'serious', 'critical']);
    expect(describeBlocking(trainingViolations)).toEqual([]);

    const demo = await open('/light-widget-demo');
    await demo.locator('form button[type=submit]').first().waitFor();
    await demo.locator('form select').first().and(demo.locator(':enabled')).waitFor();
    const demoViolations = await violationsOfImpact(demo, ['moderate', 'serious', 'critical']);
    expect(describeBlocking(demoViolations)).toEqual([]);
  });
});
