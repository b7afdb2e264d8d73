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

/** A sheet's columns (key and header) and the ones it must name. */
export interface SheetLayout<K extends string> {
  columns: readonly { key: K; header: string }[];
  required: readonly K[];
}

/** The route prices sheet; Region is optional (rows without one go to the import card's region). */
export const ROUTE_LAYOUT: SheetLayout<ColumnKey> = { columns: COLUMNS, required: ['departure', 'destination', 'aircraftType', 'flightType', 'price'] };

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
export function columnIndexes<K extends string>(headers: ReadonlyMap<string, number>, layout: SheetLayout<K>): Map<K, number> {
  const indexOf = new Map<K, number>();
  for (const column of layout.columns) {
    const index = headers.get(normaliseHeader(column.key)) ?? headers.get(normaliseHeader(column.header));
    if (index !== undefined) indexOf.set(column.key, index);
  }
  return indexOf;
}

/** The headers of the required columns the file does not name, in the format's order. */
export const missingColumns = <K extends string>(indexOf: ReadonlyMap<K, number>, layout: SheetLayout<K>): string[] =>
  layout.required.filter((key) => !indexOf.has(key)).map((key) => layout.columns.find((c) => c.key === key)!.header);

/**
 * One data row as text by column key, or undefined when every known cell is blank. A ' the export put before
 * formula-like text (see spreadsheet-cells) comes off again.
 */
export function rowOf<K extends string>(
  cells: readonly XLSX.CellObject[],
  known: readonly (readonly [K, number])[],
  layout: SheetLayout<K>,
): Record<K, string> | undefined {
  const row = Object.fromEntries(layout.columns.map((column) => [column.key, ''])) as Record<K, string>;
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
  return layoutRows(grid, windowRows, maxRows, ROUTE_LAYOUT);
}

/** gridRows for any sheet layout; `sheetName` (the import's other sheets) is named in the missing-columns refusal. */
export function layoutRows<K extends string>(grid: CellGrid, windowRows: number, maxRows: number, layout: SheetLayout<K>, sheetName?: string): { rowNumber: number; row: Record<K, string> }[] {
  const rowIndexes = presentIndexes(grid);
  const { headerIndex, headers } = findHeader(grid, rowIndexes);
  const indexOf = columnIndexes(headers, layout);
  const missing = missingColumns(indexOf, layout);
  const where = sheetName ? `The first row of the sheet "${sheetName}"` : 'The first row';
  if (missing.length > 0) throw new SheetError(`${where} must name the columns; missing: ${missing.join(', ')}`);

  const known = [...indexOf];
  const rows: { rowNumber: number; row: Record<K, string> }[] = [];
  for (const r of rowIndexes) {
    if (r <= headerIndex) continue;
    const row = rowOf(grid[r] ?? [], known, layout);
    if (!row) continue;
    if (r >= windowRows) throw new SheetError(tooManyRowsMessage(maxRows));
    rows.push({ rowNumber: r + 1, row });
  }
  return rows;
}
