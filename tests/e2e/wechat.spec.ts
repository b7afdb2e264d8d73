import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { createAdmin, signIn } from '../support/admin';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';

/** A calendar date n days from today in Perth, the test browser's time zone. */

const BUTTON = { en: 'Send me a WeChat/AliPay Link', zh: '发送微信/支付宝付款链接给我', hi: 'मुझे WeChat/AliPay लिंक भेजें' } as const;
const SEND = { en: 'Send', zh: '发送', hi: 'भेजें' } as const;

describe('WeChat/AliPay payment link', () => {
  const { server, newContext } = useBrowser({ server: true });
  let cookie: string;

  beforeAll(async () => {
    await createAdmin(server.database.db, 'staff@example.com', 'correct horse battery staple');
    cookie = await signIn(server, 'staff@example.com', 'correct horse battery staple');
  });

  const storedRequests = async () => {
    const response = await server.fetch('/api/admin/wechat-requests', { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: Record<string, unknown>[] }).items;
  };

  /** /mandarin in a language, with the dialog opened from its button. */
  async function openDialog(language: 'en' | 'zh' | 'hi', options: { theme?: 'light' | 'dark'; context?: BrowserContext } = {}): Promise<{ page: Page; dialog: Locator }> {
    const context = options.context ?? (await newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' }));
    if (options.theme) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
    const page = await context.newPage();
    await page.goto(`${server.url}/mandarin`);
    // /mandarin switches to Chinese on arrival (docs/product.md §2); another language is the visitor's own choice
    // after that.
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    if (language !== 'zh') {
      await page.locator('header select').selectOption(language);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    }
    const open = page.getByRole('button', { name: BUTTON[language] });
    await open.and(page.locator(':enabled')).waitFor();
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return { page, dialog };
  }

  async function messageBeside(field: Locator): Promise<string> {
    const ids = await field.getAttribute('aria-describedby');
    expect(ids, 'the field is described by its error').toBeTruthy();
    return (await field.page().locator(`[id="${ids!.split(' ')[0]}"]`).innerText()).trim();
  }
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

  it('on /mandarin asks in Chinese for the required fields beside them, then confirms in the dialog with a reference the inbox shows too', async () => {
    const { page, dialog } = await openDialog('zh');
    expect(await dialog.getByRole('heading', { name: '微信/支付宝预订信息' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '请填写所有必填字段' }).waitFor();
    const name = dialog.getByLabel('姓名');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(name)).toBe('请输入您的姓名');
    expect(await messageBeside(dialog.getByLabel('出发日期'))).toBe('请选择出发日期');
    expect(await focusedId(page)).toBe(await name.getAttribute('id'));

    const departure = perthDate(7);
    const back = perthDate(9);
    await name.fill('王小明');
    await dialog.getByLabel('电子邮箱').fill('wang@example.com');
    await dialog.getByLabel('出发日期').fill(departure);
    const returnDate = dialog.getByLabel('返程日期');
    if (await returnDate.count()) await returnDate.fill(back);
    await dialog.getByLabel('12 岁以上').fill('2');
    // Under 12 and both weights stay blank: sent as 0.
    await dialog.getByRole('button', { name: '发送', exact: true }).click();

    const confirmation = dialog.getByTestId('request-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading', { name: '请求已发送' }).isVisible()).toBe(true);
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
    expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);
    expect(await confirmation.innerText()).toContain('我们将很快通过电子邮件向您发送微信/支付宝付款链接。');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('request-confirmation');

    const items = await storedRequests();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      reference,
      customerName: '王小明',
      customerEmail: 'wang@example.com',
      departureDate: departure,
      passengersOver12: 2,
      passengersUnder12: 0,
      totalPassengerWeight: 0,
      totalBagWeight: 0,
      language: 'zh',
    });
    expect(items[0]!.departure).toBeTruthy();
    expect(items[0]!.aircraftType).toBeTruthy();

    // Closing ends the request: the next opening is a fresh form that remembers who the visitor is.
    await confirmation.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: BUTTON.zh }).click();
    await page.getByRole('dialog').getByLabel('姓名').waitFor();
    expect(await page.getByRole('dialog').getByLabel('姓名').inputValue()).toBe('王小明');
    expect(await page.getByRole('dialog').getByLabel('出发日期').inputValue()).toBe('');
  });

  it('an invalid e-mail in zh gets a Chinese message beside the field, which takes the focus; nothing is sent', async () => {
    const before = (await storedRequests()).length;
    const { page, dialog } = await openDialog('zh');
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/send-wechat-payment-link') && posts.push(request.url()));
    await dialog.getByLabel('姓名').fill('李雷');
    const email = dialog.getByLabel('电子邮箱');
    await email.fill('li@');
    await dialog.getByLabel('出发日期').fill(perthDate(3));
    const returnDate = dialog.getByLabel('返程日期');
    if (await returnDate.count()) await returnDate.fill(perthDate(4));
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(email)).toBe('请输入有效的电子邮箱，例如 name@example.com');
    expect(await focusedId(page)).toBe(await email.getAttribute('id'));
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect((await storedRequests()).length).toBe(before);
  });

  it('a departure date the server refuses (the visitor’s clock is days behind) lands on its field, in Chinese', async () => {
    const context = await newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    await context.clock.install({ time: new Date(Date.now() - 5 * 86_400_000) });
    const { page, dialog } = await openDialog('zh', { context });
    await dialog.getByLabel('姓名').fill('韩梅梅');
    await dialog.getByLabel('电子邮箱').fill('han@example.com');
    const departure = dialog.getByLabel('出发日期');
    await departure.fill(perthDate(-3));
    const returnDate = dialog.getByLabel('返程日期');
    if (await returnDate.count()) await returnDate.fill(perthDate(-2));
    const answer = page.waitForResponse((response) => response.url().includes('/api/send-wechat-payment-link'));
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { issues: { path: string; code: string }[] }).issues.map((i) => `${i.path} ${i.code}`)).toContain('departureDate too_small');
    await expect.poll(() => departure.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(departure)).toBe('请选择今天或之后的出发日期');
    expect(await focusedId(page)).toBe(await departure.getAttribute('id'));
    const toast = page.locator('li').filter({ has: page.getByText('发送失败', { exact: true }) });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('请检查标出的字段');
    expect(await toast.innerText()).not.toMatch(/departureDate|Departure date/);
  });

  it('shows Send Failed when the server cannot take the request, keeping what was typed', async () => {
    const context = await newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/send-wechat-payment-link', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) }),
    );
    await page.goto(`${server.url}/digital-twin`);
    await page.evaluate(() => window.localStorage.setItem('bookingWidgetLanguage', 'en'));
    const open = page.getByRole('button', { name: /WeChat\/AliPay|微信/ });
    await open.and(page.locator(':enabled')).waitFor();
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The fields a visitor types in (a date field's calendar input is hidden from them).
    const inputs = dialog.locator('input:not([aria-hidden="true"])');
    const departure = perthDate(7);
    await inputs.nth(0).fill('Li Lei');
    await inputs.nth(1).fill('li@example.com');
    await inputs.nth(2).fill(departure);
    if ((await dialog.locator('input[type="date"]').count()) > 1) await inputs.nth(3).fill(departure);
    await dialog.locator('button[type="submit"]').click();
    await page.getByText(/^(Send Failed|发送失败)$/).waitFor();
    await page.getByText(/^(Please try again later|请稍后重试)$/).waitFor();
    // The dialog stays open with what was typed.
    expect(await inputs.nth(0).inputValue()).toBe('Li Lei');
  });

  const axeCases = [
    { language: 'en', theme: 'light' },
    { language: 'zh', theme: 'light' },
    { language: 'hi', theme: 'light' },
    { language: 'zh', theme: 'dark' },
  ] as const;

  it.each(axeCases)('axe finds nothing serious in the dialog with its errors shown ($language, $theme)', async ({ language, theme }) => {
    const { dialog, page } = await openDialog(language, { theme });
    // The fields a visitor types in (a date field's calendar input is hidden from them).
    const inputs = dialog.locator('input:not([aria-hidden="true"])');
    await inputs.nth(1).fill('not-an-email');
    await inputs.nth(4).fill('-1');
    await dialog.getByRole('button', { name: SEND[language], exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.locator('[data-field-error]').count()).toBeGreaterThanOrEqual(3);
    expect(describeBlocking(await blockingViolations(page, { include: ['[role="dialog"]'] }))).toEqual([]);
  });
});
