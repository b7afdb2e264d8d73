import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicDeparture, PublicDestination } from '../../../../domain/api/content';
import { flyingAircraft, quoteOf } from '../../../../domain/route-quotes';
import {
  resolveFlightSelection,
  type AddressPatch,
  type Correction,
  type FlightSelection,
  type SelectionLists,
} from '../../../../domain/flight-selection';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { useFlightDate } from '../../../lib/flight-date';
import { normaliseLanguage } from '../../../lib/i18n';
import { aircraftImagesQuery, departuresQuery, destinationsQuery, routePricingQuery } from '../api/content-queries';
import { routeQuotesQuery } from '../api/pricing-queries';
import { aircraftFor, listStatus, routeKeyOf, settledData } from './flights-tab-state';
import { useBookingSelection } from './use-booking-selection';
import { useChosenExperience } from './use-chosen-experience';
import { partySize } from '../../../../domain/party-rules';
import { useParty } from './use-party';
import { useTrip } from './use-trip';

type Lists = SelectionLists<PublicDeparture, PublicDestination>;
type Selection = FlightSelection<PublicDeparture, PublicDestination>;

/** What the page changed for the visitor, kept until their next choice (said in words, never silently). */
export interface SelectionNoticeState {
  corrections: Correction<PublicDeparture, PublicDestination>[];
  departure: PublicDeparture | undefined;
  destination: PublicDestination | undefined;
  flightType: string;
}

/**
 * The flights tab's data: the server's lists and answers run through the selection rules
 * (domain/flight-selection), the address bar kept in step, and the notice of any change made for the visitor.
 */
export function useFlightsTab() {
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const regionId = region?.id;
  const { request, search, update } = useBookingSelection();
  const { party, setParty } = useParty();
  const { i18n } = useTranslation('booking');
  const { date } = useFlightDate();

  const departuresResult = useQuery(departuresQuery(regionId, appContext));
  const destinationsResult = useQuery(destinationsQuery(regionId, appContext));
  const base: Lists = {
    region,
    departures: settledData(departuresResult),
    destinations: settledData(destinationsResult),
    routePricing: () => undefined,
    availableAircraft: () => undefined,
    party,
  };

  // The rules are pure and cheap, so they run once per answer they need: the departure decides which route
  // pricing to read, that decides the route, and the route decides which aircraft list to read.
  const departureId = resolveFlightSelection(request, base).departure?.id;
  const routePricing = useQuery(routePricingQuery(departureId, regionId));
  const withPricing: Lists = { ...base, routePricing: (id) => (id === departureId ? routePricing.data : undefined) };
  const pricedRoute = resolveFlightSelection(request, withPricing).route;
  // Priced for the day the visitor chose in the request form (today without one) and the party flying,
  // labelled in their language.
  const { adults, children } = party;
  const routeKey = routeKeyOf(regionId, appContext, pricedRoute, { language: normaliseLanguage(i18n.language), date, party: { adults, children } });
  // One answer for the route: which aircraft fly it, and below, the chosen aircraft's estimate.
  const availableResult = useQuery({ ...routeQuotesQuery(routeKey), select: flyingAircraft });
  const selection = resolveFlightSelection(request, { ...withPricing, availableAircraft: (route) => aircraftFor(route, pricedRoute, availableResult) });

  // The same query as the availability above, so it never asks again: enabled exactly when that one is (an
  // observer enabled later would re-ask a failed answer, and its pending state would unsettle the aircraft).
  const aircraftType = selection.aircraftType;
  const price = useQuery({ ...routeQuotesQuery(routeKey), select: (answer) => quoteOf(answer, aircraftType) });
  const images = useQuery(aircraftImagesQuery(regionId));
  // The experience is judged against a route the page has settled on (its flight types and aircraft known), never a passing one.
  const { experience, lookup: experienceLookup } = useChosenExperience(regionId, routePricing.isSuccess && selection.aircraftSettled ? selection.route : undefined);
  const { notice, choose } = useSelectionNotice(regionId, selection, search, update);
  // A trip of several legs, when the visitor made one: priced in one call for the aircraft and party chosen.
  const trip = useTrip();
  const tripPricing = { regionId, aircraftType, passengers: partySize(party), language: normaliseLanguage(i18n.language) };

  return {
    regionId,
    regionCode: region?.code,
    appContext,
    selection,
    listStatus: listStatus(regionId, [departuresResult, destinationsResult]),
    availabilityLoading: Boolean(selection.route) && availableResult.isPending,
    price,
    routeKey,
    experience,
    experienceLookup,
    images: images.data ?? [],
    notice,
    choose,
    party,
    setParty,
    date,
    trip,
    tripPricing,
    /** Every place of the region, once each: where a trip's legs may start and end. */
    places: placesOf(base.departures, base.destinations),
  };
}

/** Departures then destinations, a place named in both once. */
function placesOf(departures: readonly PublicDeparture[] = [], destinations: readonly PublicDestination[] = []): (PublicDeparture | PublicDestination)[] {
  const seen = new Set<string>();
  return [...departures, ...destinations].filter((place) => !seen.has(place.value) && Boolean(seen.add(place.value)));
}

/**
 * Keeps the address bar in step with what is shown (a shared link restores the same estimate), and says what
 * had to change until the visitor's next choice. The effect follows the patch's content, not its identity.
 */
function useSelectionNotice(regionId: number | undefined, selection: Selection, search: string, update: ReturnType<typeof useBookingSelection>['update']) {
  const [notice, setNotice] = useState<SelectionNoticeState | null>(null);
  useEffect(() => setNotice(null), [regionId]);
  const addressKey = JSON.stringify(selection.address);
  useEffect(() => {
    if (addressKey === '{}') return;
    if (!update(selection.address, { onlyIfUrlIs: search }) || selection.corrections.length === 0) return;
    const { corrections, departure, destination, flightType } = selection;
    setNotice({ corrections, departure, destination, flightType });
  }, [addressKey, search]);

  /** A choice of the visitor: it replaces any earlier notice. */
  const choose = useCallback(
    (patch: AddressPatch) => {
      setNotice(null);
      update(patch);
    },
    [update],
  );
  return { notice, choose };
}
