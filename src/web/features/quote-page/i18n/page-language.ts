import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

const known = (value: string | null | undefined): Language | null => ((LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null);

/** A `lang` in the address wins for this visit; then the language the visitor picked on the site (docs/product.md §4). */
function chosenLanguage(): Language | null {
  return known(new URLSearchParams(window.location.search).get('lang')) ?? known(storage.get(STORAGE_KEYS.language));
}

export const visitorChoseLanguage = (): boolean => chosenLanguage() !== null;

/**
 * The language the page opens in: the visitor's choice, else the quote's, which the server wrote as the
 * document's language with the first frame (src/server/plugins/quote-frame.ts), else English.
 */
export function startLanguage(): Language {
  return chosenLanguage() ?? known(document.documentElement.lang.slice(0, 2)) ?? 'en';
}

/** The visitor picked a language: kept for the rest of the site too. */
export const rememberLanguage = (language: Language) => storage.set(STORAGE_KEYS.language, language);

export const htmlLang = (language: Language) => (language === 'zh' ? 'zh-CN' : language);
