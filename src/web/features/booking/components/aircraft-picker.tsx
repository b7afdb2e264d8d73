import { Check, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, type AircraftType } from '../../../../domain/aircraft';
import type { AircraftOption } from '../../../../domain/flight-selection';
import type { RouteKey } from '../api/pricing-queries';
import { AircraftPerPerson } from './aircraft-per-person';
import { Badge } from '../../../components/ui/badge';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import { cn } from '../../../lib/cn';
import { normaliseLanguage } from '../../../lib/i18n';
import { partyLimitText } from '../../../../domain/party-rules';

interface AircraftPickerProps {
  cards: AircraftOption[];
  /** The route the per-person figures are quoted for. */
  route: RouteKey;
  selected: string;
  routeComplete: boolean;
  loading: boolean;
  trainingMode: boolean;
  /** Each available aircraft's per-person figure from the route's quote; off while an experience shows its own price. */
  showFigures: boolean;
  /** How many fly: what the per-person figures divide by. */
  people: number;
  onSelect(type: AircraftType): void;
}

/** The aircraft grid with the count of aircraft available for the route (docs/product.md §2, §4, §5). */
export function AircraftPicker({ cards, route, selected, routeComplete, loading, trainingMode, showFigures, people, onSelect }: AircraftPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const language = normaliseLanguage(i18n.language);
  const label = useAircraftLabel();
  const availableCount = cards.filter((card) => card.availability === 'available').length;
  const noneFits = availableCount > 0 && !cards.some((card) => card.availability === 'available' && !card.partyLimit);

  return (
    <section aria-labelledby="aircraft-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="aircraft-heading" className="text-sm font-semibold">
          {t('aircraft.label')}
        </h2>
        {routeComplete && !trainingMode && !loading && (
          <span className="text-xs font-medium text-muted-foreground" data-testid="aircraft-count">
            {t('aircraft.count', { count: availableCount })}
          </span>
        )}
      </div>
      {!routeComplete && <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t('aircraft.selectRouteFirst')}</p>}
      {routeComplete && !trainingMode && !loading && availableCount === 0 && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {t('aircraft.noneAvailable')}
        </p>
      )}
      {routeComplete && !trainingMode && !loading && noneFits && (
        <p role="status" className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive" data-testid="aircraft-none-fits">
          {t('aircraft.noneFits')}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {cards.map((card) => {
          const { type } = card;
          const spec = AIRCRAFT[type];
          const isSelected = selected === type;
          return (
            <li key={type}>
              <button
                type="button"
                data-aircraft={type}
                aria-pressed={isSelected}
                disabled={!card.selectable}
                onClick={() => onSelect(type)}
                className={cn(
                  'relative flex h-full w-full flex-col gap-1.5 rounded-lg border bg-card p-3 text-left transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isSelected && 'border-primary bg-secondary/60 ring-1 ring-primary',
                  !card.selectable && 'cursor-not-allowed bg-muted/60 opacity-60 grayscale hover:border-border',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="text-sm font-semibold leading-tight">{label(type)}</span>
                  {isSelected && <Check className="size-4 shrink-0 text-primary" aria-hidden />}
                </span>
                <span className="text-xs text-muted-foreground">{t(`aircraft.types.${type}.description`)}</span>
                {/* The unit stays with its number and 公斤 in one piece: break only at the spaces (nbsp before the unit). */}
                <span className="flex items-center gap-1 break-keep text-xs text-muted-foreground">
                  <Users className="size-3.5" aria-hidden />
                  {t('aircraft.capacity', { count: spec.capacity, kg: spec.payloadKg })}
                </span>
                <span className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
                  {card.training && <Badge variant="accent">{t('aircraft.trainingAircraft')}</Badge>}
                  {card.availability === 'available' && <Badge variant="success">{t('aircraft.available')}</Badge>}
                  {card.availability === 'unavailable' && <Badge variant="muted">{t('aircraft.notAvailable')}</Badge>}
                </span>
                {card.partyLimit ? (
                  <span className="text-xs font-semibold text-destructive" data-testid="aircraft-party-limit">
                    {partyLimitText(card.partyLimit, language)}
                  </span>
                ) : (
                  showFigures && card.availability === 'available' && <AircraftPerPerson route={route} type={type} people={people} />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
