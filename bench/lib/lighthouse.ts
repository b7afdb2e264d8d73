import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchContext } from './bench';
import { formatTable } from './bench';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web';

/** The figures a bench holds the run to; a figure without a target is only reported. */
export interface LighthouseTargets {
  performance?: number;
  accessibility?: number;
  /** Largest contentful paint, ms (at most). */
  lcpMs?: number;
}

const atLeast = (target: number | undefined) => (target === undefined ? '' : `>= ${target}`);
const atMost = (target: number | undefined) => (target === undefined ? '' : `<= ${target}`);

/**
 * One Lighthouse 12 mobile run (Moto G Power screen, simulated slow 4G and 4x CPU) of `url`: logs the
 * figures table, writes the full report to the temp folder, and says whether the targets were met.
 */
export async function runLighthouse(ctx: BenchContext, url: string, reportName: string, targets: LighthouseTargets) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  ctx.defer(() => chrome.kill());

  // A first load warms the server's caches (seeded content, static files) so the measured run is steady.
  await fetch(url).then((r) => r.text());
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);

  const reportFile = path.join(os.tmpdir(), `${reportName}-report.json`);
  writeFileSync(reportFile, result.report as string);
  ctx.log(`full Lighthouse report: ${reportFile}`);

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    speedIndexMs: Math.round(numeric('speed-index')),
  };
  const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
  const failedA11y = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit!.id}: ${audit!.title}`);

  ctx.log(
    formatTable([
      ['metric', 'value', 'target'],
      ['performance', figures.performance, atLeast(targets.performance)],
      ['accessibility', figures.accessibility, atLeast(targets.accessibility)],
      ['FCP ms', figures.fcpMs, ''],
      ['LCP ms', figures.lcpMs, atMost(targets.lcpMs)],
      ['CLS', figures.cls, ''],
      ['TBT ms', figures.tbtMs, ''],
      ['Speed Index ms', figures.speedIndexMs, ''],
    ]),
  );
  if (lcpElement) ctx.log(`LCP element: ${lcpElement}`);
  if (failedA11y.length) ctx.log(`failed accessibility audits:\n  ${failedA11y.join('\n  ')}`);
  const ok =
    figures.performance >= (targets.performance ?? 0) &&
    figures.accessibility >= (targets.accessibility ?? 0) &&
    (targets.lcpMs === undefined || figures.lcpMs <= targets.lcpMs);
  return { ok, data: { targets, ...figures, lcpElement, failedAccessibilityAudits: failedA11y, lighthouseVersion: lhr.lighthouseVersion } };
}
