import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, type AircraftType } from '../../../../domain/aircraft';
import type { PublicDeparture, PublicDestination } from '../../../../domain/api/content';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import type { FlightSelection } from '../../../../domain/flight-selection';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { partySize } from '../../../../domain/party-rules';
import { greatCircleKm, legMinutes } from '../../../../domain/route-math';
import { useLocalized } from '../../../lib/localized';
import type { BookingClickPayload } from '../api/booking-mutations';
import type { BookingRoute } from '../components/booking-area';
import type { EstimateState } from '../components/price-estimate-card';
import { snapshotOf, type ChosenExperience } from './flights-snapshot';
import type { useFlightsTab } from './use-flights-tab';
import { usePriceHold } from './use-price-hold';

type Tab = ReturnType<typeof useFlightsTab>;
type Selection = FlightSelection<PublicDeparture, PublicDestination>;

const TRAINING_OPEN_DELAY_MS = 100;

/** Distance and flight time from the estimate; from the coordinates while there is none (scenic has its own). */
function routeFacts(selection: Selection, result: CalculatePriceResponse | undefined) {
  const { departure: from, destination: to } = selection;
  const known = !selection.roundTrip && from?.latitude != null && from.longitude != null && to?.latitude != null && to.longitude != null;
  const km = known ? greatCircleKm({ latitude: from.latitude!, longitude: from.longitude! }, { latitude: to.latitude!, longitude: to.longitude! }) : null;
  return {
    distanceKm: result?.breakdown?.distanceKm ?? km,
    flightMinutes: result?.breakdown?.flightMinutes ?? (km !== null ? legMinutes(km, selection.aircraftType) : null),
  };
}

/** docs/product.md §4: the estimate card is hidden for pilot training and for scenic without a price (an experience has its own). */
function showsEstimate(selection: Selection, estimate: EstimateState, experience: boolean): boolean {
  if (!selection.route || selection.training) return false;
  if (experience) return true;
  const result = estimate.result;
  return !(selection.flightType === 'scenic' && (result?.isScenic ?? true) && typeof result?.estimate !== 'number' && !estimate.loading);
}

/** The booking area's route (the staff-HTML frame's address) and the Book Now click it records. */
function bookingOf(tab: Tab, result: CalculatePriceResponse | undefined) {
  const { selection, regionId, appContext } = tab;
  const route = {
    aircraftType: selection.aircraftType,
    flightType: selection.flightType,
    departure: selection.departure?.value ?? '',
    destination: selection.destinationValue ?? '',
    regionId,
    appContext,
  };
  const estimate = result?.estimate ?? null;
  const bookingRoute: BookingRoute = route;
  const bookingClick: BookingClickPayload = { ...route, estimatedPrice: estimate, bookingUrl: result?.bookingUrl ?? null };
  return { bookingRoute, bookingClick };
}

/** The answer the card shows: the trip's when the visitor made one (decision 0070), else the chosen aircraft's for the route. */
function estimateSource(tab: Tab) {
  const { price, selection, trip } = tab;
  // Until the editor has loaded and asked, the trip is being priced.
  if (trip.legs) return trip.price ?? { result: undefined, loading: true, failed: false, fetching: true, updatedAt: 0, refetch: () => undefined, refusal: null };
  // Another day's or language's answer, kept while the new one comes, is never shown as this one.
  const result = selection.route && !price.isError && !price.isPlaceholderData ? price.data : undefined;
  return { result, loading: price.isPending || price.isPlaceholderData, failed: price.isError, fetching: price.isFetching, updatedAt: price.dataUpdatedAt, refetch: price.refetch, refusal: null };
}

/** The price query as the estimate card shows it, with its 20-minute hold. */
function useEstimate(tab: Tab): EstimateState {
  const { selection } = tab;
  const source = estimateSource(tab);
  const { result } = source;
  const hold = usePriceHold(result?.breakdown?.validUntil, source.updatedAt);
  return {
    result,
    loading: source.loading,
    failed: source.failed,
    refusal: source.refusal,
    trip: tab.trip.legs !== null,
    fetching: source.fetching,
    hold,
    capacity: AIRCRAFT[selection.aircraftType].capacity,
    people: partySize(tab.party),
    requote: () => void source.refetch(),
  };
}

