import { Plane } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { useQuoteText } from '../hooks/use-quote-text';

/** The page's light header, as on a request's page: the site's name (home) and the language picker. */
export function QuoteHeader() {
  const { chrome, language, switchTo } = useQuoteText();
  const id = useId();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-2 font-bold" aria-label={chrome('homeLink')}>
          <Plane className="size-5 text-primary" aria-hidden />
          {chrome('productName')}
        </a>
        <label htmlFor={id} className="sr-only">
          {chrome('language')}
        </label>
        <select
          id={id}
          value={language}
          onChange={(event) => switchTo(event.target.value as Language, true)}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground hover:bg-muted"
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option === 'zh' ? 'zh-CN' : option}>
              {chrome(`languageNames.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
