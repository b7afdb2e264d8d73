import { Info } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { useActiveRegion } from '../../../lib/active-region';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { recordBookingClick } from '../api/booking-mutations';
import type { ExperienceLookupProps } from '../hooks/use-chosen-experience';
import { useFlightsTab } from '../hooks/use-flights-tab';
import { useFlightsView } from '../hooks/use-flights-view';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { AircraftGallery } from './aircraft-gallery';
import { AircraftPicker } from './aircraft-picker';
import { BookingArea, showsBookingArea } from './booking-area';
import { FlightTypeChooser } from './flight-type-chooser';
import { LocationSelects } from './location-selects';
import { PartySection } from './party-section';
import { PriceEstimateCard, type EstimateState } from './price-estimate-card';
import { RegionSelector } from './region-selector';
import { RouteSummary } from './route-summary';
import { SelectionNotice } from './selection-notice';

// Shown only after the estimate has scrolled away: loaded then, keeping it out of the first load.
const EstimateBar = lazy(() => import('./estimate-bar'));
// Only a page opened for an experience looks it up and names it.
const ExperiencePart = lazy(() => import('./chosen-experience'));
// Only scenic and pilot training show the info panel.
// Only a visitor who makes a trip of several legs edits them (decision 0070).
const TripEditor = lazy(() => import('../trip/trip-editor'));
const FlightInfoPanel = lazy(() => import('./flight-info-panel').then((m) => ({ default: m.FlightInfoPanel })));

/** The experience being booked, named above the route, and its lookup while the address names one (none: nothing). */
const experienceBanner = (experience: PublicExperience | undefined, lookup: ExperienceLookupProps | null) =>
  lookup && (
    <Suspense fallback={null}>
      <ExperiencePart part="banner" lookup={lookup} experience={experience} />
    </Suspense>
  );

/** The estimate card: the flight's quote, or an experience's own price in its place (decision 0054). */
function estimateCardOf(experience: PublicExperience | undefined, estimate: EstimateState, actions: ReactNode) {
  if (!experience) return <PriceEstimateCard estimate={estimate} actions={actions} />;
  return (
    <Suspense fallback={null}>
      <ExperiencePart part="estimate" experience={experience} actions={actions} />
    </Suspense>
  );
}

/** Book Now waits for a held price; an experience's price is its published one, not a quote held for 20 minutes. */
const bookable = (experience: PublicExperience | undefined, holdExpired: boolean) => experience !== undefined || !holdExpired;

type Tab = ReturnType<typeof useFlightsTab>;

interface PlacesPartProps {
  tab: Tab;
  view: ReturnType<typeof useFlightsView>;
  choose: Tab['choose'];
  onTripChange(legs: Parameters<Tab['trip']['setLegs']>[0]): void;
}

/**
 * Departure and destination with "Add a leg", or the trip's legs once the visitor has made one (decision 0070):
 * "Add a leg" turns the flight chosen into the trip's first leg, and the way back, which takes the focus, its second.
 */
function PlacesPart({ tab, view, choose, onTripChange }: PlacesPartProps) {
  const { t } = useTranslation('booking');
  const [tripStarted, setTripStarted] = useState(false);
  const { selection } = view;
  const startTripHere = () => {
    const from = selection.departure?.value;
    const to = selection.destinationValue;
    if (!from || !to) return;
    const date = tab.date ?? localIsoDate();
    setTripStarted(true);
    // The trip's rules come with the editor's chunk, not the page's first load.
    void import('../trip/trip-legs').then(({ startTrip }) => onTripChange(startTrip({ from, to, date })));
  };
  if (tab.trip.legs) {
    return (
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <TripEditor
          legs={tab.trip.legs}
          places={view.tripPlaces}
          focusNewLeg={tripStarted}
          onChange={onTripChange}
          pricing={tab.tripPricing}
          onPrice={tab.trip.reportPrice}
        />
      </Suspense>
    );
  }
  return (
    <>
      <LocationSelects
        status={tab.listStatus}
        departures={view.departureOptions}
        destinations={view.destinationOptions}
        departure={selection.departure?.value}
        destination={selection.destinationValue}
        destinationLocked={selection.roundTrip}
        onDeparture={(value) => choose({ departure: value })}
        onDestination={(value) => choose({ destination: value })}
      />
      {view.canStartTrip && (
        <Button variant="outline" size="sm" className="self-start" onClick={startTripHere} data-testid="add-leg">
          {t('trip.addLeg')}
        </Button>
      )}
    </>
  );
}

