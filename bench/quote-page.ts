import { chromium, type Browser } from 'playwright-core';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { recordPageAssets, type PageAsset as Asset } from './lib/page-assets';
import { startServer } from './lib/server-process';
import { benchAdminClient } from './lib/sign-in';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, kb } from './lib/web';

/** A quote's link on a 4x-slowed phone: first contentful paint, and every byte the page loads. */
export const QUOTE_PAGE_TARGETS = { fcpMs: 1500, totalGzipKb: 120 } as const;
const CPU_SLOWDOWN = 4;
const RUNS = 3;

interface QuoteRun {
  fcpMs: number | null;
  /** When the quote's total first showed. */
  totalMs: number | null;
  assets: Asset[];
}

/** Runs in the page before its scripts: the first contentful paint, and the frame the quote's total first shows in. */
const RECORD_QUOTE_TIMES = `(() => {
  const times = { fcpMs: null, totalMs: null };
  window.__quoteTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const frame = (t) => {
    if (document.querySelector('[data-testid="quote-total"]')) times.totalMs = t;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A quote as staff write one (from full fields), sent; answers its link. */
async function makeQuote(client: Awaited<ReturnType<typeof benchAdminClient>>): Promise<string> {
  const created = await client('POST', '/api/admin/quotes', {
    customerName: 'Bench Visitor',
    customerEmail: 'bench-visitor@example.com',
    language: 'en',
    itinerary: { departure: { slug: 'jandakot', name: 'Jandakot Airport' }, destination: { slug: 'rottnest-island', name: 'Rottnest Island' }, flightType: 'same-day', date: daysAhead(40) },
    aircraftType: '3-passengers',
    party: { adults: 2, children: 0 },
    lines: [
      { kind: 'flight', label: 'Charter flight', amountCents: 120_000 },
      { kind: 'landing', label: 'Landing fee, Rottnest Island', amountCents: 4_500 },
      { kind: 'fee', label: 'Booking fee', amountCents: 5_000 },
    ],
    notes: 'Meet at the aero club 30 minutes before.',
  });
  if (created.status !== 201) throw new Error(`creating the quote answered ${created.status}: ${JSON.stringify(created.body).slice(0, 200)}`);
  return (created.body as { url: string }).url;
}

/** One cold visit of the link (fresh context, empty cache) on a phone with the CPU slowed 4x. */
async function measureOnce(browser: Browser, url: string, origin: string): Promise<QuoteRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-AU' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_QUOTE_TIMES });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const assetsLoaded = recordPageAssets(page, origin, (pathname) => (pathname.startsWith('/quotes/') ? '/quotes/…' : pathname));
    await page.goto(url, { waitUntil: 'load' });
    await page.getByTestId('quote-total').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const times = (await page.evaluate(() => (window as unknown as { __quoteTimes: { fcpMs: number | null; totalMs: number | null } }).__quoteTimes));
    const round = (ms: number | null) => (ms === null ? null : Math.round(ms));
    return {
      fcpMs: round(times.fcpMs),
      totalMs: round(times.totalMs),
      assets: await assetsLoaded(),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A sent quote's link (`/quotes/<token>`) on the production build: three cold visits on a phone (390x844,
 * touch) with the CPU slowed 4x through CDP; the first contentful paint (median) and every HTML, JS, CSS and
 * font byte the page loads (API JSON excluded), gzip -9 of each decoded body.
 */
export const quotePageBench: Bench = {
  name: 'quote-page',
  title: `Quote page on a 4x-slowed phone (targets: FCP <= ${QUOTE_PAGE_TARGETS.fcpMs} ms, <= ${QUOTE_PAGE_TARGETS.totalGzipKb} KB gzip in all)`,
  budgetMs: 240_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const server = await startServer({ name: 'quote-page', signal: ctx.signal });
    ctx.defer(() => server.stop());
    const url = await makeQuote(await benchAdminClient(server));
    const link = `${server.baseUrl}${new URL(url).pathname}`;

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    ctx.defer(() => browser.close());
    const runs: QuoteRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, link, server.baseUrl));

    const assets = runs[0]!.assets;
    const totalGzipKb = kb(assets.reduce((sum, a) => sum + a.gzipBytes, 0));
    ctx.log(
      formatTable([
        ['asset', 'kind', 'raw KB', 'gzip -9 KB'],
        ...assets.sort((a, b) => b.gzipBytes - a.gzipBytes).map((a) => [a.url, a.kind, kb(a.rawBytes), kb(a.gzipBytes)]),
        ['total', '', kb(assets.reduce((sum, a) => sum + a.rawBytes, 0)), totalGzipKb],
      ]),
    );
    ctx.log(formatTable([['run', 'FCP ms', 'total shown ms'], ...runs.map((r, i) => [i + 1, r.fcpMs ?? '-', r.totalMs ?? '-'])]));
    const fcps = runs.map((r) => r.fcpMs).filter((v) => v !== null);
    const fcpMs = fcps.length === RUNS ? median(fcps) : null;
    const fcpOk = fcpMs !== null && fcpMs <= QUOTE_PAGE_TARGETS.fcpMs;
    const bytesOk = assets.length > 0 && totalGzipKb <= QUOTE_PAGE_TARGETS.totalGzipKb;
    ctx.log(`first contentful paint (target <= ${QUOTE_PAGE_TARGETS.fcpMs} ms): ${fcpMs ?? 'not reached'}${fcpMs === null ? '' : ' ms'}: ${fcpOk ? 'PASS' : 'FAIL'}`);
    ctx.log(`bytes in all (target <= ${QUOTE_PAGE_TARGETS.totalGzipKb} KB gzip): ${totalGzipKb} KB: ${bytesOk ? 'PASS' : 'FAIL'}`);
    const shown = runs.map((r) => r.totalMs).filter((v) => v !== null);
    return { ok: fcpOk && bytesOk, data: { fcpMs, totalShownMs: shown.length === RUNS ? median(shown) : null, totalGzipKb, assets } };
  },
};
