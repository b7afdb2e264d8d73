import * as XLSX from '@e965/xlsx';
import { restoreNeutralised } from '../spreadsheet-cells';
import { csvHasTextAfterRecords, csvSeparator } from './csv-records';
import { COLUMNS, normaliseHeader, type ColumnKey, type SheetRow } from './format';
import { checkZipLimits, ZIP_LIMITS, ZipTooLarge } from './zip-limits';

export const INVALID_FILE_TYPE = 'Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file';

/** Data rows one file may hold (below the header row); more are refused, never read. */
export const MAX_IMPORT_ROWS = 20_000;

export const tooManyRowsMessage = (maxRows: number) =>
  `The file has more than ${maxRows.toLocaleString('en-AU')} rows; split it into files of at most ${maxRows.toLocaleString('en-AU')} rows`;

export class SheetError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** .xlsx is a zip, .xls an OLE compound file, .csv text without NUL bytes: the name and the bytes must agree. */
export function fileKind(filename: string, bytes: Uint8Array): 'xlsx' | 'xls' | 'csv' | undefined {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const zip = isZip(bytes);
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (extension === 'xlsx' && zip) return 'xlsx';
  if (extension === 'xls' && (ole || zip)) return 'xls';
  if (extension === 'csv' && !bytes.subarray(0, 4096).includes(0)) return 'csv';
  return undefined;
}

/** What sheet_to_json({ raw: false, defval: '' }) made of a cell: its formatted text; errors and stubs are blank. */
function cellText(cell: XLSX.CellObject): string {
  if (cell.t === undefined || cell.t === 'z' || cell.t === 'e' || cell.v === undefined || cell.v === null) return '';
  return XLSX.utils.format_cell(cell);
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Non-negative integer keys of a (possibly very sparse) array, without touching its holes. */
const presentIndexes = (array: readonly unknown[]) => Object.keys(array).map(Number);

/**
 * The first sheet's rows as text by column key, with the spreadsheet row number of each.
 *
 * Bounded whatever the file declares: SheetJS reads only the first rows (`sheetRows`), and the grid is
 * built from the cells that exist, never by walking the sheet's range (`!ref`), which a file of 1.6 KB can
 * declare as A1:XFD1048576 (17 billion cells for sheet_to_json). Columns other than the known ones are
 * skipped without being visited. A sheet whose rows go on beyond the limit is refused, not cut short.
 */
export function readSheet(filename: string, bytes: Uint8Array, maxRows = MAX_IMPORT_ROWS): { rowNumber: number; row: SheetRow }[] {
  const kind = fileKind(filename, bytes);
  if (!kind) throw new SheetError(INVALID_FILE_TYPE);
  // Row 1 is the header, then maxRows rows; one more row is read to see whether the data goes on.
  const windowRows = maxRows + 1;
  const options: XLSX.ParsingOptions = { dense: true, sheetRows: windowRows + 1, sheets: 0, cellFormula: false, cellHTML: false, cellStyles: false };
  let workbook: XLSX.WorkBook;
  try {
    if (kind === 'csv') {
      const { separator, body } = csvSeparator(asBuffer(bytes).toString('utf8').replace(/^\uFEFF/, ''));
      if (csvHasTextAfterRecords(body, separator, windowRows)) throw new SheetError(tooManyRowsMessage(maxRows));
      workbook = XLSX.read(body, { ...options, type: 'string', raw: true, FS: separator });
    } else {
      if (isZip(bytes)) checkZipLimits(bytes);
      workbook = XLSX.read(asBuffer(bytes), { ...options, type: 'buffer' });
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    if (error instanceof ZipTooLarge) {
      throw new SheetError(`The spreadsheet unpacks to more than ${ZIP_LIMITS.maxEntryBytes / 1024 / 1024} MB; split it into smaller files`);
    }
    throw new SheetError('The file could not be read as a spreadsheet');
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new SheetError('The file has no sheet');

  // What the file says about its own size (SheetJS keeps it as !fullref when sheetRows cut the sheet).
  const declared = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : undefined;
  if (declared && declared.e.r >= windowRows) {
    throw new SheetError(tooManyRowsMessage(maxRows), [
      { path: 'rows', message: `The sheet's range is ${sheet['!fullref']}: it goes down to row ${(declared.e.r + 1).toLocaleString('en-AU')}; delete the empty rows below your data or split the file` },
    ]);
  }

  const data: XLSX.CellObject[][] = (sheet as { '!data'?: XLSX.CellObject[][] })['!data'] ?? [];
  const rowIndexes = presentIndexes(data);
  // The header is the first row that holds any text.
  let headerIndex = -1;
  const headers = new Map<string, number>();
  for (const r of rowIndexes) {
    const cells = data[r] ?? [];
    for (const c of presentIndexes(cells)) {
      const name = normaliseHeader(cellText(cells[c]!));
      if (name !== '' && !headers.has(name)) headers.set(name, c);
    }
    if (headers.size > 0) {
      headerIndex = r;
      break;
    }
  }
  const indexOf = new Map<ColumnKey, number>();
  for (const column of COLUMNS) {
    const index = headers.get(normaliseHeader(column.key)) ?? headers.get(normaliseHeader(column.header));
    if (index !== undefined) indexOf.set(column.key, index);
  }
  // Region is optional: rows without one go to the region of the import card.
  const missing = ['departure', 'destination', 'aircraftType', 'flightType', 'price'].filter((key) => !indexOf.has(key as ColumnKey));
  if (missing.length > 0) {
    const names = missing.map((key) => COLUMNS.find((c) => c.key === key)!.header);
    throw new SheetError(`The first row must name the columns; missing: ${names.join(', ')}`);
  }

  const known = [...indexOf];
  const rows: { rowNumber: number; row: SheetRow }[] = [];
  for (const r of rowIndexes) {
    if (r <= headerIndex) continue;
    const cells = data[r] ?? [];
    const row = Object.fromEntries(COLUMNS.map((column) => [column.key, ''])) as SheetRow;
    let empty = true;
    for (const [key, c] of known) {
      // A ' the export put before formula-like text (see spreadsheet-cells) comes off again.
      const cell = cells[c];
      row[key] = cell ? restoreNeutralised(cellText(cell).trim()).trim() : '';
      if (row[key] !== '') empty = false;
    }
    if (empty) continue;
    if (r >= windowRows) throw new SheetError(tooManyRowsMessage(maxRows));
    rows.push({ rowNumber: r + 1, row });
  }
  return rows;
}
