import type { AircraftType } from '../aircraft';
import type { BookingFee } from '../booking-fee';
import type { AppContext } from '../app-context';
import type { DateAdjustment } from '../date-adjustments';
import type { FlightType, RouteFlightType } from '../flight-types';
import type { Language } from '../language-codes';
import type { AirfieldFees, RegionCharges } from './charges';

/** What a departure and a destination share as airfields (decision 0069): the name in each language, the fees. */
export interface SnapshotAirfield {
  /** The name in the visitor's other languages; English is `name`. */
  names: Partial<Record<Language, string>>;
  fees: AirfieldFees;
}

export interface SnapshotDeparture extends SnapshotAirfield {
  id: number;
  value: string;
  name: string;
  regionId: number;
  appContext: AppContext;
  latitude: number | null;
  longitude: number | null;
  scenicFlightUrl: string | null;
  pilotTrainingUrl: string | null;
  trainingUrls: Partial<Record<AircraftType, string>>;
}

export interface SnapshotDestination extends SnapshotAirfield {
  id: number;
  value: string;
  name: string;
  regionId: number;
  appContext: AppContext;
  flightTypes: RouteFlightType[];
  latitude: number | null;
  longitude: number | null;
  bookingUrl: string | null;
  oneWayBookingUrl: string | null;
  iframeHtml: string | null;
  oneWayIframeHtml: string | null;
}

export interface SnapshotRoute {
  priceCents: number;
  iframeHtml: string | null;
  isCustomRoute: boolean;
}

/** Per flight type: cents, or null for "not available" (a blank price in the admin). */
export interface SnapshotDestinationPrice {
  cents: Record<RouteFlightType, number | null>;
  iframeHtml: Record<RouteFlightType, string | null>;
}

export interface SnapshotRule {
  basePriceCents: number;
  multipliers: Partial<Record<FlightType, number>>;
}

/** An aircraft's home airfield in a region and its positioning rule (decision 0070). */
export interface SnapshotHome {
  departureId: number;
  /** ferry-rate: `value` is cents per flight hour; hourly-percent: hundredths of a percent of the per-hour rule. */
  unit: 'ferry-rate' | 'hourly-percent';
  value: number;
  freeRadiusKm: number;
  /** Cents per hour on the ground between two legs of a trip; null: not charged. */
  waitingRateCents: number | null;
}

/** Everything the price resolver reads, active rows only, indexed for O(1) lookups. */
export interface PricingSnapshot {
  departuresById: Map<number, SnapshotDeparture>;
  departuresByValue: Map<string, SnapshotDeparture>;
  destinationsById: Map<number, SnapshotDestination>;
  destinationsByValue: Map<string, SnapshotDestination>;
  routes: Map<string, SnapshotRoute>;
  destinationPrices: Map<string, SnapshotDestinationPrice>;
  rules: Map<string, SnapshotRule>;
  bookingFees: Map<number, BookingFee>;
  /** The active adjustments by date of each region (decision 0063). */
  adjustments: Map<number, DateAdjustment[]>;
  /** The fuel surcharge and passenger levy of each region that set them (decision 0069). */
  regionCharges: Map<number, RegionCharges>;
  /** Home airfields and positioning rules by `homeKey(regionId, aircraftType)` (decision 0070). */
  homes: Map<string, SnapshotHome>;
}

export const routeKey = (aircraftType: string, departureId: number, destinationId: number, flightType: string) =>
  `${aircraftType}|${departureId}|${destinationId}|${flightType}`;
export const destinationPriceKey = (destinationId: number, aircraftType: string) => `${destinationId}|${aircraftType}`;
export const homeKey = (regionId: number, aircraftType: string) => `${regionId}|${aircraftType}`;
export const ruleKey = (aircraftType: string, appContext: string) => `${aircraftType}|${appContext}`;

/** The departure and destination a request names, found in the snapshot (the server's resolveLocations). */
export interface ResolvedLocations {
  departure: SnapshotDeparture;
  /** Undefined only for a scenic or training flight whose departure has no destination row of its own. */
  destination: SnapshotDestination | undefined;
}
