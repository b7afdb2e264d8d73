import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { startServer } from './lib/server-process';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, kb } from './lib/web';

/** Issue target: the JS a visitor downloads for `/` before first interaction, gzip. */
export const JS_GZIP_BUDGET_KB = 170;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  /** Content-Encoding the server chose for this browser (Chromium asks for br, gzip, deflate, zstd). */
  encoding: string;
  /** Body bytes on the wire (encoded), as Chromium reports them. */
  transferBytes: number;
  rawBytes: number;
  /** gzip -9 of the decoded body: the figure the budget is stated in, whatever encoding was served. */
  gzipBytes: number;
}

/**
 * Builds the production web app, starts the production server, loads `/` in Chromium and records every JS
 * and CSS response until `load` and network idle (that is, before any interaction).
 */
export const webBundleBench: Bench = {
  name: 'web-bundle',
  title: `Web bundle: JS and CSS loaded by / before first interaction (target JS <= ${JS_GZIP_BUDGET_KB} KB gzip)`,
  budgetMs: 180_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const server = await startServer({ name: 'web-bundle', signal: ctx.signal });
    ctx.defer(() => server.stop());

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    ctx.defer(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });
    const page = await context.newPage();

    const pending: Promise<Asset | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = /\.js$/.test(url.pathname) ? 'js' : /\.css$/.test(url.pathname) ? 'css' : undefined;
      if (!kind || url.origin !== server.baseUrl) return;
      pending.push(
        (async () => {
          const [body, headers, sizes] = await Promise.all([response.body(), response.allHeaders(), response.request().sizes()]);
          return {
            url: url.pathname,
            kind,
            encoding: headers['content-encoding'] ?? 'identity',
            transferBytes: sizes.responseBodySize,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          } satisfies Asset;
        })().catch(() => undefined),
      );
    });

    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== undefined);
    await context.close();

    const sum = (kind: 'js' | 'css', field: 'transferBytes' | 'rawBytes' | 'gzipBytes') =>
      assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[field], 0);
    const encodings = [...new Set(assets.map((a) => a.encoding))];
    // scripts/build.mjs precompresses files of 1 KB and more; smaller ones are served as they are.
    const compressed = assets.filter((a) => a.rawBytes >= 1024).every((a) => a.encoding !== 'identity');
    const totals = {
      jsGzipKb: kb(sum('js', 'gzipBytes')),
      cssGzipKb: kb(sum('css', 'gzipBytes')),
      jsTransferKb: kb(sum('js', 'transferBytes')),
      cssTransferKb: kb(sum('css', 'transferBytes')),
      jsRawKb: kb(sum('js', 'rawBytes')),
      cssRawKb: kb(sum('css', 'rawBytes')),
    };

    ctx.log(
      formatTable([
        ['asset', 'encoding', 'raw KB', 'transferred KB', 'gzip -9 KB'],
        ...assets
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((a) => [a.url, a.encoding, kb(a.rawBytes), kb(a.transferBytes), kb(a.gzipBytes)]),
        ['JS total', '', totals.jsRawKb, totals.jsTransferKb, totals.jsGzipKb],
        ['CSS total', '', totals.cssRawKb, totals.cssTransferKb, totals.cssGzipKb],
      ]),
    );
    ctx.log(
      compressed
        ? `the server compressed every JS/CSS response of 1 KB or more (${encodings.join(', ')}; smaller files are sent as they are); "gzip -9" is computed from each decoded body with zlib, so the figure is gzip whatever encoding was served`
        : `some JS/CSS responses of 1 KB or more were NOT compressed (${encodings.join(', ')}); "gzip -9" is computed from each body with zlib`,
    );
    const ok = assets.length > 0 && totals.jsGzipKb <= JS_GZIP_BUDGET_KB;
    ctx.log(`JS ${totals.jsGzipKb} KB gzip (target <= ${JS_GZIP_BUDGET_KB}): ${ok ? 'PASS' : 'FAIL'}; CSS ${totals.cssGzipKb} KB gzip`);
    return { ok, data: { targetJsGzipKb: JS_GZIP_BUDGET_KB, serverCompressed: compressed, encodings, ...totals, assets } };
  },
};
