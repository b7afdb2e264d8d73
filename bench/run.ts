// `npm run bench [-- name…]`: runs the benches in order (all by default), prints their tables, writes
// bench/results/latest.json, and exits non-zero when a target is missed or a bench fails.
// Add a bench: implement `Bench` (bench/lib/bench.ts) in bench/<name>.ts and list it in BENCHES.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminConcurrencyBench } from './admin-concurrency';
import { adminListsBench } from './admin-lists';
import { apiThroughputBench } from './api-throughput';
import { backupBench } from './backup';
import { bulkPricesBench } from './bulk-prices';
import { embedJsBench } from './embed-js';
import { importBench } from './import';
import { lightWidgetBench } from './light-widget';
import { memoryBench } from './memory';
import { phoneBench } from './phone';
import { pricingScaleBench } from './pricing-scale';
import { quotePageBench } from './quote-page';
import { restoreBench } from './restore';
import { webBundleBench } from './web-bundle';
import { webLighthouseBench } from './web-lighthouse';
import { webhooksBench } from './webhooks';
import type { Bench, BenchContext } from './lib/bench';
import { PROJECT_ROOT, stopAllServers } from './lib/server-process';

const BENCHES: Bench[] = [apiThroughputBench, webBundleBench, webLighthouseBench, phoneBench, quotePageBench, lightWidgetBench, embedJsBench, importBench, memoryBench, adminListsBench, pricingScaleBench, bulkPricesBench, adminConcurrencyBench, restoreBench, backupBench, webhooksBench];

const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench/results/latest.json');

function log(message: string) {
  console.log(message);
}

interface BenchRecord {
  title: string;
  ok: boolean;
  seconds: number;
  data?: unknown;
  error?: string;
}

async function runBench(bench: Bench, interrupted: AbortSignal): Promise<BenchRecord> {
  const controller = new AbortController();
  const cleanups: (() => Promise<void> | void)[] = [];
  const onInterrupt = () => controller.abort(new Error('interrupted'));
  interrupted.addEventListener('abort', onInterrupt, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`exceeded its budget of ${bench.budgetMs / 1000} s`);
      controller.abort(err);
      reject(err);
    }, bench.budgetMs);
  });
  const ctx: BenchContext = {
    root: PROJECT_ROOT,
    log: (m) => log(m),
    defer: (fn) => void cleanups.push(fn),
    signal: controller.signal,
  };
  const started = Date.now();
  log(`\n=== ${bench.name}: ${bench.title}`);
  try {
    const outcome = await Promise.race([bench.run(ctx), overBudget]);
    return { title: bench.title, ok: outcome.ok, seconds: (Date.now() - started) / 1000, data: outcome.data };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log(`${bench.name}: FAILED: ${message}`);
    return { title: bench.title, ok: false, seconds: (Date.now() - started) / 1000, error: message };
  } finally {
    clearTimeout(timer);
    interrupted.removeEventListener('abort', onInterrupt);
    while (cleanups.length) {
      try {
        await cleanups.pop()!();
      } catch (err) {
        log(`${bench.name}: cleanup failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}

async function main() {
  process.chdir(PROJECT_ROOT);
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !BENCHES.some((b) => b.name === w));
  if (unknown.length) {
    console.error(`unknown bench: ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
    process.exit(2);
  }
  const selected = wanted.length ? BENCHES.filter((b) => wanted.includes(b.name)) : BENCHES;

  const interrupt = new AbortController();
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    log(`\n${signal}: stopping the benches and their servers…`);
    interrupt.abort();
    if (signals > 1) void stopAllServers().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const cpus = os.cpus();
  const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
  log(`node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${os.platform()} ${os.release()}, load average ${loadAverage.join(' ')}`);
  if ((loadAverage[0] ?? 0) > cpus.length / 2) {
    log('warning: the machine is already busy; throughput figures (and ratios) will be noisy');
  }
  const startedAt = new Date().toISOString();
  const records: Record<string, BenchRecord> = {};
  for (const bench of selected) {
    if (interrupt.signal.aborted) break;
    records[bench.name] = await runBench(bench, interrupt.signal);
  }
  await stopAllServers();

  const ok = !interrupt.signal.aborted && Object.values(records).every((r) => r.ok);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ startedAt, finishedAt: new Date().toISOString(), node: process.version, cpus: cpus.length, cpuModel: cpus[0]?.model, loadAverageAtStart: loadAverage, ok, benches: records }, null, 2)}\n`,
  );
  log(`\nwrote ${path.relative(PROJECT_ROOT, RESULTS_FILE)}`);
  for (const [name, r] of Object.entries(records)) log(`${name}: ${r.ok ? 'PASS' : 'FAIL'} (${r.seconds.toFixed(0)} s)`);
  process.exit(ok ? 0 : 1);
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopAllServers();
  process.exit(1);
});
