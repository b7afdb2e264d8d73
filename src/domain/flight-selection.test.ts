import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressPatch,
  departureFlightTypes,
  type DepartureRow,
  parseAircraft,
  parseFlightType,
  resolveFlightSelection,
  selectionCorrections,
  type PricedRoute,
  type RoutePricingRow,
  type SelectionLists,
  type SelectionRequest,
  type Shown,
} from './flight-selection';

// A small region shaped like the seeded WA: two full departures, a scenic-only one, destinations with
// every flight type, with same-day and one-way, with same-day only, and each departure's scenic row.
const departures: DepartureRow[] = [
  { id: 1, value: 'jandakot', name: 'Jandakot', pilotTrainingUrl: 'https://school.example/jandakot', trainingUrls: {} },
  { id: 2, value: 'perth-airport', name: 'Perth Airport', pilotTrainingUrl: null, trainingUrls: { '3-passengers': 'https://school.example/per' } },
  { id: 3, value: 'serpentine', name: 'Serpentine', pilotTrainingUrl: 'https://school.example/serpentine', trainingUrls: {} },
];
const destinations = [
  { id: 10, value: 'rottnest-island', name: 'Rottnest Island', flightTypes: ['same-day', 'scenic', 'one-way'] },
  { id: 11, value: 'margaret-river', name: 'Margaret River', flightTypes: ['same-day', 'one-way'] },
  { id: 12, value: 'wave-rock', name: 'Wave Rock', flightTypes: ['same-day'] },
  { id: 13, value: 'albany', name: 'Albany', flightTypes: ['same-day', 'one-way'] },
  { id: 20, value: 'jandakot', name: 'Jandakot', flightTypes: ['scenic'] },
  { id: 21, value: 'serpentine', name: 'Serpentine', flightTypes: ['scenic'] },
];
const pricing: Record<number, RoutePricingRow[]> = {
  1: ['same-day', 'one-way', 'scenic'].map((flightType) => ({ departureLocationId: 1, flightType })),
  2: ['same-day', 'one-way'].map((flightType) => ({ departureLocationId: 2, flightType })),
  3: [{ departureLocationId: 3, flightType: 'scenic' }],
};
/** Every aircraft flies everywhere except: no helicopter to Albany, no 3-seater on scenic flights. */
const fleet = (route: PricedRoute) =>
  ['3-passengers', '6-passengers', '8-passengers', '4-5-passenger-helicopter'].filter(
    (type) => !(route.destination === 'albany' && type === '4-5-passenger-helicopter') && !(route.flightType === 'scenic' && type === '3-passengers'),
  );

type Lists = SelectionLists<DepartureRow, (typeof destinations)[number]>;
const lists = (overrides: Partial<Lists> = {}): Lists => ({
  region: { defaultDepartureLocationId: 1, defaultDestinationId: 10 },
  departures,
  destinations,
  routePricing: (id) => pricing[id] ?? [],
  availableAircraft: fleet,
  ...overrides,
});
const ask = (request: Partial<SelectionRequest>): SelectionRequest => ({ departure: null, destination: null, flightType: null, aircraft: null, ...request });
const resolve = (request: Partial<SelectionRequest>, overrides: Partial<Lists> = {}) => resolveFlightSelection(ask(request), lists(overrides));
const full = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', aircraft: '3-passengers' };
const option = (selection: ReturnType<typeof resolve>, type: string) => selection.flightTypes.find((o) => o.type === type)!;
/** What the address bar holds after the page writes the patch back. */
const applied = (request: SelectionRequest, patch: Record<string, string | null | undefined>): SelectionRequest => ({
  departure: 'departure' in patch ? (patch.departure ?? null) : request.departure,
  destination: 'destination' in patch ? (patch.destination ?? null) : request.destination,
  flightType: 'flightType' in patch ? (patch.flightType ?? null) : request.flightType,
  aircraft: 'aircraft' in patch ? (patch.aircraft ?? null) : request.aircraft,
});

