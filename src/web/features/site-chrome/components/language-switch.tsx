import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../domain/language-codes';
import { changeLanguage, normaliseLanguage } from '../../../lib/i18n';

/** English / 中文 / हिन्दी as a native select: the phone's own picker, labelled, no script weight. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('chrome');
  const id = useId();
  const current = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
      <select
        id={id}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
        className="h-10 appearance-none rounded-md border border-input bg-card pl-8 pr-3 text-sm font-medium text-foreground hover:bg-muted"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language === 'zh' ? 'zh-CN' : language}>
            {t(`languageNames.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
