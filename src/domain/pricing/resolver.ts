import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../aircraft';
import { NOT_AVAILABLE_ESTIMATE } from '../route-quotes';
import { DEFAULT_BOOKING_FEE } from '../booking-fee';
import type { FlightType, RouteFlightType } from '../flight-types';
import { applicableAdjustments } from '../date-adjustments';
import type { Language } from '../language-codes';
import { buildBreakdown, type PriceBreakdown } from '../price-breakdown';
import { perthToday } from '../price-date';
import { priceLines, type PriceCharges, type PriceLine } from '../price-lines';
import type { PriceSource } from '../pricing-sources';
import { routeFigures, type RouteFigures } from '../route-math';
import { NO_REGION_CHARGES, type ChargedAirfield, type ChargedParty } from './charges';
import { positioningFor } from './positioning';
import { destinationPriceKey, routeKey, ruleKey, type PricingSnapshot, type ResolvedLocations, type SnapshotAirfield } from './snapshot';

export const NOT_AVAILABLE = NOT_AVAILABLE_ESTIMATE;
export const NOT_AVAILABLE_MESSAGE = 'The route is not currently available for the selected aircraft';
/** Text estimates: a custom route without a price is quoted by staff; training is priced by the course. */
export const PRICE_ON_REQUEST = 'PRICE ON REQUEST';
export const PILOT_TRAINING_ESTIMATE = 'PILOT TRAINING';

export interface Quote {
  estimate: number | string;
  bookingUrl: string | null;
  iframeHtml: string | null;
  isScenic: boolean;
  isPilotTraining: boolean;
  isCustomRoute: boolean;
  /** What the total is made of, adding up to it (decision 0063); empty when there is no price. */
  lines: PriceLine[];
  breakdown: PriceBreakdown | null;
  message: string | null;
  /** What the price includes besides the flight, in the visitor's language ("Includes the return of the aircraft to Jandakot"); null: nothing. */
  summary: string | null;
}

/** Who flies, for the per-passenger charges (decision 0069). */
export interface QuoteParty {
  adults: number;
  children: number;
}

/**
 * The day a quote prices, the language of its line labels and the party; without them, today in Perth,
 * English, and the per-passenger charges for every seat of the aircraft (the most it can be, said in the line).
 */
export interface QuoteOptions {
  date?: string;
  language?: Language;
  party?: QuoteParty;
}

/** The day, language and party a quote is made for, filled in. */
interface QuoteFor {
  date: string;
  language: Language;
  party: QuoteParty | undefined;
}

export interface ResolvedPrice {
  baseCents: number;
  source: PriceBreakdown['source'];
  iframeHtml: string | null;
  isCustomRoute: boolean;
}

const unavailable = (flags: Pick<Quote, 'isScenic' | 'isPilotTraining'>, message = NOT_AVAILABLE_MESSAGE): Quote => ({
  estimate: NOT_AVAILABLE,
  bookingUrl: null,
  iframeHtml: null,
  isCustomRoute: false,
  lines: [],
  breakdown: null,
  message,
  summary: null,
  ...flags,
});

function figuresFor(flightType: RouteFlightType, aircraftType: AircraftType, locations: ResolvedLocations): RouteFigures | null {
  const { departure, destination } = locations;
  const from = departure.latitude !== null && departure.longitude !== null ? { latitude: departure.latitude, longitude: departure.longitude } : null;
  const to =
    destination && destination.latitude !== null && destination.longitude !== null
      ? { latitude: destination.latitude, longitude: destination.longitude }
      : null;
  return routeFigures(flightType, aircraftType, from, to);
}

/**
 * Where a price is looked up: the departure's id (null for a trip leg from a place that is only a
 * destination: no route row can name it), its app context, and the destination.
 */
export interface PriceKey {
  departureId: number | null;
  appContext: ResolvedLocations['departure']['appContext'];
  destination: ResolvedLocations['destination'];
}

