import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';
import { timeLimit } from './time-limits';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type RunOptions = Parameters<AxeBuilder['options']>[0];

/** axe-core's source, the very copy AxeBuilder injects (its own dependency, resolved from it). */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

interface CheckOptions {
  include?: string[];
  rules?: string[];
}

/** The page's window with axe in it, and the copy this helper injected (see ensureAxe). */
type AxeWindow = Window & { axe?: AxeInPage; axeInjectedHere?: AxeInPage };
interface AxeInPage {
  run(context: Document | { include: string[] }, options: RunOptions): Promise<{ violations: AxeViolation[] }>;
  configure(spec: { allowedOrigins: string[] }): void;
}

/**
 * axe-core's violations of impact serious or critical on the page (or only inside `include` selectors).
 * Only violations are collected (`resultTypes`): axe then skips the bookkeeping of passes and incomplete
 * checks, which is most of its time on a long page.
 *
 * axe runs in the page itself, with every frame of the page's origin checked through axe's own frame
 * messages: the same rules and engine as AxeBuilder's default, which instead re-sends axe's 560 kB to every
 * frame on each call and then assembles the frames' partial results in a blank page of its own, two to four
 * times as long per check. A page with a frame of another origin (which only AxeBuilder's default reaches)
 * is checked by AxeBuilder.
 */
export async function blockingViolations(page: Page, options: CheckOptions = {}): Promise<AxeViolation[]> {
  const violations = hasForeignFrame(page) ? await violationsByBuilder(page, options) : await violationsInPage(page, options);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** axe-core's violations of the impacts named (e.g. moderate and up), checked as blockingViolations checks. */
export async function violationsOfImpact(page: Page, impacts: readonly string[], options: CheckOptions = {}): Promise<AxeViolation[]> {
  const violations = hasForeignFrame(page) ? await violationsByBuilder(page, options) : await violationsInPage(page, options);
  return violations.filter((v) => v.impact != null && impacts.includes(v.impact));
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/** A frame whose document is of another origin than the page's (about:blank and srcdoc frames are the page's). */
function hasForeignFrame(page: Page): boolean {
  const own = originOf(page.url());
  return page.frames().some((frame) => {
    const url = frame.url();
    return url !== '' && !url.startsWith('about:') && originOf(url) !== own;
  });
}

async function violationsByBuilder(page: Page, options: CheckOptions): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  if (options.rules) builder = builder.withRules(options.rules);
  return (await builder.analyze()).violations;
}

/**
 * axe into a frame unless this helper already put it there (a document keeps it until the frame navigates).
 * A copy AxeBuilder left (its frame-by-frame runs) is replaced: axe.run does not reach frames through it.
 */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as AxeWindow).axe !== undefined && (window as AxeWindow).axe === (window as AxeWindow).axeInjectedHere)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => {
    const w = window as AxeWindow;
    w.axe?.configure({ allowedOrigins: ['<same_origin>'] });
    w.axeInjectedHere = w.axe;
  });
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

async function violationsInPage(page: Page, options: CheckOptions): Promise<AxeViolation[]> {
  await ensureAxe(page.mainFrame());
  // A child frame that is gone or does not answer in time is left out, as AxeBuilder leaves it out.
  const children = page.frames().filter((frame) => frame !== page.mainFrame());
  await Promise.all(children.map((frame) => Promise.race([ensureAxe(frame), sleep(timeLimit(5_000))]).catch(() => {})));
  const runOptions: RunOptions = { resultTypes: ['violations'] };
  if (options.rules) runOptions.runOnly = { type: 'rule', values: options.rules };
  const results = await page.evaluate(
    ({ include, runOptions }) => {
      const inPage = (window as AxeWindow).axe;
      if (!inPage) throw new Error('axe-core is not in the page');
      return inPage.run(include.length ? { include } : document, runOptions);
    },
    { include: options.include ?? [], runOptions },
  );
  return results.violations;
}

/** One line per violation, `id: target, target`, for an assertion that the list is empty. */
export const describeBlocking = (violations: AxeViolation[], prefix = '') =>
  violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
