import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicExperience } from '../../../../domain/api/content';
import { useRegionExperiences } from '../../../lib/catalogue-queries';
import { useLocalized } from '../../../lib/localized';
import { ExperienceCard, ExperienceGrid, ExperiencePrice, ExperienceRating } from '../../../components/experience-card';
import { Button } from '../../../components/ui/button';
import { CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SampleLinkNote } from '../../../components/sample-link-note';

/** docs/product.md §2.2 experiences tab: a read-only showcase; the add-on choice lives in the inquiry form. */
export function ExperiencesTab() {
  const { t } = useTranslation('catalogue');
  const { region, status, pending, experiences } = useRegionExperiences();

  return (
    <section aria-labelledby="experiences-heading" className="grid gap-4">
      <div>
        <h2 id="experiences-heading" className="text-xl font-bold">
          {t('experiencesTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('experiencesIntro')}</p>
      </div>
      <ExperienceGrid
        experiences={experiences}
        loading={pending && (region !== undefined || status === 'loading')}
        skeletonClassName="h-72"
        empty={<p className="text-sm text-muted-foreground">{t('noExperiences')}</p>}
        card={(experience) => <ShowcaseExperience experience={experience} />}
      />
    </section>
  );
}

/** The tab's card: the shared image and rating, a highlight, and the experience's own booking link when it has one. */
function ShowcaseExperience({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation('catalogue');
  const l = useLocalized();
  const title = l(experience, 'title');
  const description = l(experience, 'description');
  const highlight = l(experience, 'highlightText');
  return (
    <ExperienceCard experience={experience}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <ExperienceRating experience={experience} namespace="catalogue" />
        {highlight && <p className="text-sm font-semibold text-primary">{highlight}</p>}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="mt-auto flex items-center justify-between gap-3">
        <ExperiencePrice experience={experience} />
        <SampleLinkNote href={experience.bookingUrl} className="ms-auto" />
        {experience.bookingUrl && (
          <Button asChild size="sm">
            <a href={experience.bookingUrl} target="_blank" rel="noopener noreferrer" aria-label={t('bookLabel', { title })}>
              {t('book')}
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
      </CardContent>
    </ExperienceCard>
  );
}
