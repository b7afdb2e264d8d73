import type { AircraftType } from '../aircraft';
import type { Language } from '../language-codes';
import type { PriceLine } from '../price-lines';
import { greatCircleKm, legMinutes, type LatLng } from '../route-math';
import { homeKey, ruleKey, type PricingSnapshot, type SnapshotDeparture, type SnapshotHome } from './snapshot';

/** The positioning rule in words (decision 0070): the admin panel shows it beside the settings. */
export const POSITIONING_RULE_TEXT =
  'A flight that does not start at the aircraft\'s home airfield adds the empty leg from home to its departure; a flight ' +
  'that does not end at home adds the empty leg back home. Each leg is charged for its flight time (great-circle distance ' +
  'at the aircraft\'s cruise speed plus 5 minutes) at the ferry rate per hour, or at the given percentage of the ' +
  'aircraft\'s per-hour rate. A leg whose far end lies within the free radius of home is not charged. Without a home ' +
  'airfield there is no positioning. The booking fee is charged on the positioning too.';

/** A place a flight starts or ends at, as the positioning stage needs it. */
export interface PositioningPlace {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** One empty leg: out from home to the first departure, or home from the last arrival. */
export interface PositioningLeg {
  direction: 'out' | 'home';
  distanceKm: number;
  flightMinutes: number;
  amountCents: number;
}

export interface Positioning {
  /** The home airfield's name; null when the aircraft has none in the region (no positioning). */
  home: string | null;
  legs: PositioningLeg[];
  /** 'positioning' lines, in the visitor's language, in the order flown (out first). */
  lines: PriceLine[];
  /** "Includes the return of the aircraft to Jandakot": null when nothing is added. */
  summary: string | null;
}

const LINE_WORDS: Record<Language, { out: (home: string) => string; home: (home: string) => string }> = {
  en: { out: (h) => `Positioning from ${h}`, home: (h) => `Return of the aircraft to ${h}` },
  zh: { out: (h) => `从${h}调机`, home: (h) => `飞机返回${h}` },
  hi: { out: (h) => `${h} से विमान की पोज़िशनिंग`, home: (h) => `विमान की ${h} वापसी` },
};

const SUMMARY_WORDS: Record<Language, { both: (home: string) => string; out: (home: string) => string; home: (home: string) => string }> = {
  en: {
    both: (h) => `Includes positioning from ${h} and the return of the aircraft to ${h}`,
    out: (h) => `Includes positioning of the aircraft from ${h}`,
    home: (h) => `Includes the return of the aircraft to ${h}`,
  },
  zh: { both: (h) => `含从${h}调机及飞机返回${h}`, out: (h) => `含从${h}调机`, home: (h) => `含飞机返回${h}` },
  hi: {
    both: (h) => `${h} से पोज़िशनिंग और विमान की ${h} वापसी शामिल है`,
    out: (h) => `${h} से विमान की पोज़िशनिंग शामिल है`,
    home: (h) => `विमान की ${h} वापसी शामिल है`,
  },
};

const NONE: Positioning = { home: null, legs: [], lines: [], summary: null };

const pointOf = (place: PositioningPlace): LatLng | null =>
  place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null;

/** Cents per flight hour of positioning: the ferry rate, or the percentage of the per-hour rule (none: not charged). */
function hourlyCents(snapshot: PricingSnapshot, aircraftType: AircraftType, home: SnapshotHome, homePlace: SnapshotDeparture): number {
  if (home.unit === 'ferry-rate') return home.value;
  const rule = snapshot.rules.get(ruleKey(aircraftType, homePlace.appContext));
  return rule ? (rule.basePriceCents * home.value) / 10_000 : 0;
}

/** The empty leg between home and `place`, or null when it is not charged (within the free radius, no coordinates, no rate). */
function legTo(place: PositioningPlace, homePoint: LatLng, home: SnapshotHome, aircraftType: AircraftType, centsPerHour: number, direction: PositioningLeg['direction']): PositioningLeg | null {
  const point = pointOf(place);
  if (!point) return null;
  const distanceKm = greatCircleKm(homePoint, point);
  if (distanceKm <= home.freeRadiusKm) return null;
  const flightMinutes = legMinutes(distanceKm, aircraftType);
  const amountCents = Math.round((centsPerHour * flightMinutes) / 60);
  return amountCents > 0 ? { direction, distanceKm, flightMinutes, amountCents } : null;
}

function summaryOf(legs: PositioningLeg[], homeName: string, language: Language): string | null {
  const words = SUMMARY_WORDS[language];
  const out = legs.some((leg) => leg.direction === 'out');
  const back = legs.some((leg) => leg.direction === 'home');
  if (out && back) return words.both(homeName);
  if (out) return words.out(homeName);
  return back ? words.home(homeName) : null;
}

/**
 * The positioning stage (decision 0070): after the date adjustments, before the charges and the booking fee.
 * `start` is where the flight (or trip) first departs, `end` where it last arrives.
 */
export function positioningFor(
  snapshot: PricingSnapshot,
  input: { aircraftType: AircraftType; regionId: number; start: PositioningPlace; end: PositioningPlace; language: Language },
): Positioning {
  const home = snapshot.homes.get(homeKey(input.regionId, input.aircraftType));
  const homePlace = home ? snapshot.departuresById.get(home.departureId) : undefined;
  const homePoint = homePlace ? pointOf(homePlace) : null;
  if (!home || !homePlace || !homePoint) return NONE;
  const centsPerHour = hourlyCents(snapshot, input.aircraftType, home, homePlace);
  const legs = [
    legTo(input.start, homePoint, home, input.aircraftType, centsPerHour, 'out'),
    legTo(input.end, homePoint, home, input.aircraftType, centsPerHour, 'home'),
  ].filter((leg): leg is PositioningLeg => leg !== null);
  const words = LINE_WORDS[input.language];
  return {
    home: homePlace.name,
    legs,
    lines: legs.map((leg) => ({ kind: 'positioning', label: words[leg.direction](homePlace.name), amount: leg.amountCents })),
    summary: summaryOf(legs, homePlace.name, input.language),
  };
}
