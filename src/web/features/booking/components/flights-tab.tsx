import { useQueries, useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../../domain/aircraft';
import { FLIGHT_TYPES, isRoundTripFromDeparture } from '../../../../domain/flight-types';
import { greatCircleKm, legMinutes } from '../../../../domain/route-math';
import { fallbackChoice, isAircraftSelectable, isFlightTypeSelectable, usableOptions } from '../../../../domain/selection';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { useLocalized } from '../../../lib/localized';
import { recordBookingClick } from '../api/booking-mutations';
import { aircraftImagesQuery, departuresQuery, destinationsQuery, routePricingQuery } from '../api/content-queries';
import { availableAircraftQuery, calculatePriceQuery, type RouteKey } from '../api/pricing-queries';
import { useBookingSelection } from '../hooks/use-booking-selection';
import { AircraftGallery } from './aircraft-gallery';
import { AircraftPicker, type AircraftCardState } from './aircraft-picker';
import { BookingArea, showsBookingArea } from './booking-area';
import { FlightInfoPanel } from './flight-info-panel';
import { FlightTypeChooser } from './flight-type-chooser';
import { aud } from './format';
import { LocationSelects } from './location-selects';
import { PriceEstimateCard } from './price-estimate-card';
import { RegionSelector } from './region-selector';
import { RouteSummary } from './route-summary';

interface FlightsTabProps {
  renderEstimateActions(snapshot: BookingSnapshot): ReactNode;
  renderInquiry(snapshot: BookingSnapshot): ReactNode;
}

const TRAINING_OPEN_DELAY_MS = 100;

/** The flights tab in SPEC §2 order. The selection lives in the address bar so a link restores it. */
export function FlightsTab({ renderEstimateActions, renderInquiry }: FlightsTabProps) {
  const { t, i18n } = useTranslation('booking');
  const l = useLocalized();
  const { region } = useActiveRegion();
  const { appContext } = useAppContext();
  const regionId = region?.id;
  const { selection, raw, update } = useBookingSelection();

  // Departure and destination lists (SPEC §5: entries without id and name dropped).
  const departuresResult = useQuery(departuresQuery(regionId, appContext));
  const destinationsResult = useQuery(destinationsQuery(regionId, appContext));
  const departures = useMemo(() => usableOptions(departuresResult.data), [departuresResult.data]);
  const departure = fallbackChoice(departures, selection.departure, region?.defaultDepartureLocationId);

  // Which flight types this departure offers, from its route pricing rows (plus training if it has a course link).
  const routePricing = useQuery(routePricingQuery(departure?.id, regionId));
  const offeredTypes = useMemo(() => {
    if (!departure || !routePricing.data || routePricing.data.length === 0) return undefined;
    const types = new Set(routePricing.data.filter((row) => row.departureLocationId === departure.id).map((row) => row.flightType));
    if (departure.pilotTrainingUrl || Object.keys(departure.trainingUrls ?? {}).length > 0) types.add('pilot-training');
    return types.size > 0 ? [...types] : undefined;
  }, [departure, routePricing.data]);

  const flightType = isFlightTypeSelectable(selection.flightType, offeredTypes)
    ? selection.flightType
    : (FLIGHT_TYPES.find((type) => isFlightTypeSelectable(type, offeredTypes)) ?? selection.flightType);
  const roundTrip = isRoundTripFromDeparture(flightType);
  const trainingMode = flightType === 'pilot-training';

  const destinations = useMemo(
    () => usableOptions(destinationsResult.data).filter((d) => Array.isArray(d.flightTypes) && d.flightTypes.includes(flightType)),
    [destinationsResult.data, flightType],
  );
  const chosenDestination = roundTrip
    ? destinations.find((d) => d.value === departure?.value)
    : fallbackChoice(destinations, selection.destination, region?.defaultDestinationId);
  const destinationValue = roundTrip ? departure?.value : chosenDestination?.value;

  const route: RouteKey = { regionId, appContext, departure: departure?.value, destination: destinationValue, flightType };
  const routeComplete = Boolean(regionId !== undefined && departure && destinationValue);

  // Aircraft available for the route; the chosen one falls back to the first available (SPEC §4).
  const availableResult = useQuery(availableAircraftQuery(route));
  const available = routeComplete ? availableResult.data : undefined;
  const aircraftType =
    !trainingMode && available && available.length > 0 && !available.includes(selection.aircraftType) ? available[0]! : selection.aircraftType;
  const availabilitySettled = !routeComplete || !availableResult.isPending;

  const price = useQuery(calculatePriceQuery(route, aircraftType, availabilitySettled));
  const cardPrices = useQueries({
    queries: (!trainingMode && available ? available : []).map((type) => calculatePriceQuery(route, type)),
  });
  const images = useQuery(aircraftImagesQuery(regionId));

  // Keep the address bar in step with what is shown (a shared link restores the same estimate).
  const listsReady = departuresResult.isSuccess && destinationsResult.isSuccess;
  useEffect(() => {
    if (!listsReady || !departure) return;
    const patch: Parameters<typeof update>[0] = {};
    if (selection.departure !== departure.value) patch.departure = departure.value;
    if (destinationValue && selection.destination !== destinationValue) patch.destination = destinationValue;
    if (raw.flightType !== flightType && (offeredTypes || raw.flightType === null)) patch.flightType = flightType;
    if (raw.aircraft !== aircraftType && (availabilitySettled || raw.aircraft === null)) patch.aircraftType = aircraftType;
    if (Object.keys(patch).length > 0) update(patch, { onlyIfUrlIs: raw.search });
  }, [listsReady, departure, destinationValue, flightType, aircraftType, offeredTypes, availabilitySettled, selection, raw, update]);

  const result = routeComplete && !price.isError ? price.data : undefined;
  const breakdown = result?.breakdown ?? null;

  const departureName = departure ? l(departure, 'name') : undefined;
  const destinationName = roundTrip ? (chosenDestination ? l(chosenDestination, 'name') : departureName) : chosenDestination ? l(chosenDestination, 'name') : undefined;

  // Distance and time from the estimate; from the coordinates while there is none.
  const fallbackDistance =
    !roundTrip && departure?.latitude != null && departure.longitude != null && chosenDestination?.latitude != null && chosenDestination.longitude != null
      ? greatCircleKm(
          { latitude: departure.latitude, longitude: departure.longitude },
          { latitude: chosenDestination.latitude, longitude: chosenDestination.longitude },
        )
      : null;
  const knownAircraft = (AIRCRAFT_TYPES as readonly string[]).includes(aircraftType) ? (aircraftType as AircraftType) : undefined;
  const distanceKm = breakdown?.distanceKm ?? fallbackDistance;
  const flightMinutes = breakdown?.flightMinutes ?? (fallbackDistance != null && knownAircraft ? legMinutes(fallbackDistance, knownAircraft) : null);

  const snapshot: BookingSnapshot = {
    regionId,
    regionCode: region?.code,
    appContext,
    departure: departure ? { id: departure.id, value: departure.value, name: departureName ?? departure.name } : undefined,
    destination: roundTrip
      ? departure
        ? { id: chosenDestination?.id ?? departure.id, value: departure.value, name: destinationName ?? departure.name }
        : undefined
      : chosenDestination
        ? { id: chosenDestination.id, value: chosenDestination.value, name: destinationName ?? chosenDestination.name }
        : undefined,
    flightType,
    aircraftType,
    estimate: result?.estimate ?? null,
    breakdown,
    bookingUrl: result?.bookingUrl ?? null,
    isCustomRoute: result?.isCustomRoute ?? false,
  };

  const selectAircraft = useCallback(
    (type: AircraftType) => {
      update({ aircraftType: type });
      if (flightType === 'pilot-training' && departure) {
        const url = departure.trainingUrls?.[type] ?? departure.pilotTrainingUrl;
        if (url) window.setTimeout(() => window.open(url, '_blank', 'noopener,noreferrer'), TRAINING_OPEN_DELAY_MS);
      }
    },
    [update, flightType, departure],
  );

  const cards: AircraftCardState[] = AIRCRAFT_TYPES.map((type) => {
    const index = available ? available.indexOf(type) : -1;
    const cardPrice = index >= 0 ? cardPrices[index] : undefined;
    const perPerson = cardPrice?.data?.breakdown?.perPerson;
    return {
      type,
      selectable: isAircraftSelectable(type, route, available),
      availability: routeComplete && !trainingMode && available ? (available.includes(type) ? 'available' : 'unavailable') : undefined,
      perPerson: perPerson !== undefined ? aud(perPerson, i18n.language) : null,
      perPersonLoading: Boolean(cardPrice?.isPending && cardPrice.fetchStatus !== 'idle'),
    };
  });

  const showEstimate =
    routeComplete && !trainingMode && !(flightType === 'scenic' && (result?.isScenic ?? true) && typeof result?.estimate !== 'number' && !price.isPending);
  const aircraftImages = (images.data ?? []).filter((image) => image.aircraftType === aircraftType).sort((a, b) => a.displayOrder - b.displayOrder);
  const listStatus = departuresResult.isError || destinationsResult.isError ? 'error' : listsReady ? 'ready' : 'loading';
  const aircraftLabel = t(`aircraft.types.${aircraftType}.label`, { defaultValue: AIRCRAFT[aircraftType as AircraftType]?.label ?? aircraftType });

  return (
    <div className="flex flex-col gap-6">
      <RegionSelector />
      <LocationSelects
        status={regionId === undefined ? 'loading' : listStatus}
        departures={departures.map((d) => ({ value: d.value, label: l(d, 'name') }))}
        destinations={
          roundTrip
            ? departure
              ? [{ value: departure.value, label: destinationName ?? departure.name }]
              : []
            : destinations.map((d) => ({ value: d.value, label: l(d, 'name') }))
        }
        departure={departure?.value}
        destination={destinationValue}
        destinationLocked={roundTrip}
        onDeparture={(value) => update({ departure: value })}
        onDestination={(value) => update({ destination: value })}
      />
      {routeComplete && !trainingMode && (
        <RouteSummary
          from={departureName}
          to={destinationName}
          scenic={flightType === 'scenic'}
          distanceKm={distanceKm}
          flightMinutes={flightMinutes}
          loading={price.isPending && price.fetchStatus !== 'idle'}
        />
      )}
      <FlightTypeChooser value={flightType} available={offeredTypes} onChange={(value) => update({ flightType: value })} />
      <FlightInfoPanel flightType={flightType} departureName={departureName} />
      <AircraftPicker
        cards={cards}
        selected={aircraftType}
        routeComplete={routeComplete}
        loading={routeComplete && availableResult.isPending}
        trainingMode={trainingMode}
        onSelect={selectAircraft}
      />
      <AircraftGallery images={aircraftImages} aircraftLabel={aircraftLabel} />
      {showEstimate && (
        <PriceEstimateCard
          result={result}
          loading={price.isPending}
          failed={price.isError}
          actions={renderEstimateActions(snapshot)}
        />
      )}
      {showsBookingArea(result) && (
        <BookingArea
          key={`${route.departure}|${route.destination}|${flightType}|${aircraftType}`}
          result={result}
          route={{
            aircraftType,
            flightType,
            departure: departure?.value ?? '',
            destination: destinationValue ?? '',
            passengers: 1,
            estimate: result.estimate,
            regionId,
            appContext,
          }}
          onBookNow={() =>
            void recordBookingClick({
              aircraftType,
              flightType,
              departure: departure?.value ?? '',
              destination: destinationValue ?? '',
              estimatedPrice: result.estimate,
              bookingUrl: result.bookingUrl,
              regionId,
              appContext,
            })
          }
        />
      )}
      {!routeComplete && listStatus === 'ready' && (
        <p className="flex items-center gap-2 rounded-md bg-secondary/60 px-3 py-2 text-sm" data-testid="select-destination-hint">
          <Info className="size-4 shrink-0 text-primary" aria-hidden />
          {t('hint.selectDestination')}
        </p>
      )}
      {renderInquiry(snapshot)}
    </div>
  );
}
