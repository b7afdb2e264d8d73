import { Plane } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '../../../../domain/language-codes';
import { changeLanguage, normaliseLanguage } from '../../../lib/i18n';

/**
 * The request page's own header: the site's name home and the language (a native select, as the site's
 * header has). The booking page's header is not reused here: importing it from this page split its
 * shared parts out of the booking page's first load (about 0.5 KB more gzip on `/`).
 */
export function RequestPageHeader() {
  const { t, i18n } = useTranslation('chrome');
  const id = useId();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold" aria-label={t('homeLink')}>
          <Plane className="size-5 text-primary" aria-hidden />
          {t('productName')}
        </Link>
        <label htmlFor={id} className="sr-only">
          {t('language')}
        </label>
        <select
          id={id}
          value={normaliseLanguage(i18n.resolvedLanguage ?? i18n.language)}
          onChange={(event) => void changeLanguage(event.target.value)}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground hover:bg-muted"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language === 'zh' ? 'zh-CN' : language}>
              {t(`languageNames.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
