/** What every bench of `npm run bench` implements; bench/run.ts runs them in order and writes one JSON report. */
export interface Bench {
  /** Short id: the key in bench/results/latest.json and the name to pick it with (`npm run bench -- api`). */
  name: string;
  title: string;
  /** Hard time limit of the bench; run.ts stops it (and runs its cleanups) when it is exceeded. */
  budgetMs: number;
  run(ctx: BenchContext): Promise<BenchOutcome>;
}

export interface BenchContext {
  /** The project root (the working directory while benches run). */
  root: string;
  log(message: string): void;
  /** Registers a cleanup; run.ts runs them last-in-first-out after the bench, also on failure or timeout. */
  defer(cleanup: () => Promise<void> | void): void;
  /** Aborted when the bench exceeds its budget or the run is interrupted. */
  signal: AbortSignal;
}

export interface BenchOutcome {
  /** Every target met and every measurement valid. */
  ok: boolean;
  /** Written under the bench's name in bench/results/latest.json. */
  data: unknown;
}

/** Fixed-width text table: the first row is the header; numbers (and numeric text) right-aligned. */
export function formatTable(rows: (string | number)[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (/^-?[\d.]+$/.test(String(cell)) ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
