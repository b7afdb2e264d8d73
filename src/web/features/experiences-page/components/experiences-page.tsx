import { BadgeCheck, BadgePercent, Crown, Gift, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExperienceGrid } from '../../../components/experience-card';
import { useRegionExperiences } from '../../../lib/catalogue-queries';
import { useLocalized } from '../../../lib/localized';
import { BENEFITS, JOIN_CLUB_URL, STATS } from '../constants';
import { BookFlightExperience } from './book-flight-experience';

const BENEFIT_ICONS = { voucher: Gift, membership: BadgeCheck, discount: BadgePercent, priority: Crown } as const;

interface ExperiencesPageProps {
  /** The site's region selector, composed in by the route. */
  regionSelector: ReactNode;
  /** The region's accreditation badges, composed in by the route (the footer then leaves them out). */
  certifications: ReactNode;
}

/** `/experiences` (docs/product.md §2.5). */
export function ExperiencesPage({ regionSelector, certifications }: ExperiencesPageProps) {
  const { t } = useTranslation('page-experiences');
  const l = useLocalized();
  const { region, pending, experiences } = useRegionExperiences();

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-3 py-8 sm:px-6">
      <header className="grid gap-4 sm:grid-cols-[1fr_16rem] sm:items-end">
        <div className="grid gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-muted-foreground">{region ? t('introRegion', { region: l(region, 'name') }) : t('intro')}</p>
        </div>
        {regionSelector}
      </header>

      <section aria-labelledby="experiences-list-title" className="grid gap-4">
        <h2 id="experiences-list-title" className="sr-only">
          {t('listTitle')}
        </h2>
        <ExperienceGrid
          experiences={experiences}
          loading={pending && region !== undefined}
          skeletonClassName="h-80"
          empty={<p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t('empty')}</p>}
          card={(experience) => <BookFlightExperience experience={experience} regionCode={region?.code} />}
        />
      </section>

      <section aria-labelledby="benefits-title" className="grid gap-4 rounded-xl bg-secondary/60 p-5 sm:p-8">
        <div className="grid gap-1">
          <h2 id="benefits-title" className="text-2xl font-bold">
            {t('benefits.title')}
          </h2>
          <p className="text-muted-foreground">{t('benefits.intro')}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((key) => {
            const Icon = BENEFIT_ICONS[key];
            return (
              <li key={key}>
                <Card className="flex h-full flex-col gap-2 p-4">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="font-semibold">{t(`benefits.${key}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`benefits.${key}.text`)}</p>
                </Card>
              </li>
            );
          })}
        </ul>
        <Button asChild size="lg" variant="accent" className="justify-self-start">
          <a href={JOIN_CLUB_URL} target="_blank" rel="noopener noreferrer">
            {t('benefits.join')}
            <ExternalLink aria-hidden />
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </Button>
      </section>

      <section aria-labelledby="stats-title" className="grid gap-4">
        <h2 id="stats-title" className="text-2xl font-bold">
          {t('stats.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {STATS.map(({ value, key }) => (
            <div key={key} className="flex flex-col-reverse items-center rounded-lg border bg-card p-4 text-center">
              <dt className="text-sm text-muted-foreground">{t(`stats.${key}`)}</dt>
              <dd className="text-2xl font-extrabold text-primary">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="certifications-title" className="grid gap-4">
        <h2 id="certifications-title" className="text-2xl font-bold">
          {t('certifications.title')}
        </h2>
        <p className="text-muted-foreground">{t('certifications.intro')}</p>
        {certifications}
      </section>
    </main>
  );
}
