import type { RouteFlightType } from '../flight-types';
import type { Language } from '../language-codes';
import { percentText } from '../date-adjustments';

/**
 * The charges stage of the price resolver (decision 0069): after the flying lines (the flight and its
 * adjustments, the positioning legs once they exist), before the booking fee. Pure: the resolver passes the
 * flying cents, the two airfields, the region's settings and the party.
 */

/** What one airfield (a departure or a destination) charges, in cents; null where it charges nothing. */
export interface AirfieldFees {
  landingCents: number | null;
  parkingCents: number | null;
}

/** An airfield as the charges read it: its name in each language and its fees. */
export interface ChargedAirfield extends AirfieldFees {
  name: string;
  names: Partial<Record<Language, string>>;
}

/** A region's charges: a fuel surcharge in hundredths of a percent of the flying, a levy per passenger. */
export interface RegionCharges {
  fuelHundredths: number;
  levyCents: number;
  /** A child's levy (under 12); null: the same as an adult's. */
  childLevyCents: number | null;
}

export const NO_REGION_CHARGES: RegionCharges = { fuelHundredths: 0, levyCents: 0, childLevyCents: null };

/** Who the per-passenger charges are for: the party given, else every seat of the aircraft. */
export type ChargedParty = { given: true; adults: number; children: number } | { given: false; seats: number };

export interface ChargeInput {
  /** The flying lines' sum: the fuel surcharge is a percentage of it. */
  flyingCents: number;
  flightType: RouteFlightType;
  departure: ChargedAirfield;
  destination: ChargedAirfield | undefined;
  region: RegionCharges;
  party: ChargedParty;
  language: Language;
}

export const CHARGE_LINE_KINDS = ['fuel', 'airfield', 'passenger'] as const;
export type ChargeLineKind = (typeof CHARGE_LINE_KINDS)[number];

export interface ChargeLine {
  kind: ChargeLineKind;
  label: string;
  amount: number;
}

/** The rule staff read beside the airfield fees, word for word what `airfieldCharges` does. */
export const AIRFIELD_FEES_RULE_TEXT =
  'A landing fee is charged for each landing at the airfield: a destination on a one-way or return flight, the departure ' +
  'when the flight comes back to it (return and scenic flights). A parking fee is charged at the destination of a return ' +
  'flight, where the aircraft waits. A scenic flight does not land at its destination. On a trip of several legs, each leg ' +
  'pays the landing fee where it ends, and the parking fee where the aircraft waits before the next leg. Blank: the airfield ' +
  'charges nothing.';

interface ChargeWords {
  fuel: string;
  landing: string;
  parking: string;
  levy: string;
  childLevy: string;
  seats: (n: number) => string;
  /** A fee at an airfield: 'Landing fee, Rottnest Island'. */
  at: (fee: string, airfield: string) => string;
}

/** The charges' labels in the visitor's language (beside PRICE_LINE_WORDS). */
export const CHARGE_WORDS: Record<Language, ChargeWords> = {
  en: { fuel: 'Fuel surcharge', landing: 'Landing fee', parking: 'Parking fee', levy: 'Passenger levy', childLevy: 'Passenger levy, children', seats: (n) => `every seat, ${n}`, at: (fee, airfield) => `${fee}, ${airfield}` },
  zh: { fuel: '燃油附加费', landing: '降落费', parking: '停机费', levy: '乘客税费', childLevy: '乘客税费（儿童）', seats: (n) => `按全部 ${n} 个座位`, at: (fee, airfield) => `${fee}：${airfield}` },
  hi: { fuel: 'ईंधन अधिभार', landing: 'लैंडिंग शुल्क', parking: 'पार्किंग शुल्क', levy: 'यात्री शुल्क', childLevy: 'यात्री शुल्क, बच्चे', seats: (n) => `सभी ${n} सीटें`, at: (fee, airfield) => `${fee}, ${airfield}` },
};

const nameIn = (airfield: ChargedAirfield, language: Language) => airfield.names[language]?.trim() || airfield.name;

