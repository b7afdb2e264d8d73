import type { VisitorRequest } from '../../../domain/api/visitor-requests';
import { dayAfter, icsDate, icsLines, icsText, icsUtc } from './ics-text';

interface CalendarWords {
  title: string;
  cancelled: string;
  notConfirmed: string;
  reference: string;
  passengers: string;
  link: string;
}

/** The event's words in the request's language (the language the visitor sent it in). */
const WORDS: Record<string, CalendarWords> = {
  en: {
    title: 'Charter flight request',
    cancelled: 'Cancelled',
    notConfirmed: 'Requested, not confirmed yet: we will contact you with the time.',
    reference: 'Reference',
    passengers: 'Passengers',
    link: 'See or cancel your request',
  },
  zh: {
    title: '包机申请',
    cancelled: '已取消',
    notConfirmed: '已申请，尚未确认：我们会联系您确认时间。',
    reference: '参考编号',
    passengers: '乘客',
    link: '查看或取消您的申请',
  },
  hi: {
    title: 'चार्टर उड़ान अनुरोध',
    cancelled: 'रद्द',
    notConfirmed: 'अनुरोध भेजा गया, अभी पुष्टि नहीं हुई: हम समय बताने के लिए आपसे संपर्क करेंगे।',
    reference: 'संदर्भ',
    passengers: 'यात्री',
    link: 'अपना अनुरोध देखें या रद्द करें',
  },
};

/** 'Jandakot → Rottnest Island', or one place for a flight that returns where it starts. */
export function routeText(request: Pick<VisitorRequest, 'departure' | 'destination'>): string {
  const { departure, destination } = request;
  if (departure && destination && departure !== destination) return `${departure} → ${destination}`;
  return departure ?? destination ?? '';
}

/**
 * The request's day as an iCalendar file of one all-day event (the flight's time is agreed later): the
 * route and reference in its summary, the party and the visitor's link in its description; TENTATIVE
 * while open, CANCELLED once cancelled (a calendar that imports it again shows the change: same UID, a
 * higher SEQUENCE). Undefined when the request has no day.
 */
export function requestCalendarFile(request: VisitorRequest, links: { requestUrl: string; host: string }, stamp: Date): string | undefined {
  if (!request.date) return undefined;
  const words = WORDS[request.language] ?? WORDS.en!;
  const cancelled = request.cancelledAt !== null;
  const route = routeText(request);
  const summary = `${cancelled ? `${words.cancelled}: ` : ''}${words.title}${route ? `: ${route}` : ''} (${request.reference})`;
  const description = [`${words.reference}: ${request.reference}`, words.notConfirmed, `${words.passengers}: ${request.party.passengers}`, `${words.link}: ${links.requestUrl}`].join('\n');
  const lastDay = request.returnDate && request.returnDate > request.date ? request.returnDate : request.date;
  return icsLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Charter Flights//Visitor requests//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${request.reference}@${links.host}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(request.date)}`,
    `DTEND;VALUE=DATE:${icsDate(dayAfter(lastDay))}`,
    `SUMMARY:${icsText(summary)}`,
    ...(route ? [`LOCATION:${icsText(route)}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    `URL:${links.requestUrl}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'TENTATIVE'}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
