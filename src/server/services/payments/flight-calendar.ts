import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

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

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * The booked flight as an iCalendar file, written by ical-generator as services/visitor-requests/calendar-file.ts
 * does (escaping, and folding lines at 75 octets for Chinese and Hindi): an all-day event on the flight's day,
 * or one hour from its time (Australia/Perth) once staff set it; CONFIRMED, the quote's reference as its UID.
 */
export function flightCalendarFile(flight: CalendarFlight, host: string, stamp: Date): string {
  const calendar = ical({ prodId: '//Charter Flights//Bookings//EN', method: ICalCalendarMethod.PUBLISH });
  const timed = flight.time ? new Date(`${flight.flightDate}T${flight.time}:00+08:00`) : undefined;
  calendar.createEvent({
    id: `${flight.reference}@${host}`,
    stamp,
    ...(timed ? { start: timed, end: new Date(timed.getTime() + 3_600_000) } : { allDay: true, start: utcDay(flight.flightDate), end: new Date(utcDay(flight.flightDate).getTime() + 86_400_000) }),
    summary: `${flight.title}: ${flight.route} (${flight.reference})`,
    location: flight.route || null,
    description: `${flight.reference}\n${flight.aircraftName}\n${flight.passengers} ✈`,
    status: ICalEventStatus.CONFIRMED,
  });
  return `${calendar.toString()}\r\n`;
}
