import { z } from 'zod';
import { AIRCRAFT, LEGACY_AIRCRAFT_ALIASES, type AircraftSpec } from './aircraft';
import type { Language } from './language-codes';
import { PARTY_PARAMS } from './party-params';

/**
 * Who flies: the party a visitor states once ("Who's flying?") and every price, card and request carries.
 * Children are under 12 (the age split of the WeChat form); the weights are optional and, when given, are
 * checked against the aircraft's payload, which includes luggage.
 */
export const PARTY_LIMITS = { people: 50, weightKg: 5000 } as const;

const count = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} cannot be less than ${min}` })
    .max(PARTY_LIMITS.people, { error: `${label} must be at most ${PARTY_LIMITS.people}` });
const kilograms = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .positive({ error: `${label} cannot be negative` })
      .max(PARTY_LIMITS.weightKg, { error: `${label} must be at most ${PARTY_LIMITS.weightKg} kg` })
      .optional(),
  );

export const partySchema = z
  .object({
    adults: count('Adults', 0).default(1),
    children: count('Children', 0).default(0),
    /** The whole party's weight in kg, when the visitor gives it. */
    weightKg: kilograms('Total passenger weight'),
    baggageKg: kilograms('Total baggage weight'),
  })
  .refine((p) => p.adults + p.children >= 1, { error: 'The party must have at least one passenger', path: ['adults'] })
  .refine((p) => p.adults + p.children <= PARTY_LIMITS.people, { error: `The party can be at most ${PARTY_LIMITS.people} passengers`, path: ['children'] });
export type Party = z.infer<typeof partySchema>;

export const DEFAULT_PARTY: Party = { adults: 1, children: 0 };

export const partySize = (party: Pick<Party, 'adults' | 'children'>): number => party.adults + party.children;

/** Passengers and bags together, in kg: what the payload must carry. Undefined while no weight is given. */
export function partyLoadKg(party: Party): number | undefined {
  if (party.weightKg === undefined && party.baggageKg === undefined) return undefined;
  return (party.weightKg ?? 0) + (party.baggageKg ?? 0);
}

/** Why an aircraft cannot take this party: too few seats, or too little payload for the weight given. */
export type PartyLimit =
  | { kind: 'seats'; capacity: number; size: number }
  | { kind: 'payload'; payloadKg: number; loadKg: number };

const specOf = (aircraftType: string): AircraftSpec | undefined =>
  (AIRCRAFT as Partial<Record<string, AircraftSpec>>)[LEGACY_AIRCRAFT_ALIASES[aircraftType] ?? aircraftType];

/** The first limit this party breaks on this aircraft, or null when it fits (or the aircraft is unknown). */
export function partyLimit(aircraftType: string, party: Party): PartyLimit | null {
  const spec = specOf(aircraftType);
  if (!spec) return null;
  const size = partySize(party);
  if (size > spec.capacity) return { kind: 'seats', capacity: spec.capacity, size };
  const loadKg = partyLoadKg(party);
  if (loadKg !== undefined && loadKg > spec.payloadKg) return { kind: 'payload', payloadKg: spec.payloadKg, loadKg };
  return null;
}

const group = (n: number, language: Language) => new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : language === 'hi' ? 'hi-IN' : 'en-AU').format(n);

/**
 * The limit in the visitor's words, short enough for an aircraft card ("Seats 3; your party is 4"). The server
 * answers the same sentence, after the aircraft's name, when it refuses a request.
 */
export function partyLimitText(limit: PartyLimit, language: Language): string {
  if (limit.kind === 'seats') {
    const { capacity, size } = limit;
    if (language === 'zh') return `可坐 ${capacity} 人；您的团体有 ${size} 人`;
    if (language === 'hi') return `${capacity} सीटें; आपके दल में ${size} लोग हैं`;
    return `Seats ${capacity}; your party is ${size}`;
  }
  const payload = group(limit.payloadKg, language);
  const load = group(limit.loadKg, language);
  if (language === 'zh') return `最多载重 ${payload} 公斤（含行李）；您的团体和行李共 ${load} 公斤`;
  if (language === 'hi') return `अधिकतम ${payload} किग्रा (सामान सहित); आपका दल और सामान ${load} किग्रा`;
  return `Carries ${payload} kg including bags; your party and bags weigh ${load} kg`;
}

/** The party's address parameters live in party-params.ts, so embed.js can name them without zod. */
export { PARTY_PARAMS };

/** The party an address names; anything unreadable falls back to the default, field by field. */
export function partyFromParams(params: URLSearchParams): Party {
  const read = (key: keyof typeof PARTY_PARAMS) => {
    const raw = params.get(PARTY_PARAMS[key]);
    return raw === null || raw.trim() === '' ? undefined : raw;
  };
  const field = <K extends keyof Party>(key: K): Party[K] | undefined => {
    const parsed = partySchema.safeParse({ ...DEFAULT_PARTY, [key]: read(key) });
    return parsed.success ? parsed.data[key] : undefined;
  };
  const party: Party = {
    adults: field('adults') ?? DEFAULT_PARTY.adults,
    children: field('children') ?? DEFAULT_PARTY.children,
    weightKg: field('weightKg'),
    baggageKg: field('baggageKg'),
  };
  return partySchema.safeParse(party).success ? party : DEFAULT_PARTY;
}

/** Writes the party into the parameters; the default party and absent weights leave no trace. */
export function writePartyParams(params: URLSearchParams, party: Party): void {
  const isDefault = party.adults === DEFAULT_PARTY.adults && party.children === DEFAULT_PARTY.children;
  const values: Record<keyof typeof PARTY_PARAMS, number | undefined> = {
    adults: isDefault ? undefined : party.adults,
    children: isDefault || party.children === 0 ? undefined : party.children,
    weightKg: party.weightKg,
    baggageKg: party.baggageKg,
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof PARTY_PARAMS, number | undefined][]) {
    if (value === undefined) params.delete(PARTY_PARAMS[key]);
    else params.set(PARTY_PARAMS[key], String(value));
  }
}
