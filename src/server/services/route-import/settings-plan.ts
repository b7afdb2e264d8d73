import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { homeAirfieldInputSchema, type HomeAirfieldInput } from '../../../domain/api/admin/home-airfields';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, homeAirfields, regions, type HomeAirfieldRow } from '../../db/schema';
import { FEES_SHEET, HOMES_SHEET } from './settings-format';
import { sheetIssue, type CheckedSettings, type FeeRow, type HomeRow } from './validate-settings';
import type { RowIssue } from './validate-rows';

type Airfield = typeof departureLocations.$inferSelect | typeof destinations.$inferSelect;

/** An airfield whose fees the sheet changes: the row as it is (for the audit) and the fees it gets. */
export interface FeeChange {
  kind: FeeRow['kind'];
  before: Airfield;
  landingFee: string | null;
  parkingFee: string | null;
}

/** A home airfield the sheet creates (existing undefined) or changes. */
export interface HomeChange {
  existing: HomeAirfieldRow | undefined;
  input: HomeAirfieldInput;
}

export interface SettingsPlan {
  issues: RowIssue[];
  fees: FeeChange[];
  homes: HomeChange[];
}

const feeText = (cents: number | null) => (cents === null ? null : decimalStringFromCents(cents));
const sameMoney = (stored: string | null, cents: number | null) => (stored === null ? null : centsFromDecimalString(stored)) === cents;

async function regionCodes(tx: Executor, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx.select({ id: regions.id, code: regions.code }).from(regions).where(inArray(regions.code, codes));
  return new Map(rows.map((r) => [r.code.toUpperCase(), r.id]));
}

async function airfieldsByValue(tx: Executor, table: typeof departureLocations | typeof destinations, values: string[]): Promise<Map<string, Airfield>> {
  if (values.length === 0) return new Map();
  // Matched without regard to case: some airfields' values are ICAO codes in capitals ('YBAF'), and the sheet's are read lower-cased.
  const rows: Airfield[] = await tx.select().from(table).where(inArray(sql`lower(${table.value})`, values));
  return new Map(rows.map((r) => [r.value.toLowerCase(), r]));
}

/** A fee row against the database: the airfield exists as that kind, in the region the row names. */
function planFee(row: FeeRow, airfield: Airfield | undefined, regionIds: Map<string, number>, issue: (column: string, message: string) => void): FeeChange | undefined {
  if (!airfield) return void issue('Airfield', `there is no ${row.kind} '${row.airfield}'`);
  if (row.region !== '' && regionIds.get(row.region) !== airfield.regionId) {
    return void issue('Region', `'${row.airfield}' is not a ${row.kind} of region '${row.region}'`);
  }
  if (sameMoney(airfield.landingFee, row.landingCents) && sameMoney(airfield.parkingFee, row.parkingCents)) return undefined;
  return { kind: row.kind, before: airfield, landingFee: feeText(row.landingCents), parkingFee: feeText(row.parkingCents) };
}

async function planFees(tx: Executor, rows: FeeRow[], issues: RowIssue[]): Promise<FeeChange[]> {
  const values = (kind: FeeRow['kind']) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.airfield))];
  const found = {
    departure: await airfieldsByValue(tx, departureLocations, values('departure')),
    destination: await airfieldsByValue(tx, destinations, values('destination')),
  };
  const regionIds = await regionCodes(tx, [...new Set(rows.map((r) => r.region).filter((r) => r !== ''))]);
  return rows.flatMap((row) => {
    const issue = (column: string, message: string) => issues.push(sheetIssue(FEES_SHEET, row.rowNumber, column, message));
    if (row.region !== '' && !regionIds.has(row.region)) {
      issue('Region', `there is no region '${row.region}'`);
      return [];
    }
    return planFee(row, found[row.kind].get(row.airfield), regionIds, issue) ?? [];
  });
}

async function existingHomes(tx: Executor, keys: { regionId: number; aircraftType: string }[]): Promise<Map<string, HomeAirfieldRow>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(homeAirfields)
    .where(or(...keys.map((k) => and(eq(homeAirfields.regionId, k.regionId), eq(homeAirfields.aircraftType, k.aircraftType)))));
  return new Map(rows.map((r) => [`${r.regionId}|${r.aircraftType}`, r]));
}

/** The sheet's column of each field the panel's rule checks. */
const HOME_FIELD_COLUMNS: Record<string, string> = { value: 'Positioning Value', waitingRate: 'Waiting Rate', freeRadiusKm: 'Free Radius Km', unit: 'Positioning Unit' };

/** The stored rule equals what the row asks for: nothing to write. */
function sameHome(existing: HomeAirfieldRow, input: HomeAirfieldInput): boolean {
  const waiting = existing.waitingRate === null ? null : centsFromDecimalString(existing.waitingRate);
  return (
    existing.departureLocationId === input.departureLocationId &&
    existing.positioningUnit === input.unit &&
    centsFromDecimalString(existing.positioningValue) === Math.round(input.value * 100) &&
    existing.freeRadiusKm === input.freeRadiusKm &&
    waiting === (input.waitingRate === null ? null : Math.round(input.waitingRate * 100))
  );
}

/** A home row against the database: the region exists, the home airfield is one of its departures, and the panel's limits hold. */
function homeInput(row: HomeRow, regionId: number | undefined, departure: Airfield | undefined, issue: (column: string, message: string) => void): HomeAirfieldInput | undefined {
  if (regionId === undefined) return void issue('Region', `there is no region '${row.region}'`);
  if (!departure || departure.regionId !== regionId) return void issue('Home Airfield', `'${row.homeAirfield}' is not a departure location of region '${row.region}'`);
  const parsed = homeAirfieldInputSchema.safeParse({ ...row, regionId, departureLocationId: departure.id });
  if (parsed.success) return parsed.data;
  for (const problem of parsed.error.issues) issue(HOME_FIELD_COLUMNS[String(problem.path[0])] ?? 'Row', problem.message);
  return undefined;
}

async function planHomes(tx: Executor, rows: HomeRow[], issues: RowIssue[]): Promise<HomeChange[]> {
  const regionIds = await regionCodes(tx, [...new Set(rows.map((r) => r.region))]);
  const departures = await airfieldsByValue(tx, departureLocations, [...new Set(rows.map((r) => r.homeAirfield))]);
  const inputs = rows.flatMap((row) => {
    const issue = (column: string, message: string) => issues.push(sheetIssue(HOMES_SHEET, row.rowNumber, column, message));
    return homeInput(row, regionIds.get(row.region), departures.get(row.homeAirfield), issue) ?? [];
  });
  const homes = await existingHomes(tx, inputs);
  return inputs.flatMap((input) => {
    const existing = homes.get(`${input.regionId}|${input.aircraftType}`);
    return existing && sameHome(existing, input) ? [] : [{ existing, input }];
  });
}

/** What the Airfield fees and Home airfields sheets change; rows that change nothing are left out, problems in words. */
export async function planSettings(tx: Executor, settings: CheckedSettings): Promise<SettingsPlan> {
  const issues: RowIssue[] = [];
  const fees = await planFees(tx, settings.fees, issues);
  const homes = await planHomes(tx, settings.homes, issues);
  return { issues, fees, homes };
}