/** Which airfield charges which fee on a flight type (AIRFIELD_FEES_RULE_TEXT). */
function chargedFees(input: Pick<ChargeInput, 'flightType' | 'departure' | 'destination'>): { airfield: ChargedAirfield; fee: 'landing' | 'parking' }[] {
  const { flightType, departure, destination } = input;
  const away = flightType === 'scenic' ? [] : destination ? [{ airfield: destination, fee: 'landing' as const }] : [];
  const parking = flightType === 'same-day' && destination ? [{ airfield: destination, fee: 'parking' as const }] : [];
  const home = flightType === 'one-way' ? [] : [{ airfield: departure, fee: 'landing' as const }];
  return [...away, ...parking, ...home];
}

/** One fee an airfield charges, as lines: one labelled with the airfield's name, none where it charges nothing. */
function feeLines(charged: readonly { airfield: ChargedAirfield; fee: 'landing' | 'parking' }[], language: Language): ChargeLine[] {
  const words = CHARGE_WORDS[language];
  return charged.flatMap(({ airfield, fee }) => {
    const cents = fee === 'landing' ? airfield.landingCents : airfield.parkingCents;
    if (!cents) return [];
    return [{ kind: 'airfield' as const, label: words.at(words[fee], nameIn(airfield, language)), amount: cents }];
  });
}

/** The landing and parking fees of a flight, one line per fee, labelled with the airfield's name. */
export function airfieldCharges(input: ChargeInput): ChargeLine[] {
  return feeLines(chargedFees(input), input.language);
}

/** Where a trip's leg lands (decision 0070), and whether the aircraft waits there before the next leg. */
export interface TripLanding {
  airfield: ChargedAirfield;
  waits: boolean;
}

/** A trip's charges: those of a flight, with a landing fee at each leg's end and parking where the aircraft waits. */
export type TripChargeInput = Omit<ChargeInput, 'flightType' | 'departure' | 'destination'> & { landings: readonly TripLanding[] };

/** Every charge of a trip, in the order of CHARGE_LINE_KINDS. */
export function tripChargeLines(input: TripChargeInput): ChargeLine[] {
  const fees = input.landings.flatMap(({ airfield, waits }) => [
    { airfield, fee: 'landing' as const },
    ...(waits ? [{ airfield, fee: 'parking' as const }] : []),
  ]);
  return [...fuelCharge(input), ...feeLines(fees, input.language), ...passengerCharges(input)];
}

/** The fuel surcharge: the region's percentage of the flying cents (none on a flight of nothing). */
export function fuelCharge(input: Pick<ChargeInput, 'flyingCents' | 'region' | 'language'>): ChargeLine[] {
  const hundredths = input.region.fuelHundredths;
  const cents = input.flyingCents > 0 ? Math.round((input.flyingCents * hundredths) / 10_000) : 0;
  if (cents <= 0) return [];
  return [{ kind: 'fuel', label: `${CHARGE_WORDS[input.language].fuel} (${percentText(hundredths).replace('+', '')})`, amount: cents }];
}

/** The passenger levy: one line for the party (two when children pay another levy), or for every seat without a party. */
export function passengerCharges(input: Pick<ChargeInput, 'party' | 'region' | 'language'>): ChargeLine[] {
  const { party, region } = input;
  const words = CHARGE_WORDS[input.language];
  const line = (label: string, count: number, cents: number): ChargeLine[] =>
    count > 0 && cents > 0 ? [{ kind: 'passenger', label: `${label} × ${count}`, amount: count * cents }] : [];
  if (!party.given) {
    const cents = party.seats * region.levyCents;
    return cents > 0 ? [{ kind: 'passenger', label: `${words.levy} (${words.seats(party.seats)})`, amount: cents }] : [];
  }
  const childCents = region.childLevyCents ?? region.levyCents;
  if (childCents === region.levyCents) return line(words.levy, party.adults + party.children, region.levyCents);
  return [...line(words.levy, party.adults, region.levyCents), ...line(words.childLevy, party.children, childCents)];
}

/** Every charge of the stage, in the order of CHARGE_LINE_KINDS. */
export function chargeLines(input: ChargeInput): ChargeLine[] {
  return [...fuelCharge(input), ...airfieldCharges(input), ...passengerCharges(input)];
}
