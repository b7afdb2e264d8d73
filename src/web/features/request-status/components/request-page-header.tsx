import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LightPageHeader } from '../../../components/layout/light-page-header';
import { changeLanguage, normaliseLanguage } from '../../../lib/i18n';

/**
 * The request page's own header: the site's name home and the language. The booking page's header is not
 * reused here: importing it from this page split its shared parts out of the booking page's first load (about
 * 0.5 KB more gzip on `/`).
 */
export function RequestPageHeader() {
  const { t, i18n } = useTranslation('chrome');
  return (
    <LightPageHeader
      home={(content, props) => (
        <Link to="/" {...props}>
          {content}
        </Link>
      )}
      words={{ productName: t('productName'), homeLink: t('homeLink'), language: t('language'), languageName: (language) => t(`languageNames.${language}`) }}
      language={normaliseLanguage(i18n.resolvedLanguage ?? i18n.language)}
      onLanguage={(language) => void changeLanguage(language)}
    />
  );
}
