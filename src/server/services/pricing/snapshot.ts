import type { AircraftType } from '../../../domain/aircraft';
import type { BookingFee } from '../../../domain/booking-fee';
import type { AppContext } from '../../../domain/app-context';
import type { DateAdjustment } from '../../../domain/date-adjustments';
import type { FlightType, RouteFlightType } from '../../../domain/flight-types';

export interface SnapshotDeparture {
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

export interface SnapshotDestination {
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
}

export const routeKey = (aircraftType: string, departureId: number, destinationId: number, flightType: string) =>
  `${aircraftType}|${departureId}|${destinationId}|${flightType}`;
export const destinationPriceKey = (destinationId: number, aircraftType: string) => `${destinationId}|${aircraftType}`;
export const ruleKey = (aircraftType: string, appContext: string) => `${aircraftType}|${appContext}`;
