import { useTranslation } from 'react-i18next';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { usePartyText } from '../../../lib/party-text';

/** The flight this request carries (experience, route, type, aircraft, who flies, estimate), so the visitor sees what is sent. */
export function RequestSummary({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t, i18n } = useTranslation('inquiry');
  const partyText = usePartyText();
  if (!snapshot.departure) return null;
  const from = snapshot.departure.name;
  const to = snapshot.destination?.name;
  const rows: [string, string][] = [
    [t('summary.experience'), snapshot.experience?.title ?? ''],
    [t('summary.route'), to && to !== from ? `${from} → ${to}` : from],
    [t('summary.flightType'), snapshot.flightType ? t(`flightType.types.${snapshot.flightType}`, { ns: 'booking', defaultValue: snapshot.flightType }) : ''],
    [t('summary.aircraft'), snapshot.aircraftType ? t(`aircraft.types.${snapshot.aircraftType}.label`, { ns: 'booking', defaultValue: snapshot.aircraftType }) : ''],
    [t('summary.party'), snapshot.party ? partyText(snapshot.party) : ''],
    [
      t('summary.estimate'),
      typeof snapshot.estimate === 'number' ? formatVisitorAud(centsFromDollars(snapshot.estimate), i18n.language) : snapshot.estimate && snapshot.estimate !== 'NOT AVAILABLE' ? snapshot.estimate : '',
    ],
  ];
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3 text-sm" data-testid="request-summary">
      <p className="font-semibold">{t('summary.title')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
