import { AIRCRAFT, AIRCRAFT_TYPES, currentAircraftId, type AircraftType } from './aircraft';
import { FLIGHT_TYPES, isRoundTripFromDeparture, type FlightType } from './flight-types';
import type { Party } from './party';
import { partyLimit, type PartyLimit } from './party-rules';
import { fallbackChoice, isAircraftSelectable, usableOptions } from './selection';

/**
 * What the flights tab shows for a requested selection (docs/product.md §4 and §5): one pure
 * function from the address bar's choice and the lists the server sent to the effective departure,
 * destination, flight type and aircraft, what may be chosen and why not, the corrections it had to make, and
 * what to write back to the address bar. The page only lays this out. See docs/decisions/0021.
 */

export const DEFAULT_FLIGHT_TYPE: FlightType = 'same-day';
export const DEFAULT_AIRCRAFT: AircraftType = '3-passengers';

/** ?flightType= as a flight type ('return' is the old customer widget's same-day); null when absent or unknown. */
export function parseFlightType(value: string | null | undefined): FlightType | null {
  const normalised = value === 'return' ? 'same-day' : value;
  return (FLIGHT_TYPES as readonly (string | null | undefined)[]).includes(normalised) ? (normalised as FlightType) : null;
}

/** ?aircraft= as an aircraft type (legacy ids mapped); null when absent or unknown. */
export function parseAircraft(value: string | null | undefined): AircraftType | null {
  const normalised = value ? currentAircraftId(value) : null;
  return (AIRCRAFT_TYPES as readonly (string | null)[]).includes(normalised) ? (normalised as AircraftType) : null;
}

/** The choice as the address bar holds it, verbatim: slugs or ids (?departureId= from the light widget). */
export interface SelectionRequest {
  departure: string | null;
  destination: string | null;
  flightType: string | null;
  aircraft: string | null;
}

export interface DepartureRow {
  id: number;
  value: string;
  name: string;
  pilotTrainingUrl?: string | null;
  trainingUrls?: Record<string, string> | null;
}

export interface DestinationRow {
  id: number;
  value: string;
  name: string;
  flightTypes: readonly string[];
}

export interface RoutePricingRow {
  departureLocationId: number;
  flightType: string;
}

/** A route complete enough to ask for aircraft and a price. */
export interface PricedRoute {
  departure: string;
  destination: string;
  flightType: FlightType;
}

export interface SelectionLists<D extends DepartureRow, T extends DestinationRow> {
  /** The active region; nothing is chosen without one. */
  region: { defaultDepartureLocationId: number | null; defaultDestinationId: number | null } | undefined;
  /** The region's departures and destinations; undefined while they load. */
  departures: readonly D[] | undefined;
  destinations: readonly T[] | undefined;
  /** A departure's route pricing rows; undefined while they load (or when they could not be read). */
  routePricing(departureId: number): readonly RoutePricingRow[] | undefined;
  /** The aircraft types that fly a route; undefined while loading, null when the list could not be read. */
  availableAircraft(route: PricedRoute): readonly string[] | null | undefined;
  /** Who flies: an aircraft that cannot seat or carry them cannot be chosen (never judged in pilot training). */
  party?: Party;
}

/** Why a flight type cannot be chosen: the departure does not offer it, or the destination does not. */
export type FlightTypeNote = 'departure' | 'destination';

export interface FlightTypeOption {
  type: FlightType;
  selectable: boolean;
  note?: FlightTypeNote;
}

export interface AircraftOption {
  type: AircraftType;
  selectable: boolean;
  /** Only with a full route and its list (docs/product.md §4): 'Available' / 'Not available'. */
  availability?: 'available' | 'unavailable';
  /** Flagged TRAINING AIRCRAFT in pilot-training mode. */
  training: boolean;
  /** Why it cannot take the party ("Seats 3; your party is 4"); absent when it can. */
  partyLimit?: PartyLimit;
}

/** A change made for the visitor; each one is said on the page (never silently). */
export type Correction<D, T> =
  /** The departure or destination asked for is not offered here (unknown, inactive, another region). */
  | { kind: 'route' }
  | { kind: 'flightType'; requested: FlightType; shown: FlightType; because: FlightTypeNote; place: D | T | undefined }
  | { kind: 'aircraft'; requested: AircraftType; shown: AircraftType; because?: 'party'; limit?: PartyLimit };

/** Values to put in the address bar (null: remove the parameter) so that a link restores what is shown. */
export type AddressPatch = Partial<Record<'departure' | 'destination' | 'flightType' | 'aircraft', string | null>>;

