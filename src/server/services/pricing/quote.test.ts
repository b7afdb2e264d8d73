import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-errors';
import { availableAircraft, bookingUrlFor, iframeHtmlFor, NOT_AVAILABLE, NOT_AVAILABLE_MESSAGE, PILOT_TRAINING_ESTIMATE, PRICE_ON_REQUEST, quote } from '../../../domain/pricing/resolver';
import { resolveLocations } from './resolve-locations';
import {
  destinationPriceKey,
  routeKey,
  ruleKey,
  type PricingSnapshot,
  type SnapshotDeparture,
  type SnapshotDestination,
} from '../../../domain/pricing/snapshot';

const NOW = new Date('2026-11-22T01:00:00.000Z');

function departure(over: Partial<SnapshotDeparture> & Pick<SnapshotDeparture, 'id' | 'value'>): SnapshotDeparture {
  return {
    name: over.value,
    regionId: 1,
    appContext: 'main',
    latitude: -32.0975,
    longitude: 115.8811,
    scenicFlightUrl: `https://book.example/scenic/${over.value}`,
    pilotTrainingUrl: `https://book.example/training/${over.value}`,
    trainingUrls: {},
    names: {},
    fees: { landingCents: null, parkingCents: null },
    ...over,
  };
}

function destination(over: Partial<SnapshotDestination> & Pick<SnapshotDestination, 'id' | 'value'>): SnapshotDestination {
  return {
    name: over.value,
    regionId: 1,
    appContext: 'main',
    flightTypes: ['same-day', 'scenic', 'one-way'],
    latitude: -32.0061,
    longitude: 115.5403,
    bookingUrl: `https://book.example/return/${over.value}`,
    oneWayBookingUrl: `https://book.example/one-way/${over.value}`,
    iframeHtml: null,
    oneWayIframeHtml: null,
    names: {},
    fees: { landingCents: null, parkingCents: null },
    ...over,
  };
}

/** A tiny world: Jandakot (1) with routes to Rottnest (10), Wave Rock (11, same-day only), Albany (12). */
function world(): PricingSnapshot {
  const deps = [
    departure({ id: 1, value: 'jandakot', trainingUrls: { '3-passengers': 'https://book.example/training/c172' } }),
    departure({ id: 2, value: 'caboolture', regionId: 2, latitude: -27.0767, longitude: 152.9875 }),
    departure({ id: 3, value: 'no-coords', latitude: null, longitude: null, pilotTrainingUrl: null }),
  ];
  const dests = [
    destination({ id: 10, value: 'rottnest-island', iframeHtml: '<p>return calendar</p>', oneWayIframeHtml: '<p>one-way calendar</p>' }),
    destination({ id: 11, value: 'wave-rock', flightTypes: ['same-day'], latitude: -32.4405, longitude: 118.8969 }),
    destination({ id: 12, value: 'albany', latitude: -34.9433, longitude: 117.8092 }),
    destination({ id: 13, value: 'jandakot', flightTypes: ['scenic'] }),
    destination({ id: 14, value: 'ballina', regionId: 2 }),
    destination({ id: 15, value: 'margaret-river', latitude: -33.9306, longitude: 115.1003 }),
  ];
  const snapshot: PricingSnapshot = {
    departuresById: new Map(deps.map((d) => [d.id, d])),
    departuresByValue: new Map(deps.map((d) => [d.value, d])),
    destinationsById: new Map(dests.map((d) => [d.id, d])),
    destinationsByValue: new Map(dests.map((d) => [d.value, d])),
    routes: new Map(),
    destinationPrices: new Map(),
    rules: new Map(),
    bookingFees: new Map([[1, { percent: 5, minimumCents: 2500 }]]),
    adjustments: new Map(),
    regionCharges: new Map(),
    homes: new Map(),
  };
  snapshot.routes.set(routeKey('3-passengers', 1, 10, 'same-day'), { priceCents: 89_000, iframeHtml: null, isCustomRoute: false });
  snapshot.routes.set(routeKey('3-passengers', 1, 10, 'one-way'), { priceCents: 52_000, iframeHtml: '<p>route html</p>', isCustomRoute: false });
  snapshot.routes.set(routeKey('8-passengers', 1, 12, 'same-day'), { priceCents: 0, iframeHtml: null, isCustomRoute: true });
  snapshot.routes.set(routeKey('6-passengers', 1, 12, 'same-day'), { priceCents: 990_000, iframeHtml: null, isCustomRoute: true });
  snapshot.routes.set(routeKey('3-passengers', 1, 13, 'scenic'), { priceCents: 39_900, iframeHtml: null, isCustomRoute: false });
  snapshot.destinationPrices.set(destinationPriceKey(15, '9-passengers'), {
    cents: { 'same-day': 480_000, scenic: null, 'one-way': null },
    iframeHtml: { 'same-day': '<p>dest pricing html</p>', scenic: null, 'one-way': null },
  });
  // A destination pricing row with every price blank: staff marked the aircraft not available there.
  snapshot.destinationPrices.set(destinationPriceKey(12, '6-passengers'), {
    cents: { 'same-day': null, scenic: null, 'one-way': null },
    iframeHtml: { 'same-day': null, scenic: null, 'one-way': null },
  });
  snapshot.destinationPrices.set(destinationPriceKey(11, '6-passengers'), {
    cents: { 'same-day': null, scenic: null, 'one-way': null },
    iframeHtml: { 'same-day': null, scenic: null, 'one-way': null },
  });
  snapshot.rules.set(ruleKey('6-passengers', 'main'), { basePriceCents: 78_000, multipliers: { scenic: 1.15 } });
  return snapshot;
}