/** docs/architecture.md "Pricing": route row, then destination pricing, then the per-hour rule. */
export function resolvePrice(
  snapshot: PricingSnapshot,
  aircraftType: AircraftType,
  flightType: RouteFlightType,
  key: PriceKey,
  figures: RouteFigures | null,
): ResolvedPrice | null {
  const { departureId, destination } = key;
  if (destination) {
    const route = departureId === null ? undefined : snapshot.routes.get(routeKey(aircraftType, departureId, destination.id, flightType));
    if (route) return { baseCents: route.priceCents, source: 'route', iframeHtml: route.iframeHtml, isCustomRoute: route.isCustomRoute };
    const perDestination = snapshot.destinationPrices.get(destinationPriceKey(destination.id, aircraftType));
    if (perDestination) {
      // A row for this aircraft exists: a blank price means staff marked it not available.
      const cents = perDestination.cents[flightType];
      if (cents === null) return null;
      return { baseCents: cents, source: 'destination', iframeHtml: perDestination.iframeHtml[flightType], isCustomRoute: false };
    }
  }
  const rule = snapshot.rules.get(ruleKey(aircraftType, key.appContext));
  if (!rule || !figures) return null;
  const multiplier = rule.multipliers[flightType] ?? 1;
  return {
    baseCents: Math.round(rule.basePriceCents * figures.blockHours * multiplier),
    source: 'rule',
    iframeHtml: null,
    isCustomRoute: false,
  };
}

function quoteTraining(aircraftType: AircraftType, locations: ResolvedLocations): Quote {
  const flags = { isScenic: false, isPilotTraining: true };
  if (!AIRCRAFT[aircraftType].trainingAircraft) return unavailable(flags, 'Pilot training is flown in the training aircraft only');
  const url = locations.departure.trainingUrls[aircraftType] ?? locations.departure.pilotTrainingUrl;
  if (!url) return unavailable(flags, 'Pilot training is not offered from this departure location');
  return { estimate: PILOT_TRAINING_ESTIMATE, bookingUrl: url, iframeHtml: null, isCustomRoute: false, lines: [], breakdown: null, message: null, summary: null, ...flags };
}

/** A quote and the source that priced it (null when none did: NOT AVAILABLE, pilot training). */
export interface SourcedQuote {
  quote: Quote;
  source: PriceSource | null;
}

/** Where the visitor books: the departure's scenic page, else the destination's one-way or return page. */
export function bookingUrlFor(flightType: RouteFlightType, { departure, destination }: ResolvedLocations): string | null {
  if (flightType === 'scenic') return departure.scenicFlightUrl;
  if (flightType === 'one-way') return destination?.oneWayBookingUrl ?? null;
  return destination?.bookingUrl ?? null;
}

/** The booking frame: the price's own HTML, else the destination's for a return or one-way flight (scenic has none of its own). */
export function iframeHtmlFor(flightType: RouteFlightType, priceHtml: string | null, destination: ResolvedLocations['destination']): string | null {
  const destinationHtml = flightType === 'same-day' ? destination?.iframeHtml : flightType === 'one-way' ? destination?.oneWayIframeHtml : null;
  return priceHtml || destinationHtml || null;
}

const quoteFor = (options: QuoteOptions, now: Date): QuoteFor => ({ date: options.date ?? perthToday(now), language: options.language ?? 'en', party: options.party });

/** An airfield of the snapshot as the charges read it (decision 0069). */
export const airfieldOf = (place: SnapshotAirfield & { name: string }): ChargedAirfield => ({
  name: place.name,
  names: place.names,
  ...place.fees,
});

/** The charges stage's input for a quote (decision 0069): the region's settings, the airfields, the party or every seat. */
function chargesFor(snapshot: PricingSnapshot, key: { aircraftType: AircraftType; flightType: RouteFlightType; locations: ResolvedLocations; on: QuoteFor }): PriceCharges {
  const { departure, destination } = key.locations;
  const party: ChargedParty = key.on.party ? { given: true, ...key.on.party } : { given: false, seats: AIRCRAFT[key.aircraftType].capacity };
  return {
    flightType: key.flightType,
    departure: airfieldOf(departure),
    destination: destination ? airfieldOf(destination) : undefined,
    region: snapshot.regionCharges.get(departure.regionId) ?? NO_REGION_CHARGES,
    party,
  };
}

/**
 * The estimate in dollars, its lines and breakdown: the base price, the adjustments of the day that apply
 * (decision 0063), the region's and airfields' charges (decision 0069), the booking fee of the departure's
 * region on all of them, route figures.
 */
