import { useTranslation } from 'react-i18next';
import type { Party } from '../../domain/party';

/**
 * The party in the visitor's words, as every feature names it: "2 adults, 1 child · 260 kg, bags 30 kg"
 * (children and weights only when there are some).
 */
export function usePartyText(): (party: Party) => string {
  const { t } = useTranslation('common');
  return (party) => {
    const people = [party.adults > 0 && t('party.adults', { count: party.adults }), party.children > 0 && t('party.children', { count: party.children })];
    const weights = [party.weightKg !== undefined && t('party.weight', { kg: party.weightKg }), party.baggageKg !== undefined && t('party.bags', { kg: party.baggageKg })];
    const kg = weights.filter(Boolean).join(', ');
    return [people.filter(Boolean).join(', '), kg].filter(Boolean).join(' · ');
  };
}
