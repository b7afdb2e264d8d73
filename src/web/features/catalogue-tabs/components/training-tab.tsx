import { useQuery } from '@tanstack/react-query';
import { Clock, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTrainingCourse } from '../../../../domain/api/content';
import { useActiveRegion } from '../../../lib/active-region';
import { useAppContext } from '../../../lib/app-context';
import { useLocalized } from '../../../lib/localized';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { trainingQuery } from '../../../lib/catalogue-queries';
import { SampleLinkNote } from '../../../components/sample-link-note';

/** docs/product.md §2.2 training tab: the pilot training packages with hours, tagline and an Enrol link. */
export function TrainingTab() {
  const { t } = useTranslation('catalogue');
  const { region, status } = useActiveRegion();
  const { appContext } = useAppContext();
  const result = useQuery(trainingQuery(region?.id, appContext));
  useEffect(() => {
    if (result.error) console.error('Failed to load pilot training', result.error);
  }, [result.error]);
  const items = result.data ?? [];

  return (
    <section aria-labelledby="training-heading" className="grid gap-4">
      <div>
        <h2 id="training-heading" className="text-xl font-bold">
          {t('trainingTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('trainingIntro')}</p>
      </div>
      {result.isPending && (region !== undefined || status === 'loading') ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noTraining')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((course) => (
            <li key={course.id} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CourseCard({ course }: { course: PublicTrainingCourse }) {
  const { t } = useTranslation('catalogue');
  const l = useLocalized();
  const [imageFailed, setImageFailed] = useState(false);
  const title = l(course, 'title');
  const tagline = l(course, 'tagline');
  const description = l(course, 'description');
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      {course.imageUrl && !imageFailed && (
        <img src={course.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" onError={() => setImageFailed(true)} />
      )}
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {course.hours && (
            <Badge variant="secondary" className="gap-1">
              <Clock className="size-3" aria-hidden />
              {t('hours', { count: Number(course.hours) })}
            </Badge>
          )}
        </div>
        {tagline && <p className="text-sm font-semibold text-primary">{tagline}</p>}
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {course.enrolUrl && (
        <CardContent className="mt-auto flex flex-wrap items-center gap-2">
          <Button asChild size="sm">
            <a href={course.enrolUrl} target="_blank" rel="noopener noreferrer" aria-label={t('enrolLabel', { title })}>
              {t('enrol')}
              <ExternalLink aria-hidden />
            </a>
          </Button>
          <SampleLinkNote href={course.enrolUrl} />
        </CardContent>
      )}
    </Card>
  );
}
