import { useTranslation } from 'react-i18next';
import type { VisitorRequest } from '../../../../domain/api/visitor-requests';

const LOCALES: Record<string, string> = { en: 'en-AU', zh: 'zh-CN', hi: 'hi-IN' };

/**
 * A YYYY-MM-DD day in the page's language ('1 December 2026', '2026年12月1日'). One formatter per render of a
 * small page: the booking page's shared formatter cache (lib/intl-formats) would be split out of its first
 * load for this page's sake.
 */
export function useDayText(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(LOCALES[i18n.resolvedLanguage ?? 'en'] ?? 'en-AU', { dateStyle: 'long', timeZone: 'UTC' });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Jandakot → Rottnest Island', or one place for a flight that returns where it starts. */
export function routeText({ departure, destination }: Pick<VisitorRequest, 'departure' | 'destination'>): string {
  if (departure && destination && departure !== destination) return `${departure} → ${destination}`;
  return departure ?? destination ?? '';
}

/** The request as the visitor sent it: route, day(s), who flies, aircraft and flight type, in the page's language. */
export function RequestFacts({ request }: { request: VisitorRequest }) {
  const { t } = useTranslation('page-request');
  const { t: booking } = useTranslation('booking');
  const day = useDayText();
  const { party } = request;
  const facts: [string, string, string][] = [
    ['route', t('route'), routeText(request)],
    ['date', t('date'), request.date ? day(request.date) : t('noDate')],
    ['return-date', t('returnDate'), request.returnDate ? day(request.returnDate) : ''],
    ['party', t('party'), party.adults === null || party.children === null ? String(party.passengers) : `${party.passengers} (${t('adultsChildren', { adults: party.adults, children: party.children })})`],
    // The booking page's names of aircraft and flight types (the booking namespace ships with the first load).
    ['aircraft', t('aircraft'), request.aircraftType ? booking(`aircraft.types.${request.aircraftType}.label`, { defaultValue: request.aircraftType }) : ''],
    ['flight-type', t('flightType'), request.flightType ? booking(`flightType.types.${request.flightType}`, { defaultValue: request.flightType }) : ''],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:text-base">
      {facts
        .filter(([, , value]) => value)
        .map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold" data-testid={`request-${key}`}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