export interface FlightSelection<D, T> {
  departure: D | undefined;
  /** Point to point: the chosen destination. Scenic: the departure's own scenic row, if it has one. */
  destination: T | undefined;
  /** The destination the route is priced with (the departure itself for scenic and pilot training). */
  destinationValue: string | undefined;
  flightType: FlightType;
  aircraftType: AircraftType;
  /** Scenic and pilot training fly from and back to the departure. */
  roundTrip: boolean;
  training: boolean;
  route: PricedRoute | undefined;
  /** The departure list (docs/product.md §5: entries without id and name dropped). */
  departureOptions: D[];
  /** The destination list for the chosen flight type (empty for round trips: the departure is shown). */
  destinationOptions: T[];
  /** The destination point-to-point flight types were judged by: the chosen one, or the one to return to. */
  offeredBy: T | undefined;
  flightTypes: FlightTypeOption[];
  aircraft: AircraftOption[];
  /** False while the aircraft list of the route is loading: the price waits for it. */
  aircraftSettled: boolean;
  corrections: Correction<D, T>[];
  address: AddressPatch;
}

const matches = (row: { id: number; value: string }, ref: string | null) => ref !== null && (row.value === ref || String(row.id) === ref);

/**
 * docs/product.md §5: the flight types a departure offers, from its route pricing rows (plus training with a course
 * link).
 */
export function departureFlightTypes(departure: DepartureRow, rows: readonly RoutePricingRow[]): FlightType[] | undefined {
  if (rows.length === 0) return undefined;
  const types = new Set(rows.filter((row) => row.departureLocationId === departure.id).map((row) => row.flightType));
  if (departure.pilotTrainingUrl || Object.keys(departure.trainingUrls ?? {}).length > 0) types.add('pilot-training');
  const offered = FLIGHT_TYPES.filter((type) => types.has(type));
  return offered.length > 0 ? offered : undefined;
}

/**
 * Flight types: a type the departure does not offer is disabled ('departure'); a point-to-point type the
 * chosen (or remembered) destination does not offer is disabled ('destination'); round trips need only the
 * departure. Without a list everything is selectable (docs/product.md §5).
 */
function flightTypeOptions(offered: readonly FlightType[] | undefined, judge: DestinationRow | undefined): FlightTypeOption[] {
  return FLIGHT_TYPES.map((type) => {
    if (offered && !offered.includes(type)) return { type, selectable: false, note: 'departure' };
    if (!isRoundTripFromDeparture(type) && judge && !judge.flightTypes.includes(type)) return { type, selectable: false, note: 'destination' };
    return { type, selectable: true };
  });
}

/** docs/product.md §4: the departure asked for, else the region default, else the first; and the destination asked for. */
function choosePlaces<D extends DepartureRow, T extends DestinationRow>(request: SelectionRequest, lists: SelectionLists<D, T>) {
  const departures = usableOptions(lists.departures);
  const destinations = usableOptions(lists.destinations).filter((d) => Array.isArray(d.flightTypes));
  const departure = lists.region ? fallbackChoice(departures, request.departure, lists.region.defaultDepartureLocationId) : undefined;
  // The departure's own value as destination means "scenic flight from X" (the light widget's scenic entry);
  // a row that offers no point-to-point flight is no place to fly to or to return to.
  const wanted = destinations.find((d) => matches(d, request.destination));
  const ownScenic = departure !== undefined && wanted?.value === departure.value;
  const place = wanted && !ownScenic && wanted.flightTypes.some((type) => !isRoundTripFromDeparture(type as FlightType)) ? wanted : undefined;
  return { departures, destinations, departure, ownScenic, place };
}

/** docs/product.md §5 and decision 0021: the type asked for while it may be chosen, else the first type that may. */
function chooseFlightType(request: SelectionRequest, offered: readonly FlightType[] | undefined, place: DestinationRow | undefined, ownScenic: boolean) {
  const parsed = parseFlightType(request.flightType);
  const requested: FlightType = parsed ?? (ownScenic ? 'scenic' : DEFAULT_FLIGHT_TYPE);
  const options = flightTypeOptions(offered, place);
  const requestedOption = options.find((option) => option.type === requested)!;
  const chosen = requestedOption.selectable ? requested : (options.find((option) => option.selectable)?.type ?? requested);
  return { parsed, requested, options, note: requestedOption.note ?? 'departure', chosen };
}