function priced(aircraft: Parameters<typeof quote>[1], flightType: Parameters<typeof quote>[2], dep: string, dest?: string) {
  const snapshot = world();
  return quote(snapshot, aircraft, flightType, resolveLocations(snapshot, { departure: dep, destination: dest, flightType }), NOW);
}

describe('quote: the route row comes first', () => {
  it('prices a same-day route from its row, with the fee, per-person share and route figures', () => {
    const q = priced('3-passengers', 'same-day', 'jandakot', 'rottnest-island');
    expect(q.breakdown).toMatchObject({ basePrice: 890, bookingFee: 44.5, total: 934.5, perPerson: 311.5, currency: 'AUD', source: 'route' });
    expect(q.estimate).toBe(934.5);
    expect(q.breakdown!.distanceKm).toBeCloseTo(33.4, 0);
    expect(q.breakdown!.flightMinutes).toBe(15);
    expect(q.breakdown!.validUntil).toBe('2026-11-22T01:20:00.000Z');
    expect(q).toMatchObject({ isScenic: false, isPilotTraining: false, isCustomRoute: false, message: null });
  });
  it('uses the same-day booking link and the destination HTML for a return flight', () => {
    const q = priced('3-passengers', 'same-day', 'jandakot', 'rottnest-island');
    expect(q.bookingUrl).toBe('https://book.example/return/rottnest-island');
    expect(q.iframeHtml).toBe('<p>return calendar</p>');
  });
  it("lets a route row's HTML win over the destination's for one-way, with the one-way link", () => {
    const q = priced('3-passengers', 'one-way', 'jandakot', 'rottnest-island');
    expect(q.estimate).toBe(546); // 520 + 26 fee
    expect(q.bookingUrl).toBe('https://book.example/one-way/rottnest-island');
    expect(q.iframeHtml).toBe('<p>route html</p>');
  });
  it('quotes a custom route without a price as PRICE ON REQUEST', () => {
    const q = priced('8-passengers', 'same-day', 'jandakot', 'albany');
    expect(q).toMatchObject({ estimate: PRICE_ON_REQUEST, isCustomRoute: true, breakdown: null });
  });
  it('prices a custom route that has a price, flagging it custom', () => {
    const q = priced('6-passengers', 'same-day', 'jandakot', 'albany');
    expect(q.isCustomRoute).toBe(true);
    expect(q.breakdown?.basePrice).toBe(9900);
  });
});

