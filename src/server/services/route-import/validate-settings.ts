import type { AircraftType } from '../../../domain/aircraft';
import { POSITIONING_UNITS, type PositioningUnit } from '../../../domain/api/admin/home-airfields';
import { readMoney } from '../../../domain/money-input';
import { FEES_SHEET, HOMES_SHEET, type FeeSheetRow, type HomeSheetRow, type NumberedRow, type SettingsSheets } from './settings-format';
import type { ReadWorkbook } from './read-sheet';
import { dollarsText, readAircraft, SLUG, validateRows, type CheckedRows, type Problem, type RowIssue } from './validate-rows';

/** One checked row of the Airfield fees sheet; null fee: none. */
export interface FeeRow {
  rowNumber: number;
  /** Upper case; '' when the row names none. */
  region: string;
  airfield: string;
  kind: 'departure' | 'destination';
  landingCents: number | null;
  parkingCents: number | null;
}

/** One checked row of the Home airfields sheet: the rule as the panel's form sends it (A$ and % as numbers). */
export interface HomeRow {
  rowNumber: number;
  region: string;
  aircraftType: AircraftType;
  homeAirfield: string;
  unit: PositioningUnit;
  value: number;
  freeRadiusKm: number;
  waitingRate: number | null;
}

export interface CheckedSettings {
  fees: FeeRow[];
  homes: HomeRow[];
}

const WHOLE = /^\d+$/;
const noAlias = () => undefined;

/** An optional money cell in cents: blank is null, otherwise the panel's money rule (not negative, whole cents). */
function optionalCents(cell: string, label: string, column: string, problem: Problem): number | null {
  if (cell === '') return null;
  const read = readMoney(dollarsText(cell), label);
  if (read.ok) return read.cents;
  problem(column, `'${cell}': ${read.message}`);
  return null;
}

/** A slug cell, lower-cased; a problem in words when it is not one. */
function readSlug(cell: string, column: string, what: string, problem: Problem): string {
  const slug = cell.toLowerCase();
  if (!SLUG.test(slug)) problem(column, `'${cell}' is not ${what} value (lower-case letters, digits and dashes)`);
  return slug;
}

function checkFee(row: FeeSheetRow, problem: Problem): Omit<FeeRow, 'rowNumber'> {
  const kind = row.kind.toLowerCase();
  if (kind !== 'departure' && kind !== 'destination') problem('Kind', `Kind must be departure or destination, not '${row.kind}'`);
  return {
    region: row.region.toUpperCase(),
    airfield: readSlug(row.airfield, 'Airfield', 'an airfield', problem),
    kind: kind === 'destination' ? 'destination' : 'departure',
    landingCents: optionalCents(row.landingFee, 'the landing fee', 'Landing Fee', problem),
    parkingCents: optionalCents(row.parkingFee, 'the parking fee', 'Parking Fee', problem),
  };
}

function readUnit(cell: string, problem: Problem): PositioningUnit {
  const unit = cell.toLowerCase();
  if ((POSITIONING_UNITS as readonly string[]).includes(unit)) return unit as PositioningUnit;
  problem('Positioning Unit', `Positioning Unit must be ferry-rate or hourly-percent, not '${cell}'`);
  return 'ferry-rate';
}

function readRadius(cell: string, problem: Problem): number {
  if (cell === '') return 0;
  if (WHOLE.test(cell)) return Number(cell);
  problem('Free Radius Km', `'${cell}' is not a whole number of km`);
  return 0;
}

function checkHome(row: HomeSheetRow, problem: Problem): Omit<HomeRow, 'rowNumber'> {
  if (row.region === '') problem('Region', 'the row names no region');
  const value = row.positioningValue === '' ? null : optionalCents(row.positioningValue, 'the positioning value', 'Positioning Value', problem);
  if (row.positioningValue === '') problem('Positioning Value', 'the positioning value is missing');
  const waiting = optionalCents(row.waitingRate, 'the waiting rate', 'Waiting Rate', problem);
  return {
    region: row.region.toUpperCase(),
    aircraftType: readAircraft(row.aircraftType, problem, noAlias),
    homeAirfield: readSlug(row.homeAirfield, 'Home Airfield', 'a departure', problem),
    unit: readUnit(row.positioningUnit, problem),
    value: (value ?? 0) / 100,
    freeRadiusKm: readRadius(row.freeRadiusKm, problem),
    waitingRate: waiting === null ? null : waiting / 100,
  };
}

/** 'Airfield fees, row 4: …' at path 'Airfield fees row 4: Landing Fee'. */
export const sheetIssue = (sheet: string, rowNumber: number, column: string, message: string): RowIssue => ({
  path: `${sheet} row ${rowNumber}: ${column}`,
  message: `${sheet}, row ${rowNumber}: ${message}`,
});

/** Every row of one sheet checked; a row naming the same key as an earlier one is refused with the earlier row's number. */
function checkSheet<R, T>(
  sheet: string,
  rows: NumberedRow<R>[],
  check: (row: R, problem: Problem) => T,
  keyOf: (checked: T) => string,
  issues: RowIssue[],
): (T & { rowNumber: number })[] {
  const seen = new Map<string, number>();
  const valid: (T & { rowNumber: number })[] = [];
  for (const { rowNumber, row } of rows) {
    const before = issues.length;
    const problem: Problem = (column, message) => issues.push(sheetIssue(sheet, rowNumber, column, message));
    const checked = check(row, problem);
    const key = keyOf(checked);
    if (issues.length === before && seen.has(key)) problem('Row', `the same ${sheet === FEES_SHEET ? 'airfield' : 'region and aircraft'} is already on row ${seen.get(key)}`);
    if (issues.length > before) continue;
    seen.set(key, rowNumber);
    valid.push({ ...checked, rowNumber });
  }
  return valid;
}

/** The Airfield fees and Home airfields sheets checked row by row (the text only; the plan checks them against the database). */
export function validateSettings(sheets: SettingsSheets, issues: RowIssue[]): CheckedSettings {
  return {
    fees: checkSheet(FEES_SHEET, sheets.fees ?? [], checkFee, (f) => `${f.kind}|${f.airfield}`, issues),
    homes: checkSheet(HOMES_SHEET, sheets.homes ?? [], checkHome, (h) => `${h.region}|${h.aircraftType}`, issues),
  };
}

/** A whole workbook checked: the route rows, and the settings sheets' rows with their problems in the same list. */
export interface CheckedWorkbook extends CheckedRows {
  settings: CheckedSettings;
}

export function validateWorkbook(read: ReadWorkbook): CheckedWorkbook {
  const checked = validateRows(read.routes);
  return { ...checked, settings: validateSettings(read, checked.issues) };
}
