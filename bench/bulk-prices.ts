import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { pollHealth, type HealthStats } from './lib/health-poll';
import { fillSite, measureOnEachDatabase, seedSite, startServerOn, type Measured, type ScratchSite, type Unmeasured } from './lib/scratch-site';
import { benchAdminClient } from './lib/sign-in';
import { PRICING_FILL_SQL } from './pricing-scale';

/**
 * Decision 0045: with the 64,000 route prices of `pricing-scale` (inserted by the bench), in one run per
 * database (built server, PGlite and PostgreSQL): a 5% rise of every WA route price rounded to A$1 through
 * POST /api/bulk-price-changes, timed, while another client polls GET /healthz every 20 ms; then the first
 * POST /api/calculate-price of a changed route (which must show the new price); then the undo and the first
 * quote after it, for reference. Targets: apply <= 3 s, first quote <= 50 ms, /healthz p99 <= 100 ms.
 */
export const APPLY_TARGET_MS = 3000;
export const FIRST_QUOTE_TARGET_MS = 50;
export const HEALTH_P99_TARGET_MS = 100;
const POLL_EVERY_MS = 20;

interface Phase {
  status: number;
  ms: number;
  count: number | undefined;
  health: HealthStats;
  firstQuoteMs: number;
  quoted: number | undefined;
  expected: number;
}

interface SiteReport {
  ok: boolean;
  previewMs: number;
  apply: Phase;
  undo: Phase;
}

type DatabaseReport = Measured<SiteReport> | Unmeasured;

export const bulkPricesBench: Bench = {
  name: 'bulk-prices',
  title: `Bulk price change: a 5% rise of 64,000 route prices applied (target <= ${APPLY_TARGET_MS / 1000} s), the first quote after it (<= ${FIRST_QUOTE_TARGET_MS} ms), /healthz p99 during it (<= ${HEALTH_P99_TARGET_MS} ms)`,
  budgetMs: 600_000,
  async run(ctx) {
    const reports: DatabaseReport[] = await measureOnEachDatabase(ctx, 'bulk-prices', (site) => measureSite(ctx, site));
    return {
      ok: reports.every((r) => r.ok),
      data: { applyTargetMs: APPLY_TARGET_MS, firstQuoteTargetMs: FIRST_QUOTE_TARGET_MS, healthP99TargetMs: HEALTH_P99_TARGET_MS, pollEveryMs: POLL_EVERY_MS, databases: reports },
    };
  },
};

type Client = Awaited<ReturnType<typeof benchAdminClient>>;

/** One timed write while /healthz is polled, then the first quote of `quoteBody`, timed on its own. */
async function timedPhase(api: Client, baseUrl: string, path: string, body: unknown, quoteBody: object, expected: number): Promise<Phase> {
  const stop = pollHealth(baseUrl, POLL_EVERY_MS);
  const started = performance.now();
  const answer = await api('POST', path, body);
  const ms = Math.round(performance.now() - started);
  const health = await stop();
  const quoted = performance.now();
  const quote = await api('POST', '/api/calculate-price', quoteBody);
  const firstQuoteMs = Math.round((performance.now() - quoted) * 10) / 10;
  const basePrice = (quote.body as { breakdown?: { basePrice: number } }).breakdown?.basePrice;
  return { status: answer.status, ms, count: (answer.body as { count?: number } | undefined)?.count, health, firstQuoteMs, quoted: basePrice, expected };
}

async function measureSite(ctx: BenchContext, site: ScratchSite): Promise<SiteReport> {
  await seedSite(site, `bulk-prices-${site.kind}`, ctx.signal);
  await fillSite(site, PRICING_FILL_SQL);
  const server = await startServerOn(site, { name: `bulk-prices-${site.kind}`, signal: ctx.signal });
  const api = await benchAdminClient(server, 120_000);
  const regions = (await (await fetch(`${server.baseUrl}/api/regions`)).json()) as { id: number; code: string }[];
  const wa = regions.find((r) => r.code === 'WA')!.id;
  const page = (await api('GET', `/api/admin/route-pricing?regionId=${wa}&q=${encodeURIComponent('Bench Destination 12')}&limit=1`)).body as {
    items: { aircraftType: string; flightType: string; departureLocationId: number; destinationId: number; price: number }[];
  };
  const route = page.items[0];
  if (!route) throw new Error('no bench route price found');
  const quoteBody = { aircraftType: route.aircraftType, flightType: route.flightType, departure: String(route.departureLocationId), destination: String(route.destinationId) };
  // Warm the pricing snapshot, as a running site has it.
  await api('POST', '/api/calculate-price', quoteBody);

  const operation = { kind: 'adjust', filters: { regionId: wa }, adjustment: { type: 'percent', percent: 5 }, roundTo: 100 };
  const previewed = performance.now();
  const preview = await api('POST', '/api/bulk-price-changes/preview', operation);
  const previewMs = Math.round(performance.now() - previewed);
  if (preview.status !== 200) throw new Error(`the preview answered ${preview.status}: ${JSON.stringify(preview.body).slice(0, 200)}`);
  ctx.log(`  preview: ${(preview.body as { count: number }).count} prices in ${previewMs} ms`);

  const raised = Math.round((route.price * 105) / 100);
  const apply = await timedPhase(api, server.baseUrl, '/api/bulk-price-changes', operation, quoteBody, raised);
  if (apply.status !== 201) throw new Error(`the apply answered ${apply.status}`);
  const changeId = (await api('GET', `/api/admin/bulk-price-changes?regionId=${wa}`)).body as { id: number }[];
  const undo = await timedPhase(api, server.baseUrl, `/api/bulk-price-changes/${changeId[0]!.id}/undo`, undefined, quoteBody, route.price);

  const applyOk = apply.ms <= APPLY_TARGET_MS && (apply.count ?? 0) >= 64_000;
  const quoteOk = apply.firstQuoteMs <= FIRST_QUOTE_TARGET_MS && apply.quoted === raised;
  const healthOk = apply.health.p99Ms <= HEALTH_P99_TARGET_MS && apply.health.failures === 0;
  const undoOk = undo.status === 200 && undo.quoted === route.price;
  const table: (string | number)[][] = [
    ['phase', 'answer', 'prices', 'ms', 'first quote ms', 'quote shows', '/healthz n', 'p50 ms', 'p99 ms', 'max ms', 'verdict'],
    row('apply 5%', apply, applyOk && quoteOk && healthOk),
    row('undo (reference)', undo, undoOk),
  ];
  ctx.log(`\n${site.title}\n${formatTable(table)}\n  targets: apply <= ${APPLY_TARGET_MS} ms, first quote <= ${FIRST_QUOTE_TARGET_MS} ms, /healthz p99 <= ${HEALTH_P99_TARGET_MS} ms\n`);
  return { ok: applyOk && quoteOk && healthOk && undoOk, previewMs, apply, undo };
}

const row = (label: string, phase: Phase, ok: boolean): (string | number)[] => [
  label,
  phase.status,
  phase.count ?? '-',
  phase.ms,
  phase.firstQuoteMs,
  phase.quoted === phase.expected ? `A$${phase.quoted} (right)` : `A$${phase.quoted} (expected A$${phase.expected})`,
  phase.health.count,
  phase.health.p50Ms,
  phase.health.p99Ms,
  phase.health.maxMs,
  ok ? 'PASS' : 'FAIL',
];
