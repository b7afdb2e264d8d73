import type * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from './format';
import { cellText, columnIndexes, findHeader, gridRows, missingColumns, ROUTE_LAYOUT, rowOf, type CellGrid } from './sheet-grid';
import { SheetError, tooManyRowsMessage } from './sheet-error';

const s = (v: string): XLSX.CellObject => ({ t: 's', v });
const n = (v: number): XLSX.CellObject => ({ t: 'n', v });

/** A grid row from texts; undefined leaves a hole (a cell that does not exist). */
function row(...cells: (string | undefined)[]): XLSX.CellObject[] {
  const out: XLSX.CellObject[] = [];
  cells.forEach((cell, c) => {
    if (cell !== undefined) out[c] = s(cell);
  });
  return out;
}

const HEADER = row('Region', 'Departure', 'Destination', 'Aircraft Type', 'Flight Type', 'Price');
const FIRST = row('WA', 'jandakot', 'rottnest-island', '3-passengers', 'same-day', '540.00');

describe('the rows of a sheet grid', () => {
  it('reads a cell as its formatted text, and an error or stub cell as blank', () => {
    expect(cellText(s('perth'))).toBe('perth');
    expect(cellText(n(540))).toBe('540');
    expect(cellText({ t: 'e', v: 7 })).toBe('');
    expect(cellText({ t: 'z' })).toBe('');
  });

  it('takes the first row holding any text as the header, the first column of a repeated header winning', () => {
    const grid: (XLSX.CellObject[] | undefined)[] = [];
    grid[2] = row('', ' ');
    grid[4] = row(undefined, 'Price', 'price', 'Departure');
    const { headerIndex, headers } = findHeader(grid);
    expect(headerIndex).toBe(4);
    expect(headers).toEqual(new Map([['price', 1], ['departure', 3]]));
    expect(findHeader([row(''), undefined])).toEqual({ headerIndex: -1, headers: new Map() });
  });

  it('finds a column by its key or its header, whatever the case, spaces or underscores', () => {
    const indexOf = columnIndexes(new Map([['aircrafttype', 0], ['flighttype', 5], ['widgethtml', 9], ['notes', 2]]), ROUTE_LAYOUT);
    expect(indexOf).toEqual(new Map([['aircraftType', 0], ['flightType', 5], ['widgetHtml', 9]]));
  });

  it('names the required columns a file lacks, Region not among them', () => {
    expect(missingColumns(new Map([['departure', 0], ['price', 1]]), ROUTE_LAYOUT)).toEqual(['Destination', 'Aircraft Type', 'Flight Type']);
    expect(missingColumns(columnIndexes(findHeader([HEADER]).headers, ROUTE_LAYOUT), ROUTE_LAYOUT)).toEqual([]);
  });

  it('reads a row as trimmed text by key, blank for columns the file lacks, and takes the guard off formula-like text', () => {
    const known = [['departure', 0], ['destinationName', 1], ['price', 2]] as const;
    expect(rowOf(row(' jandakot ', "'=SUM(A1)", undefined), known, ROUTE_LAYOUT)).toEqual({ ...blankRow(), departure: 'jandakot', destinationName: '=SUM(A1)' });
    expect(rowOf(row(' ', ''), known, ROUTE_LAYOUT)).toBeUndefined();
  });

  it('answers the data rows below the header with their spreadsheet row numbers, skipping blank ones', () => {
    const grid: CellGrid = [HEADER, FIRST, row('', ''), undefined, FIRST];
    expect(gridRows(grid, 10, 9).map((r) => [r.rowNumber, r.row.destination, r.row.price])).toEqual([
      [2, 'rottnest-island', '540.00'],
      [5, 'rottnest-island', '540.00'],
    ]);
  });

  it('refuses a grid without the required columns, or with text at or past the window', () => {
    expect(() => gridRows([row('Departure', 'Price'), FIRST], 10, 9)).toThrow(
      new SheetError('The first row must name the columns; missing: Destination, Aircraft Type, Flight Type'),
    );
    const long: CellGrid = [HEADER, FIRST, FIRST, FIRST];
    expect(() => gridRows(long, 3, 2)).toThrow(new SheetError(tooManyRowsMessage(2)));
    // A blank row past the window is not data.
    expect(gridRows([HEADER, FIRST, FIRST, row(' ')], 3, 2)).toHaveLength(2);
  });
});

function blankRow() {
  return Object.fromEntries(Object.keys(EXAMPLE_ROW).map((key) => [key, ''])) as typeof EXAMPLE_ROW;
}
