import { AIRCRAFT_TYPES, aircraftLabel, currentAircraftId, type AircraftType } from '../../../domain/aircraft';
import type { ImportNote } from '../../../domain/api/admin/route-import';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../domain/flight-types';
import { readMoney } from '../../../domain/money-input';
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

/** Digits with at most one decimal point: anything else (a minus, an exponent, words) is not a price. */
const PLAIN_AMOUNT = /^(?=.*\d)\d*\.?\d*$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

export type Problem = (column: string, message: string) => void;
export type Alias = (said: string) => void;

/** The route's key fields: slugs, aircraft type (legacy names read as today's) and flight type ('return' is same-day). */
function readRoute(row: SheetRow, problem: Problem, alias: Alias) {
  const departure = row.departure.toLowerCase();
  if (!SLUG.test(departure)) problem('Departure', `'${row.departure}' is not a departure value (lower-case letters, digits and dashes)`);
  const destination = row.destination.toLowerCase();
  if (!SLUG.test(destination)) problem('Destination', `'${row.destination}' is not a destination value (lower-case letters, digits and dashes)`);
  const said = row.flightType.toLowerCase();
  const flightType = said === 'return' ? 'same-day' : said;
  if (said === 'return') alias(`"${row.flightType}" read as ${FLIGHT_TYPE_LABELS['same-day']}`);
  const aircraft = readAircraft(row.aircraftType, problem, alias);
  if (!(ROUTE_FLIGHT_TYPES as readonly string[]).includes(flightType)) problem('Flight Type', `'${row.flightType}' is not a flight type (same-day, scenic or one-way)`);
  return { departure, destination, aircraft, flightType: flightType as RouteFlightType };
}

/** An aircraft type as the sheets say it: today's names, and the legacy ones read as today's (noted). */
export function readAircraft(said: string, problem: Problem, alias: Alias): AircraftType {
  const aircraft = currentAircraftId(said);
  const known = (AIRCRAFT_TYPES as readonly string[]).includes(aircraft);
  if (!known) problem('Aircraft Type', `'${said}' is not an aircraft type (${AIRCRAFT_TYPES.join(', ')})`);
  if (aircraft !== said && known) alias(`"${said}" read as ${aircraftLabel(aircraft)} (${aircraft})`);
  return aircraft as AircraftType;
}

/** A money cell as typed: an A$ or $ sign and thousands commas are allowed. */
export const dollarsText = (cell: string) => cell.replace(/^A?\$/i, '').replace(/,/g, '');

function readBooking(row: SheetRow, problem: Problem) {
  const custom = row.customRoute.toLowerCase();
  if (!YES.has(custom) && !NO.has(custom)) problem('Custom Route', `Custom Route must be yes or no, not '${row.customRoute}'`);
  const html = row.widgetHtml || null;
  if (html && html.length > 100_000) problem('Widget HTML', 'the widget HTML is longer than 100000 characters');
  return { isCustomRoute: YES.has(custom), html };
}

/** The price in exact cents: blank is 0 for a custom route or one with widget HTML; otherwise the same rule as every money field of the panel. */
function readPrice(row: SheetRow, booking: { isCustomRoute: boolean; html: string | null }, problem: Problem): number {
  const priceText = dollarsText(row.price);
  if (priceText === '') {
    if (!booking.html && !booking.isCustomRoute) problem('Price', 'the price is missing (leave it blank only for a custom route or a route with widget HTML)');
    return 0;
  }
  if (!PLAIN_AMOUNT.test(priceText)) {
    problem('Price', `'${row.price}' is not a price in dollars (e.g. 540 or 540.50, not negative)`);
    return 0;
  }
  // Judged on the cents it would be stored as (src/domain/money-input.ts), as the panel's forms are.
  const read = readMoney(priceText, 'the price');
  if (read.ok) return read.cents;
  problem('Price', `'${row.price}': ${read.message}`);
  return 0;
}

/** Every row checked at once; an empty row is skipped; any issue names its row and column. */
export function validateRows(rows: { rowNumber: number; row: SheetRow }[]): CheckedRows {
  const valid: ImportRow[] = [];
  const issues: RowIssue[] = [];
  const rejected: CheckedRows['rejected'] = [];
  const aliases = new Map<string, number[]>();
  const seen = new Map<string, number>();

  for (const { rowNumber, row } of rows) {
    if (Object.values(row).every((cell) => cell === '')) continue;
    const problem: Problem = (column, message) => issues.push({ path: `row ${rowNumber}: ${column}`, message: `Row ${rowNumber}: ${message}` });
    const alias: Alias = (said) => {
      const list = aliases.get(said);
      if (list) list.push(rowNumber);
      else aliases.set(said, [rowNumber]);
    };
    const before = issues.length;

    const region = row.region.toUpperCase();
    const route = readRoute(row, problem, alias);
    const booking = readBooking(row, problem);
    const priceCents = readPrice(row, booking, problem);

    const key = `${route.aircraft}|${route.departure}|${route.destination}|${route.flightType}`;
    if (issues.length === before && seen.has(key)) problem('Route', `the same route, aircraft and flight type is already on row ${seen.get(key)}`);
    if (issues.length > before) {
      rejected.push({ rowNumber, region });
      continue;
    }
    seen.set(key, rowNumber);
    valid.push({
      rowNumber,
      region,
      departure: route.departure,
      departureName: row.departureName || undefined,
      destination: route.destination,
      destinationName: row.destinationName || undefined,
      aircraftType: route.aircraft,
      flightType: route.flightType,
      priceCents,
      isCustomRoute: booking.isCustomRoute,
      iframeHtml: booking.isCustomRoute ? null : booking.html,
    });
  }
  return { rows: valid, issues, rejected, notes: notesOf(aliases) };
}
