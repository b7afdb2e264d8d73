import { chromium } from 'playwright-core';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { runLighthouse } from './lib/lighthouse';
import { recordPageAssets, type AssetKind } from './lib/page-assets';
import { startServer } from './lib/server-process';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, kb } from './lib/web';

/** The partner banner's targets (decision 0009). */
export const LIGHT_TARGETS = { totalGzipKb: 80, performance: 95, accessibility: 95 } as const;

/**
 * `/light-widget-embed` on the production build: every HTML, JS, CSS and font byte the browser loads
 * (API JSON excluded), gzip -9 of each decoded body, then a Lighthouse mobile run of the same page.
 */
export const lightWidgetBench: Bench = {
  name: 'light-widget',
  title: `Light widget /light-widget-embed: bytes (target <= ${LIGHT_TARGETS.totalGzipKb} KB gzip in all) and Lighthouse (performance >= ${LIGHT_TARGETS.performance})`,
  budgetMs: 240_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const server = await startServer({ name: 'light-widget', signal: ctx.signal });
    ctx.defer(() => server.stop());

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    ctx.defer(() => browser.close());
    const page = await browser.newPage({ viewport: { width: 1000, height: 180 } });
    const assetsLoaded = recordPageAssets(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/light-widget-embed`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const assets = await assetsLoaded();
    const byKind = (kind: AssetKind) => kb(assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0));
    const totalGzipKb = kb(assets.reduce((sum, a) => sum + a.gzipBytes, 0));
    ctx.log(
      formatTable([
        ['asset', 'kind', 'raw KB', 'gzip -9 KB'],
        ...assets.sort((a, b) => b.gzipBytes - a.gzipBytes).map((a) => [a.url, a.kind, kb(a.rawBytes), kb(a.gzipBytes)]),
        ['total', '', kb(assets.reduce((sum, a) => sum + a.rawBytes, 0)), totalGzipKb],
      ]),
    );
    const bytesOk = assets.length > 0 && totalGzipKb <= LIGHT_TARGETS.totalGzipKb;
    ctx.log(`HTML ${byKind('html')} KB, JS ${byKind('js')} KB, CSS ${byKind('css')} KB, fonts ${byKind('font')} KB gzip: ${totalGzipKb} KB in all (target <= ${LIGHT_TARGETS.totalGzipKb}): ${bytesOk ? 'PASS' : 'FAIL'}`);

    const lighthouse = await runLighthouse(ctx, `${server.baseUrl}/light-widget-embed`, 'light-widget-lighthouse', LIGHT_TARGETS);
    return {
      ok: bytesOk && lighthouse.ok,
      data: { bytes: { htmlGzipKb: byKind('html'), jsGzipKb: byKind('js'), cssGzipKb: byKind('css'), fontGzipKb: byKind('font'), totalGzipKb, assets }, lighthouse: lighthouse.data },
    };
  },
};
