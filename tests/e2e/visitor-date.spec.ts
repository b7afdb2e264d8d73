import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculatePriceResponse } from '../../src/domain/api/pricing';
import { centsFromDollars, formatVisitorAud } from '../../src/domain/money';
import { regions } from '../../src/server/db/schema';
import { formatPageDay } from '../../src/web/lib/page-dates';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller } from '../support/admin-calls';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { timeLimit } from '../support/time-limits';

const ROUTE = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', aircraftType: '3-passengers' };
const PAGE = `/?departure=${ROUTE.departure}&destination=${ROUTE.destination}&flightType=${ROUTE.flightType}&aircraft=${ROUTE.aircraftType}`;

/** The first day at least three days on (Perth, the browsers' time zone) that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextDay(weekday: number): string {
  for (let days = 3; ; days++) {
    const day = perthDate(days);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === weekday) return day;
  }
}

/**
 * The visitor's day reprices the estimate (decision 0063): a day picked in the request form gives that day's
 * price on the card (a weekend adjustment staff added through the admin API), with "What's included" listing its
 * line; another day the base price; no day, today's price, said so; a shared link brings the day back; the lines
 * and the day read in Chinese on a Chinese page.
 */
describe('the estimate priced for the visitor’s day', () => {
  const { server, newContext } = useBrowser({ server: true });
  const saturday = nextDay(6);
  const wednesday = nextDay(3);
  let regionId: number;

  beforeAll(async () => {
    regionId = (await server.database.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    await createAdmin(server.database.db, 'seasons.staff@example.com', 'a long and proper password');
    const call = adminCaller(server, await signIn(server, 'seasons.staff@example.com', 'a long and proper password'));
    const added = await call('POST', '/api/admin/price-adjustments', { regionId, kind: 'weekday', name: 'Weekend', names: { zh: '周末' }, weekdays: [6, 0], unit: 'percent', value: 10 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });

  /** What the API quotes for the route on `date` (none: today), in `language`. */
  const quoted = async (date: string | undefined, language = 'en') =>
    (await (await server.post('/api/calculate-price', { ...ROUTE, regionId, language, ...(date ? { date } : {}) })).json()) as CalculatePriceResponse;
  const money = (dollars: number | string, language = 'en') => formatVisitorAud(centsFromDollars(Number(dollars)), language);

  async function open(path: string): Promise<Page> {
    const context = await newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('estimate-total').waitFor();
    return page;
  }

  const card = (page: Page) => page.getByTestId('price-estimate');
  const expectCard = async (page: Page, total: string, day: string) => {
    await expect.poll(() => card(page).getByTestId('estimate-price-date').textContent(), { timeout: timeLimit(15_000) }).toBe(day);
    await expect.poll(() => card(page).getByTestId('estimate-total').textContent(), { timeout: timeLimit(15_000) }).toBe(total);
  };
  /** The lines under "What's included", opened as a keyboard user does: label and amount of each. */
  const includedLines = async (page: Page, summary: string) => {
    const fold = card(page).getByTestId('estimate-included');
    if ((await fold.getAttribute('open')) === null) {
      await fold.getByText(summary).focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => fold.getAttribute('open')).not.toBeNull();
    return fold.getByTestId('estimate-line').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
  };

  it('reprices the card for the day picked in the request form, lists the weekend line, and gives the base price on a weekday', async () => {
    const [today, onSaturday, onWednesday] = await Promise.all([quoted(undefined), quoted(saturday), quoted(wednesday)]);
    expect(onSaturday.lines.map((line) => line.label)).toEqual(['Charter flight', 'Weekend (+10%)', 'Booking fee']);
    expect(onWednesday.lines.map((line) => line.label)).toEqual(['Charter flight', 'Booking fee']);
    expect(Number(onSaturday.estimate)).toBeGreaterThan(Number(onWednesday.estimate));

    const page = await open(PAGE);
    // No day chosen: today's price, and the card says so; "What's included" starts folded.
    await expectCard(page, money(today.estimate), 'Price for today');
    const fold = card(page).getByTestId('estimate-included');
    expect(await fold.getAttribute('open')).toBeNull();
    expect(await fold.getByTestId('estimate-line').first().isVisible()).toBe(false);

    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const date = page.getByLabel('Preferred date');
    await date.fill(saturday);
    await expectCard(page, money(onSaturday.estimate), `Price for ${formatPageDay(saturday, 'en')}`);
    expect(new URL(page.url()).searchParams.get('date')).toBe(saturday);
    expect(await includedLines(page, "What's included")).toEqual(onSaturday.lines.map((line) => [line.label, formatVisitorAud(line.amount, 'en')]));
    expect(describeBlocking(await blockingViolations(page, { include: ['[data-testid=price-estimate]'] }))).toEqual([]);

    await date.fill(wednesday);
    await expectCard(page, money(onWednesday.estimate), `Price for ${formatPageDay(wednesday, 'en')}`);
    expect(await includedLines(page, "What's included")).toEqual([
      ['Charter flight', formatVisitorAud(onWednesday.lines[0]!.amount, 'en')],
      ['Booking fee', formatVisitorAud(onWednesday.lines[1]!.amount, 'en')],
    ]);

    // Cleared: today's price again, and the address names no day.
    await date.fill('');
    await expectCard(page, money(today.estimate), 'Price for today');
    expect(new URL(page.url()).searchParams.has('date')).toBe(false);
  });

  it('a shared link brings the day back: its price, its lines and the form’s date', async () => {
    const onSaturday = await quoted(saturday);
    const page = await open(`${PAGE}&date=${saturday}`);
    await expectCard(page, money(onSaturday.estimate), `Price for ${formatPageDay(saturday, 'en')}`);
    expect((await includedLines(page, "What's included")).map(([label]) => label)).toEqual(['Charter flight', 'Weekend (+10%)', 'Booking fee']);
    await page.getByRole('button', { name: 'Share Estimate' }).click();
    const link = await page.getByRole('dialog', { name: 'Share Estimate' }).getByLabel('Link to this estimate').inputValue();
    expect(new URL(link).searchParams.get('date')).toBe(saturday);
    await page.keyboard.press('Escape');
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByLabel('Preferred date').inputValue()).toBe(`${saturday.slice(8)}/${saturday.slice(5, 7)}/${saturday.slice(0, 4)}`);
    // A day already past is no day: today's price, said so.
    const past = await open(`${PAGE}&date=2020-01-04`);
    await expectCard(past, money((await quoted(undefined)).estimate), 'Price for today');
  });

  it('reads the day and the lines in Chinese on a Chinese page', async () => {
    const onSaturday = await quoted(saturday, 'zh');
    expect(onSaturday.lines.map((line) => line.label)).toEqual(['包机飞行', '周末 (+10%)', '预订费']);
    const page = await open(`${PAGE}&lang=zh&date=${saturday}`);
    await expectCard(page, money(onSaturday.estimate, 'zh'), `${formatPageDay(saturday, 'zh')}的价格`);
    expect(await includedLines(page, '费用包含')).toEqual(onSaturday.lines.map((line) => [line.label, formatVisitorAud(line.amount, 'zh')]));
  });

  it('reprices the card and the dialog’s estimate for the departure day picked in the WeChat/Alipay request', async () => {
    const page = await open('/mandarin');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await expect.poll(() => card(page).getByTestId('estimate-price-date').textContent()).toBe('今日价格');
    // The request form is on the page too, its own date empty: the day picked in the dialog stands.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    await page.getByLabel('首选日期').waitFor();
    const button = page.getByRole('button', { name: '发送微信/支付宝付款链接给我' });
    await button.and(page.locator(':enabled')).waitFor();
    await button.click();
    const dialog = page.getByRole('dialog');
    // Opened, its day untouched: the card keeps today's price.
    await dialog.getByLabel('出发日期').waitFor();
    expect(new URL(page.url()).searchParams.has('date')).toBe(false);

    await dialog.getByLabel('出发日期').fill(saturday);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(saturday);
    await expect.poll(() => card(page).getByTestId('estimate-price-date').textContent(), { timeout: timeLimit(15_000) }).toBe(`${formatPageDay(saturday, 'zh')}的价格`);
    const total = await card(page).getByTestId('estimate-total').textContent();
    // The dialog's trip summary shows the same day's estimate as the card.
    await expect.poll(() => dialog.locator('dt', { hasText: /^报价$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(total);
    await page.keyboard.press('Escape');
    expect((await includedLines(page, '费用包含')).map(([label]) => label)).toContain('周末 (+10%)');
  });
});
