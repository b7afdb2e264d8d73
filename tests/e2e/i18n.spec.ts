import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

/** docs/product.md §4: language en/zh/hi stored in bookingWidgetLanguage; theme light → dark → system stored in `theme`. */
describe('site chrome: language switch and theme toggle', () => {
  const { server, browser } = useBrowser({ server: true });

  const expectChrome = async (page: Page, strings: { banner: string; trusted: string; cancellation: string; embed: string; lang: string }) => {
    // The footer is the app's (the server's first frame has the banner but no footer).
    await page.locator('footer').getByRole('heading', { name: strings.cancellation }).waitFor();
    await page.getByText(strings.banner, { exact: true }).waitFor();
    expect(await page.getByText(strings.trusted, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('footer').getByRole('link', { name: strings.embed }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(strings.lang);
  };

  const EN = { banner: 'On-demand Air taxi booking', trusted: 'Trusted by 500+ customers', cancellation: 'Cancellation policy', embed: 'Embed this widget on your site', lang: 'en' };
  const ZH = { banner: '按需空中出租车预订', trusted: '深受 500 多位客户信赖', cancellation: '取消政策', embed: '将此小组件嵌入您的网站', lang: 'zh-CN' };
  const HI = { banner: 'ऑन-डिमांड एयर टैक्सी बुकिंग', trusted: '500+ ग्राहकों का भरोसा', cancellation: 'रद्दीकरण नीति', embed: 'यह विजेट अपनी साइट पर लगाएँ', lang: 'hi' };

  it('shows English by default with the documented cancellation policy in whole sentences, amounts in A$', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expectChrome(page, EN);
    const policy = (await page.locator('footer section[aria-labelledby="chrome-cancellation-title"] li').allTextContents()).join('; ');
    expect(policy).toBe(
      [
        'Cancel 72 hours or more before your flight and you get a full refund.',
        'Cancel between 48 and 72 hours before your flight and a fee of A$100 applies.',
        'Cancel between 24 and 48 hours before your flight and a fee of A$150 applies.',
        'Cancel less than 24 hours before your flight, or on the day, and the fare is not refunded.',
        'If we cancel because of the weather, you choose between a full refund and a new date at no cost.',
        'For a custom route, we contact you within 24 hours to confirm it.',
      ].join('; '),
    );
    for (const figure of ['10,000+', '15K+', '4.9/5', '5,000+', '40+']) {
      expect(await page.locator('footer').getByText(figure, { exact: true }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it('switches to Chinese and to Hindi, changing header and footer strings, and keeps the choice after a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expectChrome(page, EN);

    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('zh');
    await expectChrome(page, ZH);
    expect(await page.getByRole('combobox', { name: '语言' }).inputValue()).toBe('zh');
    expect(await page.evaluate(() => localStorage.getItem('bookingWidgetLanguage'))).toBe('zh');
    await page.reload();
    await expectChrome(page, ZH);

    await page.getByRole('combobox', { name: '语言' }).selectOption('hi');
    await expectChrome(page, HI);
    expect(await page.getByRole('button', { name: /^थीम:/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('bookingWidgetLanguage'))).toBe('hi');
    await page.reload();
    await expectChrome(page, HI);

    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expectChrome(page, EN);
    await context.close();
  });

  it('cycles the theme light → dark → system with the mode in the button name, and keeps it after a reload', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('theme', 'light');
      }
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));

    await page.getByRole('button', { name: 'Theme: Light. Change theme' }).waitFor();
    expect(await isDark()).toBe(false);

    await page.getByRole('button', { name: 'Theme: Light. Change theme' }).click();
    await page.getByRole('button', { name: 'Theme: Dark. Change theme' }).waitFor();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Theme: Dark. Change theme' }).waitFor();
    expect(await isDark()).toBe(true);

    await page.getByRole('button', { name: 'Theme: Dark. Change theme' }).click();
    await page.getByRole('button', { name: 'Theme: System. Change theme' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    const hour = await page.evaluate(() => new Date().getHours());
    expect(await isDark()).toBe(hour >= 19 || hour < 7);

    await page.getByRole('button', { name: 'Theme: System. Change theme' }).click();
    await page.getByRole('button', { name: 'Theme: Light. Change theme' }).waitFor();
    expect(await isDark()).toBe(false);
    await context.close();
  });
});
