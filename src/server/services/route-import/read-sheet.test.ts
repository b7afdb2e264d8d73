import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { csvOf, editSheetXml, newRouteRows, withCellAt, withDimension, withHeaderCellAt, xlsxOf } from '../../../../tests/support/spreadsheets';
import { EXAMPLE_ROW, type SheetRow } from './format';
import { fileKind, MAX_IMPORT_ROWS, readSheet, refuseDeclaredRange, SheetError, tooManyRowsMessage, unreadableFile } from './read-sheet';
import { gridRows, type CellGrid } from './sheet-grid';
import { ZipTooLarge } from './zip-limits';
import { writeSheet } from './write-sheet';

const LIMIT_MESSAGE = 'The file has more than 20,000 rows; split it into files of at most 20,000 rows';

/** readSheet's answer; a SheetError is returned, not thrown. */
function read(name: string, bytes: Buffer, maxRows?: number) {
  let result: ReturnType<typeof readSheet> | SheetError;
  try {
    result = readSheet(name, bytes, maxRows);
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    result = error;
  }
  return { result };
}

/** `grid` with every read of a row or a cell by index counted: what walking a declared range would cost. */
function countingGrid(grid: XLSX.CellObject[][]): { grid: CellGrid; reads: () => number } {
  let reads = 0;
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(object, key, receiver) as unknown;
      },
    });
  return { grid: counting(grid.map((row) => (row ? counting(row) : row))), reads: () => reads };
}

describe('reading a route spreadsheet, bounded whatever the file declares', () => {
  it('names the limit of 20,000 rows in its refusal', () => {
    expect(MAX_IMPORT_ROWS).toBe(20_000);
    expect(tooManyRowsMessage(MAX_IMPORT_ROWS)).toBe(LIMIT_MESSAGE);
  });

  it('refuses at once a small .xlsx whose <dimension> declares A1:XFD1048576, naming the limit and the range', () => {
    const file = editSheetXml(xlsxOf(newRouteRows(1, 'dim')), withDimension('A1:XFD1048576'));
    expect(file.length).toBeLessThan(16_000);
    const { result } = read('wide.xlsx', file);
    expect(result).toBeInstanceOf(SheetError);
    expect((result as SheetError).message).toBe(LIMIT_MESSAGE);
    expect((result as SheetError).issues[0]!.message).toContain('A1:XFD1048576');
    expect((result as SheetError).issues[0]!.message).toContain('1,048,576');
  });

  it('refuses at once a small .xlsx with one real cell at XFD1048576', () => {
    const file = editSheetXml(xlsxOf(newRouteRows(1, 'far')), (xml) => withDimension('A1:XFD1048576')(withCellAt('XFD1048576', 'far away')(xml)));
    const { result } = read('far.xlsx', file);
    expect((result as SheetError).message).toBe(LIMIT_MESSAGE);
  });

  it('refuses a 1 MB .xlsx whose one cell unpacks to 100 MB before SheetJS unpacks it (one string that big would abort even a worker)', () => {
    const file = editSheetXml(xlsxOf(newRouteRows(1, 'bomb')), withCellAt('A3', 'A'.repeat(100 * 1024 * 1024)));
    expect(file.length).toBeLessThan(1.5 * 1024 * 1024);
    const { result } = read('bomb.xlsx', file);
    expect((result as SheetError).message).toBe('The spreadsheet unpacks to more than 32 MB; split it into smaller files');
  });

  it('reads the known columns of a sheet 16,384 columns wide without walking them (a header cell at XFD1, range A1:XFD20001)', () => {
    // Within the row limit, so only walking the range could make this slow: 20,001 x 16,384 cells.
    const file = editSheetXml(xlsxOf(newRouteRows(3, 'wide')), (xml) => withDimension('A1:XFD20001')(withHeaderCellAt('XFD1', 'Notes')(xml)));
    const { result } = read('wide-columns.xlsx', file);
    expect(result).not.toBeInstanceOf(SheetError);
    const rows = result as ReturnType<typeof readSheet>;
    expect(rows.map((r) => [r.rowNumber, r.row.destination])).toEqual([
      [2, 'wide-dest-0'],
      [3, 'wide-dest-1'],
      [4, 'wide-dest-2'],
    ]);

    // The same grid as SheetJS hands it over (rows 20,001 long, the header 16,384 cells wide, holes between),
    // its reads counted: the cells that exist are visited, a few times each, and none of the holes.
    const workbook = XLSX.read(file, { type: 'buffer', dense: true });
    const dense = (workbook.Sheets[workbook.SheetNames[0]!] as { '!data': XLSX.CellObject[][] })['!data'];
    dense.length = 20_001;
    const cells = dense.reduce((n, row) => n + Object.keys(row ?? []).length, 0);
    expect(dense[0]!.length).toBe(16_384);
    const { grid, reads } = countingGrid(dense);
    expect(gridRows(grid, 20_001, 20_000)).toHaveLength(3);
    expect(reads()).toBeLessThan(5 * cells);
  });

  it('accepts exactly the limit of data rows and refuses one more, in .xlsx and .csv (limit lowered to 300 here)', () => {
    const limit = 300;
    const message = tooManyRowsMessage(limit);
    for (const [name, make] of [
      ['rows.xlsx', xlsxOf],
      ['rows.csv', csvOf],
    ] as const) {
      const atLimit = read(name, make(newRouteRows(limit, 'at')), limit).result;
      expect(atLimit, name).not.toBeInstanceOf(SheetError);
      expect((atLimit as ReturnType<typeof readSheet>).at(-1)!.rowNumber).toBe(limit + 1);
      expect((read(name, make(newRouteRows(limit + 1, 'over')), limit).result as SheetError).message, name).toBe(message);
    }
  });

  it('refuses a .csv whose rows go on after blank lines past the limit, and accepts trailing blank lines and empty fields', () => {
    const limit = 50;
    const body = csvOf(newRouteRows(limit, 'csv')).toString();
    const later = `${body}\n\n,,,\n${newRouteRows(1, 'late')[0]!.join(',')}\n`;
    expect((read('later.csv', Buffer.from(later), limit).result as SheetError).message).toBe(tooManyRowsMessage(limit));
    const trailing = `${body}\r\n\r\n,,,,\r\n"",""\r\n   \r\n`;
    const rows = read('trailing.csv', Buffer.from(trailing), limit).result as ReturnType<typeof readSheet>;
    expect(rows).toHaveLength(limit);
    // A quoted line break stays inside its record: it does not count as a row.
    const quoted = `${csvOf(newRouteRows(limit - 1, 'q')).toString()}\nWA,q-dep,,q-dest,"line one\nline two",3-passengers,same-day,100,no,\n`;
    const quotedRows = read('quoted.csv', Buffer.from(quoted), limit).result as ReturnType<typeof readSheet>;
    expect(quotedRows).toHaveLength(limit);
    expect(quotedRows.at(-1)!.row.destinationName).toBe('line one\nline two');
  });

  it('reads a semicolon-separated .csv (European Excel) as SheetJS guesses it', () => {
    const text = `Region;Departure;Destination;Aircraft Type;Flight Type;Price\nWA;jandakot;lancelin;3-passengers;one-way;540,50\n`;
    const rows = read('semi.csv', Buffer.from(text)).result as ReturnType<typeof readSheet>;
    expect(rows.map((r) => [r.row.destination, r.row.price])).toEqual([['lancelin', '540,50']]);
  });

  it("reads back what the export wrote, formula-like names without the guard's ' (xlsx and csv), as text cells in xlsx", () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+61 Air', '-minus', '@at'];
    const rows: SheetRow[] = names.map((name, i) => ({ ...EXAMPLE_ROW, destination: `formula-${i}`, destinationName: name, departureName: name }));
    for (const format of ['xlsx', 'csv'] as const) {
      const file = writeSheet(rows, format);
      const read = readSheet(`export.${format}`, file);
      expect(read.map((r) => r.row.destinationName), format).toEqual(names);
      expect(read.map((r) => r.row.departureName), format).toEqual(names);
    }
    const sheet = XLSX.read(writeSheet(rows, 'xlsx'), { type: 'buffer', cellFormula: true }).Sheets['Route pricing']!;
    expect(sheet.E2).toMatchObject({ t: 's', v: `'${names[0]}` });
    expect(Object.values(sheet).filter((cell) => typeof cell === 'object' && cell && 'f' in cell)).toEqual([]);
  });
});