describe('resolveFlightSelection: departure and destination (docs/product.md §4)', () => {
  it('starts from the region default departure and destination and writes them to the address, saying nothing', () => {
    const selection = resolve({});
    expect(selection.departure?.value).toBe('jandakot');
    expect(selection.destination?.value).toBe('rottnest-island');
    expect(selection.flightType).toBe('same-day');
    expect(selection.aircraftType).toBe('3-passengers');
    expect(selection.corrections).toEqual([]);
    expect(selection.address).toEqual({ departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', aircraft: '3-passengers' });
  });

  it('falls back to the first active item when the region has no default, or a default that is not in the lists', () => {
    for (const region of [
      { defaultDepartureLocationId: null, defaultDestinationId: null },
      { defaultDepartureLocationId: 99, defaultDestinationId: 98 },
    ]) {
      const selection = resolve({}, { region });
      expect(selection.departure?.value).toBe('jandakot');
      expect(selection.destination?.value).toBe('rottnest-island');
    }
    const reordered = resolve({}, { region: { defaultDepartureLocationId: null, defaultDestinationId: null }, departures: [departures[1]!, departures[0]!] });
    expect(reordered.departure?.value).toBe('perth-airport');
  });

  it('keeps a requested departure and destination that are in the lists, by slug or by the light widget’s ids', () => {
    const bySlug = resolve({ departure: 'perth-airport', destination: 'margaret-river' });
    expect([bySlug.departure?.value, bySlug.destination?.value]).toEqual(['perth-airport', 'margaret-river']);
    expect(bySlug.corrections).toEqual([]);
    const byId = resolve({ departure: '2', destination: '11' });
    expect([byId.departure?.value, byId.destination?.value]).toEqual(['perth-airport', 'margaret-river']);
    expect(byId.corrections).toEqual([]);
    // The ids are replaced by slugs in the address.
    expect(byId.address).toMatchObject({ departure: 'perth-airport', destination: 'margaret-river' });
  });

  it('says so when a link names an unknown departure, and shows the region default instead', () => {
    const selection = resolve({ ...full, departure: 'nowhere-field' });
    expect(selection.departure?.value).toBe('jandakot');
    expect(selection.corrections).toEqual([{ kind: 'route' }]);
    expect(selection.address.departure).toBe('jandakot');
  });

  it('says so once when a pair cannot be honoured (another region’s or an inactive pair: not in the public lists)', () => {
    const crossRegion = resolve({ departure: 'YCAB', destination: 'YBNA', flightType: 'same-day' });
    expect([crossRegion.departure?.value, crossRegion.destination?.value]).toEqual(['jandakot', 'rottnest-island']);
    expect(crossRegion.corrections).toEqual([{ kind: 'route' }]);
    // A good departure with a destination of another region (e.g. the light widget's Jandakot -> Lady Elliot).
    const mixed = resolve({ departure: 'jandakot', destination: 'YLEL' });
    expect(mixed.destination?.value).toBe('rottnest-island');
    expect(mixed.corrections).toEqual([{ kind: 'route' }]);
    const inactive = resolve({ departure: 'jandakot', destination: 'albany' }, { destinations: destinations.filter((d) => d.value !== 'albany') });
    expect(inactive.corrections).toEqual([{ kind: 'route' }]);
  });

  it('chooses nothing before there is a region, and corrects nothing while the lists load', () => {
    const noRegion = resolve({ departure: 'nowhere' }, { region: undefined });
    expect(noRegion.departure).toBeUndefined();
    expect(noRegion.route).toBeUndefined();
    expect(noRegion.corrections).toEqual([]);
    expect(noRegion.address).toEqual({});
    const loading = resolve({ departure: 'nowhere', destination: 'nowhere' }, { destinations: undefined });
    expect(loading.corrections).toEqual([]);
    expect(loading.address).toEqual({});
  });
});

describe('resolveFlightSelection: select lists (docs/product.md §5)', () => {
  it('drops entries without a non-empty id and name, and destinations without a flightTypes array', () => {
    const selection = resolve(
      {},
      {
        departures: [{ ...departures[0]!, name: ' ' }, departures[1]!],
        destinations: [{ ...destinations[0]!, flightTypes: undefined as never }, { ...destinations[1]!, id: '' as never }, destinations[3]!],
      },
    );
    expect(selection.departure?.value).toBe('perth-airport');
    expect(selection.destinationOptions.map((d) => d.value)).toEqual(['albany']);
  });

  it('lists only the destinations that offer the chosen flight type', () => {
    expect(resolve({ flightType: 'same-day' }).destinationOptions.map((d) => d.value)).toEqual(['rottnest-island', 'margaret-river', 'wave-rock', 'albany']);
    expect(resolve({ flightType: 'one-way' }).destinationOptions.map((d) => d.value)).toEqual(['rottnest-island', 'margaret-river', 'albany']);
  });
});

describe('resolveFlightSelection: flight types (docs/product.md §4, §5; decision 0021)', () => {
  it('offers the departure’s route-pricing flight types, plus pilot training where it has a course link', () => {
    expect(departureFlightTypes(departures[0]!, pricing[1]!)).toEqual(['same-day', 'scenic', 'one-way', 'pilot-training']);
    expect(departureFlightTypes(departures[1]!, pricing[2]!)).toEqual(['same-day', 'one-way', 'pilot-training']);
    expect(departureFlightTypes({ ...departures[1]!, trainingUrls: {} }, pricing[2]!)).toEqual(['same-day', 'one-way']);
    expect(departureFlightTypes(departures[0]!, [])).toBeUndefined();
  });

  it('disables a type the departure does not offer with the departure note, and keeps all selectable without a list', () => {
    const serpentine = resolve({ departure: 'serpentine', flightType: 'scenic' });
    expect(option(serpentine, 'same-day')).toEqual({ type: 'same-day', selectable: false, note: 'departure' });
    expect(option(serpentine, 'one-way')).toEqual({ type: 'one-way', selectable: false, note: 'departure' });
    expect(option(serpentine, 'scenic').selectable).toBe(true);
    const unknown = resolve({ departure: 'serpentine' }, { routePricing: () => undefined });
    expect(unknown.flightTypes.every((o) => o.selectable)).toBe(true);
    const empty = resolve({ departure: 'serpentine' }, { routePricing: () => [] });
    expect(empty.flightTypes.every((o) => o.selectable)).toBe(true);
  });

  it('falls back to the departure’s first offered type and says why when the visitor’s type is not offered there', () => {
    const selection = resolve({ departure: 'serpentine', destination: 'rottnest-island', flightType: 'same-day' });
    expect(selection.flightType).toBe('scenic');
    expect(selection.corrections).toEqual([{ kind: 'flightType', requested: 'same-day', shown: 'scenic', because: 'departure', place: departures[2] }]);
    expect(selection.address.flightType).toBe('scenic');
    // Without a flight type in the address it is a default, not a choice: nothing to say.
    expect(resolve({ departure: 'serpentine' }).corrections).toEqual([]);
  });

  it('disables One-way on a same-day-only destination with the destination note, keeping the destination', () => {
    const selection = resolve({ ...full, destination: 'wave-rock' });
    expect(option(selection, 'one-way')).toEqual({ type: 'one-way', selectable: false, note: 'destination' });
    expect(option(selection, 'same-day').selectable).toBe(true);
    // Round trips only need the departure.
    expect(option(selection, 'scenic').selectable).toBe(true);
    expect(selection.offeredBy?.value).toBe('wave-rock');
  });

  it('keeps the destination of a link asking One-way to a same-day-only destination, shows same-day and says why', () => {
    const selection = resolve({ ...full, destination: 'wave-rock', flightType: 'one-way' });
    expect(selection.destination?.value).toBe('wave-rock');
    expect(selection.flightType).toBe('same-day');
    expect(selection.corrections).toEqual([{ kind: 'flightType', requested: 'one-way', shown: 'same-day', because: 'destination', place: destinations[2] }]);
    // Corrected from data already known: written even before the departure's pricing arrives.
    expect(resolve({ ...full, destination: 'wave-rock', flightType: 'one-way' }, { routePricing: () => undefined }).address.flightType).toBe('same-day');
  });

  it('keeps the chosen destination when the flight type changes to one it offers', () => {
    const sameDay = resolve({ ...full, destination: 'margaret-river' });
    const oneWay = resolve({ ...full, destination: 'margaret-river', flightType: 'one-way' });
    expect(sameDay.destination?.value).toBe('margaret-river');
    expect(oneWay.destination?.value).toBe('margaret-river');
    expect(oneWay.corrections).toEqual([]);
    expect(oneWay.address).toEqual({});
  });

  it('does not write a flight type before the departure’s offer is known, unless the address had none', () => {
    const pending = { routePricing: () => undefined };
    expect(resolve({ ...full, flightType: 'return' }, pending).address.flightType).toBeUndefined();
    expect(resolve({ ...full, flightType: 'return' }).address.flightType).toBe('same-day');
    expect(resolve({ ...full, flightType: null }, pending).address.flightType).toBe('same-day');
  });
});

describe('resolveFlightSelection: scenic and pilot training (docs/product.md §4; decision 0021)', () => {
  it('forces destination = departure, locks the list, and keeps the destination asked for as the one to go back to', () => {
    for (const flightType of ['scenic', 'pilot-training'] as const) {
      const selection = resolve({ ...full, destination: 'margaret-river', flightType, aircraft: '6-passengers' });
      expect(selection.roundTrip).toBe(true);
      expect(selection.destinationValue).toBe('jandakot');
      expect(selection.route).toEqual({ departure: 'jandakot', destination: 'jandakot', flightType });
      expect(selection.destinationOptions).toEqual([]);
      expect(selection.address).toEqual({});
      expect(selection.offeredBy?.value).toBe('margaret-river');
    }
    expect(resolve({ ...full, flightType: 'scenic' }).destination?.id).toBe(20);
  });

  it('restores the previous destination when going back from scenic or pilot training', () => {
    // The page only writes flightType when the visitor picks a type: the destination stays in the address.
    let request = ask({ ...full, destination: 'margaret-river', flightType: 'one-way' });
    for (const flightType of ['scenic', 'pilot-training', 'same-day']) {
      request = { ...request, flightType };
      const selection = resolveFlightSelection(request, lists());
      request = applied(request, selection.address);
    }
    expect(request.destination).toBe('margaret-river');
    expect(resolveFlightSelection(request, lists()).destination?.value).toBe('margaret-river');
  });

  it('judges the way back by the remembered destination: One-way stays disabled for Wave Rock during scenic', () => {
    const selection = resolve({ ...full, destination: 'wave-rock', flightType: 'scenic' });
    expect(option(selection, 'one-way')).toEqual({ type: 'one-way', selectable: false, note: 'destination' });
    expect(option(selection, 'same-day').selectable).toBe(true);
  });

  it('drops a remembered destination that is no place to return to, without a notice', () => {
    for (const destination of ['nowhere', 'jandakot', 'serpentine']) {
      const selection = resolve({ ...full, destination, flightType: 'scenic', aircraft: '6-passengers' });
      expect(selection.address).toEqual({ destination: null });
      expect(selection.corrections).toEqual([]);
    }
  });

  it('opens the scenic flight from X for a link from X to X (the light widget’s “Scenic flight from X”)', () => {
    for (const request of [{ departure: 'serpentine', destination: 'serpentine' }, { departure: '1', destination: '20' }]) {
      const selection = resolve(request);
      expect(selection.flightType).toBe('scenic');
      expect(selection.corrections).toEqual([]);
      expect(selection.address.flightType).toBe('scenic');
      expect(selection.address.destination).toBeNull();
    }
  });
});

describe('resolveFlightSelection: aircraft (docs/product.md §4, §5)', () => {
  it('greys out aircraft that do not fly a full route and marks the others available', () => {
    const selection = resolve({ ...full, destination: 'albany' });
    const helicopter = selection.aircraft.find((a) => a.type === '4-5-passenger-helicopter')!;
    expect(helicopter).toMatchObject({ selectable: false, availability: 'unavailable' });
    expect(selection.aircraft.find((a) => a.type === '3-passengers')).toMatchObject({ selectable: true, availability: 'available' });
    // Types the list does not name at all are unavailable too.
    expect(selection.aircraft.find((a) => a.type === '9-passengers')).toMatchObject({ selectable: false, availability: 'unavailable' });
  });

  it('filters nothing without a full route or without a list', () => {
    const noRoute = resolve({}, { destinations: [] });
    expect(noRoute.route).toBeUndefined();
    expect(noRoute.aircraft.every((a) => a.selectable && a.availability === undefined)).toBe(true);
    const failed = resolve(full, { availableAircraft: () => null });
    expect(failed.aircraftSettled).toBe(true);
    expect(failed.aircraft.every((a) => a.selectable && a.availability === undefined)).toBe(true);
  });

  it('never filters in pilot-training mode, and flags the three training aircraft', () => {
    const selection = resolve({ ...full, flightType: 'pilot-training', aircraft: '8-passengers' }, { availableAircraft: () => [] });
    expect(selection.aircraftType).toBe('8-passengers');
    expect(selection.aircraft.every((a) => a.selectable && a.availability === undefined)).toBe(true);
    expect(selection.aircraft.filter((a) => a.training).map((a) => a.type)).toEqual(['3-passengers', '5-passengers-single-prop', '6-passengers']);
    expect(selection.corrections).toEqual([]);
  });

  it('chooses the first available aircraft when the list lacks the chosen one, and says so for a chosen one', () => {
    const asked = resolve({ ...full, destination: 'albany', aircraft: '4-5-passenger-helicopter' });
    expect(asked.aircraftType).toBe('3-passengers');
    expect(asked.corrections).toEqual([{ kind: 'aircraft', requested: '4-5-passenger-helicopter', shown: '3-passengers' }]);
    expect(asked.address.aircraft).toBe('3-passengers');
    // The default was nobody's choice: replaced without a word.
    const scenic = resolve({ departure: 'jandakot', flightType: 'scenic' });
    expect(scenic.aircraftType).toBe('6-passengers');
    expect(scenic.corrections).toEqual([]);
  });

  it('keeps the aircraft when no aircraft flies the route (the estimate says NOT AVAILABLE)', () => {
    const selection = resolve({ ...full, aircraft: '8-passengers' }, { availableAircraft: () => [] });
    expect(selection.aircraftType).toBe('8-passengers');
    expect(selection.corrections).toEqual([]);
  });

  it('waits for the route’s aircraft list before the price, and writes the aircraft only once it is known', () => {
    const loading = resolve({ ...full, aircraft: '6-passengers' }, { availableAircraft: () => undefined });
    expect(loading.aircraftSettled).toBe(false);
    expect(loading.address.aircraft).toBeUndefined();
    expect(resolve({ ...full, aircraft: null }, { availableAircraft: () => undefined }).address.aircraft).toBe('3-passengers');
  });
});

describe('resolveFlightSelection: the party (who flies)', () => {
  it('greys out the aircraft that cannot seat or carry the party, with why, and moves off the chosen one saying why', () => {
    const four = resolve(full, { party: { adults: 3, children: 1 } });
    const three = four.aircraft.find((o) => o.type === '3-passengers')!;
    expect(three).toMatchObject({ selectable: false, availability: 'available', partyLimit: { kind: 'seats', capacity: 3, size: 4 } });
    expect(four.aircraft.find((o) => o.type === '6-passengers')).toMatchObject({ selectable: true });
    expect(four.aircraft.find((o) => o.type === '6-passengers')!.partyLimit).toBeUndefined();
    // The first aircraft that flies the route and takes the party.
    expect(four.aircraftType).toBe('6-passengers');
    expect(four.address.aircraft).toBe('6-passengers');
    expect(four.corrections).toEqual([{ kind: 'aircraft', requested: '3-passengers', shown: '6-passengers', because: 'party', limit: { kind: 'seats', capacity: 3, size: 4 } }]);
  });

  it('judges the weight given against the payload, and keeps a chosen aircraft that takes the party', () => {
    const heavy = resolve({ ...full, aircraft: '6-passengers' }, { party: { adults: 2, children: 0, weightKg: 400, baggageKg: 60 } });
    expect(heavy.aircraftType).toBe('8-passengers');
    expect(heavy.aircraft.find((o) => o.type === '6-passengers')!.partyLimit).toEqual({ kind: 'payload', payloadKg: 440, loadKg: 460 });
    const fits = resolve({ ...full, aircraft: '8-passengers' }, { party: { adults: 2, children: 0, weightKg: 400, baggageKg: 60 } });
    expect(fits.aircraftType).toBe('8-passengers');
    expect(fits.corrections).toEqual([]);
  });

  it('keeps the aircraft when none on the route takes the party, and never judges pilot training', () => {
    const crowd = resolve(full, { party: { adults: 20, children: 0 } });
    expect(crowd.aircraftType).toBe('3-passengers');
    expect(crowd.aircraft.every((o) => !o.selectable)).toBe(true);
    const training = resolve({ departure: 'jandakot', flightType: 'pilot-training', aircraft: '3-passengers' }, { party: { adults: 5, children: 0 } });
    expect(training.aircraftType).toBe('3-passengers');
    expect(training.aircraft.some((o) => o.partyLimit)).toBe(false);
  });
});

describe('address values', () => {
  it('reads the old widget’s words and legacy aircraft ids, and treats unknown values as absent', () => {
    expect(parseFlightType('return')).toBe('same-day');
    expect(parseFlightType('one-way')).toBe('one-way');
    expect(parseFlightType('helicopter-ride')).toBeNull();
    expect(parseFlightType(null)).toBeNull();
    expect(parseAircraft('cessna-210')).toBe('5-passengers-single-prop');
    expect(parseAircraft('jumbo-jet')).toBeNull();
    expect(resolve({ ...full, flightType: 'helicopter-ride', aircraft: 'jumbo-jet' }).corrections).toEqual([]);
  });
});

describe('resolveFlightSelection: the page and the address agree', () => {
  const values = (...items: (string | null)[]) => fc.constantFrom(...items);
  const requests = fc.record({
    departure: values(null, 'jandakot', 'perth-airport', 'serpentine', '2', 'YCAB', 'nowhere'),
    destination: values(null, 'rottnest-island', 'margaret-river', 'wave-rock', 'albany', 'jandakot', 'serpentine', '11', 'YBNA'),
    flightType: values(null, 'same-day', 'scenic', 'one-way', 'pilot-training', 'return', 'bogus'),
    aircraft: values(null, '3-passengers', '6-passengers', '4-5-passenger-helicopter', 'cessna-210', 'jumbo-jet'),
  });

  it('shows the same selection after writing the patch back, with nothing left to write or to say', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const first = resolveFlightSelection(request, lists());
        const settled = resolveFlightSelection(applied(request, first.address), lists());
        expect(settled.address).toEqual({});
        expect(settled.corrections).toEqual([]);
        expect([settled.departure?.value, settled.destinationValue, settled.flightType, settled.aircraftType]).toEqual([
          first.departure?.value,
          first.destinationValue,
          first.flightType,
          first.aircraftType,
        ]);
      }),
    );
  });

  it('never shows a flight type that is disabled when another one can be chosen, nor an unavailable aircraft', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const selection = resolveFlightSelection(request, lists());
        expect(selection.flightTypes.find((o) => o.type === selection.flightType)?.selectable).toBe(true);
        if (!selection.training) expect(selection.aircraft.find((a) => a.type === selection.aircraftType)?.selectable).toBe(true);
        if (!selection.roundTrip) expect(selection.destinationOptions).toContain(selection.destination);
      }),
    );
  });
});

