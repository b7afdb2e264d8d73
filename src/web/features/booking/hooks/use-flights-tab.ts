import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { PublicDeparture, PublicDestination } from '../../../../domain/api/content';
import {
  resolveFlightSelection,
  type AddressPatch,
  type Correction,
  type FlightSelection,
  type SelectionLists,
} from '../../../../domain/flight-selection';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { aircraftImagesQuery, departuresQuery, destinationsQuery, routePricingQuery } from '../api/content-queries';
import { availableAircraftQuery, calculatePriceQuery } from '../api/pricing-queries';
import { aircraftFor, listStatus, routeKeyOf, settledData } from './flights-tab-state';
import { useBookingSelection } from './use-booking-selection';
import { useParty } from './use-party';

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
  const routeKey = routeKeyOf(regionId, appContext, pricedRoute);
  const availableResult = useQuery(availableAircraftQuery(routeKey));
  const selection = resolveFlightSelection(request, { ...withPricing, availableAircraft: (route) => aircraftFor(route, pricedRoute, availableResult) });

  const price = useQuery(calculatePriceQuery(routeKey, selection.aircraftType, selection.aircraftSettled));
  const images = useQuery(aircraftImagesQuery(regionId));
  const { notice, choose } = useSelectionNotice(regionId, selection, search, update);

  return {
    regionId,
    regionCode: region?.code,
    appContext,
    selection,
    listStatus: listStatus(regionId, [departuresResult, destinationsResult]),
    availabilityLoading: Boolean(selection.route) && availableResult.isPending,
    price,
    routeKey,
    images: images.data ?? [],
    notice,
    choose,
    party,
    setParty,
  };
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
