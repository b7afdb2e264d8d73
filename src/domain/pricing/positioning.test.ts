import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateAdjustment } from '../date-adjustments';
import { positioningFor, type PositioningPlace } from './positioning';
import { isUnpriced, priceTrip, type ResolvedTripLeg, type TripPlace } from './trip';
import { homeKey, routeKey, ruleKey, type PricingSnapshot, type SnapshotDeparture, type SnapshotDestination, type SnapshotHome } from './snapshot';

const NOW = new Date('2026-12-02T04:00:00.000Z');
const JANDAKOT = { latitude: -32.0975, longitude: 115.8811 };
const PERTH = { latitude: -31.9403, longitude: 115.9669 };
const ROTTNEST = { latitude: -32.0061, longitude: 115.5403 };
const MARGARET_RIVER = { latitude: -33.9306, longitude: 115.1003 };

const departure = (id: number, value: string, at: { latitude: number; longitude: number }): SnapshotDeparture => ({
  id,
  value,
  name: value,
  regionId: 1,
  appContext: 'main',
  ...at,
  names: {},
  fees: { landingCents: null, parkingCents: null },
  scenicFlightUrl: null,
  pilotTrainingUrl: null,
  trainingUrls: {},
});
const destination = (id: number, value: string, at: { latitude: number; longitude: number }): SnapshotDestination => ({
  id,
  value,
  name: value,
  regionId: 1,
  appContext: 'main',
  flightTypes: ['same-day', 'one-way'],
  ...at,
  names: {},
  fees: { landingCents: null, parkingCents: null },
  bookingUrl: null,
  oneWayBookingUrl: null,
  iframeHtml: null,
  oneWayIframeHtml: null,
});

const HOME: SnapshotHome = { departureId: 1, unit: 'ferry-rate', value: 60_000, freeRadiusKm: 0, waitingRateCents: 12_000 };

function world(home: SnapshotHome | null = HOME, adjustments: DateAdjustment[] = []): PricingSnapshot {
  const deps = [departure(1, 'jandakot', JANDAKOT), departure(2, 'perth', PERTH)];
  const dests = [destination(10, 'rottnest', ROTTNEST), destination(11, 'margaret-river', MARGARET_RIVER), destination(12, 'jandakot', JANDAKOT)];
  const snapshot: PricingSnapshot = {
    departuresById: new Map(deps.map((d) => [d.id, d])),
    departuresByValue: new Map(deps.map((d) => [d.value, d])),
    destinationsById: new Map(dests.map((d) => [d.id, d])),
    destinationsByValue: new Map(dests.map((d) => [d.value, d])),
    routes: new Map([[routeKey('6-passengers', 1, 10, 'one-way'), { priceCents: 52_000, iframeHtml: null, isCustomRoute: false }]]),
    destinationPrices: new Map(),
    rules: new Map([[ruleKey('6-passengers', 'main'), { basePriceCents: 78_000, multipliers: {} }]]),
    bookingFees: new Map([[1, { percent: 5, minimumCents: 2_500 }]]),
    adjustments: new Map([[1, adjustments]]),
    regionCharges: new Map(),
    homes: new Map(home ? [[homeKey(1, '6-passengers'), home]] : []),
  };
  return snapshot;
}

const place = (snapshot: PricingSnapshot, value: string): TripPlace => {
  const dep = snapshot.departuresByValue.get(value);
  const dest = snapshot.destinationsByValue.get(value);
  const p = (dep ?? dest)!;
  return { value, name: p.name, regionId: 1, latitude: p.latitude, longitude: p.longitude, departure: dep, destination: dest };
};
const at = (name: string, point: { latitude: number; longitude: number }): PositioningPlace => ({ name, ...point });
const stage = (snapshot: PricingSnapshot, start: PositioningPlace, end: PositioningPlace) =>
  positioningFor(snapshot, { aircraftType: '6-passengers', regionId: 1, start, end, language: 'en' });

