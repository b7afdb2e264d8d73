import * as XLSX from '@e965/xlsx';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { departureLocations, destinations, regions, routePricing } from '../../db/schema';
import { neutraliseFormula } from '../spreadsheet-cells';
import { COLUMNS, EXAMPLE_ROW, type SheetRow } from './format';
import { FEE_COLUMNS, FEES_SHEET, HOME_COLUMNS, HOMES_SHEET, type FeeSheetRow, type HomeSheetRow } from './settings-format';

export type SheetFormat = 'xlsx' | 'csv';

/** The current route prices of a region (or all) in the import format. */
export async function exportRows(db: Database, regionId: number | undefined): Promise<SheetRow[]> {
  const departureRegion = alias(regions, 'departure_region');
  const query = db
    .select({
      region: departureRegion.code,
      departure: departureLocations.value,
      departureName: departureLocations.name,
      destination: destinations.value,
      destinationName: destinations.name,
      aircraftType: routePricing.aircraftType,
      flightType: routePricing.flightType,
      price: routePricing.price,
      isCustomRoute: routePricing.isCustomRoute,
      iframeHtml: routePricing.iframeHtml,
    })
    .from(routePricing)
    .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
    .innerJoin(destinations, eq(destinations.id, routePricing.destinationId))
    .innerJoin(departureRegion, eq(departureRegion.id, departureLocations.regionId))
    .where(regionId === undefined ? undefined : eq(departureLocations.regionId, regionId))
    .orderBy(asc(departureLocations.value), asc(destinations.value), asc(routePricing.aircraftType), asc(routePricing.flightType));
  return (await query).map((row) => ({
    region: row.region,
    departure: row.departure,
    departureName: row.departureName,
    destination: row.destination,
    destinationName: row.destinationName,
    aircraftType: row.aircraftType,
    flightType: row.flightType,
    price: row.price,
    customRoute: row.isCustomRoute ? 'yes' : 'no',
    widgetHtml: row.iframeHtml ?? '',
  }));
}

/**
 * Every cell is a text cell (t: 's', never a formula), and text a spreadsheet would run as a formula (a
 * destination named `=HYPERLINK(…)`) gets the same leading ' as the inquiries CSV; the import removes it.
 */
const textCell = (text: string): XLSX.CellObject => ({ t: 's', v: neutraliseFormula(text) });

/** A sheet of text cells: the header row, then each row in column order. */
function sheetOf<K extends string>(columns: readonly { key: K; header: string }[], rows: readonly Record<K, string>[]): XLSX.WorkSheet {
  return XLSX.utils.aoa_to_sheet([columns.map((c) => textCell(c.header)), ...rows.map((row) => columns.map((c) => textCell(row[c.key])))]);
}

/** The settings sheets an .xlsx export carries (decisions 0069, 0070); a CSV has one sheet and carries the route prices only. */
export interface SettingsRows {
  fees: FeeSheetRow[];
  homes: HomeSheetRow[];
}

function instructionsSheet(): XLSX.WorkSheet {
  return XLSX.utils.aoa_to_sheet([
    ['Column', 'What to put in it'],
    ...COLUMNS.map((c) => [c.header, c.help]),
    [],
    ['One row per route, aircraft type and flight type. Rows that name an existing route update it; new ones are created.'],
    ['Nothing is imported if any row has a problem: the admin panel lists each problem with its row number.'],
    [],
    [`Sheet "${FEES_SHEET}" (optional): one row per airfield; the import sets its fees and changes nothing else.`],
    ...FEE_COLUMNS.map((c) => [c.header, c.help]),
    [],
    [`Sheet "${HOMES_SHEET}" (optional): one row per region and aircraft type; the import sets its home airfield and positioning. Rows left out are not deleted.`],
    ...HOME_COLUMNS.map((c) => [c.header, c.help]),
  ]);
}

/** A workbook of rows in column order; the xlsx template adds an Instructions sheet, the xlsx export the settings sheets. */
export function writeSheet(rows: SheetRow[], format: SheetFormat, withInstructions = false, settings?: SettingsRows): Buffer {
  const sheet = sheetOf(COLUMNS, rows);
  if (format === 'csv') return Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(sheet, { forceQuotes: false })}`, 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Route pricing');
  if (settings) {
    XLSX.utils.book_append_sheet(book, sheetOf(FEE_COLUMNS, settings.fees), FEES_SHEET);
    XLSX.utils.book_append_sheet(book, sheetOf(HOME_COLUMNS, settings.homes), HOMES_SHEET);
  }
  if (withInstructions) XLSX.utils.book_append_sheet(book, instructionsSheet(), 'Instructions');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const templateRows = (): SheetRow[] => [EXAMPLE_ROW];
