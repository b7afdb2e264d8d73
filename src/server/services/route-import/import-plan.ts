import type { ImportFieldChange, ImportRowEffect } from '../../../domain/api/admin/route-import';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import { routeKey, type ExistingRoute, type ImportState } from './import-state';
import type { CheckedRows, ImportRow, RowIssue } from './validate-rows';

/** A departure or destination as the import leaves it: an existing row (id) or one to create (id undefined). */
export interface PlannedLocation {
  id: number | undefined;
  value: string;
  name: string;
  regionId: number;
  /** The first row that reached it. */
  rowNumber: number;
}

export interface PlannedDestination extends PlannedLocation {
  flightTypes: string[];
  /** An existing destination that offers a newly priced flight type. */
  flightTypesChanged: boolean;
}

/** A route price to create or change; the locations are named by value (new ones have no id yet). */
export interface RouteWrite {
  departure: string;
  destination: string;
  aircraftType: string;
  flightType: string;
  price: string;
  iframeHtml: string | null;
  isCustomRoute: boolean;
}

export interface ImportCounts {
  createdRoutes: number;
  updatedRoutes: number;
  unchangedRoutes: number;
  createdDestinations: number;
  createdDepartures: number;
}

export interface ImportPlan {
  issues: RowIssue[];
  counts: ImportCounts;
  /** Every departure the rows reached, existing (with id) or to create. */
  departures: PlannedLocation[];
  /** Every destination the rows reached; `flightTypesChanged` marks existing ones to update. */
  destinations: PlannedDestination[];
  routeWrites: RouteWrite[];
  /** Every good row's effect on its route price, in file order. */
  effects: ImportRowEffect[];
}

/** Widget HTML as the preview shows it: enough to recognise, never the whole 100 KB. */
const HTML_SHOWN = 80;
const shownHtml = (html: string | null) => (html === null ? null : html.length > HTML_SHOWN ? `${html.slice(0, HTML_SHOWN)}…` : html);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The fields a row sets that differ from the route price as it is (all of them for a new one). */
function changesOf(existing: ExistingRoute | undefined, row: ImportRow): ImportFieldChange[] {
  const price = decimalStringFromCents(row.priceCents);
  if (!existing) {
    return [
      { field: 'price', before: null, after: price },
      { field: 'customRoute', before: null, after: yesNo(row.isCustomRoute) },
      ...(row.iframeHtml ? [{ field: 'widgetHtml' as const, before: null, after: shownHtml(row.iframeHtml) }] : []),
    ];
  }
  const changes: ImportFieldChange[] = [];
  if (centsFromDecimalString(existing.price) !== row.priceCents) changes.push({ field: 'price', before: decimalStringFromCents(centsFromDecimalString(existing.price)), after: price });
  if (existing.isCustomRoute !== row.isCustomRoute) changes.push({ field: 'customRoute', before: yesNo(existing.isCustomRoute), after: yesNo(row.isCustomRoute) });
  if ((existing.iframeHtml ?? null) !== row.iframeHtml) changes.push({ field: 'widgetHtml', before: shownHtml(existing.iframeHtml ?? null), after: shownHtml(row.iframeHtml) });
  if (!existing.isActive) changes.push({ field: 'active', before: 'no', after: 'yes' });
  return changes;
}

export const byRowNumber = (a: RowIssue, b: RowIssue) => Number(/\d+/.exec(a.path)?.[0] ?? 0) - Number(/\d+/.exec(b.path)?.[0] ?? 0);

const titleOf = (value: string) => value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * What importing the rows does, decided in memory against what the database holds, row by row in file
 * order: a missing departure or destination is created in the region of the first row that names it (with
 * that row's name; a row without a region goes to `defaultRegionId`, the import card's), a priced flight type is added to the destination's offered types, and each route price
 * is new, changed or unchanged. A region that does not exist or a location of another region is an issue
 * of its row. Preview and apply both answer from this plan, so the preview is exact.
 */
