import { ImageOff, Plane, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocalized } from '../../../lib/localized';
import { bookFlightHref } from '../book-flight-link';

/** One experience (docs/product.md §2): image, category, rating, translated title and description, price, Book Flight. */
export function ExperienceCard({ experience, regionCode }: { experience: PublicExperience; regionCode: string | undefined }) {
  const { t } = useTranslation('page-experiences');
  const l = useLocalized();
  const [imageFailed, setImageFailed] = useState(false);
  const title = l(experience, 'title');
  const description = l(experience, 'description');
  const price = l(experience, 'price');
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="experience-card">
      <div className="relative aspect-[16/10] bg-muted">
        {experience.image && !imageFailed ? (
          <img src={experience.image} alt="" width={640} height={400} loading="lazy" decoding="async" className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        {experience.category && <Badge className="absolute left-2 top-2">{l(experience, 'category')}</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">{title}</h3>
        {experience.rating !== null && (
          <p className="flex items-center gap-1 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            <span className="font-semibold">{experience.rating.toFixed(1)}</span>
            {experience.reviews !== null && <span className="text-muted-foreground">{t('reviews', { count: experience.reviews })}</span>}
            <span className="sr-only">{t('ratingLabel', { rating: experience.rating.toFixed(1) })}</span>
          </p>
        )}
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          {price ? <span className="text-lg font-bold">{price}</span> : <span />}
          <Button asChild size="sm">
            <a href={bookFlightHref(experience, regionCode)} target="_blank" rel="noopener noreferrer" aria-label={t('bookLabel', { title })}>
              <Plane aria-hidden />
              {t('bookFlight')}
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}
