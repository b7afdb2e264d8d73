import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSampleAddress } from '../../domain/sample-content';
import { NOTES_NAMESPACE } from '../lib/request-failure';

/**
 * "Sample link" beside a link that goes to a host reserved for examples (the seed's stand-ins): a visitor of a
 * demonstration install knows why it leads nowhere. Nothing for a real address.
 */
export function SampleLinkNote({ href, className }: { href: string | null | undefined; className?: string }) {
  if (!isSampleAddress(href)) return null;
  // Its words load only where there is sample content, not with every first page.
  return (
    <Suspense fallback={null}>
      <SampleLinkText className={className} />
    </Suspense>
  );
}

function SampleLinkText({ className }: { className: string | undefined }) {
  const { t } = useTranslation(NOTES_NAMESPACE);
  return (
    <span className={`text-xs text-muted-foreground ${className ?? ''}`} data-testid="sample-link-note">
      {t('sampleLink')}
    </span>
  );
}