describe('reconciling what is shown with what was asked for', () => {
  const [jandakot, perth] = [departures[0]!, departures[1]!];
  const [rottnest, waveRock] = [destinations[0]!, destinations[2]!];
  const shown = (over: Partial<Shown<DepartureRow, (typeof destinations)[number]>> = {}): Shown<DepartureRow, (typeof destinations)[number]> => ({
    departure: jandakot,
    destination: rottnest,
    roundTrip: false,
    flightType: 'same-day',
    aircraftType: '3-passengers',
    place: rottnest,
    pricingKnown: true,
    aircraftSettled: true,
    ...over,
  });
  const asked = { parsed: 'same-day', requested: 'same-day', note: 'departure' } as const;

  it('says nothing and writes nothing when the address already says what is shown, by slug or by id', () => {
    expect(selectionCorrections(ask(full), shown(), asked, '3-passengers')).toEqual([]);
    expect(addressPatch(ask(full), shown(), asked)).toEqual({});
    expect(selectionCorrections(ask({ ...full, departure: '1', destination: '10' }), shown(), asked, '3-passengers')).toEqual([]);
  });

  it('says once that the route moved, whether the departure or the destination did', () => {
    expect(selectionCorrections(ask({ ...full, departure: 'perth-airport' }), shown(), asked, null)).toEqual([{ kind: 'route' }]);
    expect(selectionCorrections(ask({ ...full, departure: 'nowhere', destination: 'nowhere' }), shown(), asked, null)).toEqual([{ kind: 'route' }]);
    // A round trip shows the departure: the destination asked for is kept to go back to, not a move.
    expect(selectionCorrections(ask({ ...full, destination: 'wave-rock' }), shown({ roundTrip: true, flightType: 'scenic' }), { ...asked, parsed: 'scenic', requested: 'scenic' }, null)).toEqual([]);
  });

  it('says why the flight type changed, naming the departure or the destination that does not offer it', () => {
    const oneWay = { parsed: 'one-way', requested: 'one-way' } as const;
    expect(selectionCorrections(ask(full), shown({ departure: perth }), { ...oneWay, note: 'departure' }, null)).toEqual([
      { kind: 'route' },
      { kind: 'flightType', requested: 'one-way', shown: 'same-day', because: 'departure', place: perth },
    ]);
    expect(selectionCorrections(ask({ ...full, destination: 'wave-rock' }), shown({ destination: waveRock, place: waveRock }), { ...oneWay, note: 'destination' }, null)).toEqual([
      { kind: 'flightType', requested: 'one-way', shown: 'same-day', because: 'destination', place: waveRock },
    ]);
  });

  it('says when the aircraft asked for was replaced', () => {
    expect(selectionCorrections(ask(full), shown({ aircraftType: '6-passengers' }), asked, '3-passengers')).toEqual([
      { kind: 'aircraft', requested: '3-passengers', shown: '6-passengers' },
    ]);
  });

  it('writes the departure, destination, flight type and aircraft shown, and removes a destination a round trip cannot return to', () => {
    expect(addressPatch(ask({}), shown(), { parsed: null, requested: 'same-day', note: 'departure' })).toEqual({
      departure: 'jandakot',
      destination: 'rottnest-island',
      flightType: 'same-day',
      aircraft: '3-passengers',
    });
    expect(addressPatch(ask({ ...full, flightType: 'scenic', destination: 'jandakot' }), shown({ roundTrip: true, flightType: 'scenic', place: undefined }), asked)).toEqual({
      destination: null,
    });
  });

  it('waits for the departure offer before writing a flight type, and for the aircraft list before writing an aircraft', () => {
    const waiting = shown({ pricingKnown: false, aircraftSettled: false, flightType: 'one-way', aircraftType: '6-passengers' });
    const requested = { parsed: 'one-way', requested: 'one-way', note: 'departure' } as const;
    expect(addressPatch(ask({ ...full, flightType: 'same-day' }), waiting, requested)).toEqual({});
    expect(addressPatch(ask({ ...full, flightType: null, aircraft: null }), waiting, requested)).toEqual({ flightType: 'one-way', aircraft: '6-passengers' });
  });
});
