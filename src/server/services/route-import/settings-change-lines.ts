import { inArray } from 'drizzle-orm';
import { aircraftLabel } from '../../../domain/aircraft';
import type { PositioningUnit } from '../../../domain/api/admin/home-airfields';
import { centsFromDecimalString, formatAud } from '../../../domain/money';
import { chargeText } from '../../../domain/positioning-charge-text';
import type { Executor } from '../../db/database';
import { homeAirfieldOf } from '../admin-content/home-airfields';
import { departureLocations, regions } from '../../db/schema';
import type { FeeChange, HomeChange, SettingsPlan } from './settings-plan';

const money = (decimal: string | null) => (decimal === null ? 'none' : formatAud(centsFromDecimalString(decimal)));
const dollars = (value: number | null) => (value === null ? 'not charged' : formatAud(Math.round(value * 100)));

/** "Rottnest Island (YRTI), destination: landing fee none → A$45.00; parking fee none → A$20.50", the changed fees only. */
function feeLine(change: FeeChange): string {
  const { before } = change;
  const parts = [
    ...(money(before.landingFee) !== money(change.landingFee) ? [`landing fee ${money(before.landingFee)} → ${money(change.landingFee)}`] : []),
    ...(money(before.parkingFee) !== money(change.parkingFee) ? [`parking fee ${money(before.parkingFee)} → ${money(change.parkingFee)}`] : []),
  ];
  return `${before.name}, ${change.kind}: ${parts.join('; ')}`;
}

interface HomeRule {
  departureLocationId: number;
  unit: PositioningUnit;
  value: number;
  freeRadiusKm: number;
  waitingRate: number | null;
}

/** The rule in the words of the Home airfields view: where, the positioning charge, the free radius, waiting. */
function ruleText(rule: HomeRule, airfieldName: (id: number) => string): string {
  const free = rule.freeRadiusKm > 0 ? `, free within ${rule.freeRadiusKm} km` : '';
  return `${airfieldName(rule.departureLocationId)}, ${chargeText(rule)}${free}, waiting ${dollars(rule.waitingRate)}${rule.waitingRate === null ? '' : ' an hour'}`;
}

/** "3 Passengers in WA: Jandakot Airport (YPJT), A$600 per flight hour, waiting not charged (new)", or "(was …)". */
function homeLine(change: HomeChange, regionCode: (id: number) => string, airfieldName: (id: number) => string): string {
  const { existing, input } = change;
  const was = existing ? ruleText(homeAirfieldOf(existing), airfieldName) : null;
  return `${aircraftLabel(input.aircraftType)} in ${regionCode(input.regionId)}: ${ruleText(input, airfieldName)} (${was ? `was ${was}` : 'new'})`;
}

/**
 * What the Airfield fees and Home airfields sheets would change, a line each in staff's words, so the preview
 * shows each change before it is applied, not only how many there are.
 */
export async function settingsChangeLines(tx: Executor, plan: SettingsPlan): Promise<string[]> {
  if (plan.homes.length === 0) return plan.fees.map(feeLine);
  const airfieldIds = [...new Set(plan.homes.flatMap(({ existing, input }) => [input.departureLocationId, ...(existing ? [existing.departureLocationId] : [])]))];
  const regionIds = [...new Set(plan.homes.map(({ input }) => input.regionId))];
  const airfields = new Map((await tx.select({ id: departureLocations.id, name: departureLocations.name }).from(departureLocations).where(inArray(departureLocations.id, airfieldIds))).map((a) => [a.id, a.name]));
  const codes = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions).where(inArray(regions.id, regionIds))).map((r) => [r.id, r.code]));
  const airfieldName = (id: number) => airfields.get(id) ?? `departure ${id}`;
  const regionCode = (id: number) => codes.get(id) ?? `region ${id}`;
  return [...plan.fees.map(feeLine), ...plan.homes.map((change) => homeLine(change, regionCode, airfieldName))];
}
