import { useCallback, useMemo, useRef, useState } from 'react';
import type { Language } from '../../../../domain/language-codes';
import { QuoteTextContext } from '../hooks/use-quote-text';
import { htmlLang, rememberLanguage } from '../i18n/page-language';
import { createQuoteText, loadQuoteMessages, type QuoteText } from '../i18n/quote-text';
import { QuoteHeader } from './quote-header';
import { QuotePage } from './quote-page';

/**
 * The quote page as its own entry renders it (src/web/quote-main.tsx): the header and the quote, in a language
 * the page can change while open (the visitor's pick, remembered, or the quote's own). Only the last change
 * asked for is shown, whichever language's strings arrive first.
 */
export function QuoteApp({ token, initial }: { token: string; initial: QuoteText }) {
  const [text, setText] = useState(initial);
  const asked = useRef(0);
  const switchTo = useCallback((language: Language, remember: boolean) => {
    if (remember) rememberLanguage(language);
    const ask = ++asked.current;
    void loadQuoteMessages(language).then((messages) => {
      if (ask !== asked.current) return;
      document.documentElement.lang = htmlLang(language);
      setText(createQuoteText(language, messages));
    });
  }, []);
  const value = useMemo(() => ({ ...text, switchTo }), [text, switchTo]);
  return (
    <QuoteTextContext.Provider value={value}>
      <div className="flex min-h-screen flex-col">
        <QuoteHeader />
        <QuotePage token={token} />
      </div>
    </QuoteTextContext.Provider>
  );
}
