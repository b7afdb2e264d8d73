import type { AppContext } from '../../../../domain/app-context';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import type { Party } from '../../../../domain/party';
import type { SharedLeg } from '../../../../domain/trip-params';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';

interface Place {
  id: number;
  value: string;
  name: string;
}

/** What the snapshot reads of the flights tab. */
export interface SnapshotSource {
  regionId: number | undefined;
  regionCode: string | undefined;
  appContext: AppContext;
  /** Who flies, as the visitor stated it (the default party until then). */
  party: Party;
  /** The day the visitor chose; none for today. */
  date: string | undefined;
  /** The visitor's trip of several legs, when they made one. */
  trip?: { legs: readonly SharedLeg[] | null };
  selection: {
    departure: Place | undefined;
    destination: Place | undefined;
    /** The destination the route is priced with (the departure itself for scenic and pilot training). */
    destinationValue: string | undefined;
    flightType: string;
    aircraftType: string;
  };
}

/** The places' names in the visitor's language, where the tab has them. */
export interface SnapshotNames {
  departure: string | undefined;
  destination: string | undefined;
  /** Any place of the region by its slug (a trip's legs name theirs so). */
  place?(value: string): string | undefined;
}

/** A trip's places in flying order, named as the visitor reads them (the slug where a name is missing). */
function stopsOf(legs: readonly SharedLeg[], names: SnapshotNames): string[] {
  const name = (value: string) => names.place?.(value) ?? value;
  return legs.length === 0 ? [] : [name(legs[0]!.from), ...legs.map((leg) => name(leg.to))];
}

type Snapshot = Pick<BookingSnapshot, 'departure' | 'destination'>;

/** The departure and the priced destination; a round trip's destination is the departure itself. */
function placesOf({ departure, destination, destinationValue }: SnapshotSource['selection'], names: SnapshotNames): Snapshot {
  if (!departure) return { departure: undefined, destination: undefined };
  return {
    departure: { id: departure.id, value: departure.value, name: names.departure ?? departure.name },
    destination: destinationValue ? { id: destination?.id ?? departure.id, value: destinationValue, name: names.destination ?? departure.name } : undefined,
  };
}

/** The estimate's parts the features around the tab use; none while there is no estimate. */
function quoteOf(result: CalculatePriceResponse | undefined): Pick<BookingSnapshot, 'estimate' | 'breakdown' | 'bookingUrl' | 'isCustomRoute'> {
  return {
    estimate: result?.estimate ?? null,
    breakdown: result?.breakdown ?? null,
    bookingUrl: result?.bookingUrl ?? null,
    isCustomRoute: result?.isCustomRoute ?? false,
  };
}

/** The experience being booked, in the visitor's words: its price is what the requests carry as the estimate (decision 0054). */
export type ChosenExperience = NonNullable<BookingSnapshot['experience']>;

/** What the flights tab has chosen and quoted, for the features around it (share, WeChat, inquiry). */
export function snapshotOf(tab: SnapshotSource, names: SnapshotNames, result: CalculatePriceResponse | undefined, experience?: ChosenExperience): BookingSnapshot {
  const quote = quoteOf(result);
  return {
    regionId: tab.regionId,
    regionCode: tab.regionCode,
    appContext: tab.appContext,
    ...placesOf(tab.selection, names),
    flightType: tab.selection.flightType,
    aircraftType: tab.selection.aircraftType,
    ...quote,
    ...(experience ? { experience, estimate: experience.price ?? quote.estimate, breakdown: null } : {}),
    party: tab.party,
    ...(tab.date ? { date: tab.date } : {}),
    ...(tab.trip?.legs ? { legs: tab.trip.legs, stops: stopsOf(tab.trip.legs, names) } : {}),
  };
}