describe('positioning stage', () => {
  it('adds nothing without a home airfield', () => {
    expect(stage(world(null), at('perth', PERTH), at('rottnest', ROTTNEST))).toEqual({ home: null, legs: [], lines: [], summary: null });
  });

  it('adds the leg out and the leg home when the flight neither starts nor ends at home, priced per flight hour', () => {
    const result = stage(world(), at('perth', PERTH), at('rottnest', ROTTNEST));
    expect(result.legs.map((l) => l.direction)).toEqual(['out', 'home']);
    const [out, back] = result.legs;
    // Jandakot to Perth Airport: about 19 km, 6 minutes at 200 km/h plus 5; A$600 an hour.
    expect(out!.distanceKm).toBeCloseTo(19.5, 0);
    expect(out!.amountCents).toBe(Math.round((60_000 * out!.flightMinutes) / 60));
    expect(back!.amountCents).toBe(Math.round((60_000 * back!.flightMinutes) / 60));
    expect(result.lines).toEqual([
      { kind: 'positioning', label: 'Positioning from jandakot', amount: out!.amountCents },
      { kind: 'positioning', label: 'Return of the aircraft to jandakot', amount: back!.amountCents },
    ]);
    expect(result.summary).toBe('Includes positioning from jandakot and the return of the aircraft to jandakot');
  });

  it('adds nothing for a flight from and back to home, and only the return for a one-way from home', () => {
    expect(stage(world(), at('jandakot', JANDAKOT), at('jandakot', JANDAKOT)).lines).toEqual([]);
    const oneWay = stage(world(), at('jandakot', JANDAKOT), at('rottnest', ROTTNEST));
    expect(oneWay.legs.map((l) => l.direction)).toEqual(['home']);
    expect(oneWay.summary).toBe('Includes the return of the aircraft to jandakot');
  });

  it('does not charge a leg whose far end is within the free radius', () => {
    const result = stage(world({ ...HOME, freeRadiusKm: 25 }), at('perth', PERTH), at('rottnest', ROTTNEST));
    expect(result.legs.map((l) => l.direction)).toEqual(['home']);
  });

  it('charges a percentage of the per-hour rule, and nothing when there is no rule', () => {
    const percent = world({ ...HOME, unit: 'hourly-percent', value: 5_000 });
    const [back] = stage(percent, at('jandakot', JANDAKOT), at('rottnest', ROTTNEST)).legs;
    expect(back!.amountCents).toBe(Math.round((39_000 * back!.flightMinutes) / 60));
    percent.rules.clear();
    expect(stage(percent, at('jandakot', JANDAKOT), at('rottnest', ROTTNEST)).lines).toEqual([]);
  });

  it('speaks Chinese and Hindi', () => {
    const zh = positioningFor(world(), { aircraftType: '6-passengers', regionId: 1, start: at('perth', PERTH), end: at('perth', PERTH), language: 'zh' });
    expect(zh.lines.map((l) => l.label)).toEqual(['从jandakot调机', '飞机返回jandakot']);
    const hi = positioningFor(world(), { aircraftType: '6-passengers', regionId: 1, start: at('perth', PERTH), end: at('rottnest', ROTTNEST), language: 'hi' });
    expect(hi.summary).toBe('jandakot से पोज़िशनिंग और विमान की jandakot वापसी शामिल है');
  });
});