/** Each aircraft's party limit, none in pilot training (a lesson is chosen by its aircraft, not by seats). */
function partyLimits(party: Party | undefined, training: boolean): Partial<Record<AircraftType, PartyLimit>> {
  if (!party || training) return {};
  return Object.fromEntries(AIRCRAFT_TYPES.flatMap((type) => {
    const limit = partyLimit(type, party);
    return limit ? [[type, limit]] : [];
  }));
}

/**
 * The aircraft shown: the one asked for when it flies the route and takes the party; else the first that
 * does both; else, when none takes the party, the first that flies the route (the picker says none fits).
 */
function chosenAircraft(wanted: AircraftType, list: readonly string[] | undefined, limits: Partial<Record<AircraftType, PartyLimit>>): AircraftType {
  const flies = (type: AircraftType) => !list || list.includes(type);
  const fits = (type: AircraftType) => flies(type) && !limits[type];
  if (fits(wanted)) return wanted;
  const candidates = list ? list.map(parseAircraft).filter((type): type is AircraftType => type !== null) : AIRCRAFT_TYPES;
  return candidates.find(fits) ?? (flies(wanted) ? wanted : (candidates[0] ?? wanted));
}

/**
 * docs/product.md §4, §5: the first available aircraft when the route's list lacks the chosen one (never in pilot
 * training), or when it cannot take the party.
 */
function chooseAircraft(request: SelectionRequest, route: PricedRoute | undefined, available: readonly string[] | null | undefined, training: boolean, party: Party | undefined) {
  const list = Array.isArray(available) ? available : undefined;
  const requested = parseAircraft(request.aircraft);
  const wanted = requested ?? DEFAULT_AIRCRAFT;
  const limits = partyLimits(party, training);
  const chosen = training ? wanted : chosenAircraft(wanted, list, limits);
  const routeParts = { departure: route?.departure, destination: route?.destination, flightType: route?.flightType };
  const options: AircraftOption[] = AIRCRAFT_TYPES.map((type) => ({
    type,
    selectable: isAircraftSelectable(type, routeParts, list) && !limits[type],
    availability: route && !training && list ? (list.includes(type) ? 'available' : 'unavailable') : undefined,
    training: training && AIRCRAFT[type].trainingAircraft,
    ...(limits[type] ? { partyLimit: limits[type] } : {}),
  }));
  return { requested, chosen, options, settled: !route || available !== undefined, requestedLimit: requested ? limits[requested] : undefined };
}

/**
 * docs/product.md §4, §5: the destinations offering the flight type, and the one asked for, else the region default,
 * else the first. Scenic and pilot training force destination = departure (its own scenic row, if any); the
 * destination asked for then stays in the address as the one to go back to.
 */
function chooseDestination<T extends DestinationRow>(
  request: SelectionRequest,
  destinations: T[],
  departure: DepartureRow | undefined,
  flightType: FlightType,
  regionDefault: number | null | undefined,
) {
  if (isRoundTripFromDeparture(flightType)) {
    return { destinationOptions: [], destination: departure && destinations.find((d) => d.value === departure.value && d.flightTypes.includes(flightType)) };
  }
  const destinationOptions = destinations.filter((d) => d.flightTypes.includes(flightType));
  return { destinationOptions, destination: departure ? fallbackChoice(destinationOptions, request.destination, regionDefault) : undefined };
}

export interface Shown<D, T> {
  departure: D;
  destination: T | undefined;
  roundTrip: boolean;
  flightType: FlightType;
  aircraftType: AircraftType;
  place: T | undefined;
  pricingKnown: boolean;
  aircraftSettled: boolean;
  /** Why the aircraft asked for cannot take the party, when it cannot. */
  requestedLimit?: PartyLimit;
}

type ChosenType = Pick<ReturnType<typeof chooseFlightType>, 'parsed' | 'requested' | 'note'>;

/** What changed for the visitor, each said on the page: the route, the flight type (and why), the aircraft. */
export function selectionCorrections<D extends DepartureRow, T extends DestinationRow>(
  request: SelectionRequest,
  shown: Shown<D, T>,
  type: ChosenType,
  requestedAircraft: AircraftType | null,
): Correction<D, T>[] {
  const { departure, destination, flightType, aircraftType } = shown;
  const corrections: Correction<D, T>[] = [];
  const departureMoved = request.departure !== null && !matches(departure, request.departure);
  const destinationMoved = !shown.roundTrip && destination !== undefined && request.destination !== null && !matches(destination, request.destination);
  if (departureMoved || destinationMoved) corrections.push({ kind: 'route' });
  if (type.parsed !== null && flightType !== type.parsed) {
    corrections.push({ kind: 'flightType', requested: type.parsed, shown: flightType, because: type.note, place: type.note === 'departure' ? departure : shown.place });
  }
  if (requestedAircraft !== null && aircraftType !== requestedAircraft) {
    const limit = shown.requestedLimit;
    corrections.push({ kind: 'aircraft', requested: requestedAircraft, shown: aircraftType, ...(limit ? { because: 'party' as const, limit } : {}) });
  }
  return corrections;
}

