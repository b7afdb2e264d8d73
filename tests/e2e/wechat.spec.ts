import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

describe('WeChat/AliPay payment link', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on /mandarin asks in Chinese for the required fields, then stores the request with blank numbers as 0', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/mandarin`);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');

    const open = page.getByRole('button', { name: '发送微信/支付宝付款链接给我' });
    await open.and(page.locator(':enabled')).waitFor();
    await open.click();
    const dialog = page.getByRole('dialog', { name: '微信/支付宝预订信息' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '请填写所有必填字段' }).waitFor();
    expect(await dialog.getByLabel('姓名').getAttribute('aria-invalid')).toBe('true');

    const departure = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const back = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('姓名').fill('王小明');
    await dialog.getByLabel('电子邮箱').fill('wang@example.com');
    await dialog.getByLabel('出发日期').fill(departure);
    const returnDate = dialog.getByLabel('返程日期');
    if (await returnDate.count()) await returnDate.fill(back);
    await dialog.getByLabel('12 岁以上').fill('2');
    // Under 12 and both weights stay blank: sent as 0.
    await dialog.getByRole('button', { name: '发送', exact: true }).click();

    await page.getByText('请求已发送', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await createAdmin(server.database.db, 'staff@example.com', 'correct horse battery staple');
    const cookie = await signIn(server, 'staff@example.com', 'correct horse battery staple');
    const response = await server.fetch('/api/admin/wechat-requests', { headers: { cookie } });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
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
    await context.close();
  });

  it('shows Send Failed when the server cannot take the request', async () => {
    const context = await browser.newContext();
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
    const inputs = dialog.locator('input');
    const departure = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await inputs.nth(0).fill('Li Lei');
    await inputs.nth(1).fill('li@example.com');
    await inputs.nth(2).fill(departure);
    if ((await dialog.locator('input[type="date"]').count()) > 1) await inputs.nth(3).fill(departure);
    await dialog.locator('button[type="submit"]').click();
    await page.getByText(/^(Send Failed|发送失败)$/).waitFor();
    await page.getByText(/^(Please try again later|请稍后重试)$/).waitFor();
    // The dialog stays open with what was typed.
    expect(await inputs.nth(0).inputValue()).toBe('Li Lei');
    await context.close();
  });
});
