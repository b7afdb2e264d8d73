import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Language } from '../../../domain/language-codes';
import type { QuoteRow, QuoteVersionRow } from '../../db/schema';

const TITLE: Record<Language, string> = { en: 'Charter flight', zh: '包机飞行', hi: 'चार्टर उड़ान' };
const LINK: Record<Language, string> = { en: 'Your booking', zh: '您的预订', hi: 'आपकी बुकिंग' };

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * The accepted flight as an iCalendar file (ical-generator, as the request links' calendar-file.ts): one
 * all-day event on the flight's day (its time, when staff set one, in the summary), CONFIRMED, with the quote's
 * link. Same UID for the quote, so a calendar that imports it again updates the event.
 */
export function quoteCalendarFile(quote: QuoteRow, version: QuoteVersionRow, language: Language, links: { url: string; host: string }, stamp: Date): string {
  const { itinerary } = version;
  const route = itinerary.departure.name === itinerary.destination.name ? itinerary.departure.name : `${itinerary.departure.name} → ${itinerary.destination.name}`;
  const end = utcDay(itinerary.date);
  end.setUTCDate(end.getUTCDate() + 1);
  const calendar = ical({ prodId: '//Charter Flights//Quotes//EN', method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${quote.reference}@${links.host}`,
    stamp,
    allDay: true,
    start: utcDay(itinerary.date),
    end,
    summary: `${TITLE[language]}: ${route}${itinerary.time ? ` ${itinerary.time}` : ''} (${quote.reference})`,
    location: route,
    description: `${version.aircraftName}\n${LINK[language]}: ${links.url}`,
    url: links.url,
    status: ICalEventStatus.CONFIRMED,
  });
  return `${calendar.toString()}\r\n`;
}
