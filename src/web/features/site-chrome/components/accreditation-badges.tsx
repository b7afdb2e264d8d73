import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActiveRegion } from '../../../lib/active-region';
import { useLocalized } from '../../../lib/localized';
import { accreditationBadgesQuery } from '../api';

/**
 * The active region's accreditation badges: image, title, short description, link to the accrediting body.
 * `titled={false}` drops the 'Accreditations' heading where the surrounding section already names them.
 */
export function AccreditationBadges({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation('chrome');
  const l = useLocalized();
  const { region } = useActiveRegion();
  const { data } = useQuery(accreditationBadgesQuery(region?.id));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={titled ? 'chrome-badges-title' : undefined} aria-label={titled ? undefined : t('footer.badgesTitle')}>
      {titled && (
        <h2 id="chrome-badges-title" className="mb-3 text-base font-semibold text-foreground">
          {t('footer.badgesTitle')}
        </h2>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((badge) => {
          const title = l(badge, 'title');
          const description = l(badge, 'description');
          const body = (
            <>
              <img
                src={badge.imageUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0 rounded-md bg-white object-contain"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-foreground">{title}</span>
                {description && <span className="mt-0.5 block text-xs leading-snug text-muted-foreground">{description}</span>}
              </span>
            </>
          );
          return (
            <li key={badge.id}>
              {badge.websiteUrl ? (
                <a
                  href={badge.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-full items-start gap-3 rounded-lg border bg-background p-3 transition-colors hover:border-primary"
                >
                  {body}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              ) : (
                <div className="flex h-full items-start gap-3 rounded-lg border bg-background p-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
