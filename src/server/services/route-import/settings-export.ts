import { asc, eq } from 'drizzle-orm';
import { decimalStringFromCents, centsFromDecimalString } from '../../../domain/money';
import type { Database } from '../../db/database';
import { departureLocations, destinations, homeAirfields, regions } from '../../db/schema';
import type { FeeSheetRow, HomeSheetRow } from './settings-format';

const dollars = (stored: string | null) => (stored === null ? '' : decimalStringFromCents(centsFromDecimalString(stored)));

async function feesOf(db: Database, table: typeof departureLocations | typeof destinations, kind: string, regionId: number | undefined): Promise<FeeSheetRow[]> {
  const rows = await db
    .select({ region: regions.code, airfield: table.value, airfieldName: table.name, landingFee: table.landingFee, parkingFee: table.parkingFee })
    .from(table)
    .innerJoin(regions, eq(regions.id, table.regionId))
    .where(regionId === undefined ? undefined : eq(table.regionId, regionId))
    .orderBy(asc(regions.code), asc(table.value));
  return rows.map((r) => ({ region: r.region, airfield: r.airfield, airfieldName: r.airfieldName, kind, landingFee: dollars(r.landingFee), parkingFee: dollars(r.parkingFee) }));
}

/** Every departure and destination of the region (or all) with its fees, blank where it has none: staff fill them in. */
export async function exportFeeRows(db: Database, regionId: number | undefined): Promise<FeeSheetRow[]> {
  return [...(await feesOf(db, departureLocations, 'departure', regionId)), ...(await feesOf(db, destinations, 'destination', regionId))];
}

/** The home airfields of the region (or all) and their positioning rule, in the Home airfields sheet's columns. */
export async function exportHomeRows(db: Database, regionId: number | undefined): Promise<HomeSheetRow[]> {
  const rows = await db
    .select({ region: regions.code, home: homeAirfields, airfield: departureLocations.value })
    .from(homeAirfields)
    .innerJoin(regions, eq(regions.id, homeAirfields.regionId))
    .innerJoin(departureLocations, eq(departureLocations.id, homeAirfields.departureLocationId))
    .where(regionId === undefined ? undefined : eq(homeAirfields.regionId, regionId))
    .orderBy(asc(regions.code), asc(homeAirfields.aircraftType));
  return rows.map(({ region, home, airfield }) => ({
    region,
    aircraftType: home.aircraftType,
    homeAirfield: airfield,
    positioningUnit: home.positioningUnit,
    positioningValue: dollars(home.positioningValue),
    freeRadiusKm: String(home.freeRadiusKm),
    waitingRate: dollars(home.waitingRate),
  }));
}
