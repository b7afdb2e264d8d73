import * as XLSX from '@e965/xlsx';
import { desc } from 'drizzle-orm';
import type { InquiryNames } from '../../../domain/api/admin/inquiries';
import type { Database, Executor } from '../../db/database';
import { adminUsers, bookingRequests, wechatRequests } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { deviceName } from '../auth/device-name';
import { neutraliseFormula } from '../spreadsheet-cells';
import { staffName } from './assignees';
import { toCsv } from './csv';
import { BOOKING_COLUMNS, WECHAT_COLUMNS, type ExportCell, type ExportColumn } from './export-columns';
import { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';
import { inquiryNames, type InquiryReferences } from './inquiry-names';

/** Who asked for an export, and from where (the client address, as sign-ins record it, and the browser). */
export interface ExportRequester {
  user: AuditActor;
  ip: string;
  userAgent: string | undefined;
}
export type ExportFormat = 'csv' | 'xlsx';

/** Every inquiry of a kind, newest first, as the export's grid (header first). */
async function exportGrid(tx: Executor, kind: InquiryKind): Promise<{ header: string[]; rows: ExportCell[][] }> {
  const people = new Map((await tx.select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email }).from(adminUsers)).map((p) => [p.id, staffName(p)]));
  // Many inquiries name the same places: each set of references is looked up once per export.
  const named = new Map<string, Promise<InquiryNames>>();
  const namesOf = (refs: InquiryReferences) => {
    const key = JSON.stringify([refs.regionId, refs.departure, refs.destination, refs.addOns ?? {}]);
    if (!named.has(key)) named.set(key, inquiryNames(tx, refs));
    return named.get(key)!;
  };
  const write = async <R extends InquiryReferences & { assignedTo: number | null }>(columns: ExportColumn<R>[], rows: R[]) => ({
    header: columns.map((c) => c.header),
    rows: await Promise.all(
      rows.map(async (row) => {
        const context = { row, names: await namesOf(row), assignee: row.assignedTo === null ? null : (people.get(row.assignedTo) ?? null) };
        return columns.map((c) => c.cell(context));
      }),
    ),
  });
  if (kind === 'booking-requests') return write(BOOKING_COLUMNS, await tx.select().from(bookingRequests).orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id)));
  const rows = await tx.select().from(wechatRequests).orderBy(desc(wechatRequests.createdAt), desc(wechatRequests.id));
  return write(WECHAT_COLUMNS, rows.map((row) => ({ ...row, addOns: {} })));
}

/** An .xlsx cell: text typed as text (never a formula), numbers as numbers; a phone number exactly as written. */
function xlsxCell(value: ExportCell): XLSX.CellObject | null {
  if (value === null) return null;
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'string') return { t: 's', v: neutraliseFormula(value) };
  return { t: 's', v: value.keptAsText };
}

function toXlsx(header: string[], rows: ExportCell[][], sheetName: string): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header.map((h) => ({ t: 's', v: h })), ...rows.map((row) => row.map(xlsxCell))]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * GET /api/admin/inquiries.csv and .xlsx: every stored inquiry of one kind, newest first, in words people
 * read (region and place names, the assignee's name, phone numbers kept as text), with the file name staff
 * save it as. The file holds every visitor's contact details, so each export leaves an audit entry (who,
 * when, from which address and browser, how many rows, which format), written in the same transaction as
 * the read: no file leaves without its entry.
 */
export async function exportInquiries(db: Database, kind: InquiryKind, format: ExportFormat, requester: ExportRequester, at: Date): Promise<{ fileName: string; body: string | Buffer }> {
  const { entity, label } = INQUIRY_KINDS[kind];
  const { header, rows } = await db.transaction(async (tx) => {
    const grid = await exportGrid(tx, kind);
    await recordAudit(tx, { user: requester.user, action: 'export', entity, after: { rows: grid.rows.length, format, ip: requester.ip, device: deviceName(requester.userAgent) }, at });
    return grid;
  });
  const fileName = `${kind}-${at.toISOString().slice(0, 10)}.${format}`;
  return { fileName, body: format === 'csv' ? toCsv(header, rows) : toXlsx(header, rows, `${label}s`) };
}
