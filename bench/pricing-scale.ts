import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { DEFAULT_LOAD, measureTargets, type LoadResult } from './lib/load';
import { fillSite, measureOnEachDatabase, seedSite, startServerOn, type Measured, type ScratchSite, type Unmeasured } from './lib/scratch-site';
import { benchAdminClient } from './lib/sign-in';

/**
 * Decisions 0029 and 0063: with 64,000 route prices and 200 date rules (inserted by the bench), in one run per
 * database (built server, PGlite and PostgreSQL):
 * 1. N times an admin price write (PUT /api/route-pricing/:id) and then the first POST /api/calculate-price of
 *    that route, timed on its own: the pricing snapshot is patched by the write (decision 0029), so that quote
 *    must not wait for a reload. Each quote must show the price just written. For reference, the first quote
 *    after a write that drops the whole snapshot (the booking fee in Settings) is timed too.
 *    Then the same for a change of a date rule (PUT /api/admin/price-adjustments/:id): the first quote on a
 *    day the rule covers must carry the new adjustment in its lines.
 * 2. The price grid's first page as the Route Pricing tab asks for it (one departure, the default page).
 * 3. POST /api/calculate-price req/s (on a dated day, so the date rules are matched) as a ratio of GET /healthz
 *    req/s of the same server (autocannon, interleaved slices, as the api bench measures).
 * 4. POST /api/calculate-trip req/s of a three-leg trip (seeded places, the per-hour rule, each leg dated), beside them: a reference.
 * Targets: first quote median and p95 <= 20 ms; grid first page <= 300 KB; calculate-price/healthz >= 0.6.
 */
export const FIRST_QUOTE_TARGET_MS = 20;
export const GRID_PAGE_BYTES_TARGET = 300 * 1024;
export const QUOTE_RATIO_TARGET = 0.6;
const GRID_SAMPLES = 20;
/** BENCH_ROUNDS=1 measures each route in one contiguous run instead of interleaved slices. */
const load = { ...DEFAULT_LOAD, rounds: Number(process.env.BENCH_ROUNDS) || DEFAULT_LOAD.rounds };
const WARM_UP = 3;
const SAMPLES = 30;
const RELOAD_SAMPLES = 5;

interface Figures {
  medianMs: number;
  p95Ms: number;
}

interface SiteReport {
  ok: boolean;
  afterPriceWrite: Figures;
  afterRuleWrite: Figures;
  withoutWrite: Figures;
  afterFullDrop: Figures;
  writeMedianMs: number;
  gridFirstPage: Figures & { path: string; bytes: number; rows: number; cells: number };
  throughput: { healthzReqPerSec: number; calculatePriceReqPerSec: number; calculateTripReqPerSec: number; ratio: number | null; valid: boolean; results: LoadResult[] };
}

type DatabaseReport = Measured<SiteReport> | Unmeasured;