describe('quote: then the destination pricing', () => {
  it('prices from the destination row with its HTML', () => {
    const q = priced('9-passengers', 'same-day', 'jandakot', 'margaret-river');
    expect(q.breakdown).toMatchObject({ basePrice: 4800, bookingFee: 240, total: 5040, source: 'destination' });
    expect(q.breakdown!.perPerson).toBe(560); // A$5,040 over 9 seats
    expect(q.iframeHtml).toBe('<p>dest pricing html</p>');
  });
  it('treats a blank destination price as not available, without falling through to the rule', () => {
    const q = priced('6-passengers', 'same-day', 'jandakot', 'wave-rock');
    expect(q.estimate).toBe(NOT_AVAILABLE);
    expect(q.message).toBe(NOT_AVAILABLE_MESSAGE);
  });
});

describe('quote: then the per-hour rule', () => {
  it('prices by block hours (both legs) times the hourly rate', () => {
    const q = priced('6-passengers', 'same-day', 'jandakot', 'rottnest-island');
    // 33.4 km at 200 km/h = 10 min + 5 = 15 min a leg; 30 min billed at A$780/h = A$390.
    expect(q.breakdown).toMatchObject({ basePrice: 390, bookingFee: 25, total: 415, source: 'rule', flightMinutes: 15 });
  });
  it('bills one leg one-way', () => {
    expect(priced('6-passengers', 'one-way', 'jandakot', 'rottnest-island').breakdown?.basePrice).toBe(195);
  });
  it('applies the flight-type multiplier for scenic', () => {
    const snapshot = world();
    snapshot.routes.clear();
    const locations = resolveLocations(snapshot, { departure: 'jandakot', flightType: 'scenic' });
    const q = quote(snapshot, '6-passengers', 'scenic', locations, NOW);
    // 45 min at A$780/h x 1.15 = A$672.75
    expect(q.breakdown).toMatchObject({ basePrice: 672.75, distanceKm: 50, flightMinutes: 45, source: 'rule' });
  });
  it('cannot price by rule without coordinates', () => {
    const snapshot = world();
    snapshot.departuresByValue.get('jandakot')!.latitude = null;
    const locations = resolveLocations(snapshot, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' });
    expect(quote(snapshot, '6-passengers', 'same-day', locations, NOW).estimate).toBe(NOT_AVAILABLE);
  });
  it('uses the default booking fee when the region has no setting', () => {
    const snapshot = world();
    snapshot.bookingFees.clear();
    const locations = resolveLocations(snapshot, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' });
    expect(quote(snapshot, '3-passengers', 'same-day', locations, NOW).breakdown?.bookingFee).toBe(44.5);
  });
});

describe('quote: otherwise NOT AVAILABLE', () => {
  it('has no row, no destination price and no rule for a helicopter', () => {
    const q = priced('4-5-passenger-helicopter', 'same-day', 'jandakot', 'rottnest-island');
    expect(q).toMatchObject({ estimate: NOT_AVAILABLE, breakdown: null, bookingUrl: null, message: NOT_AVAILABLE_MESSAGE });
  });
  it('refuses a flight type the destination does not offer, naming it', () => {
    const q = priced('3-passengers', 'one-way', 'jandakot', 'wave-rock');
    expect(q.estimate).toBe(NOT_AVAILABLE);
    expect(q.message).toBe('wave-rock does not offer one-way flights');
  });
});

describe('quote: scenic and pilot training return to the departure', () => {
  it('prices scenic by the destination sharing the departure value, with the scenic link', () => {
    const q = priced('3-passengers', 'scenic', 'jandakot', 'rottnest-island');
    expect(q).toMatchObject({ isScenic: true, bookingUrl: 'https://book.example/scenic/jandakot' });
    expect(q.breakdown).toMatchObject({ basePrice: 399, distanceKm: 50, flightMinutes: 45, source: 'route' });
  });
  it('opens the per-type training URL for a training aircraft', () => {
    const q = priced('3-passengers', 'pilot-training', 'jandakot');
    expect(q).toMatchObject({ estimate: PILOT_TRAINING_ESTIMATE, isPilotTraining: true, bookingUrl: 'https://book.example/training/c172', breakdown: null });
  });
  it('falls back to the general pilot training URL', () => {
    expect(priced('6-passengers', 'pilot-training', 'jandakot').bookingUrl).toBe('https://book.example/training/jandakot');
  });
  it('offers training only in the training aircraft', () => {
    expect(priced('8-passengers', 'pilot-training', 'jandakot').estimate).toBe(NOT_AVAILABLE);
  });
  it('is not available where the departure has no training link', () => {
    expect(priced('3-passengers', 'pilot-training', 'no-coords').message).toBe('Pilot training is not offered from this departure location');
  });
});

describe('resolveLocations', () => {
  const snapshot = world();
  const fail = (input: Parameters<typeof resolveLocations>[1]) => {
    try {
      resolveLocations(snapshot, input);
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      return (error as HttpError).message;
    }
    throw new Error('expected a 400');
  };
  it('accepts numeric ids as well as slugs', () => {
    const byId = resolveLocations(snapshot, { departure: '1', destination: '10', flightType: 'same-day' });
    expect([byId.departure.value, byId.destination?.value]).toEqual(['jandakot', 'rottnest-island']);
  });
  it('refuses an unknown departure or destination in plain words', () => {
    expect(fail({ departure: 'atlantis', destination: '10', flightType: 'same-day' })).toBe("Departure location 'atlantis' was not found or is not active");
    expect(fail({ departure: 'jandakot', destination: 'atlantis', flightType: 'same-day' })).toBe("Destination 'atlantis' was not found or is not active");
  });
  it('needs a destination unless the flight returns to the departure', () => {
    expect(fail({ departure: 'jandakot', flightType: 'one-way' })).toBe('destination: Choose a destination');
    expect(resolveLocations(snapshot, { departure: 'jandakot', flightType: 'pilot-training' }).destination?.value).toBe('jandakot');
  });
  it('refuses locations outside the requested region or from two regions', () => {
    expect(fail({ departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', regionId: 2 })).toBe(
      "Departure location 'jandakot' is not in the selected region",
    );
    expect(fail({ departure: 'jandakot', destination: 'ballina', flightType: 'same-day' })).toBe(
      "Destination 'ballina' is not in the same region as the departure location",
    );
  });
});

describe('availableAircraft', () => {
  it('lists exactly the aircraft quote prices, in catalogue order', () => {
    const snapshot = world();
    const locations = resolveLocations(snapshot, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' });
    expect(availableAircraft(snapshot, 'same-day', locations, NOW)).toEqual(['3-passengers', '6-passengers']);
  });
  it('includes custom routes (they show the request form)', () => {
    const snapshot = world();
    const locations = resolveLocations(snapshot, { departure: 'jandakot', destination: 'albany', flightType: 'same-day' });
    expect(availableAircraft(snapshot, 'same-day', locations, NOW)).toEqual(['6-passengers', '8-passengers']);
  });
  it('lists the training aircraft with a training link for pilot training', () => {
    const snapshot = world();
    const locations = resolveLocations(snapshot, { departure: 'jandakot', flightType: 'pilot-training' });
    expect(availableAircraft(snapshot, 'pilot-training', locations, NOW)).toEqual(['3-passengers', '5-passengers-single-prop', '6-passengers']);
  });
});

describe('the booking link and frame of a quote', () => {
  const jandakot = departure({ id: 1, value: 'jandakot' });
  const rottnest = destination({ id: 10, value: 'rottnest-island', iframeHtml: '<p>return</p>', oneWayIframeHtml: '<p>one-way</p>' });

  it("books scenic on the departure's page, one-way and return flights on the destination's", () => {
    expect(bookingUrlFor('scenic', { departure: jandakot, destination: rottnest })).toBe('https://book.example/scenic/jandakot');
    expect(bookingUrlFor('one-way', { departure: jandakot, destination: rottnest })).toBe('https://book.example/one-way/rottnest-island');
    expect(bookingUrlFor('same-day', { departure: jandakot, destination: rottnest })).toBe('https://book.example/return/rottnest-island');
    expect(bookingUrlFor('same-day', { departure: jandakot, destination: undefined })).toBeNull();
  });

  it("shows the price's own frame first, else the destination's for return and one-way, and none of the destination's for scenic", () => {
    expect(iframeHtmlFor('same-day', '<p>route</p>', rottnest)).toBe('<p>route</p>');
    expect(iframeHtmlFor('same-day', null, rottnest)).toBe('<p>return</p>');
    expect(iframeHtmlFor('one-way', '', rottnest)).toBe('<p>one-way</p>');
    expect(iframeHtmlFor('scenic', null, rottnest)).toBeNull();
    expect(iframeHtmlFor('one-way', null, undefined)).toBeNull();
  });
});

describe('quote: prices that know the date (decision 0063)', () => {
  const summer = {
    id: 1,
    regionId: 1,
    kind: 'season' as const,
    name: 'Summer',
    names: { zh: '夏季' },
    startsOn: '2026-12-01',
    endsOn: '2027-02-28',
    weekdays: [],
    change: { unit: 'percent' as const, hundredths: 1000 },
    aircraftType: null,
    flightType: null,
    departureId: null,
    destinationId: null,
  };
  const dated = () => {
    const snapshot = world();
    snapshot.adjustments.set(1, [summer]);
    return snapshot;
  };
  const on = (aircraft: Parameters<typeof quote>[1], flightType: Parameters<typeof quote>[2], dest: string, date?: string, language?: 'en' | 'zh') => {
    const snapshot = dated();
    return quote(snapshot, aircraft, flightType, resolveLocations(snapshot, { departure: 'jandakot', destination: dest, flightType }), NOW, { ...(date ? { date } : {}), ...(language ? { language } : {}) });
  };
  const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

  it('adjusts each source of the base price on its days, and the lines add up to the estimate', () => {
    for (const [aircraft, flightType, dest] of [
      ['3-passengers', 'same-day', 'rottnest-island'],
      ['9-passengers', 'same-day', 'margaret-river'],
      ['6-passengers', 'scenic', 'jandakot'],
    ] as const) {
      const before = on(aircraft, flightType, dest, '2026-11-30');
      const during = on(aircraft, flightType, dest, '2026-12-01');
      expect(before.lines.map((l) => l.kind)).toEqual(['flight', 'fee']);
      expect(during.lines.map((l) => l.kind)).toEqual(['flight', 'adjustment', 'fee']);
      expect(during.lines[1]?.amount).toBe(Math.round((during.lines[0]?.amount ?? 0) / 10));
      for (const q of [before, during]) expect(sum(q.lines)).toBe(Math.round(Number(q.estimate) * 100));
      expect(during.breakdown?.basePrice).toBe(((during.lines[0]?.amount ?? 0) + (during.lines[1]?.amount ?? 0)) / 100);
    }
  });

  it("is today's price in Perth without a date, with labels in the language asked", () => {
    // NOW is 22 November 2026: before summer.
    expect(on('3-passengers', 'same-day', 'rottnest-island').estimate).toBe(934.5);
    expect(on('3-passengers', 'same-day', 'rottnest-island', '2026-12-24', 'zh').lines.map((l) => l.label)).toEqual(['包机飞行', '夏季 (+10%)', '预订费']);
  });

  it('leaves a text estimate without lines', () => {
    expect(on('8-passengers', 'same-day', 'albany', '2026-12-24').lines).toEqual([]);
    expect(on('3-passengers', 'pilot-training', 'jandakot', '2026-12-24').lines).toEqual([]);
  });
});
