import type { Language } from '../language-codes';

/** Who actually flies, as the visitor types it when accepting: each passenger's name and weight, and the bags. */
export interface Manifest {
  passengers: readonly { name: string; weightKg: number }[];
  baggageKg: number;
}

/** The aircraft as the quote's version keeps it. */
export interface QuotedAircraft {
  aircraftName: string;
  seats: number;
  payloadKg: number;
}

/** The limit a manifest breaks. */
export type ManifestLimit = { kind: 'seats'; seats: number; passengers: number } | { kind: 'payload'; payloadKg: number; loadKg: number };

/** What the manifest weighs in kg, the passengers and their baggage, rounded to the kilogram. */
export const manifestLoadKg = (manifest: Manifest): number => Math.round(manifest.passengers.reduce((sum, p) => sum + p.weightKg, 0) + manifest.baggageKg);

/**
 * The first limit the manifest breaks on the quoted aircraft, or null when it fits. Like party-rules.ts's
 * `partyLimit`, but against the seats and payload the quote froze (the catalogue may change after), and with
 * the weights the visitor typed one by one.
 */
export function manifestLimit(aircraft: Pick<QuotedAircraft, 'seats' | 'payloadKg'>, manifest: Manifest): ManifestLimit | null {
  if (manifest.passengers.length > aircraft.seats) return { kind: 'seats', seats: aircraft.seats, passengers: manifest.passengers.length };
  const loadKg = manifestLoadKg(manifest);
  if (loadKg > aircraft.payloadKg) return { kind: 'payload', payloadKg: aircraft.payloadKg, loadKg };
  return null;
}

/** The refusal in the visitor's words, naming the limit ("The party weighs 342 kg with baggage; this aircraft carries 300 kg"). */
export function manifestLimitText(limit: ManifestLimit, language: Language): string {
  if (limit.kind === 'seats') {
    if (language === 'zh') return `这架飞机有 ${limit.seats} 个座位；您填写了 ${limit.passengers} 位乘客`;
    if (language === 'hi') return `इस विमान में ${limit.seats} सीटें हैं; आपने ${limit.passengers} यात्री लिखे हैं`;
    return `This aircraft has ${limit.seats} seats; you listed ${limit.passengers} passengers`;
  }
  if (language === 'zh') return `乘客和行李共重 ${limit.loadKg} 公斤；这架飞机最多载重 ${limit.payloadKg} 公斤`;
  if (language === 'hi') return `यात्रियों और सामान का वज़न ${limit.loadKg} किग्रा है; यह विमान ${limit.payloadKg} किग्रा ले जाता है`;
  return `The party weighs ${limit.loadKg} kg with baggage; this aircraft carries ${limit.payloadKg} kg`;
}