describe('trip pricing', () => {
  const legOf = (snapshot: PricingSnapshot, from: string, to: string, date = '2026-12-09', waitMinutes = 0): ResolvedTripLeg => ({
    from: place(snapshot, from),
    to: place(snapshot, to),
    date,
    waitMinutes,
  });
  const price = (snapshot: PricingSnapshot, legs: ResolvedTripLeg[]) => priceTrip(snapshot, { aircraftType: '6-passengers', regionId: 1, passengers: 4, legs, language: 'en', now: NOW });

  it('prices each leg by the resolver, adds waiting and positioning, and the fee on the whole', () => {
    const snapshot = world();
    const trip = price(snapshot, [legOf(snapshot, 'jandakot', 'rottnest', '2026-12-09', 90), legOf(snapshot, 'rottnest', 'margaret-river'), legOf(snapshot, 'margaret-river', 'jandakot')]);
    if (isUnpriced(trip)) throw new Error('unpriced');
    expect(trip.lines.map((l) => l.kind)).toEqual(['flight', 'flight', 'flight', 'waiting', 'fee']);
    // The route row prices the first leg; the per-hour rule the others.
    expect(trip.lines[0]!.amount).toBe(52_000);
    expect(trip.legs.map((l) => l.source)).toEqual(['route', 'rule', 'rule']);
    expect(trip.lines[3]).toEqual({ kind: 'waiting', label: 'Waiting at rottnest (90 min)', amount: 18_000 });
    const beforeFee = trip.lines.slice(0, 4).reduce((s, l) => s + l.amount, 0);
    expect(trip.feeCents).toBe(Math.round(beforeFee * 0.05));
    expect(trip.summary).toBeNull();
  });

  it('applies each leg\'s adjustments on its own day', () => {
    const weekend: DateAdjustment = {
      id: 1, regionId: 1, kind: 'weekday', name: 'Weekend', names: {}, startsOn: null, endsOn: null, weekdays: [6, 0],
      change: { unit: 'percent', hundredths: 1_000 }, aircraftType: null, flightType: null, departureId: null, destinationId: null,
    };
    const snapshot = world(HOME, [weekend]);
    const trip = price(snapshot, [legOf(snapshot, 'jandakot', 'rottnest', '2026-12-11'), legOf(snapshot, 'rottnest', 'jandakot', '2026-12-12')]);
    if (isUnpriced(trip)) throw new Error('unpriced');
    expect(trip.lines.map((l) => l.kind)).toEqual(['flight', 'flight', 'adjustment', 'fee']);
    expect(trip.lines[2]).toMatchObject({ kind: 'adjustment', label: 'Weekend (+10%)', amount: Math.round(trip.lines[1]!.amount * 0.1) });
  });

  it('names the legs no source prices', () => {
    const snapshot = world();
    snapshot.rules.clear();
    expect(price(snapshot, [legOf(snapshot, 'jandakot', 'rottnest'), legOf(snapshot, 'rottnest', 'margaret-river')])).toEqual({ unpriced: [2] });
  });

  it('property: the lines add up to the total and only an adjustment is ever negative', () => {
    const places = ['jandakot', 'perth', 'rottnest', 'margaret-river'];
    const homeArb = fc.option(
      fc.record({
        departureId: fc.constantFrom(1, 2),
        unit: fc.constantFrom('ferry-rate' as const, 'hourly-percent' as const),
        value: fc.integer({ min: 0, max: 200_000 }),
        freeRadiusKm: fc.integer({ min: 0, max: 300 }),
        waitingRateCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
      }),
    );
    const changeArb = fc.oneof(
      fc.record({ unit: fc.constant('percent' as const), hundredths: fc.integer({ min: -10_000, max: 100_000 }) }),
      fc.record({ unit: fc.constant('amount' as const), cents: fc.integer({ min: -10_000_000, max: 10_000_000 }) }),
    );
    const tripArb = fc.array(fc.tuple(fc.constantFrom(...places), fc.integer({ min: 0, max: 720 })), { minLength: 2, maxLength: 9 });
    fc.assert(
      fc.property(homeArb, changeArb, tripArb, (home, change, stops) => {
        const adjustment: DateAdjustment = {
          id: 1, regionId: 1, kind: 'season', name: 'Season', names: {}, startsOn: null, endsOn: null, weekdays: [], change,
          aircraftType: null, flightType: null, departureId: null, destinationId: null,
        };
        const snapshot = world(home, [adjustment]);
        const legs = stops.slice(1).map(([to, wait], i) => legOf(snapshot, stops[i]![0], to, '2026-12-09', wait)).filter((leg) => leg.from.value !== leg.to.value);
        if (legs.length === 0) return;
        const trip = price(snapshot, legs);
        if (isUnpriced(trip)) return;
        expect(trip.lines.reduce((s, l) => s + l.amount, 0)).toBe(trip.totalCents);
        for (const line of trip.lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          if (line.kind !== 'adjustment') expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
