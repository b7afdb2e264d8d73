import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_FEE } from './booking-fee';
import { applicableAdjustments, type DateAdjustment, type PricedFlight } from './date-adjustments';
import { dayOfWeek, isCalendarDate, perthToday } from './price-date';
import { priceLines, quoteLineOf } from './price-lines';

let nextId = 1;
const adjustment = (fields: Partial<DateAdjustment> & Pick<DateAdjustment, 'kind'>): DateAdjustment => ({
  id: nextId++,
  regionId: 1,
  name: fields.kind,
  names: {},
  startsOn: null,
  endsOn: null,
  weekdays: [],
  change: { unit: 'percent', hundredths: 1000 },
  aircraftType: null,
  flightType: null,
  departureId: null,
  destinationId: null,
  ...fields,
});

const flight = (date: string, fields: Partial<PricedFlight> = {}): PricedFlight => ({
  regionId: 1,
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departureId: 10,
  destinationId: 20,
  date,
  ...fields,
});

const summer = adjustment({ kind: 'season', name: 'Summer', startsOn: '2026-12-01', endsOn: '2027-02-28', change: { unit: 'percent', hundredths: 1000 } });
const weekend = adjustment({ kind: 'weekday', name: 'Weekend', weekdays: [0, 6], change: { unit: 'percent', hundredths: 500 } });
const christmas = adjustment({ kind: 'peak', name: 'Christmas', startsOn: '2026-12-25', endsOn: '2026-12-26', change: { unit: 'amount', cents: 30_000 } });
const all = [summer, weekend, christmas];
const fee = { percent: 5, minimumCents: 2500 };
const names = (list: DateAdjustment[]) => list.map((a) => a.name);

