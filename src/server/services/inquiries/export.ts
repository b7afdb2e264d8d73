import { desc, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { deviceName } from '../auth/device-name';
import { toCsv } from './csv';
import { INQUIRY_KINDS, type InquiryKind } from './follow-up';

/** Who asked for an export, and from where (the client address, as sign-ins record it, and the browser). */
export interface ExportRequester {
  user: AuditActor;
  ip: string;
  userAgent: string | undefined;
}

/**
 * GET /api/admin/inquiries.csv: every stored inquiry of one kind, newest first, all columns but the
 * idempotency bookkeeping (a replay key and hash mean nothing to staff), with the file name staff save it as.
 * The file holds every visitor's contact details, so each export leaves an audit entry (who, when, from
 * which address and browser, how many rows), written in the same transaction as the read: no file leaves
 * without its entry.
 */
export async function exportInquiriesCsv(db: Database, kind: InquiryKind, requester: ExportRequester, at: Date): Promise<{ fileName: string; csv: string }> {
  const { table, entity } = INQUIRY_KINDS[kind];
  const { idempotencyKey: _k, requestHash: _h, ...columns } = getTableColumns(table);
  const rows = await db.transaction(async (tx) => {
    const read = (await tx.select(columns).from(table).orderBy(desc(table.createdAt), desc(table.id))) as Record<string, unknown>[];
    await recordAudit(tx, {
      user: requester.user,
      action: 'export',
      entity,
      after: { rows: read.length, format: 'csv', ip: requester.ip, device: deviceName(requester.userAgent) },
      at,
    });
    return read;
  });
  const header = Object.keys(columns);
  return {
    fileName: `${kind}-${at.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(header, rows.map((row) => header.map((key) => row[key]))),
  };
}