/**
 * The destination the address must hold: the one shown; for a round trip, nothing when the one asked for is
 * no place to return to (undefined: leave the address as it is).
 */
function destinationInAddress(request: SelectionRequest, shown: Shown<DepartureRow, DestinationRow>): string | null | undefined {
  if (!shown.roundTrip) return shown.destination && request.destination !== shown.destination.value ? shown.destination.value : undefined;
  return request.destination !== null && !shown.place ? null : undefined;
}

/** A flight type is written once the departure's offer is known, or when the address had none, or when it was corrected. */
const writesFlightType = (request: SelectionRequest, shown: Shown<DepartureRow, DestinationRow>, type: ChosenType) =>
  request.flightType !== shown.flightType && (shown.pricingKnown || request.flightType === null || shown.flightType !== type.requested);

/** An aircraft is written once the route's aircraft list is known, or when the address had none. */
const writesAircraft = (request: SelectionRequest, shown: Shown<DepartureRow, DestinationRow>) =>
  request.aircraft !== shown.aircraftType && (shown.aircraftSettled || request.aircraft === null);

/** What the address bar must say to match what is shown. */
export function addressPatch(request: SelectionRequest, shown: Shown<DepartureRow, DestinationRow>, type: ChosenType): AddressPatch {
  const address: AddressPatch = {};
  if (request.departure !== shown.departure.value) address.departure = shown.departure.value;
  const destination = destinationInAddress(request, shown);
  if (destination !== undefined) address.destination = destination;
  if (writesFlightType(request, shown, type)) address.flightType = shown.flightType;
  if (writesAircraft(request, shown)) address.aircraft = shown.aircraftType;
  return address;
}

/** What changed for the visitor (each said on the page) and what the address bar must say to match. */
function reconcile<D extends DepartureRow, T extends DestinationRow>(
  request: SelectionRequest,
  shown: Shown<D, T>,
  type: ChosenType,
  requestedAircraft: AircraftType | null,
): { corrections: Correction<D, T>[]; address: AddressPatch } {
  return { corrections: selectionCorrections(request, shown, type, requestedAircraft), address: addressPatch(request, shown, type) };
}

export function resolveFlightSelection<D extends DepartureRow, T extends DestinationRow>(
  request: SelectionRequest,
  lists: SelectionLists<D, T>,
): FlightSelection<D, T> {
  const { region } = lists;
  const { departures, destinations, departure, ownScenic, place } = choosePlaces(request, lists);
  const rows = departure ? lists.routePricing(departure.id) : undefined;
  const type = chooseFlightType(request, departure && rows ? departureFlightTypes(departure, rows) : undefined, place, ownScenic);
  const flightType = type.chosen;

  const roundTrip = isRoundTripFromDeparture(flightType);
  const training = flightType === 'pilot-training';
  const { destinationOptions, destination } = chooseDestination(request, destinations, departure, flightType, region?.defaultDestinationId);
  const destinationValue = roundTrip ? departure?.value : destination?.value;
  const route = region && departure && destinationValue ? { departure: departure.value, destination: destinationValue, flightType } : undefined;
  const aircraft = chooseAircraft(request, route, route ? lists.availableAircraft(route) : undefined, training, lists.party);
  const aircraftType = aircraft.chosen;

  const loaded = lists.departures !== undefined && lists.destinations !== undefined;
  const shown = { departure, destination, roundTrip, flightType, aircraftType, place, pricingKnown: rows !== undefined, aircraftSettled: aircraft.settled, requestedLimit: aircraft.requestedLimit };
  const { corrections, address } = loaded && departure ? reconcile(request, { ...shown, departure }, type, aircraft.requested) : { corrections: [], address: {} };

  return {
    departure,
    destination,
    destinationValue,
    flightType,
    aircraftType,
    roundTrip,
    training,
    route,
    departureOptions: departures,
    destinationOptions,
    offeredBy: place,
    flightTypes: type.options,
    aircraft: aircraft.options,
    aircraftSettled: aircraft.settled,
    corrections,
    address,
  };
}
