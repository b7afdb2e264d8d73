import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicDeparture, PublicDestination, PublicRegion } from '../../../../domain/api/content';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import { normaliseLanguage } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { partyLimitText } from '../../../../domain/party-rules';
import type { SelectionNoticeState } from '../hooks/use-flights-tab';

export interface SelectionNoticeProps {
  notice: SelectionNoticeState | null;
  /** A ?region= that named no active region, and the region shown instead. */
  region: { requested: string; shown: PublicRegion | undefined } | null;
}

/** The visible line saying what the page changed for the visitor and why (decision 0021). */
export default function SelectionNoticeLine({ notice, region }: SelectionNoticeProps) {
  const { t, i18n } = useTranslation('booking');
  const l = useLocalized();
  const aircraft = useAircraftLabel();
  const type = (value: string) => t(`flightType.types.${value}`);
  const name = (row: PublicDeparture | PublicDestination | undefined) => (row ? l(row, 'name') : '');

  const lines: string[] = [];
  if (region) lines.push(t('notice.region', { requested: region.requested, region: region.shown ? l(region.shown, 'name') : '' }));
  for (const correction of notice?.corrections ?? []) {
    if (correction.kind === 'route') {
      const from = name(notice!.departure);
      const shown =
        notice!.flightType === 'scenic' || notice!.flightType === 'pilot-training' || !notice!.destination
          ? `${from} (${type(notice!.flightType)})`
          : `${from} → ${name(notice!.destination)}`;
      lines.push(t('notice.route', { route: shown }));
    } else if (correction.kind === 'flightType') {
      const key = correction.because === 'destination' ? 'notice.flightTypeTo' : 'notice.flightTypeFrom';
      lines.push(t(key, { requested: type(correction.requested), place: name(correction.place), shown: type(correction.shown) }));
    } else if (correction.limit) {
      const why = partyLimitText(correction.limit, normaliseLanguage(i18n.language));
      lines.push(t('notice.aircraftParty', { requested: aircraft(correction.requested), shown: aircraft(correction.shown), why }));
    } else {
      lines.push(t('notice.aircraft', { requested: aircraft(correction.requested), shown: aircraft(correction.shown) }));
    }
  }

  return (
    <p className="flex items-start gap-2 rounded-md border border-primary/40 bg-secondary/60 px-3 py-2 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{lines.join(' ')}</span>
    </p>
  );
}
