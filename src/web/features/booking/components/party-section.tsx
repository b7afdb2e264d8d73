import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Party } from '../../../../domain/party';
import { usePartyText } from '../../../lib/party-text';
// In the first chunk on purpose: loaded lazily it split shared chunks and cost more (decision 0052).
import PartyFields from './party-fields';

/**
 * "Who's flying?", asked once near the top of the widget: the party in words, and the fields to change it
 * (adults, children under 12, optional weights). Every card, price and request below reads this party.
 */
export function PartySection({ party, onChange }: { party: Party; onChange(party: Party): void }) {
  const { t } = useTranslation('booking');
  const partyText = usePartyText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2" data-testid="party">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t('party.title')}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-md border border-input bg-card px-3 text-left text-sm hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Users className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="flex-1 font-medium" data-testid="party-summary">
          {partyText(party)}
        </span>
        <span className="font-semibold text-primary">{open ? t('party.done') : t('party.change')}</span>
      </button>
      {open && <PartyFields id={`${id}-fields`} party={party} onChange={onChange} />}
    </section>
  );
}
