import { AIRCRAFT_TYPES, aircraftLabel, LEGACY_AIRCRAFT_ALIASES, type AircraftType } from '../../../domain/aircraft';
import type { ImportNote } from '../../../domain/api/admin/route-import';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../domain/flight-types';
import type { SheetRow } from './format';

/** One checked row, ready to apply. `priceCents` is exact (integer cents). */
export interface ImportRow {
  rowNumber: number;
  /** Upper case; '' when the row names none (it then goes to the import card's region). */
  region: string;
  departure: string;
  departureName: string | undefined;
  destination: string;
  destinationName: string | undefined;
  aircraftType: AircraftType;
  flightType: RouteFlightType;
  priceCents: number;
  isCustomRoute: boolean;
  iframeHtml: string | null;
}

export interface RowIssue {
  path: string;
  message: string;
}

/** What reading the rows found: the good rows, the problems, the regions of the refused rows (so an unknown
 * region is said in the same answer as their other problems), and what was read as something else. */
export interface CheckedRows {
  rows: ImportRow[];
  issues: RowIssue[];
  rejected: { rowNumber: number; region: string }[];
  notes: ImportNote[];
}

const FLIGHT_TYPE_LABELS: Record<RouteFlightType, string> = { 'same-day': 'Same Day', scenic: 'Scenic', 'one-way': 'One Way' };
const NOTED_ROWS = 5;

/** '"return" read as Same Day (rows 2, 5, 7, 9, 12 and 40 more)' */
function notesOf(aliases: Map<string, number[]>): ImportNote[] {
  return [...aliases].map(([said, rows]) => {
    const shown = rows.slice(0, NOTED_ROWS).join(', ');
    const more = rows.length > NOTED_ROWS ? ` and ${rows.length - NOTED_ROWS} more` : '';
    return { message: `${said} (row${rows.length > 1 ? 's' : ''} ${shown}${more})`, rows: rows.length };
  });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** Every row checked at once; an empty row is skipped; any issue names its row and column. */
export function validateRows(rows: { rowNumber: number; row: SheetRow }[]): CheckedRows {
  const valid: ImportRow[] = [];
  const issues: RowIssue[] = [];
  const rejected: CheckedRows['rejected'] = [];
  const aliases = new Map<string, number[]>();
  const seen = new Map<string, number>();
  const alias = (rowNumber: number, said: string) => {
    const list = aliases.get(said);
    if (list) list.push(rowNumber);
    else aliases.set(said, [rowNumber]);
  };

  for (const { rowNumber, row } of rows) {
    if (Object.values(row).every((cell) => cell === '')) continue;
    const problem = (column: string, message: string) => issues.push({ path: `row ${rowNumber}: ${column}`, message: `Row ${rowNumber}: ${message}` });
    const before = issues.length;

    const region = row.region.toUpperCase();
    const departure = row.departure.toLowerCase();
    if (!SLUG.test(departure)) problem('Departure', `'${row.departure}' is not a departure value (lower-case letters, digits and dashes)`);
    const destination = row.destination.toLowerCase();
    if (!SLUG.test(destination)) problem('Destination', `'${row.destination}' is not a destination value (lower-case letters, digits and dashes)`);
    const aircraft = LEGACY_AIRCRAFT_ALIASES[row.aircraftType] ?? row.aircraftType;
    if (!(AIRCRAFT_TYPES as readonly string[]).includes(aircraft)) problem('Aircraft Type', `'${row.aircraftType}' is not an aircraft type (${AIRCRAFT_TYPES.join(', ')})`);
    const flightType = row.flightType.toLowerCase() === 'return' ? 'same-day' : row.flightType.toLowerCase();
    if (row.flightType.toLowerCase() === 'return') alias(rowNumber, `"${row.flightType}" read as ${FLIGHT_TYPE_LABELS['same-day']}`);
    if (aircraft !== row.aircraftType && (AIRCRAFT_TYPES as readonly string[]).includes(aircraft)) {
      alias(rowNumber, `"${row.aircraftType}" read as ${aircraftLabel(aircraft)} (${aircraft})`);
    }
    if (!(ROUTE_FLIGHT_TYPES as readonly string[]).includes(flightType)) problem('Flight Type', `'${row.flightType}' is not a flight type (same-day, scenic or one-way)`);
    const custom = row.customRoute.toLowerCase();
    if (!YES.has(custom) && !NO.has(custom)) problem('Custom Route', `Custom Route must be yes or no, not '${row.customRoute}'`);
    const isCustomRoute = YES.has(custom);
    const html = row.widgetHtml || null;
    if (html && html.length > 100_000) problem('Widget HTML', 'the widget HTML is longer than 100000 characters');

    let priceCents = 0;
    const priceText = row.price.replace(/^A?\$/i, '').replace(/,/g, '');
    if (priceText === '') {
      if (!html && !isCustomRoute) problem('Price', 'the price is missing (leave it blank only for a custom route or a route with widget HTML)');
    } else if (!/^\d{1,8}(\.\d{1,2})?$/.test(priceText)) {
      problem('Price', `'${row.price}' is not a price in dollars (e.g. 540 or 540.50, not negative)`);
    } else {
      const [whole, fraction = ''] = priceText.split('.');
      priceCents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }

    const key = `${aircraft}|${departure}|${destination}|${flightType}`;
    if (issues.length === before && seen.has(key)) problem('Route', `the same route, aircraft and flight type is already on row ${seen.get(key)}`);
    if (issues.length > before) {
      rejected.push({ rowNumber, region });
      continue;
    }
    seen.set(key, rowNumber);
    valid.push({
      rowNumber,
      region,
      departure,
      departureName: row.departureName || undefined,
      destination,
      destinationName: row.destinationName || undefined,
      aircraftType: aircraft as AircraftType,
      flightType: flightType as RouteFlightType,
      priceCents,
      isCustomRoute,
      iframeHtml: isCustomRoute ? null : html,
    });
  }
  return { rows: valid, issues, rejected, notes: notesOf(aliases) };
}
