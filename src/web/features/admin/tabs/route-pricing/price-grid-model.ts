import type { AircraftType } from '../../../../../domain/aircraft';
import type { PriceGridAnswer, PriceGridCell, PriceGridRow } from '../../../../../domain/api/admin';
import type { RouteFlightType } from '../../../../../domain/flight-types';
import type { PriceGridParams } from '../../api/price-grid';
import { FLIGHT_TYPE_TITLES, type CellEdit } from './cell-edit';

export const GRID_PAGE_SIZE = 25;

type Column = PriceGridAnswer['columns'][number];

/** One cell's identity in the grid: the route price key it edits. */
export const cellKey = (cell: Pick<PriceGridCell, 'departureLocationId' | 'destinationId' | 'aircraftType' | 'flightType'>) =>
  `${cell.departureLocationId}|${cell.destinationId}|${cell.aircraftType}|${cell.flightType}`;

export interface GridFilters {
  regionId: number;
  appContext: PriceGridParams['appContext'];
  /** A departure's id, 'all', or undefined before the departures have loaded. */
  departure: string | undefined;
  aircraft: AircraftType | '';
  flightType: RouteFlightType | '';
  q: string;
  offset: number;
  /** The day the prices are for (YYYY-MM-DD, its seasons and dates applied); '' for today. */
  date: string;
}

/** The grid's query for the filters: an empty filter is no filter, 'all' departures is none. */
export function gridParams(filters: GridFilters): PriceGridParams {
  return {
    regionId: filters.regionId,
    appContext: filters.appContext,
    departureLocationId: filters.departure ? Number(filters.departure) || undefined : undefined,
    aircraftType: filters.aircraft || undefined,
    flightType: filters.flightType || undefined,
    q: filters.q || undefined,
    date: filters.date || undefined,
    limit: GRID_PAGE_SIZE,
    offset: filters.offset,
  };
}

/**
 * What a saved cell sends: a new route price with its whole key, or the new price of the one it has (active
 * again), with the version it was shown at (none after Overwrite of a conflict sends the current one). A new
 * one carries a version only after a conflict: the one a colleague created meanwhile, which it then replaces.
 */
export function routePriceBody(cell: PriceGridCell, edit: Extract<CellEdit, { kind: 'save' }>, version: number | null) {
  if (cell.routePriceId === null) {
    const key = { aircraftType: cell.aircraftType, departureLocationId: cell.departureLocationId, destinationId: cell.destinationId, flightType: cell.flightType };
    return { ...key, price: edit.price, ...(version !== null ? { version } : {}) };
  }
  return { price: edit.price, isActive: true, ...(version !== null ? { version } : {}) };
}

/** The header's first row: each aircraft shown, over as many columns as it has flight types. */
export function aircraftSpans(columns: readonly Column[]): { aircraftType: AircraftType; span: number }[] {
  const spans = new Map<AircraftType, number>();
  for (const column of columns) spans.set(column.aircraftType, (spans.get(column.aircraftType) ?? 0) + 1);
  return [...spans].map(([aircraftType, span]) => ({ aircraftType, span }));
}

/** What a cell's box is for, as screen readers say it: 'Rottnest Island from Jandakot, 3 Passengers, Same-day'. */
export function cellLabel(row: Pick<PriceGridRow, 'destinationName' | 'departureName'>, column: Column, allDepartures: boolean): string {
  return `${row.destinationName}${allDepartures ? ` from ${row.departureName}` : ''}, ${column.aircraftLabel}, ${FLIGHT_TYPE_TITLES[column.flightType]}`;
}

/** The cell of a row under a column; none where the row has no such price (scenic off the departure's own row). */
export const cellAt = (row: PriceGridRow, column: Column): PriceGridCell | undefined =>
  row.cells.find((c) => c.aircraftType === column.aircraftType && c.flightType === column.flightType);
