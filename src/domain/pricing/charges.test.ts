import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateAdjustment } from '../date-adjustments';
import { priceLines, quoteLineOf, type PriceCharges } from '../price-lines';
import { ROUTE_FLIGHT_TYPES } from '../flight-types';
import { chargeLines, NO_REGION_CHARGES, type ChargedAirfield, type ChargeInput } from './charges';

const jandakot: ChargedAirfield = { name: 'Jandakot', names: {}, landingCents: 1_500, parkingCents: 4_000 };
const rottnest: ChargedAirfield = { name: 'Rottnest Island', names: { zh: '罗特尼斯岛' }, landingCents: 4_500, parkingCents: 2_000 };
const noFees = (a: ChargedAirfield): ChargedAirfield => ({ ...a, landingCents: null, parkingCents: null });

const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  flyingCents: 100_000,
  flightType: 'same-day',
  departure: noFees(jandakot),
  destination: rottnest,
  region: NO_REGION_CHARGES,
  party: { given: true, adults: 2, children: 1 },
  language: 'en',
  ...over,
});

describe('airfield fees', () => {
  it('a return flight pays the landing and the wait at the destination, and the landing back home', () => {
    expect(chargeLines(input({ departure: jandakot }))).toEqual([
      { kind: 'airfield', label: 'Landing fee, Rottnest Island', amount: 4_500 },
      { kind: 'airfield', label: 'Parking fee, Rottnest Island', amount: 2_000 },
      { kind: 'airfield', label: 'Landing fee, Jandakot', amount: 1_500 },
    ]);
  });

  it('a one-way flight pays the landing at the destination only; the departure is not landed at', () => {
    expect(chargeLines(input({ flightType: 'one-way', departure: jandakot }))).toEqual([{ kind: 'airfield', label: 'Landing fee, Rottnest Island', amount: 4_500 }]);
  });

  it('a scenic flight does not land at its destination: only the landing back at the departure', () => {
    expect(chargeLines(input({ flightType: 'scenic', departure: jandakot }))).toEqual([{ kind: 'airfield', label: 'Landing fee, Jandakot', amount: 1_500 }]);
    expect(chargeLines(input({ flightType: 'scenic' }))).toEqual([]);
  });

  it("names the airfield in the visitor's language when staff gave it one", () => {
    expect(chargeLines(input({ flightType: 'one-way', language: 'zh' }))).toEqual([{ kind: 'airfield', label: '降落费：罗特尼斯岛', amount: 4_500 }]);
  });
});

describe('fuel surcharge', () => {
  it('is a percentage of the flying, labelled with it', () => {
    const lines = chargeLines(input({ destination: noFees(rottnest), region: { ...NO_REGION_CHARGES, fuelHundredths: 450 } }));
    expect(lines).toEqual([{ kind: 'fuel', label: 'Fuel surcharge (4.5%)', amount: 4_500 }]);
  });

  it('is nothing on a flight of nothing', () => {
    expect(chargeLines(input({ flyingCents: 0, destination: noFees(rottnest), region: { ...NO_REGION_CHARGES, fuelHundredths: 450 } }))).toEqual([]);
  });
});

describe('passenger levy', () => {
  const levy = { fuelHundredths: 0, levyCents: 1_200, childLevyCents: null };

  it('one line for the party when children pay as adults', () => {
    expect(chargeLines(input({ destination: noFees(rottnest), region: levy }))).toEqual([{ kind: 'passenger', label: 'Passenger levy × 3', amount: 3_600 }]);
  });

  it('two lines when children pay their own levy, none for nobody', () => {
    const lines = chargeLines(input({ destination: noFees(rottnest), region: { ...levy, childLevyCents: 600 }, party: { given: true, adults: 2, children: 1 } }));
    expect(lines).toEqual([
      { kind: 'passenger', label: 'Passenger levy × 2', amount: 2_400 },
      { kind: 'passenger', label: 'Passenger levy, children × 1', amount: 600 },
    ]);
    expect(chargeLines(input({ destination: noFees(rottnest), region: { ...levy, childLevyCents: 0 }, party: { given: true, adults: 0, children: 2 } }))).toEqual([]);
  });

  it('without a party, for every seat of the aircraft, and the line says so', () => {
    expect(chargeLines(input({ destination: noFees(rottnest), region: levy, party: { given: false, seats: 5 } }))).toEqual([
      { kind: 'passenger', label: 'Passenger levy (every seat, 5)', amount: 6_000 },
    ]);
  });
});

