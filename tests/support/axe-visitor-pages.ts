import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, type AxeViolation } from './axe';
import { useBrowser } from './browser';
import { timeLimit } from './time-limits';

/**
 * axe-core on every visitor page in both themes: no violation of impact serious or critical, first while the
 * page's API answers are held back (its loading state: skeletons, busy regions, placeholders), then once they
 * have arrived. Violations are printed with their selectors so that whoever owns the part can find them. One
 * browser and one server serve every case of a language.
 */

const THEMES = ['light', 'dark'] as const;
/** The axe rules whose verdict depends on colours (what the theme changes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which answers a loading stage holds back, by URL. */
type Hold = (url: string) => boolean;
/** Every API answer held: the page waits for its lists. */
const ALL_API: Hold = () => true;
/** Only the quote held: the lists are in, the price card shows its placeholder. */
const QUOTE: Hold = (url) => new URL(url).pathname === '/api/calculate-prices';
const NOTHING: Hold = () => false;

/**
 * Each visitor page, its loading stages (which answers to hold back, in order) and what says it has finished
 * loading beyond "no busy region left".
 */
/** The estimate is in; its "What's included" fold is opened, so that its lines are judged too. */
const estimateShown = async (page: Page) => {
  await page.getByTestId('estimate-total').first().waitFor();
  await page.getByTestId('estimate-included').first().evaluate((fold) => ((fold as HTMLDetailsElement).open = true));
};

const PAGES: { path: string; stages?: Hold[]; ready?: (page: Page) => Promise<unknown> }[] = [
  { path: '/', stages: [ALL_API, QUOTE], ready: estimateShown },
  { path: '/widget', stages: [ALL_API, QUOTE], ready: estimateShown },
  { path: '/mandarin', stages: [ALL_API, QUOTE], ready: estimateShown },
  { path: '/digital-twin', stages: [ALL_API, QUOTE], ready: estimateShown },
  { path: '/experiences', ready: (page) => page.getByTestId('experience-card').first().waitFor() },
  { path: '/embed', ready: (page) => page.locator('main h1').waitFor() },
  { path: '/design-test', ready: (page) => page.getByRole('tablist').first().waitFor() },
  { path: '/light' },
  { path: '/light-widget-demo' },
  { path: '/light-widget-embed' },
  { path: '/no-such-page', ready: (page) => page.locator('main h1').waitFor() },
];

export const describeViolations = (label: string, violations: AxeViolation[]) =>
  `axe on ${label}:\n` +
  violations
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`)
    .join('\n');

/**
 * Holds back the /api answers the current stage names (all of them at first): the page shows its loading
 * state meanwhile. `stage(next)` lets go of what the next stage no longer holds, and counts what it holds.
 */
async function apiGate(page: Page) {
  let holding: Hold = ALL_API;
  let waiting: { url: string; go: () => void }[] = [];
  let held = 0;
  await page.route('**/api/**', async (route: Route) => {
    const url = route.request().url();
    if (holding(url)) {
      held += 1;
      await new Promise<void>((go) => waiting.push({ url, go }));
    }
    await route.continue().catch(() => {});
  });
  return {
    held: () => held,
    stage(next: Hold) {
      holding = next;
      const still = waiting.filter((w) => next(w.url));
      for (const w of waiting) if (!next(w.url)) w.go();
      waiting = still;
      held = still.length;
    },
  };
}

export const noBusyRegion = (page: Page) => page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: timeLimit(15_000) });

/** The visitor pages' cases in one language: a spec per language, so the runner spreads them over its workers. */
export function describeVisitorPagesAxe(language: 'en' | 'zh' | 'hi') {
  describe(`accessibility of every visitor page in ${language} (axe)`, () => {
    const { server, browser } = useBrowser({ server: true });
    // Closed with the browser.
    const contexts = new Map<string, BrowserContext>();

    /** One context per language, shared by its pages (storage set before any page script runs). */
    async function contextFor(language: string): Promise<BrowserContext> {
      let context = contexts.get(language);
      if (!context) {
        context = await browser.newContext({ reducedMotion: 'reduce' });
        await context.addInitScript((lang) => {
          localStorage.setItem('bookingWidgetLanguage', lang);
          localStorage.setItem('theme', 'light');
          // The twin pages force Chinese until the visitor picks: here the visitor has picked.
          localStorage.setItem('mandarin-language-chosen', '1');
        }, language);
        contexts.set(language, context);
      }
      return context;
    }

    /** The light pages have no dark mode of their own: they are checked in their one theme. */
    const themesOf = (path: string) => (path === '/light' || path.startsWith('/light-') ? (['light'] as const) : THEMES);

    /**
     * axe in each theme on the page as it is now. The theme is the `dark` class on <html> (what the theme
     * control sets, lib/theme.tsx), so both themes of one state are checked without loading the page twice.
     * The class changes colours only (CSS variables), so in dark the rules that judge colours are run again;
     * every other rule has just judged the same document in light.
     */
    async function expectNoneInEachTheme(page: Page, path: string, label: string) {
      for (const theme of themesOf(path)) {
        await page.evaluate((dark) => {
          // A control that eases its colours (transition-colors) would be judged halfway, its new text on its
          // old background, and one inside a closed <details> starts no transition the page could wait for:
          // the switch is made with transitions off, its styles computed, then transitions back on.
          const still = document.createElement('style');
          still.textContent = '*, *::before, *::after { transition: none !important; }';
          document.head.append(still);
          document.documentElement.classList.toggle('dark', dark);
          void getComputedStyle(document.body).color;
          still.remove();
        }, theme === 'dark');
        const found = await blockingViolations(page, theme === 'dark' ? { rules: COLOUR_RULES } : {});
        const where = `${label}, ${theme}`;
        if (found.length) console.log(describeViolations(where, found));
        expect(found.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
      }
    }

    const cases = PAGES.map((page) => ({ ...page, language }));

    it.each(cases)('$path in $language, light and dark: none while loading, none once loaded', async ({ path, stages, ready, language }) => {
      const page = await (await contextFor(language)).newPage();
      try {
        const api = await apiGate(page);
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.locator('#root > *').first().waitFor();
        // The stored preference (light) is what the page applied before the checks switch themes.
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
        // Each loading stage: what the page shows while the held answers are on their way (once it asks).
        for (const [index, hold] of (stages ?? [ALL_API]).entries()) {
          if (index > 0) api.stage(hold);
          const asked = await expect
            .poll(() => api.held(), { timeout: timeLimit(1500) })
            .toBeGreaterThan(0)
            .then(() => true, () => false);
          if (!asked) continue;
          // The request is out: give the page a moment to draw its placeholders for it.
          await page.waitForTimeout(300);
          await expectNoneInEachTheme(page, path, `${path} loading, stage ${index + 1} (${language})`);
        }

        api.stage(NOTHING);
        await page.waitForLoadState('networkidle');
        await ready?.(page);
        await noBusyRegion(page);
        await expectNoneInEachTheme(page, path, `${path} (${language})`);
      } finally {
        await page.close();
      }
    });
  });
}