/** Choosing an aircraft; in pilot-training mode it also opens that aircraft's course (docs/product.md §4, after 100 ms). */
function useSelectAircraft(tab: Tab) {
  const { choose } = tab;
  const { flightType, departure } = tab.selection;
  return useCallback(
    (type: AircraftType) => {
      choose({ aircraft: type });
      const url = flightType === 'pilot-training' ? (departure?.trainingUrls?.[type] ?? departure?.pilotTrainingUrl) : undefined;
      if (url) window.setTimeout(() => window.open(url, '_blank', 'noopener,noreferrer'), TRAINING_OPEN_DELAY_MS);
    },
    [choose, flightType, departure],
  );
}

/** The experience being booked, in the visitor's language (decision 0054). */
function chosenExperience(tab: Tab, l: ReturnType<typeof useLocalized>): ChosenExperience | undefined {
  if (!tab.experience) return undefined;
  return { id: tab.experience.id, title: l(tab.experience, 'title'), price: l(tab.experience, 'price') || null };
}

/** The compact bar's total: the experience's price, else the quote's A$ total (none for a text estimate). */
function barTotalOf(experience: ChosenExperience | undefined, total: number | string | undefined, language: string): string | null {
  if (experience) return experience.price;
  return typeof total === 'number' ? formatVisitorAud(centsFromDollars(total), language) : null;
}

/** The trip's part of the view: the places its legs may use, and whether the flight chosen may become one. */
function tripView(tab: Tab, l: ReturnType<typeof useLocalized>, experience: boolean) {
  const { selection } = tab;
  return {
    tripPlaces: tab.places.map((place) => ({ value: place.value, label: l(place, 'name') })),
    /** A single flight between two places may become a trip (not scenic, training or an experience: decision 0070). */
    canStartTrip: Boolean(selection.route) && !selection.roundTrip && !selection.training && !experience && tab.trip.legs === null,
  };
}

/** What the flights tab lays out, in the visitor's language: names, options, the estimate and the snapshot. */
export function useFlightsView(tab: Tab) {
  const { i18n } = useTranslation('booking');
  const l = useLocalized();
  const { selection } = tab;
  const { departure, destination, aircraftType } = selection;
  const estimate = useEstimate(tab);
  const selectAircraft = useSelectAircraft(tab);

  const departureName = departure ? l(departure, 'name') : undefined;
  const destinationName = destination ? l(destination, 'name') : selection.roundTrip ? departureName : undefined;
  const locked = departure ? [{ value: departure.value, label: destinationName ?? departure.name }] : [];
  const experience = chosenExperience(tab, l);
  const trip = tripView(tab, l, experience !== undefined);
  // A trip's legs name their places by slug: the snapshot names them as the editor lists them.
  const placeNames = new Map(trip.tripPlaces.map((place) => [place.value, place.label]));
  const names = { departure: departureName, destination: destinationName, place: (value: string) => placeNames.get(value) };

  return {
    selection,
    estimate,
    selectAircraft,
    snapshot: snapshotOf(tab, names, estimate.result, experience),
    ...bookingOf(tab, estimate.result),
    ...routeFacts(selection, estimate.result),
    /** What the price includes besides the flight (positioning, decision 0070), in the visitor's language. */
    routeNote: estimate.result?.summary ?? null,
    routeComplete: Boolean(selection.route),
    showEstimate: showsEstimate(selection, estimate, experience !== undefined),
    departureName,
    destinationName,
    routeLabel: selection.roundTrip ? (departureName ?? '') : `${departureName ?? ''} → ${destinationName ?? ''}`,
    offeredByName: selection.offeredBy ? l(selection.offeredBy, 'name') : undefined,
    departureOptions: selection.departureOptions.map((d) => ({ value: d.value, label: l(d, 'name') })),
    destinationOptions: selection.roundTrip ? locked : selection.destinationOptions.map((d) => ({ value: d.value, label: l(d, 'name') })),
    ...trip,
    aircraftImages: tab.images.filter((image) => image.aircraftType === aircraftType).sort((a, b) => a.displayOrder - b.displayOrder),
    barTotal: barTotalOf(experience, estimate.result?.estimate, i18n.language),
  };
}
