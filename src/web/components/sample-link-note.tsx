import { useTranslation } from 'react-i18next';
import { isSampleAddress } from '../../domain/sample-content';

/**
 * "Sample link" beside a link that goes to a host reserved for examples (the seed's stand-ins): a visitor of a
 * demonstration install knows why it leads nowhere. Nothing for a real address.
 */
export function SampleLinkNote({ href, className }: { href: string | null | undefined; className?: string }) {
  const { t } = useTranslation('common');
  if (!isSampleAddress(href)) return null;
  return (
    <span className={`text-xs text-muted-foreground ${className ?? ''}`} data-testid="sample-link-note">
      {t('sampleLink')}
    </span>
  );
}
