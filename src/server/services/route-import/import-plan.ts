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

const rowIssue = (rowNumber: number, column: string, message: string): RowIssue => ({
  path: `row ${rowNumber}: ${column}`,
  message: `Row ${rowNumber}: ${message}`,
});

const unknownRegion = (rowNumber: number, region: string) => rowIssue(rowNumber, 'Region', `there is no region '${region}'`);

/** Rows refused for other problems still get their region checked, so one answer says everything. */
export const rejectedRegionIssues = (rejected: CheckedRows['rejected'], state: ImportState): RowIssue[] =>
  rejected.filter(({ region }) => region !== '' && !state.regionIds.has(region)).map(({ rowNumber, region }) => unknownRegion(rowNumber, region));

/** What the plan has decided so far, row by row: the locations reached (by value) and what the database holds. */
interface PlanSoFar {
  state: ImportState;
  /** The import card's region, when it exists. */
  defaultRegionId: number | undefined;
  departures: Map<string, PlannedLocation>;
  destinations: Map<string, PlannedDestination>;
}

/** A row's region: the one it names, else the import card's; an issue when neither exists. */
export function regionOfRow(row: ImportRow, state: ImportState, defaultRegionId: number | undefined): number | RowIssue {
  const regionId = row.region === '' ? defaultRegionId : state.regionIds.get(row.region);
  if (regionId !== undefined) return regionId;
  if (row.region !== '') return unknownRegion(row.rowNumber, row.region);
  return rowIssue(row.rowNumber, 'Region', 'the row names no region; add a Region column, or import from the Route Pricing tab of a region');
}

/** The departure a row names as the import leaves it: the existing one, or one to create in the row's region with the row's name. */
export function plannedDeparture(row: ImportRow, state: ImportState, regionId: number): PlannedLocation {
  const existing = state.departures.get(row.departure);
  if (existing) return { ...existing, value: row.departure, name: '', rowNumber: row.rowNumber };
  return { id: undefined, value: row.departure, name: row.departureName ?? titleOf(row.departure), regionId, rowNumber: row.rowNumber };
}

/** The destination a row names: the existing one (its offered flight types copied), or one to create offering the row's flight type. */
export function plannedDestination(row: ImportRow, state: ImportState, regionId: number): PlannedDestination {
  const existing = state.destinations.get(row.destination);
  const reached = { value: row.destination, flightTypesChanged: false, rowNumber: row.rowNumber };
  if (existing) return { ...existing, ...reached, flightTypes: [...existing.flightTypes], name: '' };
  return { ...reached, id: undefined, name: row.destinationName ?? titleOf(row.destination), regionId, flightTypes: [row.flightType] };
}

/** The planned location under `value`, planned by `plan` the first time a row reaches it. */
function reach<L>(planned: Map<string, L>, value: string, plan: () => L): L {
  let location = planned.get(value);
  if (!location) planned.set(value, (location = plan()));
  return location;
}

/** A priced flight type joins the destination's offer; an existing destination is then marked for update. */
export function offerFlightType(destination: PlannedDestination, flightType: string): void {
  if (destination.flightTypes.includes(flightType)) return;
  destination.flightTypes.push(flightType);
  destination.flightTypesChanged = destination.id !== undefined;
}

export const routeWriteOf = (row: ImportRow): RouteWrite => ({
  departure: row.departure,
  destination: row.destination,
  aircraftType: row.aircraftType,
  flightType: row.flightType,
  price: decimalStringFromCents(row.priceCents),
  iframeHtml: row.iframeHtml,
  isCustomRoute: row.isCustomRoute,
});

/** The route price as it is, when both its locations exist already (a new location has no routes). */
function existingRoute(state: ImportState, row: ImportRow, departure: PlannedLocation, destination: PlannedDestination): ExistingRoute | undefined {
  if (departure.id === undefined || destination.id === undefined) return undefined;
  return state.routes.get(routeKey(row.aircraftType, departure.id, destination.id, row.flightType));
}

export const effectOf = (existing: ExistingRoute | undefined, changes: readonly ImportFieldChange[]): ImportRowEffect['effect'] =>
  !existing ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';

const COUNTED = { new: 'createdRoutes', changed: 'updatedRoutes', unchanged: 'unchangedRoutes' } as const satisfies Record<ImportRowEffect['effect'], keyof ImportCounts>;

/** One row's effect, or the issue that keeps it out (its region, or a location of another region). */
function planRow(row: ImportRow, plan: PlanSoFar): ImportRowEffect | RowIssue {
  const regionId = regionOfRow(row, plan.state, plan.defaultRegionId);
  if (typeof regionId !== 'number') return regionId;
  const departure = reach(plan.departures, row.departure, () => plannedDeparture(row, plan.state, regionId));
  if (departure.regionId !== regionId) return rowIssue(row.rowNumber, 'Departure', `departure '${row.departure}' belongs to another region`);
  const destination = reach(plan.destinations, row.destination, () => plannedDestination(row, plan.state, regionId));
  if (destination.regionId !== regionId) return rowIssue(row.rowNumber, 'Destination', `destination '${row.destination}' belongs to another region`);
  offerFlightType(destination, row.flightType);

  const existing = existingRoute(plan.state, row, departure, destination);
  const changes = changesOf(existing, row);
  return {
    rowNumber: row.rowNumber,
    region: plan.state.regionCodes.get(regionId) ?? row.region,
    departure: row.departure,
    destination: row.destination,
    aircraftType: row.aircraftType,
    flightType: row.flightType,
    effect: effectOf(existing, changes),
    changes,
  };
}

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
  const defaultRegionId = options.defaultRegionId !== undefined && state.regionCodes.has(options.defaultRegionId) ? options.defaultRegionId : undefined;
  const plan: PlanSoFar = { state, defaultRegionId, departures: new Map(), destinations: new Map() };
  const issues = rejectedRegionIssues(options.rejected ?? [], state);
  const effects: ImportRowEffect[] = [];
  const routeWrites: RouteWrite[] = [];
  const counts: ImportCounts = { createdRoutes: 0, updatedRoutes: 0, unchangedRoutes: 0, createdDestinations: 0, createdDepartures: 0 };

  for (const row of rows) {
    const planned = planRow(row, plan);
    if (!('effect' in planned)) {
      issues.push(planned);
      continue;
    }
    counts[COUNTED[planned.effect]]++;
    if (planned.effect !== 'unchanged') routeWrites.push(routeWriteOf(row));
    effects.push(planned);
  }
  issues.sort(byRowNumber);

  // Only what a row reached is created (as before, when rows were applied one by one).
  const departures = [...plan.departures.values()];
  const destinations = [...plan.destinations.values()];
  counts.createdDepartures = departures.filter((d) => d.id === undefined).length;
  counts.createdDestinations = destinations.filter((d) => d.id === undefined).length;
  return { issues, counts, departures, destinations, routeWrites, effects };
}
