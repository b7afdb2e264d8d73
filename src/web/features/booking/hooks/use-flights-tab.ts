import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { PublicDeparture, PublicDestination } from '../../../../domain/api/content';
import {
  resolveFlightSelection,
  type AddressPatch,
  type Correction,
  type PricedRoute,
  type SelectionLists,
} from '../../../../domain/flight-selection';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { aircraftImagesQuery, departuresQuery, destinationsQuery, routePricingQuery } from '../api/content-queries';
import { availableAircraftQuery, calculatePriceQuery, type RouteKey } from '../api/pricing-queries';
import { useBookingSelection } from './use-booking-selection';

type Lists = SelectionLists<PublicDeparture, PublicDestination>;

/** What the page changed for the visitor, kept until their next choice (said in words, never silently). */
export interface SelectionNoticeState {
  corrections: Correction<PublicDeparture, PublicDestination>[];
  departure: PublicDeparture | undefined;
  destination: PublicDestination | undefined;
  flightType: string;
}

const sameRoute = (a: PricedRoute, b: PricedRoute | undefined) =>
  b !== undefined && a.departure === b.departure && a.destination === b.destination && a.flightType === b.flightType;

/**
 * The flights tab's data: the server's lists and answers run through the selection rules
 * (domain/flight-selection), the address bar kept in step, and the notice of any change made for the visitor.
 */
export function useFlightsTab() {
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const regionId = region?.id;
  const { request, search, update } = useBookingSelection();

  const departuresResult = useQuery(departuresQuery(regionId, appContext));
  const destinationsResult = useQuery(destinationsQuery(regionId, appContext));
  const base: Lists = {
    region,
    departures: departuresResult.isSuccess ? departuresResult.data : undefined,
    destinations: destinationsResult.isSuccess ? destinationsResult.data : undefined,
    routePricing: () => undefined,
    availableAircraft: () => undefined,
  };

  // The rules are pure and cheap, so they run once per answer they need: the departure decides which route
  // pricing to read, that decides the route, and the route decides which aircraft list to read.
  const departureId = resolveFlightSelection(request, base).departure?.id;
  const routePricing = useQuery(routePricingQuery(departureId, regionId));
  const withPricing: Lists = { ...base, routePricing: (id) => (id === departureId ? routePricing.data : undefined) };
  const pricedRoute = resolveFlightSelection(request, withPricing).route;
  const routeKey: RouteKey = { regionId, appContext, departure: pricedRoute?.departure, destination: pricedRoute?.destination, flightType: pricedRoute?.flightType ?? '' };
  const availableResult = useQuery(availableAircraftQuery(routeKey));
  const selection = resolveFlightSelection(request, {
    ...withPricing,
    availableAircraft: (route) => (!sameRoute(route, pricedRoute) ? undefined : availableResult.isError ? null : availableResult.data),
  });

  const price = useQuery(calculatePriceQuery(routeKey, selection.aircraftType, selection.aircraftSettled));
  const images = useQuery(aircraftImagesQuery(regionId));

  // Keep the address bar in step with what is shown (a shared link restores the same estimate), and say
  // what had to change. The effect follows the patch's content, not its identity.
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

  const listStatus: 'loading' | 'error' | 'ready' =
    regionId === undefined ? 'loading' : departuresResult.isError || destinationsResult.isError ? 'error' : base.departures && base.destinations ? 'ready' : 'loading';
  return {
    regionId,
    regionCode: region?.code,
    appContext,
    selection,
    listStatus,
    availabilityLoading: Boolean(selection.route) && availableResult.isPending,
    price,
    routeKey,
    images: images.data ?? [],
    notice,
    choose,
  };
}
