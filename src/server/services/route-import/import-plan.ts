import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import { routeKey, type ImportState } from './import-state';
import type { ImportRow, RowIssue } from './validate-rows';

/** A departure or destination as the import leaves it: an existing row (id) or one to create (id undefined). */
export interface PlannedLocation {
  id: number | undefined;
  value: string;
  name: string;
  regionId: number;
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
}

const titleOf = (value: string) => value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * What importing the rows does, decided in memory against what the database holds, row by row in file
 * order: a missing departure or destination is created in the region of the first row that names it (with
 * that row's name), a priced flight type is added to the destination's offered types, and each route price
 * is new, changed or unchanged. A region that does not exist or a location of another region is an issue
 * of its row. Preview and apply both answer from this plan, so the preview is exact.
 */
export function planImport(rows: readonly ImportRow[], state: ImportState): ImportPlan {
  const issues: RowIssue[] = [];
  const counts: ImportCounts = { createdRoutes: 0, updatedRoutes: 0, unchangedRoutes: 0, createdDestinations: 0, createdDepartures: 0 };
  const departures = new Map<string, PlannedLocation>();
  const destinations = new Map<string, PlannedDestination>();
  const routeWrites: RouteWrite[] = [];

  for (const row of rows) {
    const issue = (column: string, message: string) => issues.push({ path: `row ${row.rowNumber}: ${column}`, message: `Row ${row.rowNumber}: ${message}` });
    const regionId = state.regionIds.get(row.region);
    if (regionId === undefined) {
      issue('Region', `there is no region '${row.region}'`);
      continue;
    }

    let departure = departures.get(row.departure);
    if (!departure) {
      const existing = state.departures.get(row.departure);
      departure = existing
        ? { ...existing, value: row.departure, name: '' }
        : { id: undefined, value: row.departure, name: row.departureName ?? titleOf(row.departure), regionId };
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
        ? { ...existing, flightTypes: [...existing.flightTypes], value: row.destination, name: '', flightTypesChanged: false }
        : { id: undefined, value: row.destination, name: row.destinationName ?? titleOf(row.destination), regionId, flightTypes: [row.flightType], flightTypesChanged: false };
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
    if (!existing) {
      routeWrites.push(write);
      counts.createdRoutes++;
    } else if (
      centsFromDecimalString(existing.price) !== row.priceCents ||
      (existing.iframeHtml ?? null) !== row.iframeHtml ||
      existing.isCustomRoute !== row.isCustomRoute ||
      !existing.isActive
    ) {
      routeWrites.push(write);
      counts.updatedRoutes++;
    } else {
      counts.unchangedRoutes++;
    }
  }

  // Only what a row reached is created (as before, when rows were applied one by one).
  counts.createdDepartures = [...departures.values()].filter((d) => d.id === undefined).length;
  counts.createdDestinations = [...destinations.values()].filter((d) => d.id === undefined).length;
  return { issues, counts, departures: [...departures.values()], destinations: [...destinations.values()], routeWrites };
}