/** 5,000 WA destinations and 16 departures, each priced to 1,000 of them for two aircraft and two flight types. */
export const PRICING_FILL_SQL = `
insert into destinations (name, subtitle, value, region_id, display_order, latitude, longitude, flight_types)
  select 'Bench Destination ' || g, 'Bench subtitle ' || g, 'bench-dest-' || g, r.id, 100 + g, -31 - g * 0.0001, 115 + g * 0.0001, '["same-day", "one-way"]'::jsonb
  from generate_series(1, 5000) g, (select id from regions where code = 'WA') r;
insert into departure_locations (name, subtitle, value, region_id, display_order, latitude, longitude)
  select 'Bench Field ' || g, 'Bench airfield ' || g, 'bench-field-' || g, r.id, 100 + g, -32 - g * 0.001, 116 + g * 0.001
  from generate_series(1, 16) g, (select id from regions where code = 'WA') r;
insert into route_pricing (aircraft_type, departure_location_id, destination_id, flight_type, price)
  select a.t, dep.id, dest.id, f.t, 100 + (dest.n % 500)
  from (select id, row_number() over (order by id) as n from departure_locations where value like 'bench-field-%') dep
  join (select id, row_number() over (order by id) as n from destinations where value like 'bench-dest-%') dest on dest.n % 5 = dep.n % 5
  cross join unnest(array['3-passengers', '5-passengers-twin-prop']) a(t)
  cross join unnest(array['same-day', 'one-way']) f(t);
-- 200 date rules (decision 0063): 80 seasons, 60 days-of-the-week and 60 peak dates, a third of them naming an
-- aircraft, a flight type, a departure or a destination, over three years.
insert into price_adjustments (region_id, kind, name, starts_on, ends_on, unit, value, aircraft_type, flight_type, destination_id)
  select r.id, 'season', 'Bench season ' || g, date '2026-01-01' + (g * 13), date '2026-01-01' + (g * 13) + 40, 'percent', (g % 21) - 10,
    case when g % 3 = 0 then '3-passengers' end, case when g % 4 = 0 then 'same-day' end,
    case when g % 5 = 0 then (select id from destinations where value = 'bench-dest-' || (g * 7)) end
  from generate_series(1, 80) g, (select id from regions where code = 'WA') r;
insert into price_adjustments (region_id, kind, name, weekdays, unit, value, aircraft_type, destination_id)
  select r.id, 'weekday', 'Bench weekdays ' || g, array[g % 7, (g + 3) % 7]::smallint[], 'amount', (g % 9) * 10 - 40,
    case when g % 2 = 0 then '5-passengers-twin-prop' end, (select id from destinations where value = 'bench-dest-' || (g * 11))
  from generate_series(1, 60) g, (select id from regions where code = 'WA') r;
insert into price_adjustments (region_id, kind, name, starts_on, ends_on, unit, value, flight_type)
  select r.id, 'peak', 'Bench peak ' || g, date '2026-12-01' + (g * 17), date '2026-12-01' + (g * 17) + (g % 3), 'percent', 5 + (g % 20),
    case when g % 2 = 0 then 'one-way' end
  from generate_series(1, 60) g, (select id from regions where code = 'WA') r;
analyze;
`;

export const pricingScaleBench: Bench = {
  name: 'pricing-scale',
  title: `Pricing at 64,000 route prices: first quote after an admin price write (target <= ${FIRST_QUOTE_TARGET_MS} ms), price grid first page (<= 300 KB), calculate-price/healthz req/s (>= ${QUOTE_RATIO_TARGET})`,
  budgetMs: 420_000,
  async run(ctx) {
    const reports: DatabaseReport[] = await measureOnEachDatabase(ctx, 'pricing', (site) => measureSite(ctx, site));
    return {
      ok: reports.every((r) => r.ok),
      data: { firstQuoteTargetMs: FIRST_QUOTE_TARGET_MS, gridPageBytesTarget: GRID_PAGE_BYTES_TARGET, quoteRatioTarget: QUOTE_RATIO_TARGET, samples: SAMPLES, load, databases: reports },
    };
  },
};

