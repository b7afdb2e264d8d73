import type { VisitorRequest } from '../../../domain/api/visitor-requests';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

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

/** YYYY-MM-DD as midnight UTC: the library writes an all-day event's dates from the UTC day. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The day after: an all-day event's end is the first day it no longer covers. */
function dayAfter(isoDate: string): Date {
  const day = utcDay(isoDate);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * The request's day as an iCalendar file of one all-day event (the flight's time is agreed later), written by
 * ical-generator (escaping, and folding at 75 octets, which Chinese and Hindi text needs): the route and
 * reference in its summary, the party and the visitor's link in its description; TENTATIVE while open,
 * CANCELLED once cancelled (a calendar that imports it again shows the change: same UID, a higher SEQUENCE).
 * Undefined when the request has no day.
 */
export function requestCalendarFile(request: VisitorRequest, links: { requestUrl: string; host: string }, stamp: Date): string | undefined {
  if (!request.date) return undefined;
  const words = WORDS[request.language] ?? WORDS.en!;
  const cancelled = request.cancelledAt !== null;
  const route = routeText(request);
  const summary = `${cancelled ? `${words.cancelled}: ` : ''}${words.title}${route ? `: ${route}` : ''} (${request.reference})`;
  const description = [`${words.reference}: ${request.reference}`, words.notConfirmed, `${words.passengers}: ${request.party.passengers}`, `${words.link}: ${links.requestUrl}`].join('\n');
  const lastDay = request.returnDate && request.returnDate > request.date ? request.returnDate : request.date;
  const calendar = ical({ prodId: '//Charter Flights//Visitor requests//EN', method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${request.reference}@${links.host}`,
    stamp,
    allDay: true,
    start: utcDay(request.date),
    end: dayAfter(lastDay),
    summary,
    location: route || null,
    description,
    url: links.requestUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.TENTATIVE,
    sequence: cancelled ? 1 : 0,
    transparency: ICalEventTransparency.TRANSPARENT,
  });
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1); the library leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
