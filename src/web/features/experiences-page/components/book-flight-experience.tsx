import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import { ExperienceCard, ExperiencePrice, ExperienceRating } from '../../../components/experience-card';
import { Button } from '../../../components/ui/button';
import { useLocalized } from '../../../lib/localized';
import { bookFlightHref } from '../book-flight-link';

const IMAGE_SIZE = { width: 640, height: 400, decoding: 'async' } as const;

/** One experience (docs/product.md §2): image, category, rating, translated title and description, price, Book Flight. */
export function BookFlightExperience({ experience, regionCode }: { experience: PublicExperience; regionCode: string | undefined }) {
  const { t } = useTranslation('page-experiences');
  const l = useLocalized();
  const title = l(experience, 'title');
  const description = l(experience, 'description');
  return (
    <ExperienceCard experience={experience} imageProps={IMAGE_SIZE} data-testid="experience-card">
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold leading-snug">{title}</h3>
        <ExperienceRating experience={experience} namespace="page-experiences" />
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <ExperiencePrice experience={experience} />
          <Button asChild size="sm">
            <a href={bookFlightHref(experience, regionCode)} target="_blank" rel="noopener noreferrer" aria-label={t('bookLabel', { title })}>
              <Plane aria-hidden />
              {t('bookFlight')}
            </a>
          </Button>
        </div>
      </div>
    </ExperienceCard>
  );
}
