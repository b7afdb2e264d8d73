import { AIRCRAFT_TYPES, LEGACY_AIRCRAFT_ALIASES, type AircraftType } from '../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../domain/flight-types';
import type { SheetRow } from './format';

/** One checked row, ready to apply. `priceCents` is exact (integer cents). */
export interface ImportRow {
  rowNumber: number;
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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** Every row checked at once; an empty row is skipped; any issue names its row and column. */
export function validateRows(rows: { rowNumber: number; row: SheetRow }[]): { rows: ImportRow[]; issues: RowIssue[] } {
  const valid: ImportRow[] = [];
  const issues: RowIssue[] = [];
  const seen = new Map<string, number>();

  for (const { rowNumber, row } of rows) {
    if (Object.values(row).every((cell) => cell === '')) continue;
    const problem = (column: string, message: string) => issues.push({ path: `row ${rowNumber}: ${column}`, message: `Row ${rowNumber}: ${message}` });
    const before = issues.length;

    const region = row.region.toUpperCase();
    if (!region) problem('Region', 'the region code is missing');
    const departure = row.departure.toLowerCase();
    if (!SLUG.test(departure)) problem('Departure', `'${row.departure}' is not a departure value (lower-case letters, digits and dashes)`);
    const destination = row.destination.toLowerCase();
    if (!SLUG.test(destination)) problem('Destination', `'${row.destination}' is not a destination value (lower-case letters, digits and dashes)`);
    const aircraft = LEGACY_AIRCRAFT_ALIASES[row.aircraftType] ?? row.aircraftType;
    if (!(AIRCRAFT_TYPES as readonly string[]).includes(aircraft)) problem('Aircraft Type', `'${row.aircraftType}' is not an aircraft type (${AIRCRAFT_TYPES.join(', ')})`);
    const flightType = row.flightType.toLowerCase() === 'return' ? 'same-day' : row.flightType.toLowerCase();
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
    if (issues.length > before) continue;
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
  return { rows: valid, issues };
}
