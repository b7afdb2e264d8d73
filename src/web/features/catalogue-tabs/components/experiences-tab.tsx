import { useQuery } from '@tanstack/react-query';
import { ExternalLink, ImageOff, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import { useActiveRegion } from '../../../lib/active-region';
import { useLocalized } from '../../../lib/localized';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { experiencesQuery } from '../api/experiences-query';

/** docs/product.md §2.2 experiences tab: a read-only showcase; the add-on choice lives in the inquiry form. */
export function ExperiencesTab() {
  const { t } = useTranslation('catalogue');
  const { region, status } = useActiveRegion();
  const result = useQuery(experiencesQuery(region?.id));

  useEffect(() => {
    if (result.error) console.error('Failed to load experiences', result.error);
  }, [result.error]);
  const items = result.data ?? [];

  return (
    <section aria-labelledby="experiences-heading" className="grid gap-4">
      <div>
        <h2 id="experiences-heading" className="text-xl font-bold">
          {t('experiencesTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('experiencesIntro')}</p>
      </div>
      {result.isPending && (region !== undefined || status === 'loading') ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noExperiences')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((experience) => (
            <li key={experience.id} className="flex">
              <ExperienceCard experience={experience} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExperienceCard({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('catalogue');
  const l = useLocalized();
  const [imageFailed, setImageFailed] = useState(false);
  const title = l(experience, 'title');
  const description = l(experience, 'description');
  const highlight = l(experience, 'highlightText');
  const price = l(experience, 'price');
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div className="relative aspect-[16/10] bg-muted">
        {experience.image && !imageFailed ? (
          <img src={experience.image} alt="" loading="lazy" className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        {experience.category && <Badge className="absolute left-2 top-2">{l(experience, 'category')}</Badge>}
      </div>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {experience.rating !== null && (
          <p className="flex items-center gap-1 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            <span className="font-semibold">{experience.rating.toFixed(1)}</span>
            {experience.reviews !== null && <span className="text-muted-foreground">{t('reviews', { count: experience.reviews })}</span>}
            <span className="sr-only">{t('ratingLabel', { rating: experience.rating.toFixed(1) })}</span>
          </p>
        )}
        {highlight && <p className="text-sm font-semibold text-primary">{highlight}</p>}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="mt-auto flex items-center justify-between gap-3">
        {price ? <span className="text-lg font-bold">{price}</span> : <span />}
        {experience.bookingUrl && (
          <Button asChild size="sm">
            <a href={experience.bookingUrl} target="_blank" rel="noopener noreferrer" aria-label={t('bookLabel', { title })}>
              {t('book')}
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
