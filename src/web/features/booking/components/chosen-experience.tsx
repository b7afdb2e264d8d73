import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PublicExperience } from '../../../../domain/api/content';
import { experienceIdOf, experienceMatchesRoute } from '../../../../domain/experience-booking';
import { EXPERIENCE_PARAM } from '../../../../domain/experience-param';
import { experiencesQuery } from '../../../lib/catalogue-queries';
import { useLocalized } from '../../../lib/localized';
import type { ExperienceLookupProps } from '../hooks/use-chosen-experience';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * The experience the visitor came to book, named above the route (decision 0054): its title, what it
 * includes and its price, in the visitor's language and as its card shows them.
 */
function ChosenExperienceBanner({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('page-experiences');
  const l = useLocalized();
  const highlight = l(experience, 'highlightText');
  return (
    <section aria-labelledby="chosen-experience-title" className="flex items-start gap-3 rounded-lg border border-primary/40 bg-secondary/60 p-3" data-testid="chosen-experience">
      <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('booking.label')}</p>
        <h2 id="chosen-experience-title" className="text-base font-semibold leading-snug" data-testid="chosen-experience-title">
          {l(experience, 'title')}
        </h2>
        {highlight && <p className="text-sm text-muted-foreground">{highlight}</p>}
      </div>
    </section>
  );
}

/**
 * The 'Price Estimate' card for an experience: the experience's own price (the text its card shows), not the
 * bare flight's quote, which would name another figure for the same trip; and the card's actions.
 */
function ExperienceEstimate({ experience, actions }: { experience: PublicExperience; actions: ReactNode }) {
  const { t } = useTranslation('page-experiences');
  return (
    <Card data-testid="price-estimate" aria-live="polite">
      <CardHeader className="pb-3">
        <CardTitle>{t('estimate.title', { ns: 'booking' })}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ExperiencePrice experience={experience} />
        <div className="flex flex-wrap gap-2 empty:hidden">{actions}</div>
      </CardContent>
    </Card>
  );
}

/** The experience's price, named, and what it stands for. */
function ExperiencePrice({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('page-experiences');
  const l = useLocalized();
  return (
    <div className="flex flex-col gap-1" data-testid="experience-estimate">
      <p className="text-sm text-muted-foreground">
        {t('booking.priceLabel')}: <span className="font-medium text-foreground">{l(experience, 'title')}</span>
      </p>
      <p className="text-2xl font-bold tabular-nums text-primary" data-testid="experience-price">
        {l(experience, 'price')}
      </p>
      <p className="text-sm text-muted-foreground">{t('booking.note')}</p>
    </div>
  );
}

/**
 * Finds the experience the address names among the region's (the query /experiences and the inquiry's add-ons
 * read too) and hands it to the page while the page shows its route. Once it is known not to apply (no such
 * experience, or the visitor chose another route) it leaves the address, so a shared link never names it
 * wrongly. Shows nothing.
 */
function ExperienceLookup({ named, regionId, route, onFound }: ExperienceLookupProps) {
  const [, setParams] = useSearchParams();
  const id = experienceIdOf(named);
  const list = useQuery({ ...experiencesQuery(regionId), enabled: regionId !== undefined && id !== null });
  const experience = list.data?.find((candidate) => candidate.id === id);
  const applies = experience !== undefined && route !== undefined && experienceMatchesRoute(experience, route);
  // Judged only against a route the page has settled on (undefined meanwhile), and a list that is in.
  const stale = id === null || (list.isSuccess && route !== undefined && !applies);

  useEffect(() => onFound(applies ? experience : undefined), [applies, experience, onFound]);
  useEffect(() => {
    if (!stale) return;
    const next = new URLSearchParams(window.location.search);
    next.delete(EXPERIENCE_PARAM);
    setParams(next, { replace: true });
  }, [stale, setParams]);
  return null;
}

/**
 * The page's experience parts, one lazy chunk loaded only when the address names an experience (decision 0054):
 * above the route, its lookup and its name; in place of the estimate card, its price.
 */
export default function ExperiencePart(
  props: { part: 'banner'; lookup: ExperienceLookupProps; experience: PublicExperience | undefined } | { part: 'estimate'; experience: PublicExperience; actions: ReactNode },
) {
  if (props.part === 'estimate') return <ExperienceEstimate experience={props.experience} actions={props.actions} />;
  return (
    <>
      <ExperienceLookup {...props.lookup} />
      {props.experience && <ChosenExperienceBanner experience={props.experience} />}
    </>
  );
}
