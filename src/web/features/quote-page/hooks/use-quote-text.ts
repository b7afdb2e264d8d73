import { createContext, useContext } from 'react';
import type { Language } from '../../../../domain/language-codes';
import { createQuoteText, ENGLISH_QUOTE_MESSAGES, type QuoteText } from '../i18n/quote-text';

/** The page's words, and the way to read it in another language (remembered when the visitor picks it). */
export interface QuotePageText extends QuoteText {
  switchTo(language: Language, remember: boolean): void;
}

export const QuoteTextContext = createContext<QuotePageText>({ ...createQuoteText('en', ENGLISH_QUOTE_MESSAGES), switchTo: () => {} });

export const useQuoteText = (): QuotePageText => useContext(QuoteTextContext);
