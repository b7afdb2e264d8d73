import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTY, partyFromParams, partyLimit, partyLimitText, partySchema, sameParty, writePartyParams, type Party } from './party';

describe('party', () => {
  it('seats and payload: the first limit broken, in the visitor language', () => {
    expect(partyLimit('3-passengers', { adults: 3, children: 0 })).toBeNull();
    const seats = partyLimit('3-passengers', { adults: 3, children: 1 });
    expect(seats).toEqual({ kind: 'seats', capacity: 3, size: 4 });
    expect(partyLimitText(seats!, 'en')).toBe('Seats 3; your party is 4');
    const payload = partyLimit('3-passengers', { adults: 2, children: 0, weightKg: 250, baggageKg: 60 });
    expect(payload).toEqual({ kind: 'payload', payloadKg: 300, loadKg: 310 });
    expect(partyLimitText(payload!, 'zh')).toContain('300 公斤');
    expect(partyLimit('cessna-210', { adults: 5, children: 0 })).toBeNull();
    expect(partyLimit('unknown-type', { adults: 40, children: 0 })).toBeNull();
  });

  it('refuses an empty or oversized party and negative weights in words', () => {
    expect(partySchema.safeParse({ adults: 0, children: 0 }).error?.issues[0]?.message).toBe('The party must have at least one passenger');
    expect(partySchema.safeParse({ adults: 40, children: 20 }).error?.issues[0]?.message).toBe('The party can be at most 50 passengers');
    expect(partySchema.safeParse({ adults: 1, weightKg: -5 }).error?.issues[0]?.message).toBe('Total passenger weight cannot be negative');
    expect(partySchema.parse({})).toEqual(DEFAULT_PARTY);
  });

  it('round-trips through the address and ignores what it cannot read', () => {
    const params = new URLSearchParams('region=WA');
    writePartyParams(params, { adults: 2, children: 2, weightKg: 260, baggageKg: 30 });
    expect(params.toString()).toBe('region=WA&adults=2&children=2&weight=260&bags=30');
    expect(partyFromParams(params)).toEqual({ adults: 2, children: 2, weightKg: 260, baggageKg: 30 });
    writePartyParams(params, DEFAULT_PARTY);
    expect(params.toString()).toBe('region=WA');
    expect(partyFromParams(new URLSearchParams('adults=x&children=-1&weight=abc'))).toEqual(DEFAULT_PARTY);
  });
});

describe('party address without zod', () => {
  it('reads what the schema would take, field by field, and the default for a party the schema refuses', () => {
    const field = fc.oneof(fc.constant(''), fc.constant('0'), fc.integer({ min: -5, max: 60 }).map(String), fc.double({ min: -10, max: 6000, noNaN: true }).map(String), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.record({ adults: field, children: field, weight: field, bags: field }), (raw) => {
        const party = partyFromParams(new URLSearchParams(raw));
        // Whatever the address says, the party read is one the schema takes as it is.
        expect(partySchema.parse(party)).toEqual(party);
        const one = (key: keyof Party, param: keyof typeof raw) => {
          const alone = partySchema.shape[key].safeParse(raw[param].trim() === '' ? undefined : raw[param]);
          return alone.success ? (alone.data as number | undefined) : undefined;
        };
        // Each field as the schema alone reads it; a whole party it refuses is the default party.
        const fields = { adults: one('adults', 'adults') ?? 1, children: one('children', 'children') ?? 0, weightKg: one('weightKg', 'weight'), baggageKg: one('baggageKg', 'bags') };
        expect(party).toEqual(partySchema.safeParse(fields).success ? fields : DEFAULT_PARTY);
      }),
    );
  });

  it('keeps a party of children only, and compares parties field by field', () => {
    expect(partyFromParams(new URLSearchParams('adults=0&children=2'))).toEqual({ adults: 0, children: 2 });
    expect(partyFromParams(new URLSearchParams('adults=0'))).toEqual(DEFAULT_PARTY);
    expect(sameParty({ adults: 2, children: 1, weightKg: 200 }, { adults: 2, children: 1, weightKg: 200 })).toBe(true);
    expect(sameParty({ adults: 2, children: 1 }, { adults: 2, children: 1, baggageKg: 20 })).toBe(false);
  });
});
