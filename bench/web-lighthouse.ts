import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { startServer } from './lib/server-process';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/web';

export const TARGETS = { performance: 90, accessibility: 95 } as const;

/** Lighthouse 12 mobile preset (Moto G Power screen, simulated slow 4G and 4x CPU) on `/` of the production build. */
export const webLighthouseBench: Bench = {
  name: 'web-lighthouse',
  title: `Lighthouse mobile on / (targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility})`,
  budgetMs: 240_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const server = await startServer({ name: 'web-lighthouse', signal: ctx.signal });
    ctx.defer(() => server.stop());

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'error',
    });
    ctx.defer(() => chrome.kill());

    const url = `${server.baseUrl}/`;
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

    const reportFile = path.join(os.tmpdir(), 'web-lighthouse-report.json');
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
        ['performance', figures.performance, `>= ${TARGETS.performance}`],
        ['accessibility', figures.accessibility, `>= ${TARGETS.accessibility}`],
        ['FCP ms', figures.fcpMs, ''],
        ['LCP ms', figures.lcpMs, ''],
        ['CLS', figures.cls, ''],
        ['TBT ms', figures.tbtMs, ''],
        ['Speed Index ms', figures.speedIndexMs, ''],
      ]),
    );
    if (lcpElement) ctx.log(`LCP element: ${lcpElement}`);
    if (failedA11y.length) ctx.log(`failed accessibility audits:\n  ${failedA11y.join('\n  ')}`);
    const ok = figures.performance >= TARGETS.performance && figures.accessibility >= TARGETS.accessibility;
    return { ok, data: { targets: TARGETS, ...figures, lcpElement, failedAccessibilityAudits: failedA11y, lighthouseVersion: lhr.lighthouseVersion } };
  },
};
