import type { RouteFlightType } from '../../../../domain/flight-types';
import type { BookingOptions, DestinationOption, PlaceOption, RegionOption } from './booking-options';

/**
 * The light widget's rules (decision 0020): it offers only routes the full widget can book. A route never joins
 * two regions; a destination that is the departure itself is offered only as its scenic flight (docs/product.md §4:
 * scenic starts and ends at the departure, matched by slug), and a destination no departure can reach is
 * not offered at all. Pure: lists and the visitor's choice in, what to show and what Book Now opens out.
 */

export interface RouteSelection {
  departureId?: number;
  destinationId?: number;
}

export interface PlaceGroup<T extends PlaceOption> {
  region: RegionOption;
  places: T[];
}

/** Exactly what Book Now hands to the full widget. */
export interface BookingTarget {
  departure: string;
  destination: string;
  flightType: RouteFlightType;
  region: string;
}

export interface RouteChoices {
  /** True when no region is given: the lists show every region, grouped under the region's name. */
  grouped: boolean;
  departureGroups: PlaceGroup<PlaceOption>[];
  destinationGroups: PlaceGroup<DestinationOption>[];
  departure: PlaceOption | undefined;
  destination: DestinationOption | undefined;
  booking: BookingTarget | undefined;
}

/** A choice the widget made for the visitor, which it must say in words. */
export type SelectionNotice =
  | { kind: 'destination-cleared'; departure: PlaceOption; destination: DestinationOption }
  | { kind: 'scenic-departure'; departure: PlaceOption };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The flight type Book Now asks for on this pair, or undefined when the full widget could not book it:
 * another region; the same place (by slug or name) unless it offers scenic under the departure's own slug.
 */
export function flightTypeFor(departure: PlaceOption, destination: DestinationOption): RouteFlightType | undefined {
  if (departure.regionId !== destination.regionId) return undefined;
  const sameSlug = sameText(departure.value, destination.value);
  if (sameSlug || sameText(departure.name, destination.name)) {
    return sameSlug && destination.flightTypes.includes('scenic') ? 'scenic' : undefined;
  }
  return destination.flightTypes.find((type) => type !== 'scenic');
}

/** The first of the codes that names an active region (case-insensitive), else undefined: every region. */
export function scopeRegion(regions: readonly RegionOption[], codes: readonly string[]): RegionOption | undefined {
  for (const code of codes) {
    const region = regions.find((r) => sameText(r.code, code));
    if (region) return region;
  }
  return undefined;
}

/** The departure a scenic-only destination ("Scenic flight from X") starts from, if it is one. */
export function scenicHome(destination: DestinationOption, departures: readonly PlaceOption[]): PlaceOption | undefined {
  if (destination.flightTypes.some((type) => type !== 'scenic')) return undefined;
  return departures.find((departure) => flightTypeFor(departure, destination) === 'scenic');
}

function groupByRegion<T extends PlaceOption>(regions: readonly RegionOption[], places: readonly T[]): PlaceGroup<T>[] {
  return regions.map((region) => ({ region, places: places.filter((p) => p.regionId === region.id) })).filter((group) => group.places.length > 0);
}

/** What the two lists offer for this choice, and the route Book Now opens once both ends form one. */
export function routeChoices(options: BookingOptions, scope: RegionOption | undefined, selection: RouteSelection): RouteChoices {
  const regions = scope ? [scope] : options.regions;
  const inView = new Set(regions.map((r) => r.id));
  const departures = options.departures.filter((d) => inView.has(d.regionId));
  const departure = departures.find((d) => d.id === selection.departureId);
  const reachable = (destination: DestinationOption) =>
    departure ? flightTypeFor(departure, destination) !== undefined : departures.some((d) => flightTypeFor(d, destination) !== undefined);
  const destinations = options.destinations.filter((destination) => inView.has(destination.regionId) && reachable(destination));
  const destination = destinations.find((d) => d.id === selection.destinationId);
  const flightType = departure && destination ? flightTypeFor(departure, destination) : undefined;
  const region = regions.find((r) => r.id === departure?.regionId);
  return {
    grouped: !scope,
    departureGroups: groupByRegion(regions, departures),
    destinationGroups: groupByRegion(regions, destinations),
    departure,
    destination,
    booking:
      departure && destination && flightType && region
        ? { departure: departure.value, destination: destination.value, flightType, region: region.code }
        : undefined,
  };
}

/** The draft regions whose places the lists show (a staff preview, decision 0044): the banner names them. */
export function draftRegions(choices: Pick<RouteChoices, 'departureGroups' | 'destinationGroups'>): RegionOption[] {
  const drafts = new Map<number, RegionOption>();
  for (const { region } of [...choices.departureGroups, ...choices.destinationGroups]) if (region.draft) drafts.set(region.id, region);
  return [...drafts.values()];
}

/**
 * A new From. A chosen To the new departure cannot reach (another region, the scenic flight of another
 * airfield) is dropped, and the notice says so: the visitor's choice never changes silently.
 */
export function chooseDeparture(
  options: BookingOptions,
  scope: RegionOption | undefined,
  selection: RouteSelection,
  departureId: number | undefined,
): { selection: RouteSelection; notice?: SelectionNotice } {
  const before = routeChoices(options, scope, selection).destination;
  const next = routeChoices(options, scope, { departureId, destinationId: selection.destinationId });
  if (!before || next.destination) return { selection: { departureId, destinationId: before?.id } };
  return {
    selection: { departureId, destinationId: undefined },
    notice: next.departure ? { kind: 'destination-cleared', departure: next.departure, destination: before } : undefined,
  };
}

/**
 * A new To. "Scenic flight from X" chosen before any From also chooses X under From, since that flight can
 * only start there; the notice says so.
 */
export function chooseDestination(
  options: BookingOptions,
  scope: RegionOption | undefined,
  selection: RouteSelection,
  destinationId: number | undefined,
): { selection: RouteSelection; notice?: SelectionNotice } {
  const current = routeChoices(options, scope, selection);
  const destination = options.destinations.find((d) => d.id === destinationId);
  if (current.departure || !destination) return { selection: { departureId: current.departure?.id, destinationId } };
  const home = scenicHome(destination, current.departureGroups.flatMap((group) => group.places));
  if (!home) return { selection: { departureId: undefined, destinationId } };
  return { selection: { departureId: home.id, destinationId }, notice: { kind: 'scenic-departure', departure: home } };
}
