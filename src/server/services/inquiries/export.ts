import * as XLSX from '@e965/xlsx';
import type { InquiryNames } from '../../../domain/api/admin/inquiries';
import type { InquiryListQuery } from '../../../domain/api/admin/list-query';
import type { Database, Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { everyBookingRequest, everyWechatRequest } from '../admin-lists/inquiry-lists';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { deviceName } from '../auth/device-name';
import { neutraliseFormula } from '../spreadsheet-cells';
import { staffName } from './assignees';
import { toCsv } from './csv';
import { BOOKING_COLUMNS, WECHAT_COLUMNS, type ExportCell, type ExportColumn } from './export-columns';
import { exportScope } from './export-scope';
import { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';
import { inquiryNames, type InquiryReferences } from './inquiry-names';

/** Who asked for an export, and from where (the client address, as sign-ins record it, and the browser). */
export interface ExportRequester {
  /** `assignedTo=me` reads as this person's id. */
  user: AuditActor;
  ip: string;
  userAgent: string | undefined;
}
export type ExportFormat = 'csv' | 'xlsx';

/** The inquiries of a kind the list shows for `query` (every page, the list's order), as the export's grid (header first). */
async function exportGrid(tx: Executor, kind: InquiryKind, query: InquiryListQuery): Promise<{ header: string[]; rows: ExportCell[][] }> {
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
  if (kind === 'booking-requests') return write(BOOKING_COLUMNS, await everyBookingRequest(tx, query));
  const rows = await everyWechatRequest(tx, query);
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
 * GET /api/admin/inquiries.csv and .xlsx: the inquiries of one kind the list shows for the same query (view,
 * filters, search and sort; every page, not only the one on screen), in words people read (region and place
 * names, the assignee's name, phone numbers kept as text), with a file name that says what it holds
 * (booking-requests-mine-status-contacted-2026-11-26.csv). The file holds visitors' contact details, so each
 * export leaves an audit entry (who, when, from which address and browser, which view and filters, how many
 * rows, which format), written in the same transaction as the read: no file leaves without its entry.
 */
export async function exportInquiries(
  db: Database,
  kind: InquiryKind,
  query: InquiryListQuery,
  format: ExportFormat,
  requester: ExportRequester,
  at: Date,
): Promise<{ fileName: string; body: string | Buffer }> {
  const { entity, label } = INQUIRY_KINDS[kind];
  const { view, filters, words } = exportScope(query);
  const fileName = `${[kind, ...words, at.toISOString().slice(0, 10)].join('-')}.${format}`;
  const read = query.assignedTo === 'me' ? { ...query, assignedTo: requester.user.id } : query;
  const { header, rows } = await db.transaction(async (tx) => {
    const grid = await exportGrid(tx, kind, read);
    const after = { rows: grid.rows.length, format, view, filters, fileName, ip: requester.ip, device: deviceName(requester.userAgent) };
    await recordAudit(tx, { user: requester.user, action: 'export', entity, after, at });
    return grid;
  });
  return { fileName, body: format === 'csv' ? toCsv(header, rows) : toXlsx(header, rows, `${label}s`) };
}
