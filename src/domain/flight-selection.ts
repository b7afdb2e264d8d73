import { AIRCRAFT, AIRCRAFT_TYPES, LEGACY_AIRCRAFT_ALIASES, type AircraftType } from './aircraft';
import { FLIGHT_TYPES, isRoundTripFromDeparture, type FlightType } from './flight-types';
import { fallbackChoice, isAircraftSelectable, usableOptions } from './selection';

/**
 * What the flights tab shows for a requested selection (SPEC §4 and §5, issue 10 items 2 and 7): one pure
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
  const normalised = value ? (LEGACY_AIRCRAFT_ALIASES[value] ?? value) : null;
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
  /** Only with a full route and its list (SPEC §4): 'Available' / 'Not available'. */
  availability?: 'available' | 'unavailable';
  /** Flagged TRAINING AIRCRAFT in pilot-training mode. */
  training: boolean;
}

/** A change made for the visitor; each one is said on the page (never silently). */
export type Correction<D, T> =
  /** The departure or destination asked for is not offered here (unknown, inactive, another region). */
  | { kind: 'route' }
  | { kind: 'flightType'; requested: FlightType; shown: FlightType; because: FlightTypeNote; place: D | T | undefined }
  | { kind: 'aircraft'; requested: AircraftType; shown: AircraftType };

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

/** SPEC §5: the flight types a departure offers, from its route pricing rows (plus training with a course link). */
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
 * departure. Without a list everything is selectable (SPEC §5).
 */
function flightTypeOptions(offered: readonly FlightType[] | undefined, judge: DestinationRow | undefined): FlightTypeOption[] {
  return FLIGHT_TYPES.map((type) => {
    if (offered && !offered.includes(type)) return { type, selectable: false, note: 'departure' };
    if (!isRoundTripFromDeparture(type) && judge && !judge.flightTypes.includes(type)) return { type, selectable: false, note: 'destination' };
    return { type, selectable: true };
  });
}

export function resolveFlightSelection<D extends DepartureRow, T extends DestinationRow>(
  request: SelectionRequest,
  lists: SelectionLists<D, T>,
): FlightSelection<D, T> {
  const { region } = lists;
  const loaded = region !== undefined && lists.departures !== undefined && lists.destinations !== undefined;
  const departures = usableOptions(lists.departures);
  const destinations = usableOptions(lists.destinations).filter((d) => Array.isArray(d.flightTypes));
  const departure = region ? fallbackChoice(departures, request.departure, region.defaultDepartureLocationId) : undefined;

  // The destination asked for. Its own departure's value means "scenic flight from X" (the light widget's
  // scenic entry); a row that offers no point-to-point flight is no place to fly to or return to.
  const wanted = destinations.find((d) => matches(d, request.destination));
  const ownScenic = departure !== undefined && wanted?.value === departure.value;
  const place = wanted && !ownScenic && wanted.flightTypes.some((type) => !isRoundTripFromDeparture(type as FlightType)) ? wanted : undefined;

  const parsedType = parseFlightType(request.flightType);
  const requestedType: FlightType = parsedType ?? (ownScenic ? 'scenic' : DEFAULT_FLIGHT_TYPE);
  const rows = departure ? lists.routePricing(departure.id) : undefined;
  const offered = departure && rows ? departureFlightTypes(departure, rows) : undefined;
  const flightTypes = flightTypeOptions(offered, place);
  const requestedOption = flightTypes.find((option) => option.type === requestedType)!;
  const flightType = requestedOption.selectable ? requestedType : (flightTypes.find((option) => option.selectable)?.type ?? requestedType);

  // SPEC §4: scenic and pilot training force destination = departure; the destination asked for stays in
  // the address as the one to go back to.
  const roundTrip = isRoundTripFromDeparture(flightType);
  const training = flightType === 'pilot-training';
  const destinationOptions = roundTrip ? [] : destinations.filter((d) => d.flightTypes.includes(flightType));
  const destination = !departure
    ? undefined
    : roundTrip
      ? destinations.find((d) => d.value === departure.value && d.flightTypes.includes(flightType))
      : fallbackChoice(destinationOptions, request.destination, region?.defaultDestinationId);
  const destinationValue = roundTrip ? departure?.value : destination?.value;
  const route = region && departure && destinationValue ? { departure: departure.value, destination: destinationValue, flightType } : undefined;

  // SPEC §4: the first available aircraft when the list lacks the chosen one (never in pilot training).
  const available = route ? lists.availableAircraft(route) : undefined;
  const list = Array.isArray(available) ? available : undefined;
  const requestedAircraft = parseAircraft(request.aircraft);
  const wantedAircraft = requestedAircraft ?? DEFAULT_AIRCRAFT;
  const firstAvailable = list?.map(parseAircraft).find((type) => type !== null);
  const aircraftType = !training && list && firstAvailable && !list.includes(wantedAircraft) ? firstAvailable : wantedAircraft;
  const aircraftSettled = !route || available !== undefined;
  const routeParts = { departure: departure?.value, destination: destinationValue, flightType };
  const aircraft = AIRCRAFT_TYPES.map((type) => ({
    type,
    selectable: isAircraftSelectable(type, routeParts, list),
    availability: route && !training && list ? (list.includes(type) ? ('available' as const) : ('unavailable' as const)) : undefined,
    training: training && AIRCRAFT[type].trainingAircraft,
  }));

  const corrections: Correction<D, T>[] = [];
  const address: AddressPatch = {};
  if (loaded && departure) {
    const departureMoved = request.departure !== null && !matches(departure, request.departure);
    const destinationMoved = !roundTrip && destination !== undefined && request.destination !== null && !matches(destination, request.destination);
    if (departureMoved || destinationMoved) corrections.push({ kind: 'route' });
    if (parsedType !== null && flightType !== parsedType) {
      const because = requestedOption.note ?? 'departure';
      corrections.push({ kind: 'flightType', requested: parsedType, shown: flightType, because, place: because === 'departure' ? departure : place });
    }
    if (requestedAircraft !== null && aircraftType !== requestedAircraft) corrections.push({ kind: 'aircraft', requested: requestedAircraft, shown: aircraftType });

    if (request.departure !== departure.value) address.departure = departure.value;
    if (!roundTrip && destination && request.destination !== destination.value) address.destination = destination.value;
    if (roundTrip && request.destination !== null && !place) address.destination = null;
    // A flight type is written once the departure's offer is known, or when there was none, or when corrected.
    if (request.flightType !== flightType && (rows !== undefined || request.flightType === null || flightType !== requestedType)) {
      address.flightType = flightType;
    }
    if (request.aircraft !== aircraftType && (aircraftSettled || request.aircraft === null)) address.aircraft = aircraftType;
  }

  return {
    departure,
    destination,
    destinationValue,
    flightType,
    aircraftType,
    roundTrip,
    training,
    route,
    destinationOptions,
    offeredBy: place,
    flightTypes,
    aircraft,
    aircraftSettled,
    corrections,
    address,
  };
}
