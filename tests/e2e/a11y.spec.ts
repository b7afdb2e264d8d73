import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { blockingViolations, type AxeViolation } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/admin';
import { startTestServer } from '../support/server';
import { createOwner, hasRoute, onTestServer, signInThroughForm } from '../support/staff';

/**
 * axe-core on every visitor page in every language and both themes: no violation of impact serious or
 * critical, first while the page's API answers are held back (its loading state: skeletons, busy regions,
 * placeholders), then once they have arrived. Violations are printed with their selectors so that whoever
 * owns the part can find them. One browser and one server serve every case.
 */

const LANGUAGES = ['en', 'zh', 'hi'] as const;
const THEMES = ['light', 'dark'] as const;
/** The axe rules whose verdict depends on colours (what the theme changes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which answers a loading stage holds back, by URL. */
type Hold = (url: string) => boolean;
/** Every API answer held: the page waits for its lists. */
const ALL_API: Hold = () => true;
/** Only the quote held: the lists are in, the price card shows its placeholder. */
const QUOTE: Hold = (url) => new URL(url).pathname === '/api/calculate-price';
const NOTHING: Hold = () => false;

/**
 * Each visitor page, its loading stages (which answers to hold back, in order) and what says it has finished
 * loading beyond "no busy region left".
 */
const PAGES: { path: string; stages?: Hold[]; ready?: (page: Page) => Promise<unknown> }[] = [
  { path: '/', stages: [ALL_API, QUOTE], ready: (page) => page.getByTestId('estimate-total').first().waitFor() },
  { path: '/widget', stages: [ALL_API, QUOTE], ready: (page) => page.getByTestId('estimate-total').first().waitFor() },
  { path: '/mandarin', stages: [ALL_API, QUOTE], ready: (page) => page.getByTestId('estimate-total').first().waitFor() },
  { path: '/digital-twin', stages: [ALL_API, QUOTE], ready: (page) => page.getByTestId('estimate-total').first().waitFor() },
  { path: '/experiences', ready: (page) => page.getByTestId('experience-card').first().waitFor() },
  { path: '/embed', ready: (page) => page.locator('main h1').waitFor() },
  { path: '/design-test', ready: (page) => page.getByRole('tablist').first().waitFor() },
  { path: '/light' },
  { path: '/light-widget-demo' },
  { path: '/light-widget-embed' },
  { path: '/no-such-page', ready: (page) => page.locator('main h1').waitFor() },
];

const describeViolations = (label: string, violations: AxeViolation[]) =>
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

const noBusyRegion = (page: Page) => page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: timeLimit(15_000) });

describe('accessibility of every visitor page (axe)', () => {
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
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      const found = await blockingViolations(page, theme === 'dark' ? { rules: COLOUR_RULES } : {});
      const where = `${label}, ${theme}`;
      if (found.length) console.log(describeViolations(where, found));
      expect(found.map((v) => `${where}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    }
  }

  const cases = PAGES.flatMap((page) => LANGUAGES.map((language) => ({ ...page, language })));

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

/**
 * The staff-account views (decision 0032): Staff, Account with the two-factor setup open, and the set-password page
 * a link opens. Runs once the server has the staff routes (POST /api/admin/users); before that it is skipped.
 */
const staffServer = await startTestServer();
const serverHasStaffRoutes = hasRoute(staffServer, 'POST', '/api/admin/users');
if (!serverHasStaffRoutes) await staffServer.close();

describe.skipIf(!serverHasStaffRoutes)('accessibility of the staff-account views (axe)', () => {
  const OWNER = { email: 'a11y.owner@example.com', password: 'a11y owner long password', name: 'Ada Owner' };
  const { browser } = useBrowser();

  beforeAll(async () => {
    await createOwner(staffServer, OWNER.email, OWNER.password, OWNER.name);
  });
  afterAll(async () => {
    await staffServer.close();
  });

  const expectNone = async (page: Page, label: string, include?: string[]) => {
    const found = await blockingViolations(page, include ? { include } : {});
    if (found.length) console.log(describeViolations(label, found));
    expect(found.map((v) => `${label}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  };

  it('Staff, Account with the two-factor setup, and the set-password page: none serious or critical', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await signInThroughForm(page, staffServer, OWNER.email, OWNER.password);
      await page.goto(`${staffServer.url}/admin/staff`);
      await page.getByTestId('staff-row').first().waitFor();
      await noBusyRegion(page);
      await expectNone(page, 'Staff view');

      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByTestId('my-session').first().waitFor();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByTestId('two-factor-secret').waitFor();
      await expectNone(page, 'Account view with the two-factor setup');

      // A person added through the API, as the Staff view adds one; their link opens the public page.
      const cookie = await signIn(staffServer, OWNER.email, OWNER.password);
      const added = await staffServer.post('/api/admin/users', { email: 'a11y.editor@example.com', name: 'Eddie Editor', role: 'editor' }, { cookie });
      expect([200, 201], await added.clone().text()).toContain(added.status);
      const { setupUrl } = (await added.json()) as { setupUrl: string };
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(onTestServer(staffServer, setupUrl));
      await visitor.getByText('For the account of').waitFor();
      await expectNone(visitor, 'set-password page');
      await visitor.context().close();
    } finally {
      await context.close();
    }
  });
});
