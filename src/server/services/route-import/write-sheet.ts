import * as XLSX from '@e965/xlsx';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { departureLocations, destinations, regions, routePricing } from '../../db/schema';
import { neutraliseFormula } from '../spreadsheet-cells';
import { COLUMNS, EXAMPLE_ROW, type SheetRow } from './format';

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

/** A workbook of rows in column order; the xlsx template adds an Instructions sheet. */
export function writeSheet(rows: SheetRow[], format: SheetFormat, withInstructions = false): Buffer {
  const grid = [COLUMNS.map((c) => textCell(c.header)), ...rows.map((row) => COLUMNS.map((c) => textCell(row[c.key])))];
  const sheet = XLSX.utils.aoa_to_sheet(grid);
  if (format === 'csv') return Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(sheet, { forceQuotes: false })}`, 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Route pricing');
  if (withInstructions) {
    const help = XLSX.utils.aoa_to_sheet([
      ['Column', 'What to put in it'],
      ...COLUMNS.map((c) => [c.header, c.help]),
      [],
      ['One row per route, aircraft type and flight type. Rows that name an existing route update it; new ones are created.'],
      ['Nothing is imported if any row has a problem: the admin panel lists each problem with its row number.'],
    ]);
    XLSX.utils.book_append_sheet(book, help, 'Instructions');
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const templateRows = (): SheetRow[] => [EXAMPLE_ROW];