export function planImport(
  rows: readonly ImportRow[],
  state: ImportState,
  options: { defaultRegionId?: number; rejected?: CheckedRows['rejected'] } = {},
): ImportPlan {
  const issues: RowIssue[] = [];
  const effects: ImportRowEffect[] = [];
  const defaultRegionId = options.defaultRegionId !== undefined && state.regionCodes.has(options.defaultRegionId) ? options.defaultRegionId : undefined;
  const unknownRegion = (rowNumber: number, region: string) =>
    issues.push({ path: `row ${rowNumber}: Region`, message: `Row ${rowNumber}: there is no region '${region}'` });
  // Rows refused for other problems still get their region checked, so one answer says everything.
  for (const { rowNumber, region } of options.rejected ?? []) if (region !== '' && !state.regionIds.has(region)) unknownRegion(rowNumber, region);
  const counts: ImportCounts = { createdRoutes: 0, updatedRoutes: 0, unchangedRoutes: 0, createdDestinations: 0, createdDepartures: 0 };
  const departures = new Map<string, PlannedLocation>();
  const destinations = new Map<string, PlannedDestination>();
  const routeWrites: RouteWrite[] = [];

  for (const row of rows) {
    const issue = (column: string, message: string) => issues.push({ path: `row ${row.rowNumber}: ${column}`, message: `Row ${row.rowNumber}: ${message}` });
    const regionId = row.region === '' ? defaultRegionId : state.regionIds.get(row.region);
    if (regionId === undefined) {
      if (row.region === '') issue('Region', 'the row names no region; add a Region column, or import from the Route Pricing tab of a region');
      else unknownRegion(row.rowNumber, row.region);
      continue;
    }

    let departure = departures.get(row.departure);
    if (!departure) {
      const existing = state.departures.get(row.departure);
      departure = existing
        ? { ...existing, value: row.departure, name: '', rowNumber: row.rowNumber }
        : { id: undefined, value: row.departure, name: row.departureName ?? titleOf(row.departure), regionId, rowNumber: row.rowNumber };
      departures.set(row.departure, departure);
    }
    if (departure.regionId !== regionId) {
      issue('Departure', `departure '${row.departure}' belongs to another region`);
      continue;
    }

    let destination = destinations.get(row.destination);
    if (!destination) {
      const existing = state.destinations.get(row.destination);
      destination = existing
        ? { ...existing, flightTypes: [...existing.flightTypes], value: row.destination, name: '', flightTypesChanged: false, rowNumber: row.rowNumber }
        : {
            id: undefined,
            value: row.destination,
            name: row.destinationName ?? titleOf(row.destination),
            regionId,
            flightTypes: [row.flightType],
            flightTypesChanged: false,
            rowNumber: row.rowNumber,
          };
      destinations.set(row.destination, destination);
    }
    if (destination.regionId !== regionId) {
      issue('Destination', `destination '${row.destination}' belongs to another region`);
      continue;
    }
    if (!destination.flightTypes.includes(row.flightType)) {
      destination.flightTypes.push(row.flightType);
      destination.flightTypesChanged = destination.id !== undefined;
    }

    const existing =
      departure.id === undefined || destination.id === undefined ? undefined : state.routes.get(routeKey(row.aircraftType, departure.id, destination.id, row.flightType));
    const write: RouteWrite = {
      departure: row.departure,
      destination: row.destination,
      aircraftType: row.aircraftType,
      flightType: row.flightType,
      price: decimalStringFromCents(row.priceCents),
      iframeHtml: row.iframeHtml,
      isCustomRoute: row.isCustomRoute,
    };
    const changes = changesOf(existing, row);
    const effect = !existing ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    if (effect === 'new') counts.createdRoutes++;
    else if (effect === 'changed') counts.updatedRoutes++;
    else counts.unchangedRoutes++;
    if (effect !== 'unchanged') routeWrites.push(write);
    effects.push({
      rowNumber: row.rowNumber,
      region: state.regionCodes.get(regionId) ?? row.region,
      departure: row.departure,
      destination: row.destination,
      aircraftType: row.aircraftType,
      flightType: row.flightType,
      effect,
      changes,
    });
  }
  issues.sort(byRowNumber);

  // Only what a row reached is created (as before, when rows were applied one by one).
  counts.createdDepartures = [...departures.values()].filter((d) => d.id === undefined).length;
  counts.createdDestinations = [...destinations.values()].filter((d) => d.id === undefined).length;
  return { issues, counts, departures: [...departures.values()], destinations: [...destinations.values()], routeWrites, effects };
}
