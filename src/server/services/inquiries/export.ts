import { desc, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { toCsv } from './csv';
import { INQUIRY_KINDS, type InquiryKind } from './follow-up';

/**
 * GET /api/admin/inquiries.csv: every stored inquiry of one kind, newest first, all columns but the
 * idempotency bookkeeping (a replay key and hash mean nothing to staff), with the file name staff save it as.
 */
export async function exportInquiriesCsv(db: Database, kind: InquiryKind, at: Date): Promise<{ fileName: string; csv: string }> {
  const { table } = INQUIRY_KINDS[kind];
  const { idempotencyKey: _k, requestHash: _h, ...columns } = getTableColumns(table);
  const rows = (await db.select(columns).from(table).orderBy(desc(table.createdAt), desc(table.id))) as Record<string, unknown>[];
  const header = Object.keys(columns);
  return {
    fileName: `${kind}-${at.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(header, rows.map((row) => header.map((key) => row[key]))),
  };
}
