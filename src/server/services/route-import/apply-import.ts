import type { Database, Executor } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { ImportCounts } from './import-plan';
import { planImport } from './import-plan';
import { loadImportState } from './import-state';
import { writeImportPlan } from './import-writes';
import type { ImportRow, RowIssue } from './validate-rows';

export interface ImportSummary extends ImportCounts {
  preview: boolean;
  message: string;
}

export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly issues: RowIssue[],
  ) {
    super(message);
  }
}

function summaryOf(counts: ImportCounts, rows: number, preview: boolean): ImportSummary {
  return {
    ...counts,
    preview,
    message: `${preview ? 'Would import' : 'Imported'} ${rows} row(s): ${counts.createdRoutes} new and ${counts.updatedRoutes} changed route price(s), ${counts.createdDepartures} new departure(s), ${counts.createdDestinations} new destination(s)`,
  };
}

/**
 * Applies checked rows all or nothing: the existing regions, locations and route prices are looked up in
 * batches, the whole file is planned in memory (planImport), and any issue (an unknown region, a location
 * of another region) rejects it before anything is written. Apply plans and writes in one transaction
 * with its audit row; a preview makes the same plan without writing. `signal` (server shutdown) stops a
 * running import between two statements, which rolls it back.
 */
export async function applyImport(
  db: Database,
  user: AuditActor,
  rows: ImportRow[],
  options: { preview: boolean; at: Date; signal?: AbortSignal },
): Promise<ImportSummary> {
  const { preview, at, signal } = options;
  const planned = async (executor: Executor) => {
    const plan = planImport(rows, await loadImportState(executor, rows, signal));
    if (plan.issues.length > 0) throw new ImportRejected(`The file has ${plan.issues.length} problem(s); nothing was imported`, plan.issues);
    return plan;
  };
  if (preview) return summaryOf((await planned(db)).counts, rows.length, true);

  return db.transaction(async (tx) => {
    const plan = await planned(tx);
    await writeImportPlan(tx, plan, { at, signal });
    const summary = summaryOf(plan.counts, rows.length, false);
    await recordAudit(tx, { user, action: 'import', entity: 'route_pricing', after: summary, at });
    return summary;
  });
}
