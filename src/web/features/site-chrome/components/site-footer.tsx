import { Code } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccreditationBadges } from './accreditation-badges';
import { CancellationPolicy } from './cancellation-policy';
import { Logo } from './logo';
import { ReviewsStrip } from './reviews-strip';
import { TrustStrip } from './trust-strip';

/**
 * docs/product.md §2.2 footer blocks: accreditation badges, trust strip, cancellation policy, reviews, logo and the
 * embed link. `compact` (the /widget embed) keeps only badges, cancellation policy and reviews; `badges={false}`
 * leaves the badges to a page that shows them itself (/experiences), so they never appear twice.
 */
export function SiteFooter({ compact = false, badges = true }: { compact?: boolean; badges?: boolean }) {
  const { t } = useTranslation('chrome');
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-3 py-8 sm:px-6">
        {!compact && <TrustStrip />}
        {badges && <AccreditationBadges />}
        <div className="grid gap-4 md:grid-cols-2">
          <CancellationPolicy />
          <ReviewsStrip />
        </div>
        {!compact && (
          <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/" aria-label={t('homeLink')} className="self-start rounded-md sm:self-auto">
              <Logo />
            </Link>
            <Link
              to="/embed"
              className="inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline sm:self-auto"
            >
              <Code aria-hidden="true" className="size-4" />
              {t('footer.embedLink')}
            </Link>
            <p className="text-xs text-muted-foreground">{t('footer.rights', { year: new Date().getFullYear() })}</p>
          </div>
        )}
      </div>
    </footer>
  );
}
