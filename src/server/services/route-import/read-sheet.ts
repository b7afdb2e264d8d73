import * as XLSX from '@e965/xlsx';
import { csvHasTextAfterRecords, csvSeparator } from './csv-records';
import type { SheetRow } from './format';
import { SheetError, tooManyRowsMessage } from './sheet-error';
import { FEE_LAYOUT, FEES_SHEET, HOME_LAYOUT, HOMES_SHEET, type SettingsSheets } from './settings-format';
import { gridRows, layoutRows, type CellGrid, type SheetLayout } from './sheet-grid';
import { checkZipLimits, ZIP_LIMITS, ZipTooLarge } from './zip-limits';

export const INVALID_FILE_TYPE = 'Invalid file type - Please select an Excel (.xls, .xlsx) or CSV file';

/** Data rows one file may hold (below the header row); more are refused, never read. */
export const MAX_IMPORT_ROWS = 20_000;

export { SheetError, tooManyRowsMessage } from './sheet-error';

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

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type FileKind = NonNullable<ReturnType<typeof fileKind>>;

/** SheetJS reads the header, `windowRows` rows and one more (to see whether the data goes on), nothing else. */
const parsingOptions = (windowRows: number): XLSX.ParsingOptions => ({
  dense: true,
  sheetRows: windowRows + 1,
  // The route prices (the first sheet) and the two settings sheets by name; any other sheet is not parsed.
  sheets: [0, FEES_SHEET, HOMES_SHEET],
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
});

/** A CSV has no declared range: whether it goes on past the window is read from its records before SheetJS parses it. */
function readCsv(bytes: Uint8Array, windowRows: number, maxRows: number): XLSX.WorkBook {
  const { separator, body } = csvSeparator(asBuffer(bytes).toString('utf8').replace(/^\uFEFF/, ''));
  if (csvHasTextAfterRecords(body, separator, windowRows)) throw new SheetError(tooManyRowsMessage(maxRows));
  return XLSX.read(body, { ...parsingOptions(windowRows), type: 'string', raw: true, FS: separator });
}

/** .xlsx (and a zipped .xls) are unpacked within ZIP_LIMITS first: SheetJS itself would unpack them unbounded. */
function readBinary(bytes: Uint8Array, windowRows: number): XLSX.WorkBook {
  if (isZip(bytes)) checkZipLimits(bytes);
  return XLSX.read(asBuffer(bytes), { ...parsingOptions(windowRows), type: 'buffer' });
}

/** What staff are told about a file that could not be read: a SheetError as it is, a zip bomb by its limit, anything else as unreadable. */
export function unreadableFile(error: unknown): SheetError {
  if (error instanceof SheetError) return error;
  if (error instanceof ZipTooLarge) {
    return new SheetError(`The spreadsheet unpacks to more than ${ZIP_LIMITS.maxEntryBytes / 1024 / 1024} MB; split it into smaller files`);
  }
  return new SheetError('The file could not be read as a spreadsheet');
}

function readWorkbook(kind: FileKind, bytes: Uint8Array, windowRows: number, maxRows: number): XLSX.WorkBook {
  try {
    return kind === 'csv' ? readCsv(bytes, windowRows, maxRows) : readBinary(bytes, windowRows);
  } catch (error) {
    throw unreadableFile(error);
  }
}

/**
 * Refuses a sheet whose declared range goes past the window: what the file says about its own size
 * (SheetJS keeps it as !fullref when sheetRows cut the sheet).
 */
export function refuseDeclaredRange(fullref: string | undefined, windowRows: number, maxRows: number): void {
  const declared = fullref ? XLSX.utils.decode_range(fullref) : undefined;
  if (!declared || declared.e.r < windowRows) return;
  throw new SheetError(tooManyRowsMessage(maxRows), [
    {
      path: 'rows',
      message: `The sheet's range is ${fullref}: it goes down to row ${(declared.e.r + 1).toLocaleString('en-AU')}; delete the empty rows below your data or split the file`,
    },
  ]);
}

/** A sheet's grid of existing cells, refused first when its declared range goes past the window. */
function boundedGrid(sheet: XLSX.WorkSheet, windowRows: number, maxRows: number): CellGrid {
  refuseDeclaredRange(sheet['!fullref'], windowRows, maxRows);
  return (sheet as { '!data'?: XLSX.CellObject[][] })['!data'] ?? [];
}

/** The rows of the sheet named `name` (any case), or undefined when the workbook has none; the same bounds as the first sheet. */
function namedSheetRows<K extends string>(workbook: XLSX.WorkBook, name: string, layout: SheetLayout<K>, windowRows: number, maxRows: number) {
  const found = workbook.SheetNames.find((n) => n.toLowerCase() === name.toLowerCase());
  const sheet = found === undefined ? undefined : workbook.Sheets[found];
  if (!sheet || found === workbook.SheetNames[0]) return undefined;
  return layoutRows(boundedGrid(sheet, windowRows, maxRows), windowRows, maxRows, layout, name);
}

export interface ReadWorkbook extends SettingsSheets {
  routes: { rowNumber: number; row: SheetRow }[];
}

/**
 * The first sheet's rows as text by column key, with the spreadsheet row number of each, and the rows of
 * the Airfield fees and Home airfields sheets when the workbook has them (.xlsx; a CSV has one sheet).
 *
 * Bounded whatever the file declares: SheetJS reads only the first rows of each sheet (`sheetRows`), and
 * the grid is built from the cells that exist, never by walking the sheet's range (`!ref`), which a file of
 * 1.6 KB can declare as A1:XFD1048576 (17 billion cells for sheet_to_json). Columns other than the known
 * ones are skipped without being visited (sheet-grid.ts). A sheet whose rows go on beyond the limit is
 * refused, not cut short.
 */
export function readWorkbookSheets(filename: string, bytes: Uint8Array, maxRows = MAX_IMPORT_ROWS): ReadWorkbook {
  const kind = fileKind(filename, bytes);
  if (!kind) throw new SheetError(INVALID_FILE_TYPE);
  // Row 1 is the header, then maxRows rows; one more row is read to see whether the data goes on.
  const windowRows = maxRows + 1;
  const workbook = readWorkbook(kind, bytes, windowRows, maxRows);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new SheetError('The file has no sheet');
  return {
    routes: gridRows(boundedGrid(sheet, windowRows, maxRows), windowRows, maxRows),
    fees: namedSheetRows(workbook, FEES_SHEET, FEE_LAYOUT, windowRows, maxRows),
    homes: namedSheetRows(workbook, HOMES_SHEET, HOME_LAYOUT, windowRows, maxRows),
  };
}

/** The first sheet's rows only (see readWorkbookSheets). */
export const readSheet = (filename: string, bytes: Uint8Array, maxRows = MAX_IMPORT_ROWS) => readWorkbookSheets(filename, bytes, maxRows).routes;
