import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import pLimit, { type LimitFunction } from 'p-limit';
import { HttpError } from '../../http-errors';
import { MAX_IMPORT_ROWS } from './read-sheet';
import { restartingError } from './restarting';
import type { SheetJob, SheetJobResult } from './sheet-job';
import type { CheckedWorkbook } from './validate-settings';

export interface SheetReaderOptions {
  /** A read that takes longer is stopped (the worker terminated) and answered 422. */
  timeoutMs: number;
  /** Reads at once; each is a worker thread with its own heap. */
  maxParallel: number;
  /** Reads that may wait for a free worker; more are answered 503 at once. */
  maxWaiting: number;
  /** Heap limits of each worker: a file that needs more is answered 422, the server carries on. */
  resourceLimits: ResourceLimits;
  /** Data rows a file may hold. */
  maxRows: number;
}

export const DEFAULT_SHEET_READER_OPTIONS: SheetReaderOptions = {
  timeoutMs: 10_000,
  maxParallel: 2,
  maxWaiting: 4,
  // A 20,000-row .xlsx needs under 48 MB of heap; 256 MB leaves room for the biggest file zip-limits lets
  // through (one 32 MB entry, up to a 64 MB string), so it is stopped bit by bit, never by one allocation.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  maxRows: MAX_IMPORT_ROWS,
};

/**
 * From source (tsx, vitest) the worker is the .ts file beside this one: a small bootstrap registers tsx
 * in the new thread and imports it (Node 20 does not apply `--import tsx` from a worker's execArgv). In
 * the server bundle this code sits in dist/server/main.js and the worker was built beside it as plain
 * JavaScript (scripts/build.mjs).
 */
function workerEntry(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./read-sheet-worker.js', import.meta.url), eval: false };
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const worker = new URL('./read-sheet-worker.ts', import.meta.url).href;
  return { script: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`, eval: true };
}

/**
 * Reads uploaded spreadsheets in worker threads, so that a hostile or huge file costs a bounded worker,
 * never the event loop or the server's heap: a time limit, heap limits, and at most `maxParallel` reads at
 * once with a short queue. `close()` (on server shutdown) stops every read and refuses new ones.
 */
export class SheetReader {
  readonly options: SheetReaderOptions;
  private readonly limit: LimitFunction;
  private readonly workers = new Set<Worker>();
  private closed = false;
  /** The most workers that ever ran at once (tests check the bound). */
  peakRunning = 0;

  constructor(options: Partial<SheetReaderOptions> = {}) {
    this.options = { ...DEFAULT_SHEET_READER_OPTIONS, ...options };
    this.limit = pLimit({ concurrency: this.options.maxParallel, rejectOnClear: true });
  }

  /** Worker threads alive now. */
  get running(): number {
    return this.workers.size;
  }

  /** The rows of the file, checked; 400 for a file refused as a whole, 422 too slow or too big, 503 busy or closing. */
  async read(filename: string, bytes: Uint8Array): Promise<CheckedWorkbook> {
    if (this.closed) throw restartingError();
    if (this.limit.pendingCount >= this.options.maxWaiting) {
      throw new HttpError(503, 'The server is busy reading other spreadsheets; please try again in a minute');
    }
    // The worker gets its own copy: an upload's Buffer may share its memory with other buffers.
    const job: SheetJob = { filename, bytes: new Uint8Array(bytes), maxRows: this.options.maxRows };
    let result: SheetJobResult;
    try {
      result = await this.limit(() => this.run(job));
    } catch (error) {
      if (this.closed) throw restartingError();
      throw error;
    }
    if (result.kind === 'refused') throw new HttpError(400, result.message, result.issues);
    const { kind: _kind, ...checked } = result;
    return checked;
  }

  /** Stops every read in progress or waiting (they answer 503) and refuses new ones. */
  async close(): Promise<void> {
    this.closed = true;
    this.limit.clearQueue();
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private run(job: SheetJob): Promise<SheetJobResult> {
    if (this.closed) return Promise.reject(restartingError());
    const entry = workerEntry();
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      execArgv: [],
      workerData: job,
      transferList: [job.bytes.buffer as ArrayBuffer],
      resourceLimits: this.options.resourceLimits,
      stdout: false,
      stderr: false,
    });
    this.workers.add(worker);
    this.peakRunning = Math.max(this.peakRunning, this.workers.size);

    return new Promise<SheetJobResult>((resolve, reject) => {
      let outcome: { result: SheetJobResult } | { error: unknown } | undefined;
      const settle = (value: { result: SheetJobResult } | { error: unknown }) => {
        outcome ??= value;
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        settle({ error: new HttpError(422, `The spreadsheet took too long to read (more than ${this.options.timeoutMs / 1000} s); split it into smaller files`) });
      }, this.options.timeoutMs);
      worker.once('message', (result: SheetJobResult) => settle({ result }));
      worker.once('error', (error: Error & { code?: string }) => {
        settle({
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new HttpError(422, 'The spreadsheet needs more memory to read than the server allows; split it into smaller files')
              : error,
        });
      });
      // Answered only once the thread is gone, so a stopped read holds no memory after its answer.
      worker.once('exit', () => {
        clearTimeout(timer);
        this.workers.delete(worker);
        if (outcome === undefined) reject(this.closed ? restartingError() : new Error('the sheet worker stopped without an answer'));
        else if ('result' in outcome) resolve(outcome.result);
        else reject(outcome.error);
      });
    });
  }
}
