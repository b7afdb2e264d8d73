import { describe, expect, it } from 'vitest';
import { editSheetXml, withDimension } from '../../../../tests/support/spreadsheets';
import { EXAMPLE_ROW } from './format';
import { readWorkbookSheets, SheetError } from './read-sheet';
import { writeSheet } from './write-sheet';

const FEE = { region: 'WA', airfield: 'jandakot', airfieldName: 'Jandakot Airport (YPJT)', kind: 'departure', landingFee: '45.00', parkingFee: '' };
const HOME = { region: 'WA', aircraftType: '6-passengers', homeAirfield: 'jandakot', positioningUnit: 'ferry-rate', positioningValue: '600.00', freeRadiusKm: '0', waitingRate: '' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SheetError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('readWorkbookSheets: the Airfield fees and Home airfields sheets', () => {
  it('reads back what the export wrote, and nothing of them from a workbook or a CSV without them', () => {
    const book = writeSheet([EXAMPLE_ROW], 'xlsx', false, { fees: [FEE], homes: [HOME] });
    const read = readWorkbookSheets('prices.xlsx', book);
    expect(read.routes).toHaveLength(1);
    expect(read.fees).toEqual([{ rowNumber: 2, row: FEE }]);
    expect(read.homes).toEqual([{ rowNumber: 2, row: HOME }]);
    const old = readWorkbookSheets('prices.xlsx', writeSheet([EXAMPLE_ROW], 'xlsx'));
    expect([old.fees, old.homes]).toEqual([undefined, undefined]);
    const csv = readWorkbookSheets('prices.csv', writeSheet([EXAMPLE_ROW], 'csv', false, { fees: [FEE], homes: [HOME] }));
    expect([csv.routes.length, csv.fees, csv.homes]).toEqual([1, undefined, undefined]);
  });

  it('refuses a settings sheet that misses a column, naming the sheet', () => {
    const book = writeSheet([EXAMPLE_ROW], 'xlsx', false, { fees: [FEE], homes: [HOME] });
    const withoutKind = editSheetXml(book, (xml) => xml.replace('>Kind<', '>Type<'), 2);
    expect(refusal(() => readWorkbookSheets('prices.xlsx', withoutKind)).message).toBe('The first row of the sheet "Airfield fees" must name the columns; missing: Kind');
  });

  it('holds the settings sheets to the row window: a declared range past it is refused at once', () => {
    const book = writeSheet([EXAMPLE_ROW], 'xlsx', false, { fees: [FEE], homes: [HOME] });
    const wide = editSheetXml(book, withDimension('A1:XFD1048576'), 3);
    const error = refusal(() => readWorkbookSheets('prices.xlsx', wide, 300));
    expect(error.message).toBe('The file has more than 300 rows; split it into files of at most 300 rows');
    expect(error.issues[0]!.message).toContain('A1:XFD1048576');
  });
});
