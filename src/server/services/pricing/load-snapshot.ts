import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../domain/app-context';
import type { AdjustmentKind, DateAdjustment } from '../../../domain/date-adjustments';
import type { RouteFlightType } from '../../../domain/flight-types';
import { centsFromDecimalString } from '../../../domain/money';
import type { RegionCharges } from '../../../domain/pricing/charges';
import type { Database } from '../../db/database';
import {
  departureLocations,
  destinationPricing,
  homeAirfields,
  type HomeAirfieldRow,
  destinations,
  priceAdjustments,
  pricingRules,
  regionSettings,
  type PriceAdjustmentRow,
  regions,
  routePricing,
} from '../../db/schema';
import {
  destinationPriceKey,
  homeKey,
  routeKey,
  ruleKey,
  type PricingSnapshot,
  type SnapshotAirfield,
  type SnapshotDeparture,
  type SnapshotDestination,
  type SnapshotDestinationPrice,
  type SnapshotHome,
  type SnapshotRoute,
  type SnapshotRule,
} from '../../../domain/pricing/snapshot';

const cents = (value: string | null) => (value === null ? null : centsFromDecimalString(value));

/** One row of each pricing table as the snapshot holds it (shared with snapshot-patches.ts). */
export const routeEntry = (r: typeof routePricing.$inferSelect): SnapshotRoute => ({
  priceCents: centsFromDecimalString(r.price),
  iframeHtml: r.iframeHtml,
  isCustomRoute: r.isCustomRoute,
});

export const destinationPriceEntry = (p: typeof destinationPricing.$inferSelect): SnapshotDestinationPrice => ({
  cents: { 'same-day': cents(p.sameDayPrice), scenic: cents(p.scenicPrice), 'one-way': cents(p.oneWayPrice) } satisfies Record<RouteFlightType, number | null>,
  iframeHtml: { 'same-day': p.sameDayIframeHtml, scenic: p.scenicIframeHtml, 'one-way': p.oneWayIframeHtml },
});

export function rulesMap(rules: (typeof pricingRules.$inferSelect)[]): Map<string, SnapshotRule> {
  return new Map(
    rules.map((rule) => [ruleKey(rule.aircraftType, rule.appContext), { basePriceCents: centsFromDecimalString(rule.basePrice), multipliers: rule.flightTypeMultipliers }]),
  );
}

/** A departure's or destination's name in the other languages and its fees as the charges read them (decision 0069). */
export const airfieldOf = (row: {
  translations: (typeof departureLocations.$inferSelect)['translations'];
  landingFee: string | null;
  parkingFee: string | null;
}): SnapshotAirfield => ({
  names: { zh: row.translations.zh?.name, hi: row.translations.hi?.name },
  fees: { landingCents: cents(row.landingFee), parkingCents: cents(row.parkingFee) },
});

/** A region's fuel surcharge and passenger levy (a row of region_settings), as the charges stage reads them. */
export const regionChargesOf = (row: typeof regionSettings.$inferSelect): RegionCharges => ({
  fuelHundredths: centsFromDecimalString(row.fuelSurchargePercent),
  levyCents: centsFromDecimalString(row.passengerLevy),
  childLevyCents: cents(row.childPassengerLevy),
});

/** An active adjustment by date as the resolver applies it; its value (two decimals) in hundredths of a percent or cents. */
export function dateAdjustmentOf(row: PriceAdjustmentRow): DateAdjustment {
  const hundredths = centsFromDecimalString(row.value);
  return {
    id: row.id,
    regionId: row.regionId,
    kind: row.kind as AdjustmentKind,
    name: row.name,
    names: { zh: row.translations.zh?.name, hi: row.translations.hi?.name },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekdays: row.weekdays,
    change: row.unit === 'amount' ? { unit: 'amount', cents: hundredths } : { unit: 'percent', hundredths },
    aircraftType: row.aircraftType,
    flightType: row.flightType,
    departureId: row.departureLocationId,
    destinationId: row.destinationId,
  };
}

/** The active adjustments by date, by region (a small table: read whole, on load and on any change of it). */
export function adjustmentsByRegion(rows: PriceAdjustmentRow[]): Map<number, DateAdjustment[]> {
  const byRegion = new Map<number, DateAdjustment[]>();
  for (const row of rows) {
    if (!row.isActive) continue;
    const list = byRegion.get(row.regionId) ?? [];
    list.push(dateAdjustmentOf(row));
    byRegion.set(row.regionId, list);
  }
  return byRegion;
}