describe('the lines with charges', () => {
  const charges: PriceCharges = {
    flightType: 'same-day',
    departure: noFees(jandakot),
    destination: rottnest,
    region: { fuelHundredths: 500, levyCents: 1_000, childLevyCents: null },
    party: { given: true, adults: 2, children: 0 },
  };

  it('flight, fuel, airfield, passenger, then the booking fee on all of them', () => {
    const priced = priceLines({ baseCents: 100_000, adjustments: [], fee: { percent: 5, minimumCents: 2_500 }, language: 'en', charges });
    expect(priced.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['flight', 100_000],
      ['fuel', 5_000],
      ['airfield', 4_500],
      ['airfield', 2_000],
      ['passenger', 2_000],
      ['fee', 5_675],
    ]);
    expect(priced.beforeFeeCents).toBe(113_500);
    expect(priced.totalCents).toBe(119_175);
  });

  it('a quote starts from them: landing, fuel and passenger lines keep their kinds there', () => {
    const priced = priceLines({ baseCents: 100_000, adjustments: [], fee: { percent: 5, minimumCents: 2_500 }, language: 'en', charges });
    expect(priced.lines.map(quoteLineOf).map((l) => l.kind)).toEqual(['flight', 'fuel', 'landing', 'landing', 'passenger', 'fee']);
  });
});

describe('properties', () => {
  const cents = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
  const airfield = fc.record({ name: fc.constantFrom('Jandakot', 'Rottnest Island'), names: fc.constant({}), landingCents: cents(1_000_000), parkingCents: cents(1_000_000) });
  const adjustment = fc.integer({ min: -20_000, max: 50_000 }).map(
    (hundredths): DateAdjustment => ({
      id: 1, regionId: 1, kind: 'season', name: 'Season', names: {}, startsOn: null, endsOn: null, weekdays: [],
      change: { unit: 'percent', hundredths }, aircraftType: null, flightType: null, departureId: null, destinationId: null,
    }),
  );
  const party = fc.oneof(
    fc.record({ given: fc.constant(true as const), adults: fc.integer({ min: 0, max: 50 }), children: fc.integer({ min: 0, max: 50 }) }),
    fc.record({ given: fc.constant(false as const), seats: fc.integer({ min: 1, max: 12 }) }),
  );
  const region = fc.record({ fuelHundredths: fc.integer({ min: 0, max: 10_000 }), levyCents: fc.integer({ min: 0, max: 100_000 }), childLevyCents: cents(100_000) });
  const priced = fc.record({
    baseCents: fc.integer({ min: 0, max: 10_000_000 }),
    adjustments: fc.array(adjustment, { maxLength: 3 }),
    fee: fc.record({ percent: fc.integer({ min: 0, max: 100 }), minimumCents: fc.integer({ min: 0, max: 10_000 }) }),
    language: fc.constantFrom('en' as const, 'zh' as const, 'hi' as const),
    charges: fc.record({ flightType: fc.constantFrom(...ROUTE_FLIGHT_TYPES), departure: airfield, destination: fc.option(airfield, { nil: undefined }), region, party }),
  });

  it('the lines add up to the total, and only an adjustment is ever negative', () => {
    fc.assert(
      fc.property(priced, (input) => {
        const { lines, totalCents } = priceLines(input);
        expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(totalCents);
        for (const line of lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          if (line.kind !== 'adjustment') expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('no setting, no charge: the lines are those of a price without charges', () => {
    fc.assert(
      fc.property(priced, (input) => {
        const none = { ...input.charges, departure: { ...input.charges.departure, landingCents: null, parkingCents: null }, destination: undefined, region: NO_REGION_CHARGES };
        expect(priceLines({ ...input, charges: none })).toEqual(priceLines({ ...input, charges: undefined }));
      }),
    );
  });

  it('the booking fee is charged on every line before it', () => {
    fc.assert(
      fc.property(priced, (input) => {
        const { lines, beforeFeeCents, feeCents } = priceLines(input);
        expect(lines.filter((l) => l.kind !== 'fee').reduce((sum, l) => sum + l.amount, 0)).toBe(beforeFeeCents);
        const expected = beforeFeeCents <= 0 ? 0 : Math.max(Math.round((beforeFeeCents * input.fee.percent) / 100), input.fee.minimumCents);
        expect(feeCents).toBe(expected);
      }),
    );
  });
});
