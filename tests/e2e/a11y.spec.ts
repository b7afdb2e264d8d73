import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/**
 * axe-core on `/` in every language and both themes: no violation of impact serious or critical. Violations
 * are printed with their feature's selectors so that whoever owns the part can find them.
 */
describe('accessibility of the booking page (axe)', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = (['en', 'zh', 'hi'] as const).flatMap((language) => (['light', 'dark'] as const).map((theme) => ({ language, theme })));

  it.each(cases)('/ in $language, $theme theme has no serious or critical violations', { timeout: 60_000 }, async ({ language, theme }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(
      ([lang, mode]) => {
        localStorage.setItem('bookingWidgetLanguage', lang!);
        localStorage.setItem('theme', mode!);
      },
      [language, theme],
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.locator('footer').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');

    // The site chrome (header, hero, footer) on its own first, so its result stays readable while the rest of
    // the page is still being built.
    const chrome = await new AxeBuilder({ page }).include('body > #root header').include('section[aria-roledescription="carousel"]').include('footer').analyze();
    const chromeBlocking = chrome.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(chromeBlocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (blocking.length) {
      console.log(
        `axe on / (${language}, ${theme}):\n` +
          blocking
            .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`)
            .join('\n'),
      );
    }
    expect(blocking.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    await context.close();
  });
});
