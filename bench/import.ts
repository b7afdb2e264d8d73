import * as XLSX from '@e965/xlsx';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { measureOnEachDatabase, startServerOn, type Measured, type ScratchSite, type Unmeasured } from './lib/scratch-site';
import { pollHealth, type HealthStats } from './lib/health-poll';
import { signInBenchAdmin } from './lib/sign-in';

/**
 * Decision 0012: a 20,000-row .xlsx (new WA departures, destinations and route prices) previewed and then
 * applied through POST /api/import-routes on the built server, on PGlite and on PostgreSQL, while another
 * client polls GET /healthz every 20 ms. Targets: apply <= 10 s; /healthz p99 <= 100 ms in both phases.
 */
export const IMPORT_ROWS = 20_000;
export const APPLY_TARGET_S = 10;
export const HEALTH_P99_TARGET_MS = 100;
const POLL_EVERY_MS = 20;

interface PhaseResult {
  phase: 'preview' | 'apply';
  status: number;
  seconds: number;
  summary: unknown;
  health: HealthStats;
  ok: boolean;
}

type DatabaseReport = Measured<{ ok: boolean; phases: PhaseResult[] }> | Unmeasured;

const HEADER = ['Region', 'Departure', 'Departure Name', 'Destination', 'Destination Name', 'Aircraft Type', 'Flight Type', 'Price', 'Custom Route', 'Widget HTML'];

/** The file staff would upload: 20,000 WA routes from 50 new departures to 20,000 new destinations. */
function importFile(): Buffer {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [
    'WA',
    `bench-dep-${i % 50}`,
    `Bench Departure ${i % 50}`,
    `bench-dest-${i}`,
    `Bench Destination ${i}`,
    '3-passengers',
    i % 3 === 0 ? 'one-way' : 'same-day',
    (150 + (i % 5000) / 4).toFixed(2),
    'no',
    '',
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Route pricing');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const importBench: Bench = {
  name: 'import',
  title: `Route import: a ${IMPORT_ROWS.toLocaleString('en-AU')}-row .xlsx previewed and applied while GET /healthz is polled every ${POLL_EVERY_MS} ms (targets: apply <= ${APPLY_TARGET_S} s, /healthz p99 <= ${HEALTH_P99_TARGET_MS} ms)`,
  budgetMs: 300_000,
  async run(ctx) {
    const file = importFile();
    ctx.log(`generated ${IMPORT_ROWS} rows: ${(file.length / 1024).toFixed(0)} KB .xlsx`);
    const reports: DatabaseReport[] = await measureOnEachDatabase(ctx, 'import', (site) => measureSite(ctx, site, file));

    const rows: (string | number)[][] = [['database', 'phase', 'status', 'seconds', '/healthz n', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'verdict']];
    for (const report of reports) {
      if (report.status !== 'measured') continue;
      for (const p of report.phases) {
        rows.push([report.database, p.phase, p.status, p.seconds.toFixed(2), p.health.count, p.health.p50Ms, p.health.p99Ms, p.health.maxMs, p.health.failures, p.ok ? 'PASS' : 'FAIL']);
      }
    }
    ctx.log(`\n${formatTable(rows)}\n`);
    return {
      ok: reports.every((r) => r.ok),
      data: { rows: IMPORT_ROWS, fileBytes: file.length, pollEveryMs: POLL_EVERY_MS, applyTargetS: APPLY_TARGET_S, healthP99TargetMs: HEALTH_P99_TARGET_MS, databases: reports },
    };
  },
};

async function measureSite(ctx: BenchContext, site: ScratchSite, file: Buffer): Promise<{ ok: boolean; phases: PhaseResult[] }> {
  const server = await startServerOn(site, { name: `import-${site.kind}`, signal: ctx.signal });
  const cookie = await signInBenchAdmin(server.baseUrl);

  const phases: PhaseResult[] = [];
  for (const phase of ['preview', 'apply'] as const) {
    ctx.signal.throwIfAborted();
    const stop = pollHealth(server.baseUrl, POLL_EVERY_MS);
    const started = performance.now();
    const response = await upload(server.baseUrl, cookie, file, phase === 'preview');
    const summary = (await response.json()) as { createdRoutes?: number };
    const seconds = (performance.now() - started) / 1000;
    const health = await stop();
    const complete = response.status === 200 && summary.createdRoutes === IMPORT_ROWS;
    const ok = complete && health.failures === 0 && health.p99Ms <= HEALTH_P99_TARGET_MS && (phase === 'preview' || seconds <= APPLY_TARGET_S);
    phases.push({ phase, status: response.status, seconds, summary, health, ok });
    ctx.log(`  ${phase}: ${response.status} in ${seconds.toFixed(2)} s; /healthz p50 ${health.p50Ms} ms, p99 ${health.p99Ms} ms, max ${health.maxMs} ms (${health.count} polls)`);
    if (!complete) ctx.log(`  ${phase} answered ${JSON.stringify(summary).slice(0, 300)}`);
  }
  return { ok: phases.every((p) => p.ok), phases };
}

function upload(baseUrl: string, cookie: string, file: Buffer, preview: boolean): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-routes.xlsx');
  return fetch(`${baseUrl}/api/import-routes${preview ? '?preview=true' : '?createLocations=true'}`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
}
