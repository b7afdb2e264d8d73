import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTY_LIMITS, PARTY_PARAMS, partyFromParams, sameParty } from '../../../../domain/party-rules';
import type { Party } from '../../../../domain/party';
import { Input } from '../../../components/ui/input';

type Field = keyof typeof PARTY_PARAMS;
const FIELDS: { field: Field; label: 'party.adults' | 'party.children' | 'party.weight' | 'party.bags'; count: boolean }[] = [
  { field: 'adults', label: 'party.adults', count: true },
  { field: 'children', label: 'party.children', count: true },
  { field: 'weightKg', label: 'party.weight', count: false },
  { field: 'baggageKg', label: 'party.bags', count: false },
];

const shown = (party: Party): Record<Field, string> => ({
  adults: String(party.adults),
  children: String(party.children),
  weightKg: party.weightKg === undefined ? '' : String(party.weightKg),
  baggageKg: party.baggageKg === undefined ? '' : String(party.baggageKg),
});

/**
 * The party's fields. What is typed is read by the same rules as the address (partyFromParams), so a field
 * half typed or out of range never becomes a party the server would refuse; the fields keep what was typed.
 */
export default function PartyFields({ id, party, onChange }: { id: string; party: Party; onChange(party: Party): void }) {
  const { t } = useTranslation('booking');
  const [values, setValues] = useState(() => shown(party));

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const params = new URLSearchParams();
    for (const { field: key } of FIELDS) params.set(PARTY_PARAMS[key], next[key]);
    const read = partyFromParams(params);
    if (!sameParty(read, party)) onChange(read);
  };

  return (
    <div id={id} className="grid gap-3 rounded-md border bg-secondary/30 p-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIELDS.map(({ field, label, count }) => (
          <label key={field} className="grid content-end gap-1.5 text-sm font-medium">
            {t(label)}
            <Input
              type="number"
              inputMode={count ? 'numeric' : 'decimal'}
              min={count ? 0 : undefined}
              max={count ? PARTY_LIMITS.people : PARTY_LIMITS.weightKg}
              step={count ? 1 : 'any'}
              placeholder={count ? undefined : '0'}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('party.why')}</p>
    </div>
  );
}