function pricedEstimate(
  snapshot: PricingSnapshot,
  key: { aircraftType: AircraftType; flightType: RouteFlightType; locations: ResolvedLocations; on: QuoteFor },
  price: ResolvedPrice,
  figures: RouteFigures | null,
  now: Date,
): Pick<Quote, 'estimate' | 'breakdown' | 'lines' | 'summary'> {
  if (price.isCustomRoute && price.baseCents === 0) return { estimate: PRICE_ON_REQUEST, lines: [], breakdown: null, summary: null };
  const { departure, destination } = key.locations;
  const adjustments = applicableAdjustments(snapshot.adjustments.get(departure.regionId) ?? [], {
    regionId: departure.regionId,
    aircraftType: key.aircraftType,
    flightType: key.flightType,
    departureId: departure.id,
    destinationId: destination?.id ?? null,
    date: key.on.date,
  });
  // A one-way flight ends at its destination; a return or scenic flight back at its departure (decision 0070).
  const end = key.flightType === 'one-way' && destination ? destination : departure;
  const positioning = positioningFor(snapshot, { aircraftType: key.aircraftType, regionId: departure.regionId, start: departure, end, language: key.on.language });
  const fee = snapshot.bookingFees.get(departure.regionId) ?? DEFAULT_BOOKING_FEE;
  const priced = priceLines({ baseCents: price.baseCents, adjustments, legs: positioning.lines, fee, language: key.on.language, charges: chargesFor(snapshot, key) });
  // The breakdown's base is every line before the booking fee, so its fee and total are the lines' (decision 0069).
  const { breakdown } = buildBreakdown({
    baseCents: priced.beforeFeeCents,
    aircraftType: key.aircraftType,
    fee,
    distanceKm: figures?.distanceKm ?? null,
    flightMinutes: figures?.flightMinutes ?? null,
    source: price.source,
    now,
  });
  return { estimate: priced.totalCents / 100, lines: priced.lines, breakdown, summary: positioning.summary };
}

/**
 * THE price resolver: what POST /api/calculate-price answers for (aircraft, flight type, departure,
 * destination) on a day (today in Perth unless `options.date`), and which source priced it. The public quote, the booking frame and the admin price grid
 * all call this one function, so staff see exactly what customers are quoted (decision 0028).
 */
export function sourcedQuote(
  snapshot: PricingSnapshot,
  aircraftType: AircraftType,
  flightType: FlightType,
  locations: ResolvedLocations,
  now: Date,
  options: QuoteOptions = {},
): SourcedQuote {
  if (flightType === 'pilot-training') return { quote: quoteTraining(aircraftType, locations), source: null };
  const flags = { isScenic: flightType === 'scenic', isPilotTraining: false };
  const { destination } = locations;
  if (destination && !destination.flightTypes.includes(flightType)) {
    return { quote: unavailable(flags, `${destination.name} does not offer ${flightType} flights`), source: null };
  }
  const figures = figuresFor(flightType, aircraftType, locations);
  const priceKey = { departureId: locations.departure.id, appContext: locations.departure.appContext, destination };
  const price = resolvePrice(snapshot, aircraftType, flightType, priceKey, figures);
  if (!price) return { quote: unavailable(flags), source: null };
  const quote: Quote = {
    bookingUrl: bookingUrlFor(flightType, locations),
    iframeHtml: iframeHtmlFor(flightType, price.iframeHtml, destination),
    isCustomRoute: price.isCustomRoute,
    message: null,
    ...flags,
    ...pricedEstimate(snapshot, { aircraftType, flightType, locations, on: quoteFor(options, now) }, price, figures, now),
  };
  return { quote, source: price.source };
}

/** The quote alone (see `sourcedQuote`). */
export function quote(
  snapshot: PricingSnapshot,
  aircraftType: AircraftType,
  flightType: FlightType,
  locations: ResolvedLocations,
  now: Date,
  options: QuoteOptions = {},
): Quote {
  return sourcedQuote(snapshot, aircraftType, flightType, locations, now, options).quote;
}

/** The aircraft the picker offers: exactly those `quote` would price, so the two never disagree. */
export function availableAircraft(snapshot: PricingSnapshot, flightType: FlightType, locations: ResolvedLocations, now: Date): AircraftType[] {
  return AIRCRAFT_TYPES.filter((type) => quote(snapshot, type, flightType, locations, now).estimate !== NOT_AVAILABLE);
}
