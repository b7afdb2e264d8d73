import * as XLSX from '@e965/xlsx';
import { COLUMNS, normaliseHeader, type ColumnKey, type SheetRow } from './format';

export const INVALID_FILE_TYPE = 'Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file';

export class SheetError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** .xlsx is a zip, .xls an OLE compound file, .csv text without NUL bytes: the name and the bytes must agree. */
export function fileKind(filename: string, bytes: Buffer): 'xlsx' | 'xls' | 'csv' | undefined {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (extension === 'xlsx' && zip) return 'xlsx';
  if (extension === 'xls' && (ole || zip)) return 'xls';
  if (extension === 'csv' && !bytes.subarray(0, 4096).includes(0)) return 'csv';
  return undefined;
}

/** The first sheet's rows as text by column key, with the spreadsheet row number of each. */
export function readSheet(filename: string, bytes: Buffer): { rowNumber: number; row: SheetRow }[] {
  const kind = fileKind(filename, bytes);
  if (!kind) throw new SheetError(INVALID_FILE_TYPE);
  let workbook: XLSX.WorkBook;
  try {
    workbook = kind === 'csv' ? XLSX.read(bytes.toString('utf8').replace(/^\uFEFF/, ''), { type: 'string', raw: true }) : XLSX.read(bytes, { type: 'buffer' });
  } catch {
    throw new SheetError('The file could not be read as a spreadsheet');
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new SheetError('The file has no sheet');
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const [headerRow, ...body] = grid;
  const headers = (headerRow ?? []).map((cell) => normaliseHeader(String(cell)));
  const indexOf = new Map<ColumnKey, number>();
  for (const column of COLUMNS) {
    const index = headers.indexOf(normaliseHeader(column.key));
    const byHeader = index >= 0 ? index : headers.indexOf(normaliseHeader(column.header));
    if (byHeader >= 0) indexOf.set(column.key, byHeader);
  }
  const missing = ['region', 'departure', 'destination', 'aircraftType', 'flightType', 'price'].filter((key) => !indexOf.has(key as ColumnKey));
  if (missing.length > 0) {
    const names = missing.map((key) => COLUMNS.find((c) => c.key === key)!.header);
    throw new SheetError(`The first row must name the columns; missing: ${names.join(', ')}`);
  }
  return body.map((cells, i) => ({
    rowNumber: i + 2,
    row: Object.fromEntries(COLUMNS.map((column) => [column.key, String(cells[indexOf.get(column.key) ?? -1] ?? '').trim()])) as SheetRow,
  }));
}
