import { AIRCRAFT, type AircraftType } from '../aircraft';
import { DEFAULT_BOOKING_FEE, bookingFeeCents } from '../booking-fee';
import { applicableAdjustments } from '../date-adjustments';
import type { Language } from '../language-codes';
import { perPersonCents } from '../per-person';
import { PRICE_HOLD_MINUTES } from '../price-breakdown';
import { PRICE_LINE_WORDS, priceLines, type PriceLine } from '../price-lines';
import type { PriceSource } from '../pricing-sources';
import { routeFigures, type RouteFigures } from '../route-math';
import { NO_REGION_CHARGES, tripChargeLines, type TripLanding } from './charges';
import { positioningFor, type PositioningLeg } from './positioning';
import { airfieldOf, resolvePrice, type QuoteParty } from './resolver';
import { homeKey, type PricingSnapshot, type SnapshotDeparture, type SnapshotDestination } from './snapshot';

/**
 * A place of a trip (decision 0070), found by its slug: a leg starts at the departure of that slug (else the
 * destination), and ends at the destination of that slug (else the departure), so each leg is priced as the
 * one-way flight between them by the one resolver.
 */
export interface TripPlace {
  value: string;
  name: string;
  regionId: number;
  latitude: number | null;
  longitude: number | null;
  departure: SnapshotDeparture | undefined;
  destination: SnapshotDestination | undefined;
}

export interface ResolvedTripLeg {
  from: TripPlace;
  to: TripPlace;
  date: string;
  waitMinutes: number;
}

export interface PricedTripLeg {
  leg: ResolvedTripLeg;
  figures: RouteFigures | null;
  source: PriceSource;
}

export interface PricedTrip {
  lines: PriceLine[];
  totalCents: number;
  feeCents: number;
  perPersonCents: number;
  legs: PricedTripLeg[];
  positioning: PositioningLeg[];
  summary: string | null;
  validUntil: string;
}

/** A leg no price source covers (1-based index), for the refusal in words. */
export interface UnpricedLeg {
  unpriced: number[];
}

const LEG_WORDS: Record<Language, (n: number, from: string, to: string) => string> = {
  en: (n, from, to) => `Leg ${n}: ${from} – ${to}`,
  zh: (n, from, to) => `第${n}段：${from} – ${to}`,
  hi: (n, from, to) => `चरण ${n}: ${from} – ${to}`,
};

const WAIT_WORDS: Record<Language, (place: string, minutes: number) => string> = {
  en: (place, minutes) => `Waiting at ${place} (${minutes} min)`,
  zh: (place, minutes) => `在${place}地面等候（${minutes}分钟）`,
  hi: (place, minutes) => `${place} पर प्रतीक्षा (${minutes} मिनट)`,
};

const NO_FEE = { percent: 0, minimumCents: 0 };

const pointOf = (place: TripPlace) => (place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null);

/** The leg's base price by the resolver, as a one-way flight from `from` to `to` (null: no source prices it). */
function legBase(snapshot: PricingSnapshot, aircraftType: AircraftType, leg: ResolvedTripLeg) {
  const figures = routeFigures('one-way', aircraftType, pointOf(leg.from), pointOf(leg.to));
  const appContext = (leg.from.departure ?? leg.from.destination)?.appContext ?? 'main';
  // A destination that sells no one-way flight (a scenic-only row) is a place only: its blank one-way price must not refuse the leg.
  const destination = leg.to.destination?.flightTypes.includes('one-way') ? leg.to.destination : undefined;
  const price = resolvePrice(snapshot, aircraftType, 'one-way', { departureId: leg.from.departure?.id ?? null, appContext, destination }, figures);
  return price ? { price, figures } : null;
}

/** One leg's lines: its flight and the adjustments of its own day (each on its base), without a fee. */
function legLines(snapshot: PricingSnapshot, input: { aircraftType: AircraftType; language: Language; n: number; leg: ResolvedTripLeg; baseCents: number }): PriceLine[] {
  const { leg } = input;
  const adjustments = applicableAdjustments(snapshot.adjustments.get(leg.from.regionId) ?? [], {
    regionId: leg.from.regionId,
    aircraftType: input.aircraftType,
    flightType: 'one-way',
    departureId: leg.from.departure?.id ?? null,
    destinationId: leg.to.destination?.id ?? null,
    date: leg.date,
  });
  const { lines } = priceLines({ baseCents: input.baseCents, adjustments, fee: NO_FEE, language: input.language });
  return lines.map((line) => (line.kind === 'flight' ? { ...line, label: LEG_WORDS[input.language](input.n, leg.from.name, leg.to.name) } : line));
}