interface FlightsTabProps {
  renderEstimateActions(snapshot: BookingSnapshot): ReactNode;
  renderInquiry(snapshot: BookingSnapshot): ReactNode;
}

/**
 * The flights tab in docs/product.md §2 order: layout only. What is chosen, what may be chosen and what changed come
 * from the selection rules (useFlightsTab -> domain/flight-selection); the address bar holds the choice.
 */
export function FlightsTab({ renderEstimateActions, renderInquiry }: FlightsTabProps) {
  const { t } = useTranslation('booking');
  const label = useAircraftLabel();
  const { region, notice: regionNotice, clearNotice } = useActiveRegion();
  const tab = useFlightsTab();
  const view = useFlightsView(tab);
  const { selection, snapshot, estimate } = view;
  const { experience } = tab;
  const [estimateCard, setEstimateCard] = useState<HTMLDivElement | null>(null);
  const bookingRef = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(estimateCard);
  const choose: typeof tab.choose = (patch) => {
    clearNotice();
    tab.choose(patch);
  };

  const changeTrip = (legs: Parameters<typeof tab.trip.setLegs>[0]) => {
    clearNotice();
    tab.trip.setLegs(legs);
  };

  const bookFromBar = () => {
    bookingRef.current?.scrollIntoView({ block: 'start' });
    bookingRef.current?.querySelector<HTMLElement>('[data-book-now]')?.click();
  };

  return (
    <div className="flex flex-col gap-6">
      <RegionSelector />
      <SelectionNotice notice={tab.notice} region={regionNotice && { requested: regionNotice.requested, shown: region }} />
      {experienceBanner(experience, tab.experienceLookup)}
      <PlacesPart tab={tab} view={view} choose={choose} onTripChange={changeTrip} />
      <PartySection party={tab.party} onChange={tab.setParty} />
      {view.routeComplete && !selection.training && !tab.trip.legs && (
        <RouteSummary
          from={view.departureName}
          to={view.destinationName}
          scenic={selection.flightType === 'scenic'}
          distanceKm={view.distanceKm}
          flightMinutes={view.flightMinutes}
          note={view.routeNote}
          loading={estimate.loading}
        />
      )}
      <FlightTypeChooser
        value={selection.flightType}
        options={selection.flightTypes}
        destinationName={view.offeredByName}
        onChange={(value) => choose({ flightType: value })}
      />
      {selection.roundTrip && (
        <Suspense fallback={null}>
          <FlightInfoPanel flightType={selection.flightType} departureName={view.departureName} />
        </Suspense>
      )}
      <AircraftPicker
        cards={selection.aircraft}
        route={tab.routeKey}
        selected={selection.aircraftType}
        routeComplete={view.routeComplete}
        loading={tab.availabilityLoading}
        trainingMode={selection.training}
        showFigures={!experience}
        people={view.estimate.people}
        onSelect={view.selectAircraft}
      />
      <AircraftGallery images={view.aircraftImages} aircraftLabel={label(selection.aircraftType)} />
      {view.showEstimate && (
        <div ref={setEstimateCard}>
          {estimateCardOf(experience, estimate, renderEstimateActions(snapshot))}
        </div>
      )}
      {showsBookingArea(estimate.result) && (
        <div ref={bookingRef} className="scroll-mt-4">
          <BookingArea
            key={`${selection.departure?.value}|${selection.destinationValue}|${selection.flightType}|${selection.aircraftType}`}
            result={estimate.result}
            route={view.bookingRoute}
            held={bookable(experience, estimate.hold.expired)}
            onBookNow={() => void recordBookingClick(view.bookingClick, { snapshot, aircraftName: label(selection.aircraftType) })}
          />
        </div>
      )}
      {!view.routeComplete && tab.listStatus === 'ready' && (
        <p className="flex items-center gap-2 rounded-md bg-secondary/60 px-3 py-2 text-sm" data-testid="select-destination-hint">
          <Info className="size-4 shrink-0 text-primary" aria-hidden />
          {t('hint.selectDestination')}
        </p>
      )}
      {renderInquiry(snapshot)}
      {scrolledPast && view.barTotal && showsBookingArea(estimate.result) && (
        <Suspense fallback={null}>
          <EstimateBar
            route={view.routeLabel}
            total={view.barTotal}
            expired={estimate.hold.expired}
            refreshing={estimate.fetching}
            onBook={bookFromBar}
            onRefresh={estimate.requote}
          />
        </Suspense>
      )}
    </div>
  );
}
