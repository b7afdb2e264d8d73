import { chromium, type Browser } from 'playwright-core';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { runLighthouse } from './lib/lighthouse';
import { firstFrame, frameAt, RECORD_PAINT_TIMELINE, type PaintFrame, type PaintTimeline } from './lib/paint-timeline';
import { startServer } from './lib/server-process';
import { buildWebApp, CHROMIUM_FLAGS, CHROMIUM_PATH, kb } from './lib/web';

/** Targets on a 4x-slowed phone: readable content at the first paint, then the first price, and LCP. */
export const PHONE_TARGETS = { contentFcpMs: 800, firstPriceMs: 1500, lighthouseLcpMs: 1500 } as const;

const WELCOME = 'Welcome, where can we take you?';
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const PRICE_TIMEOUT_MS = 30_000;

interface Expected {
  departure: string;
  destination: string;
}

interface PhoneRun {
  fcpMs: number;
  /** Welcome line, default departure and destination all shown at the first contentful paint. */
  contentAtFcp: boolean;
  fcpShows: string;
  contentMs: number | null;
  firstPriceMs: number | null;
  lcpMs: number | null;
  /** When the HTML's first and last bytes arrived (ms), and its size on the wire. */
  htmlFirstByteMs: number;
  htmlLastByteMs: number;
  htmlBytes: number;
  transferBytes: number;
}

/** The default region's default route, by name, as the public API gives it (the region first in order). */
async function expectedRoute(baseUrl: string): Promise<Expected> {
  const get = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  const regions = await get<{ id: number; displayOrder: number; defaultDepartureLocationId: number | null; defaultDestinationId: number | null }[]>('/api/regions');
  const region = [...regions].sort((a, b) => a.displayOrder - b.displayOrder)[0];
  if (!region) throw new Error('no region to measure');
  const departures = await get<{ id: number; name: string }[]>(`/api/departure-locations?regionId=${region.id}&appContext=main`);
  const destinations = await get<{ id: number; name: string }[]>(`/api/destinations?regionId=${region.id}&appContext=main`);
  const departure = departures.find((d) => d.id === region.defaultDepartureLocationId)?.name;
  const destination = destinations.find((d) => d.id === region.defaultDestinationId)?.name;
  if (!departure || !destination) throw new Error('the first region has no default route');
  return { departure, destination };
}

const shows = (frame: PaintFrame | undefined, expected: Expected) =>
  Boolean(frame && frame.text.includes(WELCOME) && [expected.departure, expected.destination].every((name) => frame.selects.includes(name) || frame.text.includes(name)));

/** What a frame shows, in a line: the first words of its text and its selects. */
function describe(frame: PaintFrame | undefined): string {
  if (!frame) return '(nothing recorded)';
  const words = frame.text.replace(/\s+/g, ' ').trim();
  const text = words ? `"${words.slice(0, 120)}${words.length > 120 ? '…' : ''}"` : '(no text)';
  return frame.selects.length ? `${text}; selects: ${frame.selects.join(' / ')}` : text;
}

/** One cold visit of `/` (fresh context, empty cache) on a phone with the CPU slowed 4x, until the first price. */
async function measureOnce(browser: Browser, url: string, expected: Expected): Promise<PhoneRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-AU' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_PAINT_TIMELINE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    let transferBytes = 0;
    cdp.on('Network.loadingFinished', (event) => (transferBytes += event.encodedDataLength));

    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean(window.__paintTimeline?.frames.some((f) => f.total)), null, { timeout: PRICE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const timeline = (await page.evaluate(() => window.__paintTimeline)) as PaintTimeline;
    const html = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { htmlFirstByteMs: Math.round(entry.responseStart), htmlLastByteMs: Math.round(entry.responseEnd), htmlBytes: entry.encodedBodySize };
    });
    const fcpMs = timeline.fcpMs ?? NaN;
    const atFcp = frameAt(timeline, fcpMs);
    return {
      fcpMs: Math.round(fcpMs),
      contentAtFcp: shows(atFcp, expected),
      fcpShows: describe(atFcp),
      contentMs: round(firstFrame(timeline, (f) => shows(f, expected))?.t),
      firstPriceMs: round(firstFrame(timeline, (f) => Boolean(f.total))?.t),
      lcpMs: round(timeline.lcpMs ?? undefined),
      ...html,
      transferBytes,
    };
  } finally {
    await context.close();
  }
}

