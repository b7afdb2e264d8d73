import { useTranslation } from 'react-i18next';
import { DraftPreviewNotice } from '../components/draft-preview-notice';

/**
 * The main site's preview banner (docs/decisions/0044), loaded only while a draft region is shown, with its
 * words: the light widget's strings, which hold them for both (components/draft-preview-notice).
 */
export default function DraftPreviewBanner({ regionName }: { regionName: string }) {
  const { t } = useTranslation('page-light-widget');
  return <DraftPreviewNotice words={{ title: t('previewTitle'), draft: t('previewDraft', { region: regionName }), leave: t('previewLeave') }} />;
}
