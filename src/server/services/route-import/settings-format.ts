import { AIRCRAFT_TYPE_COLUMN } from './format';
import type { SheetLayout } from './sheet-grid';

/**
 * The workbook's two other sheets (decisions 0069, 0070): airfield fees and home airfields with their
 * positioning. They travel in .xlsx only (a CSV has one sheet); a workbook without them changes none of them.
 */
export const FEES_SHEET = 'Airfield fees';
export const HOMES_SHEET = 'Home airfields';

export const FEE_COLUMNS = [
  { key: 'region', header: 'Region', help: "Region code of the airfield (optional; when given it must be the airfield's region)" },
  { key: 'airfield', header: 'Airfield', help: 'Departure or destination value (slug), e.g. jandakot; must exist' },
  { key: 'airfieldName', header: 'Airfield Name', help: 'For reading only: the import does not change names' },
  { key: 'kind', header: 'Kind', help: 'departure or destination' },
  { key: 'landingFee', header: 'Landing Fee', help: 'A$ per landing, e.g. 45 or 45.50; blank: no landing fee' },
  { key: 'parkingFee', header: 'Parking Fee', help: 'A$ per stay, e.g. 30; blank: no parking fee' },
] as const;

export const HOME_COLUMNS = [
  { key: 'region', header: 'Region', help: 'Region code, e.g. WA (must exist)' },
  AIRCRAFT_TYPE_COLUMN,
  { key: 'homeAirfield', header: 'Home Airfield', help: 'Value (slug) of a departure location of the region' },
  { key: 'positioningUnit', header: 'Positioning Unit', help: 'ferry-rate (A$ per flight hour) or hourly-percent (% of the per-hour rate)' },
  { key: 'positioningValue', header: 'Positioning Value', help: 'The ferry rate in A$, or the percentage' },
  { key: 'freeRadiusKm', header: 'Free Radius Km', help: 'Whole km around home within which positioning is free; blank: 0' },
  { key: 'waitingRate', header: 'Waiting Rate', help: 'A$ per hour on the ground between legs; blank: waiting is not charged' },
] as const;

export type FeeColumnKey = (typeof FEE_COLUMNS)[number]['key'];
export type FeeSheetRow = Record<FeeColumnKey, string>;
export type HomeColumnKey = (typeof HOME_COLUMNS)[number]['key'];
export type HomeSheetRow = Record<HomeColumnKey, string>;

export const FEE_LAYOUT: SheetLayout<FeeColumnKey> = { columns: FEE_COLUMNS, required: ['airfield', 'kind', 'landingFee', 'parkingFee'] };
export const HOME_LAYOUT: SheetLayout<HomeColumnKey> = {
  columns: HOME_COLUMNS,
  required: ['region', 'aircraftType', 'homeAirfield', 'positioningUnit', 'positioningValue'],
};

export interface NumberedRow<R> {
  rowNumber: number;
  row: R;
}

/** What the reader found in the two sheets; undefined: the workbook has no such sheet. */
export interface SettingsSheets {
  fees: NumberedRow<FeeSheetRow>[] | undefined;
  homes: NumberedRow<HomeSheetRow>[] | undefined;
}
