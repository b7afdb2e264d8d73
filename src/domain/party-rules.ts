import { AIRCRAFT, currentAircraftId, type AircraftSpec } from './aircraft';
import type { Language } from './language-codes';
import type { Party } from './party';
import { PARTY_PARAMS } from './party-params';

/**
 * The party's rules without zod (its schema is in ./party, which re-exports all of this), so that the web
 * app's first chunk can carry the party, its limits and its address without zod's weight.
 */
export const PARTY_LIMITS = { people: 50, weightKg: 5000 } as const;

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
  (AIRCRAFT as Partial<Record<string, AircraftSpec>>)[currentAircraftId(aircraftType)];

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

/** The issue code of a request refused because its aircraft cannot take its party (its message is in the visitor's language). */
export const PARTY_LIMIT_CODE = 'party_limit';

/** The party's address parameters live in party-params.ts, so embed.js can name them without this module. */
export { PARTY_PARAMS };

/** A head count as the schema takes it (a whole number from 0 to the limit), else undefined. */
function readCount(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= PARTY_LIMITS.people ? n : undefined;
}

/** A weight as the schema takes it (more than 0 kg, at most the limit); 0 or anything else is no weight. */
function readKilograms(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 && n <= PARTY_LIMITS.weightKg ? n : undefined;
}

/**
 * The party an address names; a field it cannot read falls back to the default, and a party the schema
 * would refuse (nobody, or more than the limit) is the default party. Agrees with partySchema (party.test.ts).
 */
export function partyFromParams(params: URLSearchParams): Party {
  const read = (key: keyof typeof PARTY_PARAMS) => {
    const raw = params.get(PARTY_PARAMS[key]);
    return raw === null || raw.trim() === '' ? undefined : raw;
  };
  const party: Party = {
    adults: readCount(read('adults')) ?? DEFAULT_PARTY.adults,
    children: readCount(read('children')) ?? DEFAULT_PARTY.children,
    weightKg: readKilograms(read('weightKg')),
    baggageKg: readKilograms(read('baggageKg')),
  };
  const size = partySize(party);
  return size >= 1 && size <= PARTY_LIMITS.people ? party : DEFAULT_PARTY;
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

/** Two parties are the same people and weights (what the address and a request compare). */
export const sameParty = (a: Party, b: Party): boolean =>
  a.adults === b.adults && a.children === b.children && a.weightKg === b.weightKg && a.baggageKg === b.baggageKg;