describe('the steps of reading a file', () => {
  it('tells the kind of a file by its name and its first bytes together', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0]);
    expect(fileKind('prices.XLSX', zip)).toBe('xlsx');
    expect(fileKind('prices.xls', ole)).toBe('xls');
    expect(fileKind('prices.xls', zip)).toBe('xls');
    expect(fileKind('prices.csv', Buffer.from('a,b\n'))).toBe('csv');
    expect(fileKind('prices.xlsx', ole)).toBeUndefined();
    expect(fileKind('prices.csv', zip)).toBeUndefined();
    expect(fileKind('prices.txt', Buffer.from('a,b\n'))).toBeUndefined();
  });

  it('says what was wrong with a file it could not read, in words staff can act on', () => {
    const refused = new SheetError('no');
    expect(unreadableFile(refused)).toBe(refused);
    expect(unreadableFile(new ZipTooLarge('an entry over 1 byte')).message).toBe('The spreadsheet unpacks to more than 32 MB; split it into smaller files');
    expect(unreadableFile(new TypeError('bad')).message).toBe('The file could not be read as a spreadsheet');
  });

  it('refuses a declared range that reaches the window, and lets through one above it or none', () => {
    expect(() => refuseDeclaredRange('A1:J301', 301, 300)).not.toThrow();
    expect(() => refuseDeclaredRange(undefined, 301, 300)).not.toThrow();
    expect(() => refuseDeclaredRange('A1:J302', 301, 300)).toThrow(
      new SheetError(tooManyRowsMessage(300), [
        { path: 'rows', message: "The sheet's range is A1:J302: it goes down to row 302; delete the empty rows below your data or split the file" },
      ]),
    );
  });
});