async function measureSite(ctx: BenchContext, site: ScratchSite): Promise<SiteReport> {
  await seedSite(site, `pricing-${site.kind}`, ctx.signal);
  const filled = performance.now();
  await fillSite(site, PRICING_FILL_SQL);
  ctx.log(`  inserted 5,000 destinations, 64,000 route prices and 200 date rules in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

  const server = await startServerOn(site, { name: `pricing-${site.kind}`, signal: ctx.signal });
  const api = await benchAdminClient(server);
  const regions = (await (await fetch(`${server.baseUrl}/api/regions`)).json()) as { id: number; code: string }[];
  const wa = regions.find((r) => r.code === 'WA')!.id;
  const page = (await api('GET', `/api/admin/route-pricing?regionId=${wa}&q=${encodeURIComponent('Bench Destination 12')}&limit=1`)).body as {
    items: { id: number; aircraftType: string; flightType: string; departureLocationId: number; destinationId: number }[];
  };
  const route = page.items[0];
  if (!route) throw new Error('no bench route price found');
  const quoteBody = { aircraftType: route.aircraftType, flightType: route.flightType, departure: String(route.departureLocationId), destination: String(route.destinationId) };

  const afterWrite: number[] = [];
  const writes: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    ctx.signal.throwIfAborted();
    const price = 1000 + i;
    const wrote = performance.now();
    const put = await api('PUT', `/api/route-pricing/${route.id}`, { price });
    if (put.status !== 200) throw new Error(`PUT /api/route-pricing/${route.id} answered ${put.status}: ${JSON.stringify(put.body)}`);
    const quoted = performance.now();
    const quote = await api('POST', '/api/calculate-price', quoteBody);
    const elapsed = performance.now() - quoted;
    // The flight line is the route's price before any date rule of the day (breakdown.basePrice is after them).
    const flight = (quote.body as { lines?: { kind: string; amount: number }[] }).lines?.find((line) => line.kind === 'flight')?.amount;
    if (quote.status !== 200 || flight !== price * 100) throw new Error(`the first quote after writing A$${price} answered ${quote.status} with ${JSON.stringify(quote.body).slice(0, 200)}`);
    if (i >= WARM_UP) {
      afterWrite.push(elapsed);
      writes.push(quoted - wrote);
    }
  }

  const afterRule = await measureRuleChanges(ctx.signal, api, wa, quoteBody);

  // Reference: the same quote again and again, with no write between (answered from the quote cache).
  const steady: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const quoted = performance.now();
    const quote = await api('POST', '/api/calculate-price', quoteBody);
    if (quote.status !== 200) throw new Error(`calculate-price answered ${quote.status}`);
    steady.push(performance.now() - quoted);
  }

  // Reference: a write that drops the whole snapshot (the region's booking fee), then the first quote.
  const afterDrop: number[] = [];
  for (let i = 0; i < RELOAD_SAMPLES; i++) {
    const fee = await api('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: 5 + i / 100, minimum: 25 } });
    if (fee.status !== 200) throw new Error(`PUT /api/admin/settings answered ${fee.status}`);
    const quoted = performance.now();
    const quote = await api('POST', '/api/calculate-price', quoteBody);
    if (quote.status !== 200) throw new Error(`calculate-price answered ${quote.status}`);
    afterDrop.push(performance.now() - quoted);
  }

  // The price grid's first page, as the Route Pricing tab first asks for it: one departure, the default page size.
  const gridPath = `/api/admin/price-grid?regionId=${wa}&departureLocationId=${route.departureLocationId}`;
  const gridFirstPage = await measureGrid(server.baseUrl, gridPath, api.cookie, ctx.signal);

  const tripBody = threeLegTrip(wa);
  const trip = await api('POST', '/api/calculate-trip', tripBody);
  if (trip.status !== 200) throw new Error(`calculate-trip answered ${trip.status}: ${JSON.stringify(trip.body).slice(0, 200)}`);

  // calculate-price and a three-leg trip beside /healthz in the same run: autocannon, interleaved slices (bench/lib/load).
  const [healthz, calculatePrice, calculateTrip] = (await measureTargets(
    server.baseUrl,
    [
      { label: 'GET /healthz (constant)', method: 'GET', path: '/healthz' },
      { label: 'POST /api/calculate-price', method: 'POST', path: '/api/calculate-price', json: { ...quoteBody, date: RULE_DAY } },
      { label: 'POST /api/calculate-trip (3 legs)', method: 'POST', path: '/api/calculate-trip', json: tripBody },
    ],
    load,
    ctx.signal,
    (m) => ctx.log(`  ${m}…`),
  )) as [LoadResult, LoadResult, LoadResult];
  const ratio = healthz.requestsPerSec > 0 ? Math.round((calculatePrice.requestsPerSec / healthz.requestsPerSec) * 1000) / 1000 : null;
  const throughputValid = healthz.valid && calculatePrice.valid && ratio !== null;

  const afterPriceWrite = figures(afterWrite);
  const afterRuleWrite = figures(afterRule);
  const afterFullDrop = figures(afterDrop);
  const withoutWrite = figures(steady);
  const within = (f: Figures) => f.medianMs <= FIRST_QUOTE_TARGET_MS && f.p95Ms <= FIRST_QUOTE_TARGET_MS;
  const quoteOk = within(afterPriceWrite) && within(afterRuleWrite);
  const gridOk = gridFirstPage.bytes <= GRID_PAGE_BYTES_TARGET;
  const ratioOk = throughputValid && ratio >= QUOTE_RATIO_TARGET;
  const ok = quoteOk && gridOk && ratioOk;
  const table: (string | number)[][] = [
    ['measure', 'samples', 'median ms', 'p95 ms', 'other', 'target', 'verdict'],
    ['first quote after a route price PUT (patched)', SAMPLES, afterPriceWrite.medianMs, afterPriceWrite.p95Ms, '', `<= ${FIRST_QUOTE_TARGET_MS} ms`, within(afterPriceWrite) ? 'PASS' : 'FAIL'],
    ['first dated quote after a date rule PUT (200 rules)', SAMPLES, afterRuleWrite.medianMs, afterRuleWrite.p95Ms, '', `<= ${FIRST_QUOTE_TARGET_MS} ms`, within(afterRuleWrite) ? 'PASS' : 'FAIL'],
    ['quote with no write before it (cached answer)', SAMPLES, withoutWrite.medianMs, withoutWrite.p95Ms, '', '', 'reference'],
    ['first quote after a booking fee PUT (full reload)', RELOAD_SAMPLES, afterFullDrop.medianMs, afterFullDrop.p95Ms, '', '', 'reference'],
    ['price grid first page', GRID_SAMPLES, gridFirstPage.medianMs, gridFirstPage.p95Ms, `${(gridFirstPage.bytes / 1024).toFixed(1)} KB, ${gridFirstPage.rows} rows, ${gridFirstPage.cells} cells`, '<= 300 KB', gridOk ? 'PASS' : 'FAIL'],
    ['GET /healthz req/s', '', healthz.latencyP50Ms, healthz.latencyP99Ms + ' (p99)', healthz.requestsPerSec.toFixed(0), '', healthz.valid ? 'reference' : 'INVALID'],
    ['POST /api/calculate-trip req/s (3 legs)', '', calculateTrip.latencyP50Ms, calculateTrip.latencyP99Ms + ' (p99)', calculateTrip.requestsPerSec.toFixed(0), '', calculateTrip.valid ? 'reference' : 'INVALID'],
    [`POST /api/calculate-price req/s (dated ${RULE_DAY})`, '', calculatePrice.latencyP50Ms, calculatePrice.latencyP99Ms + ' (p99)', `${calculatePrice.requestsPerSec.toFixed(0)} (ratio ${ratio === null ? '-' : ratio.toFixed(2)})`, `ratio >= ${QUOTE_RATIO_TARGET}`, !throughputValid ? 'INVALID' : ratioOk ? 'PASS' : 'FAIL'],
  ];
  const writeMedianMs = figures(writes).medianMs;
  ctx.log(`\n${site.title}\n${formatTable(table)}\n  (the route price PUT itself: median ${writeMedianMs} ms; grid: ${gridPath}; req/s rows show p50 and p99 ms)\n`);
  return {
    ok,
    afterPriceWrite,
    afterRuleWrite,
    withoutWrite,
    afterFullDrop,
    writeMedianMs,
    gridFirstPage,
    throughput: {
      healthzReqPerSec: healthz.requestsPerSec,
      calculatePriceReqPerSec: calculatePrice.requestsPerSec,
      calculateTripReqPerSec: calculateTrip.requestsPerSec,
      ratio,
      valid: throughputValid,
      results: [healthz, calculatePrice, calculateTrip],
    },
  };
}

/** A day in the middle of the measured season (and of some of the 200 bench rules). */
const RULE_DAY = '2027-06-15';

/** Jandakot to Rottnest Island, on to Margaret River, back to Jandakot the next day: seeded places, the 6-seater's per-hour rule. */
const threeLegTrip = (regionId: number) => ({
  aircraftType: '6-passengers',
  regionId,
  passengers: 4,
  legs: [
    { from: 'jandakot', to: 'rottnest-island', date: RULE_DAY, waitMinutes: 60 },
    { from: 'rottnest-island', to: 'margaret-river', date: RULE_DAY },
    { from: 'margaret-river', to: 'jandakot', date: '2027-06-16' },
  ],
});

type Api = Awaited<ReturnType<typeof benchAdminClient>>;
interface QuoteBody {
  aircraftType: string;
  flightType: string;
  departure: string;
  destination: string;
}

/**
 * A season on the bench route's aircraft and destination (so it is the most specific season on RULE_DAY),
 * changed N times, each change followed by the first quote of that day, timed: the quote's lines must carry the
 * adjustment just written.
 */
async function measureRuleChanges(signal: AbortSignal, api: Api, regionId: number, quoteBody: QuoteBody): Promise<number[]> {
  const fields = { regionId, kind: 'season', name: 'Bench measured season', startsOn: '2027-06-01', endsOn: '2027-06-30', unit: 'percent', aircraftType: quoteBody.aircraftType, destinationId: Number(quoteBody.destination) };
  const made = await api('POST', '/api/admin/price-adjustments', { ...fields, value: 1 });
  if (made.status !== 201) throw new Error(`POST /api/admin/price-adjustments answered ${made.status}: ${JSON.stringify(made.body)}`);
  const { id } = made.body as { id: number };
  let { version } = made.body as { version: number };
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    signal.throwIfAborted();
    const put = await api('PUT', `/api/admin/price-adjustments/${id}`, { ...fields, value: 2 + i, version });
    if (put.status !== 200) throw new Error(`PUT /api/admin/price-adjustments/${id} answered ${put.status}: ${JSON.stringify(put.body)}`);
    version = (put.body as { version: number }).version;
    const quoted = performance.now();
    const quote = await api('POST', '/api/calculate-price', { ...quoteBody, date: RULE_DAY });
    const elapsed = performance.now() - quoted;
    const lines = (quote.body as { lines?: { kind: string; label: string }[] }).lines ?? [];
    if (quote.status !== 200 || !lines.some((line) => line.kind === 'adjustment' && line.label.includes('Bench measured season') && line.label.includes(`${2 + i}`))) {
      throw new Error(`the first quote after setting the season to ${2 + i}% answered ${quote.status} with ${JSON.stringify(quote.body).slice(0, 300)}`);
    }
    if (i >= WARM_UP) times.push(elapsed);
  }
  return times;
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN) * 10) / 10;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Sequential GETs of a grid page (3 warm-ups, then GRID_SAMPLES timed), the body read in full, uncompressed. */
async function measureGrid(baseUrl: string, pathname: string, cookie: string, signal: AbortSignal) {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  let cells = 0;
  for (let i = 0; i < WARM_UP + GRID_SAMPLES; i++) {
    signal.throwIfAborted();
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie, 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(10_000) });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    if (i >= WARM_UP) times.push(elapsed);
    bytes = body.byteLength;
    if (i === 0) {
      const page = JSON.parse(Buffer.from(body).toString('utf8')) as { items: { cells: unknown[] }[] };
      rows = page.items.length;
      cells = page.items.reduce((n, row) => n + row.cells.length, 0);
    }
  }
  return { path: pathname, ...figures(times), bytes, rows, cells };
}
