import { Plane } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../../domain/language-codes';

interface LightPageHeaderProps {
  /** The link home, as the page draws it (the router's Link, or a plain anchor on a page without the router). */
  home(content: ReactNode, props: { className: string; 'aria-label': string }): ReactNode;
  words: { productName: string; homeLink: string; language: string; languageName(language: Language): string };
  language: Language;
  onLanguage(language: Language): void;
}

/**
 * The light header of the pages a visitor opens from an e-mail (a request's, a quote's): the site's name home
 * and the language, a native select as the site's header has. The pages give their own words and link, so the
 * header needs neither i18next nor the router.
 */
export function LightPageHeader({ home, words, language, onLanguage }: LightPageHeaderProps) {
  const id = useId();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-4 py-3">
        {home(
          <>
            <Plane className="size-5 text-primary" aria-hidden />
            {words.productName}
          </>,
          { className: 'flex items-center gap-2 font-bold', 'aria-label': words.homeLink },
        )}
        <label htmlFor={id} className="sr-only">
          {words.language}
        </label>
        <select
          id={id}
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground hover:bg-muted"
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option === 'zh' ? 'zh-CN' : option}>
              {words.languageName(option)}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