/** The home airfields and positioning rules (a small table: read whole, on load and on any change of it; decision 0070). */
export function homesMap(rows: HomeAirfieldRow[]): Map<string, SnapshotHome> {
  return new Map(
    rows.map((row) => [
      homeKey(row.regionId, row.aircraftType),
      {
        departureId: row.departureLocationId,
        unit: row.positioningUnit === 'hourly-percent' ? 'hourly-percent' : 'ferry-rate',
        value: centsFromDecimalString(row.positioningValue),
        freeRadiusKm: row.freeRadiusKm,
        waitingRateCents: cents(row.waitingRate),
      },
    ]),
  );
}

/** Reads the published pricing in a handful of queries; held in the content cache, patched by price writes. */
export async function loadPricingSnapshot(db: Database, options: { drafts?: boolean } = {}): Promise<PricingSnapshot> {
  // The live regions' places; with `drafts` (a staff preview, the admin price grid) the draft regions' too.
  const live = options.drafts ? undefined : eq(regions.isActive, true);
  const [deps, dests, routes, destPrices, rules, fees, adjustments, homes] = await Promise.all([
    db
      .select({ d: departureLocations })
      .from(departureLocations)
      .innerJoin(regions, and(eq(regions.id, departureLocations.regionId), live))
      .where(eq(departureLocations.isActive, true)),
    db
      .select({ d: destinations })
      .from(destinations)
      .innerJoin(regions, and(eq(regions.id, destinations.regionId), live))
      .where(eq(destinations.isActive, true)),
    db.select().from(routePricing).where(eq(routePricing.isActive, true)),
    db.select().from(destinationPricing),
    db.select().from(pricingRules).where(eq(pricingRules.isActive, true)),
    db.select().from(regionSettings),
    db.select().from(priceAdjustments).where(eq(priceAdjustments.isActive, true)),
    db.select().from(homeAirfields),
  ]);

  const snapshot: PricingSnapshot = {
    departuresById: new Map(),
    departuresByValue: new Map(),
    destinationsById: new Map(),
    destinationsByValue: new Map(),
    routes: new Map(),
    destinationPrices: new Map(),
    rules: new Map(),
    bookingFees: new Map(),
    adjustments: adjustmentsByRegion(adjustments),
    regionCharges: new Map(fees.map((row) => [row.regionId, regionChargesOf(row)])),
    homes: homesMap(homes),
  };

  for (const { d } of deps) {
    const departure: SnapshotDeparture = {
      id: d.id,
      value: d.value,
      name: d.name,
      regionId: d.regionId,
      appContext: d.appContext as AppContext,
      latitude: d.latitude,
      longitude: d.longitude,
      scenicFlightUrl: d.scenicFlightUrl,
      pilotTrainingUrl: d.pilotTrainingUrl,
      trainingUrls: d.trainingUrls,
      ...airfieldOf(d),
    };
    snapshot.departuresById.set(d.id, departure);
    snapshot.departuresByValue.set(d.value, departure);
  }
  for (const { d } of dests) {
    const destination: SnapshotDestination = {
      id: d.id,
      value: d.value,
      name: d.name,
      regionId: d.regionId,
      appContext: d.appContext as AppContext,
      flightTypes: d.flightTypes,
      latitude: d.latitude,
      longitude: d.longitude,
      bookingUrl: d.bookingUrl,
      oneWayBookingUrl: d.oneWayBookingUrl,
      iframeHtml: d.iframeHtml,
      oneWayIframeHtml: d.oneWayIframeHtml,
      ...airfieldOf(d),
    };
    snapshot.destinationsById.set(d.id, destination);
    snapshot.destinationsByValue.set(d.value, destination);
  }
  for (const r of routes) {
    snapshot.routes.set(routeKey(r.aircraftType, r.departureLocationId, r.destinationId, r.flightType), routeEntry(r));
  }
  for (const p of destPrices) {
    snapshot.destinationPrices.set(destinationPriceKey(p.destinationId, p.aircraftType), destinationPriceEntry(p));
  }
  snapshot.rules = rulesMap(rules);
  for (const fee of fees) {
    snapshot.bookingFees.set(fee.regionId, {
      percent: Number(fee.bookingFeePercent),
      minimumCents: centsFromDecimalString(fee.bookingFeeMinimum),
    });
  }
  return snapshot;
}
