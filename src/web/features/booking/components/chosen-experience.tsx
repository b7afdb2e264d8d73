import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import { useLocalized } from '../../../lib/localized';

/**
 * The experience the visitor came to book, named above the route (decision 0054): its title, what it
 * includes and its price, in the visitor's language and as its card shows them.
 */
export function ChosenExperienceBanner({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('booking');
  const l = useLocalized();
  const highlight = l(experience, 'highlightText');
  return (
    <section aria-labelledby="chosen-experience-title" className="flex items-start gap-3 rounded-lg border border-primary/40 bg-secondary/60 p-3" data-testid="chosen-experience">
      <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('experience.label')}</p>
        <h2 id="chosen-experience-title" className="text-base font-semibold leading-snug" data-testid="chosen-experience-title">
          {l(experience, 'title')}
        </h2>
        {highlight && <p className="text-sm text-muted-foreground">{highlight}</p>}
      </div>
    </section>
  );
}

/**
 * The estimate card's body for an experience: the experience's own price (the text its card shows), not the
 * bare flight's quote, which would name another figure for the same trip.
 */
export function ExperienceEstimate({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('booking');
  const l = useLocalized();
  return (
    <div className="flex flex-col gap-1" data-testid="experience-estimate">
      <p className="text-sm text-muted-foreground">
        {t('experience.priceLabel')}: <span className="font-medium text-foreground">{l(experience, 'title')}</span>
      </p>
      <p className="text-2xl font-bold tabular-nums text-primary" data-testid="experience-price">
        {l(experience, 'price')}
      </p>
      <p className="text-sm text-muted-foreground">{t('experience.note')}</p>
    </div>
  );
}
