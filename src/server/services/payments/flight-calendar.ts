import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';

export interface CalendarFlight {
  reference: string;
  route: string;
  /** YYYY-MM-DD */
  flightDate: string;
  /** HH:MM local (Perth), when staff set it. */
  time?: string | undefined;
  aircraftName: string;
  passengers: number;
  title: string;
}

/** What a calendar says of one flight beside its day and time: who sees it decides the words. */
export interface FlightEventWords {
  /** The event's UID: the same for the same flight every time it is written, so apps update it in place. */
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url?: string | undefined;
}

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * One flight as a VEVENT of `calendar`: an all-day event on the flight's day, or one hour from its time
 * (Australia/Perth, always UTC+8: Western Australia keeps no daylight saving) once staff set it; CONFIRMED.
 * The booking e-mail's file and the staff feed (services/calendar-feeds) both write their flights with it.
 */
export function addFlightEvent(calendar: ICalCalendar, flight: Pick<CalendarFlight, 'flightDate' | 'time'>, words: FlightEventWords, stamp: Date): void {
  const timed = flight.time ? new Date(`${flight.flightDate}T${flight.time}:00+08:00`) : undefined;
  calendar.createEvent({
    id: words.uid,
    stamp,
    ...(timed ? { start: timed, end: new Date(timed.getTime() + 3_600_000) } : { allDay: true, start: utcDay(flight.flightDate), end: new Date(utcDay(flight.flightDate).getTime() + 86_400_000) }),
    summary: words.summary,
    location: words.location,
    description: words.description,
    ...(words.url ? { url: words.url } : {}),
    status: ICalEventStatus.CONFIRMED,
  });
}

/**
 * The booked flight as an iCalendar file, written by ical-generator as services/visitor-requests/calendar-file.ts
 * does (escaping, and folding lines at 75 octets for Chinese and Hindi), the quote's reference as its UID.
 */
export function flightCalendarFile(flight: CalendarFlight, host: string, stamp: Date): string {
  const calendar = ical({ prodId: '//Charter Flights//Bookings//EN', method: ICalCalendarMethod.PUBLISH });
  addFlightEvent(
    calendar,
    flight,
    {
      uid: `${flight.reference}@${host}`,
      summary: `${flight.title}: ${flight.route} (${flight.reference})`,
      location: flight.route || null,
      description: `${flight.reference}\n${flight.aircraftName}\n${flight.passengers} ✈`,
    },
    stamp,
  );
  return `${calendar.toString()}\r\n`;
}