describe('the day a price is for', () => {
  it('is a real calendar day', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-12-01')).toBe(false);
  });
  it("is Perth's today without a date, and knows its weekday", () => {
    // 17:00 UTC on the 26th is 01:00 on the 27th in Perth.
    expect(perthToday(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });
});

describe('which adjustments apply', () => {
  it('a season applies within its days only, both ends included', () => {
    expect(names(applicableAdjustments([summer], flight('2026-12-01')))).toEqual(['Summer']);
    expect(names(applicableAdjustments([summer], flight('2027-02-28')))).toEqual(['Summer']);
    expect(applicableAdjustments([summer], flight('2026-11-30'))).toEqual([]);
    expect(applicableAdjustments([summer], flight('2027-03-01'))).toEqual([]);
  });
  it('days of the week apply on those days only', () => {
    expect(names(applicableAdjustments([weekend], flight('2026-11-28')))).toEqual(['Weekend']);
    expect(applicableAdjustments([weekend], flight('2026-11-27'))).toEqual([]);
  });
  it('a peak date applies on its days only; one without an end is a single day', () => {
    const anzac = adjustment({ kind: 'peak', name: 'Anzac Day', startsOn: '2027-04-25', endsOn: '2027-04-25' });
    expect(names(applicableAdjustments([christmas, anzac], flight('2026-12-26')))).toEqual(['Christmas']);
    expect(names(applicableAdjustments([christmas, anzac], flight('2027-04-25')))).toEqual(['Anzac Day']);
    expect(applicableAdjustments([christmas, anzac], flight('2026-12-24'))).toEqual([]);
  });
  it('a scheduled change without an end applies from its date on', () => {
    const fromDecember = adjustment({ kind: 'season', name: 'New prices', startsOn: '2026-12-01' });
    expect(applicableAdjustments([fromDecember], flight('2026-11-30'))).toEqual([]);
    expect(names(applicableAdjustments([fromDecember], flight('2031-06-01')))).toEqual(['New prices']);
  });
  it('keeps to its region, aircraft, flight type, departure and destination', () => {
    const narrow = adjustment({ kind: 'season', aircraftType: '6-passengers', flightType: 'scenic', departureId: 11, destinationId: 21 });
    const on = flight('2026-12-10', { aircraftType: '6-passengers', flightType: 'scenic', departureId: 11, destinationId: 21 });
    expect(applicableAdjustments([narrow], on)).toHaveLength(1);
    expect(applicableAdjustments([narrow], { ...on, regionId: 2 })).toEqual([]);
    expect(applicableAdjustments([narrow], { ...on, aircraftType: '3-passengers' })).toEqual([]);
    expect(applicableAdjustments([narrow], { ...on, flightType: 'same-day' })).toEqual([]);
    expect(applicableAdjustments([narrow], { ...on, departureId: 10 })).toEqual([]);
    expect(applicableAdjustments([narrow], { ...on, destinationId: null })).toEqual([]);
  });
  it('one of each kind stacks, in the order season, days of the week, peak date', () => {
    // Saturday 26 December 2026: in summer, a weekend and Boxing Day.
    expect(names(applicableAdjustments([christmas, weekend, summer], flight('2026-12-26')))).toEqual(['Summer', 'Weekend', 'Christmas']);
  });
  it('of one kind, the more specific wins over the broader', () => {
    const broad = adjustment({ kind: 'weekday', name: 'Broad', weekdays: [6], startsOn: '2026-12-20' });
    const scenicOnly = adjustment({ kind: 'weekday', name: 'Same-day Saturdays', weekdays: [6], flightType: 'same-day' });
    expect(names(applicableAdjustments([scenicOnly, broad], flight('2026-12-26')))).toEqual(['Same-day Saturdays']);
  });
  it('of one kind and equally specific, the later start wins (a scheduled change), then the one added last', () => {
    const old = adjustment({ kind: 'season', name: 'Old', startsOn: '2026-01-01' });
    const scheduled = adjustment({ kind: 'season', name: 'Scheduled', startsOn: '2026-12-01' });
    expect(names(applicableAdjustments([scheduled, old], flight('2026-11-30')))).toEqual(['Old']);
    expect(names(applicableAdjustments([scheduled, old], flight('2026-12-01')))).toEqual(['Scheduled']);
    const again = adjustment({ kind: 'season', name: 'Again', startsOn: '2026-12-01' });
    expect(names(applicableAdjustments([again, scheduled, old], flight('2026-12-01')))).toEqual(['Again']);
  });
});

describe('the lines of a price', () => {
  it('base, each adjustment on the base price, then the fee on the adjusted price', () => {
    const applied = applicableAdjustments(all, flight('2026-12-26'));
    const priced = priceLines({ baseCents: 100_000, adjustments: applied, fee, language: 'en' });
    expect(priced.lines).toEqual([
      { kind: 'flight', label: 'Charter flight', amount: 100_000 },
      { kind: 'adjustment', label: 'Summer (+10%)', amount: 10_000 },
      { kind: 'adjustment', label: 'Weekend (+5%)', amount: 5_000 },
      { kind: 'adjustment', label: 'Christmas', amount: 30_000 },
      { kind: 'fee', label: 'Booking fee', amount: 7_250 },
    ]);
    expect(priced.totalCents).toBe(152_250);
  });
  it("labels in the visitor's language, with the adjustment's own name there when staff gave one", () => {
    const named = { ...summer, names: { zh: '夏季' } };
    const priced = priceLines({ baseCents: 100_000, adjustments: [named], fee, language: 'zh' });
    expect(priced.lines.map((l) => l.label)).toEqual(['包机飞行', '夏季 (+10%)', '预订费']);
    expect(priceLines({ baseCents: 100_000, adjustments: [named], fee, language: 'hi' }).lines[1]?.label).toBe('Summer (+10%)');
  });
  it('never takes the flight below zero, and leaves out an adjustment of nothing', () => {
    const huge = adjustment({ kind: 'season', name: 'Giveaway', change: { unit: 'amount', cents: -500_000 } });
    const none = adjustment({ kind: 'weekday', name: 'Nothing', change: { unit: 'percent', hundredths: 0 } });
    const priced = priceLines({ baseCents: 100_000, adjustments: [huge, none], fee, language: 'en' });
    expect(priced.lines).toEqual([
      { kind: 'flight', label: 'Charter flight', amount: 100_000 },
      { kind: 'adjustment', label: 'Giveaway', amount: -100_000 },
    ]);
    expect(priced.totalCents).toBe(0);
  });
  it('a quote starts from the lines: a lower price is a discount, a higher one another charge', () => {
    const down = adjustment({ kind: 'season', name: 'Winter', change: { unit: 'percent', hundredths: -1000 } });
    const up = priceLines({ baseCents: 100_000, adjustments: [summer], fee, language: 'en' }).lines.map(quoteLineOf);
    const lower = priceLines({ baseCents: 100_000, adjustments: [down], fee, language: 'en' }).lines.map(quoteLineOf);
    expect(up.map((l) => l.kind)).toEqual(['flight', 'other', 'fee']);
    expect(lower.map((l) => [l.kind, l.amountCents])).toEqual([
      ['flight', 100_000],
      ['discount', -10_000],
      ['fee', 4_500],
    ]);
  });
});

describe('properties', () => {
  const day = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const change = fc.oneof(
    fc.integer({ min: -9_000, max: 50_000 }).map((hundredths) => ({ unit: 'percent' as const, hundredths })),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => ({ unit: 'amount' as const, cents })),
  );
  const anAdjustment = fc
    .record({
      kind: fc.constantFrom('season' as const, 'weekday' as const, 'peak' as const),
      from: fc.option(day, { nil: null }),
      to: fc.option(day, { nil: null }),
      weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      change,
      aircraftType: fc.constantFrom(null, '3-passengers', '6-passengers'),
      flightType: fc.constantFrom(null, 'same-day', 'scenic'),
      departureId: fc.constantFrom(null, 10, 11),
      destinationId: fc.constantFrom(null, 20, 21),
    })
    .map(({ from, to, ...rest }) => adjustment({ ...rest, startsOn: from, endsOn: to }));
  const aFlight = fc.record({
    date: day,
    aircraftType: fc.constantFrom('3-passengers', '6-passengers'),
    flightType: fc.constantFrom('same-day', 'scenic'),
    departureId: fc.constantFrom(10, 11),
    destinationId: fc.constantFrom(null, 20, 21),
  });
  const base = fc.integer({ min: 1, max: 20_000_000 });
  const aFee = fc.record({ percent: fc.integer({ min: 0, max: 20 }), minimumCents: fc.integer({ min: 0, max: 10_000 }) });
  const language = fc.constantFrom('en' as const, 'zh' as const, 'hi' as const);

  it('the lines always add up to the total, and only an adjustment is ever negative', () => {
    fc.assert(
      fc.property(fc.array(anAdjustment, { maxLength: 12 }), aFlight, base, aFee, language, (list, f, baseCents, bookingFee, lang) => {
        const applied = applicableAdjustments(list, flight(f.date, f));
        const priced = priceLines({ baseCents, adjustments: applied, fee: bookingFee, language: lang });
        expect(priced.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(priced.totalCents);
        expect(priced.flightCents).toBeGreaterThanOrEqual(0);
        for (const line of priced.lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          if (line.kind !== 'adjustment') expect(line.amount).toBeGreaterThanOrEqual(0);
          expect(line.label.length).toBeGreaterThan(0);
        }
        expect(applied.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('a date outside every season, weekday and peak date gets the base price', () => {
    fc.assert(
      fc.property(fc.array(anAdjustment, { maxLength: 12 }), aFlight, base, (list, f, baseCents) => {
        const outside = list.filter((a) => a.kind !== 'weekday' && a.startsOn !== null && a.startsOn > f.date);
        const priced = priceLines({ baseCents, adjustments: applicableAdjustments(outside, flight(f.date, f)), fee: DEFAULT_BOOKING_FEE, language: 'en' });
        expect(priced.lines[0]).toEqual({ kind: 'flight', label: 'Charter flight', amount: baseCents });
        expect(priced.flightCents).toBe(baseCents);
        expect(priced.lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
      }),
    );
  });

  it('the winner of each kind is one that applies, and none that applies beats it', () => {
    fc.assert(
      fc.property(fc.array(anAdjustment, { maxLength: 12 }), aFlight, (list, f) => {
        const on = flight(f.date, f);
        const applied = applicableAdjustments(list, on);
        expect(new Set(applied.map((a) => a.kind)).size).toBe(applied.length);
        for (const winner of applied) {
          const reversed = applicableAdjustments([...list].reverse(), on);
          expect(reversed.find((a) => a.kind === winner.kind)).toBe(winner);
        }
      }),
    );
  });
});
