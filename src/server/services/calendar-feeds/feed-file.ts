import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { BOOKING_STATUS_LABELS } from '../../../domain/api/admin/bookings';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { manifestLoadKg } from '../../../domain/quotes/manifest-check';
import type { QuoteParty } from '../../../domain/quotes/quote-shapes';
import type { Executor } from '../../db/database';
import { bookings, quoteAcceptances, quotes, quoteVersions } from '../../db/schema';
import { addFlightEvent } from '../payments/flight-calendar';
import { routeOf } from '../payments/quote-booking';
import { perthToday } from '../quotes/flight-day';

/** How far back the feed keeps flights, so the days just flown stay in the calendar. */
export const FEED_DAYS_BACK = 60;

/**
 * Bookings that will not fly on their day are left out rather than sent as STATUS:CANCELLED: a subscribed
 * calendar is replaced whole at each refresh, so Apple, Google and Outlook remove an event that is no longer
 * in the feed, while a CANCELLED one stays on the day (struck through at best) in some of them (decision 0067).
 * A flight cancelled for weather and moved to a new date comes back with that date and the same UID.
 */
const NOT_FLYING: BookingStatus[] = ['cancelled', 'refunded', 'weather_cancelled'];

/** Safety cap: a feed is a few months of flights, far below this. */
const MAX_EVENTS = 2000;

const latestVersion = sql`${quoteVersions.version} = (select max(v.version) from quote_versions v where v.quote_id = ${quoteVersions.quoteId})`;

function partyText(party: QuoteParty): string {
  const adults = `${party.adults} adult${party.adults === 1 ? '' : 's'}`;
  return party.children > 0 ? `${adults}, ${party.children} child${party.children === 1 ? '' : 'ren'}` : adults;
}

export interface FeedPlace {
  /** The site's address, for the admin link. */
  origin: string;
  /** The host name the UIDs end in. */
  host: string;
}

/**
 * The staff feed (docs/product.md §11.3): one event per booked flight from FEED_DAYS_BACK days ago on, its
 * route and aircraft in the title; the reference, party, passengers, the manifest's weight with baggage,
 * the status and the admin link in the description. The UID is the booking's id, which never changes
 * whatever is edited, so apps update the event in place.
 */
export async function bookingsFeedFile(db: Executor, place: FeedPlace, now: Date): Promise<string> {
  const from = new Date(Date.parse(`${perthToday(now)}T00:00:00Z`) - FEED_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ booking: bookings, reference: quotes.reference, customerName: quotes.customerName, version: quoteVersions, acceptance: quoteAcceptances })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(quoteAcceptances, eq(quoteAcceptances.id, bookings.acceptanceId))
    .leftJoin(quoteVersions, and(eq(quoteVersions.quoteId, bookings.quoteId), latestVersion))
    .where(and(notInArray(bookings.status, NOT_FLYING), gte(bookings.flightDate, from)))
    .orderBy(asc(bookings.flightDate), asc(bookings.id))
    .limit(MAX_EVENTS);

  const calendar = ical({
    prodId: '//Charter Flights//Staff bookings feed//EN',
    method: ICalCalendarMethod.PUBLISH,
    name: 'Charter bookings',
    timezone: null,
    // Calendar apps show the feed in Perth's time; the times themselves are written in UTC (Perth keeps UTC+8 all year).
    x: { 'X-WR-TIMEZONE': 'Australia/Perth' },
    ttl: 15 * 60,
  });
  const link = `${place.origin}/admin/flight-bookings`;
  for (const { booking, reference, customerName, version, acceptance } of rows) {
    const route = routeOf(version ?? undefined);
    const aircraft = version?.aircraftName ?? '';
    const party = version ? partyText(version.party) : '';
    addFlightEvent(
      calendar,
      { flightDate: booking.flightDate, time: version?.itinerary.time },
      {
        uid: `booking-${booking.id}-feed@${place.host}`,
        summary: [route, aircraft].filter(Boolean).join(' · ') + ` (${reference})`,
        location: route || null,
        description: [
          `Reference: ${reference}`,
          `Customer: ${customerName}`,
          `Party: ${party}`,
          `Passengers: ${acceptance.passengers.length}`,
          `Manifest weight with baggage: ${manifestLoadKg(acceptance)} kg`,
          `Status: ${BOOKING_STATUS_LABELS[booking.status as BookingStatus]}`,
          `Admin: ${link}`,
        ].join('\n'),
        url: link,
      },
      now,
    );
  }
  return `${calendar.toString()}\r\n`;
}
