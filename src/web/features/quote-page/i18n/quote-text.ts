import type { Language } from '../../../../domain/language-codes';
import { formatMessage } from '../../../lib/format-message';
import englishChrome from '../../../locales/en/chrome.json?raw';
import englishQuote from '../../../locales/en/page-quote.json?raw';
import hiChrome from '../../../locales/hi/chrome.json?url&no-inline';
import hiQuote from '../../../locales/hi/page-quote.json?url&no-inline';
import zhChrome from '../../../locales/zh/chrome.json?url&no-inline';
import zhQuote from '../../../locales/zh/page-quote.json?url&no-inline';

interface Tree {
  [key: string]: string | Tree;
}
/** The page's own strings and the site's chrome (its name, the language picker), as the locale files hold them. */
export interface QuoteMessages {
  quote: Tree;
  chrome: Tree;
}

// As text, so English ships inside the page's chunk rather than in a chunk it would share with the main site's
// i18n, which lists the same files.
const ENGLISH: QuoteMessages = { quote: JSON.parse(englishQuote) as Tree, chrome: JSON.parse(englishChrome) as Tree };
// The other languages are fetched as plain JSON, only the one the visitor reads.
const FILES: Record<Exclude<Language, 'en'>, { quote: string; chrome: string }> = { zh: { quote: zhQuote, chrome: zhChrome }, hi: { quote: hiQuote, chrome: hiChrome } };

export const LOCALES: Record<Language, string> = { en: 'en-AU', zh: 'zh-CN', hi: 'hi-IN' };

/** The strings of one language; English where that language cannot be fetched (the page still works). */
export async function loadQuoteMessages(language: Language, fetchImpl: (url: string) => Promise<Response> = (url) => fetch(url)): Promise<QuoteMessages> {
  if (language === 'en') return ENGLISH;
  const read = async (url: string) => {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Tree;
  };
  try {
    const [quote, chrome] = await Promise.all([read(FILES[language].quote), read(FILES[language].chrome)]);
    return { quote, chrome };
  } catch (error) {
    console.warn(`Quote page: the ${language} strings did not load; showing English.`, error);
    return ENGLISH;
  }
}

function lookup(tree: Tree, key: string): string | undefined {
  let value: string | Tree | undefined = tree;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The quote page's words in one language. */
export interface QuoteText {
  language: Language;
  /** A page string by its dotted key, {{placeholders}} filled; with a numeric `count`, its plural form (key_one, key_other). */
  t(key: string, values?: Record<string, string | number>): string;
  /** A string of the site's chrome (productName, languageNames.zh…). */
  chrome(key: string): string;
}

/**
 * The words of one language, English filling any key a translation lacks (as i18next's fallback does on the
 * rest of the site), and plural forms chosen by the language's own rules.
 */
export function createQuoteText(language: Language, messages: QuoteMessages): QuoteText {
  const plural = new Intl.PluralRules(LOCALES[language]);
  const find = (namespace: keyof QuoteMessages, keys: string[]) => {
    for (const tree of [messages[namespace], ENGLISH[namespace]]) {
      for (const key of keys) {
        const found = lookup(tree, key);
        if (found !== undefined) return found;
      }
    }
    return keys[keys.length - 1]!;
  };
  return {
    language,
    t: (key, values) => {
      const count = values?.count;
      const keys = typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
      return formatMessage(find('quote', keys), values);
    },
    chrome: (key) => find('chrome', [key]),
  };
}

export { ENGLISH as ENGLISH_QUOTE_MESSAGES };
