import * as XLSX from '@e965/xlsx';
import { restoreNeutralised } from '../spreadsheet-cells';
import { COLUMNS, normaliseHeader, type ColumnKey, type SheetRow } from './format';
import { SheetError, tooManyRowsMessage } from './sheet-error';

/**
 * From a sheet's dense grid of the cells that exist to the rows of the import: the header row, the known
 * columns and each data row as text. Only cells that exist are visited, never the sheet's declared range.
 */

/** A sheet's cells by row, then column; sparse arrays where a row or cell does not exist. */
export type CellGrid = readonly (readonly XLSX.CellObject[] | undefined)[];

/** The columns every file must name; Region is optional (rows without one go to the import card's region). */
const REQUIRED: readonly ColumnKey[] = ['departure', 'destination', 'aircraftType', 'flightType', 'price'];

/** What sheet_to_json({ raw: false, defval: '' }) made of a cell: its formatted text; errors and stubs are blank. */
export function cellText(cell: XLSX.CellObject): string {
  if (cell.t === undefined || cell.t === 'z' || cell.t === 'e' || cell.v === undefined || cell.v === null) return '';
  return XLSX.utils.format_cell(cell);
}

/** Non-negative integer keys of a (possibly very sparse) array, without touching its holes. */
export const presentIndexes = (array: readonly unknown[]) => Object.keys(array).map(Number);

/** Each normalised header text of a row and the first column that holds it. */
function headersOf(cells: readonly XLSX.CellObject[]): Map<string, number> {
  const headers = new Map<string, number>();
  for (const c of presentIndexes(cells)) {
    const name = normaliseHeader(cellText(cells[c]!));
    if (name !== '' && !headers.has(name)) headers.set(name, c);
  }
  return headers;
}

/** The header is the first row that holds any text: its index (-1 when none does) and its headers. */
export function findHeader(grid: CellGrid, rowIndexes: readonly number[] = presentIndexes(grid)): { headerIndex: number; headers: Map<string, number> } {
  for (const r of rowIndexes) {
    const headers = headersOf(grid[r] ?? []);
    if (headers.size > 0) return { headerIndex: r, headers };
  }
  return { headerIndex: -1, headers: new Map() };
}

/** The column of each known key, by its key or its header text ('aircraftType' or 'Aircraft Type'). */
export function columnIndexes(headers: ReadonlyMap<string, number>): Map<ColumnKey, number> {
  const indexOf = new Map<ColumnKey, number>();
  for (const column of COLUMNS) {
    const index = headers.get(normaliseHeader(column.key)) ?? headers.get(normaliseHeader(column.header));
    if (index !== undefined) indexOf.set(column.key, index);
  }
  return indexOf;
}

/** The headers of the required columns the file does not name, in the format's order. */
export const missingColumns = (indexOf: ReadonlyMap<ColumnKey, number>): string[] =>
  REQUIRED.filter((key) => !indexOf.has(key)).map((key) => COLUMNS.find((c) => c.key === key)!.header);

/**
 * One data row as text by column key, or undefined when every known cell is blank. A ' the export put before
 * formula-like text (see spreadsheet-cells) comes off again.
 */
export function rowOf(cells: readonly XLSX.CellObject[], known: readonly (readonly [ColumnKey, number])[]): SheetRow | undefined {
  const row = Object.fromEntries(COLUMNS.map((column) => [column.key, ''])) as SheetRow;
  let empty = true;
  for (const [key, c] of known) {
    const cell = cells[c];
    row[key] = cell ? restoreNeutralised(cellText(cell).trim()).trim() : '';
    if (row[key] !== '') empty = false;
  }
  return empty ? undefined : row;
}

/**
 * The data rows below the header with their spreadsheet row numbers, blank rows skipped. A row with text at
 * or past `windowRows` (0-based) means the data goes on beyond `maxRows`: refused, not cut short.
 */
export function gridRows(grid: CellGrid, windowRows: number, maxRows: number): { rowNumber: number; row: SheetRow }[] {
  const rowIndexes = presentIndexes(grid);
  const { headerIndex, headers } = findHeader(grid, rowIndexes);
  const indexOf = columnIndexes(headers);
  const missing = missingColumns(indexOf);
  if (missing.length > 0) throw new SheetError(`The first row must name the columns; missing: ${missing.join(', ')}`);

  const known = [...indexOf];
  const rows: { rowNumber: number; row: SheetRow }[] = [];
  for (const r of rowIndexes) {
    if (r <= headerIndex) continue;
    const row = rowOf(grid[r] ?? [], known);
    if (!row) continue;
    if (r >= windowRows) throw new SheetError(tooManyRowsMessage(maxRows));
    rows.push({ rowNumber: r + 1, row });
  }
  return rows;
}