/** The 'waiting' lines: each wait after a leg at the region's waiting rate for the aircraft (none set: not charged). */
function waitingLines(snapshot: PricingSnapshot, aircraftType: AircraftType, regionId: number, legs: readonly ResolvedTripLeg[], language: Language): PriceLine[] {
  const rate = snapshot.homes.get(homeKey(regionId, aircraftType))?.waitingRateCents ?? null;
  if (rate === null) return [];
  return legs.flatMap((leg) => {
    const amount = Math.round((rate * leg.waitMinutes) / 60);
    return amount > 0 ? [{ kind: 'waiting' as const, label: WAIT_WORDS[language](leg.to.name, leg.waitMinutes), amount }] : [];
  });
}

const FLYING_KINDS: ReadonlySet<PriceLine['kind']> = new Set(['flight', 'adjustment', 'positioning']);

/** Where a leg lands: the destination of that slug, else the departure (as the leg was priced). */
const landingOf = (leg: ResolvedTripLeg): TripLanding | null => {
  const airfield = leg.to.destination ?? leg.to.departure;
  return airfield ? { airfield: airfieldOf(airfield), waits: leg.waitMinutes > 0 } : null;
};

/**
 * The trip's charges (decision 0069): the fuel surcharge on the flying (the legs with their adjustments and the
 * positioning), a landing fee where each leg ends and parking where the aircraft waits, the levy of the party.
 */
function tripCharges(snapshot: PricingSnapshot, input: TripInput, lines: readonly PriceLine[]): PriceLine[] {
  const flyingCents = lines.reduce((sum, line) => (FLYING_KINDS.has(line.kind) ? sum + line.amount : sum), 0);
  return tripChargeLines({
    flyingCents,
    landings: input.legs.flatMap((leg) => landingOf(leg) ?? []),
    region: snapshot.regionCharges.get(input.regionId) ?? NO_REGION_CHARGES,
    party: { given: true, ...(input.party ?? { adults: input.passengers, children: 0 }) },
    language: input.language,
  });
}

/** What a trip is priced for: the aircraft, the region, the party (all adults when only a count is given), the legs. */
export interface TripInput {
  aircraftType: AircraftType;
  regionId: number;
  passengers: number;
  party?: QuoteParty;
  legs: readonly ResolvedTripLeg[];
  language: Language;
  now: Date;
}

/**
 * The whole trip as one estimate (decision 0070): each leg's base price and its day's adjustments, the
 * waiting on the ground, positioning out to the first departure and home from the last arrival, the charges,
 * then the region's booking fee on all of it. `unpriced` lists the legs no source prices (nothing is quoted then).
 */
export function priceTrip(
  snapshot: PricingSnapshot,
  input: TripInput,
): PricedTrip | UnpricedLeg {
  const bases = input.legs.map((leg) => legBase(snapshot, input.aircraftType, leg));
  const unpriced = bases.flatMap((base, i) => (base ? [] : [i + 1]));
  if (unpriced.length > 0) return { unpriced };
  const priced = bases.map((base, i) => ({ leg: input.legs[i]!, figures: base!.figures, source: base!.price.source }));
  const lines = input.legs.flatMap((leg, i) => legLines(snapshot, { ...input, n: i + 1, leg, baseCents: bases[i]!.price.baseCents }));
  lines.push(...waitingLines(snapshot, input.aircraftType, input.regionId, input.legs, input.language));
  const first = input.legs[0]!.from;
  const last = input.legs[input.legs.length - 1]!.to;
  const positioning = positioningFor(snapshot, { aircraftType: input.aircraftType, regionId: input.regionId, start: first, end: last, language: input.language });
  lines.push(...positioning.lines);
  lines.push(...tripCharges(snapshot, input, lines));
  const beforeFee = lines.reduce((sum, line) => sum + line.amount, 0);
  const feeCents = bookingFeeCents(beforeFee, snapshot.bookingFees.get(input.regionId) ?? DEFAULT_BOOKING_FEE);
  if (feeCents > 0) lines.push({ kind: 'fee', label: PRICE_LINE_WORDS[input.language].fee, amount: feeCents });
  const totalCents = beforeFee + feeCents;
  return {
    lines,
    totalCents,
    feeCents,
    perPersonCents: perPersonCents(totalCents, input.passengers, AIRCRAFT[input.aircraftType].capacity),
    legs: priced,
    positioning: positioning.legs,
    summary: positioning.summary,
    validUntil: new Date(input.now.getTime() + PRICE_HOLD_MINUTES * 60_000).toISOString(),
  };
}

export const isUnpriced = (trip: PricedTrip | UnpricedLeg): trip is UnpricedLeg => 'unpriced' in trip;
