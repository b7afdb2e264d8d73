import { z } from 'zod';
import { PARTY_LIMITS } from './party-rules';

// The rules that need no zod live in ./party-rules, so the web app's first chunk can use them; they are
// re-exported here, so that everything about the party is imported from this one module.
export * from './party-rules';

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

/**
 * Who flies: the party a visitor states once ("Who's flying?") and every price, card and request carries.
 * Children are under 12 (the age split of the WeChat form); the weights are optional and, when given, are
 * checked against the aircraft's payload, which includes luggage.
 */
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