const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms));
const median = (values: (number | null)[]) => {
  if (values.some((v) => v === null)) return null;
  const sorted = (values as number[]).slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function report(ctx: BenchContext, runs: PhoneRun[], lighthouseLcpMs: number) {
  const fcpMs = median(runs.map((r) => r.fcpMs))!;
  const firstPriceMs = median(runs.map((r) => r.firstPriceMs));
  const contentMs = median(runs.map((r) => r.contentMs));
  const contentAtFcp = runs.every((r) => r.contentAtFcp);
  ctx.log(
    formatTable([
      ['run', 'HTML first/last byte ms', 'HTML KB', 'FCP ms', 'content at FCP', 'content ms', 'first price ms', 'LCP ms (page)', 'transferred KB'],
      ...runs.map((r, i) => [
        i + 1,
        `${r.htmlFirstByteMs}/${r.htmlLastByteMs}`,
        kb(r.htmlBytes),
        r.fcpMs,
        r.contentAtFcp ? 'yes' : 'no',
        r.contentMs ?? '-',
        r.firstPriceMs ?? '-',
        r.lcpMs ?? '-',
        kb(r.transferBytes),
      ]),
    ]),
  );
  runs.forEach((r, i) => ctx.log(`run ${i + 1} first paint shows: ${r.fcpShows}`));
  const checks = [
    { what: `FCP with the welcome line and the default route (target <= ${PHONE_TARGETS.contentFcpMs} ms)`, value: contentAtFcp ? fcpMs : null, ok: contentAtFcp && fcpMs <= PHONE_TARGETS.contentFcpMs },
    { what: `first price (target <= ${PHONE_TARGETS.firstPriceMs} ms)`, value: firstPriceMs, ok: firstPriceMs !== null && firstPriceMs <= PHONE_TARGETS.firstPriceMs },
    { what: `Lighthouse mobile LCP (target <= ${PHONE_TARGETS.lighthouseLcpMs} ms)`, value: lighthouseLcpMs, ok: lighthouseLcpMs <= PHONE_TARGETS.lighthouseLcpMs },
  ];
  for (const check of checks) ctx.log(`${check.what}: ${check.value ?? 'not reached'}${check.value === null ? '' : ' ms'}: ${check.ok ? 'PASS' : 'FAIL'}`);
  return { ok: checks.every((c) => c.ok), summary: { fcpMs, contentAtFcp, contentMs, firstPriceMs, lighthouseLcpMs, transferKb: kb(median(runs.map((r) => r.transferBytes))!) } };
}

/** Lighthouse mobile; once more when its trace came out unusable (NO_NAVSTART, NO_FCP: a busy machine). */
async function lighthouseLcp(ctx: BenchContext, url: string) {
  try {
    return await runLighthouse(ctx, url, 'phone', { lcpMs: PHONE_TARGETS.lighthouseLcpMs });
  } catch (error) {
    ctx.log(`Lighthouse failed (${error instanceof Error ? error.message : String(error)}); once more`);
    return runLighthouse(ctx, url, 'phone', { lcpMs: PHONE_TARGETS.lighthouseLcpMs });
  }
}

/**
 * `/` of the production build on a phone (390x844, touch) with the CPU slowed 4x through CDP, on loopback:
 * three cold visits (median), each recording what its first contentful paint shows and when the first price
 * appears; then Lighthouse mobile for LCP.
 */
export const phoneBench: Bench = {
  name: 'phone',
  title: `/ on a 4x-slowed phone (targets: content at FCP <= ${PHONE_TARGETS.contentFcpMs} ms, first price <= ${PHONE_TARGETS.firstPriceMs} ms, Lighthouse LCP <= ${PHONE_TARGETS.lighthouseLcpMs} ms)`,
  budgetMs: 480_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    // A first start migrates and seeds PGlite: on a busy machine that alone can take minutes.
    const server = await startServer({ name: 'phone', signal: ctx.signal, readyTimeoutMs: 240_000 });
    ctx.defer(() => server.stop());
    const url = `${server.baseUrl}/`;
    const expected = await expectedRoute(server.baseUrl);
    ctx.log(`default route: ${expected.departure} -> ${expected.destination}`);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    ctx.defer(() => browser.close());
    // A first visit warms the server (content cache, pricing snapshot, static files): the figures are the page's.
    await measureOnce(browser, url, expected);
    const runs: PhoneRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = Date.now();
      runs.push(await measureOnce(browser, url, expected));
      ctx.log(`run ${i + 1}: ${JSON.stringify(runs[i])} (${Date.now() - started} ms)`);
    }
    await browser.close();

    const lighthouse = await lighthouseLcp(ctx, url);
    const { ok, summary } = report(ctx, runs, lighthouse.data.lcpMs);
    return { ok, data: { targets: PHONE_TARGETS, cpuSlowdown: CPU_SLOWDOWN, ...summary, runs, lighthouse: lighthouse.data } };
  },
};
