import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe-core's violations of impact serious or critical on the page (or only inside `include` selectors).
 * Only violations are collected (`resultTypes`): axe then skips the bookkeeping of passes and incomplete
 * checks, which is most of its time on a long page.
 */
export async function blockingViolations(page: Page, options: { include?: string[]; rules?: string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  if (options.rules) builder = builder.withRules(options.rules);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation, `id: target, target`, for an assertion that the list is empty. */
export const describeBlocking = (violations: AxeViolation[], prefix = '') =>
  violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
