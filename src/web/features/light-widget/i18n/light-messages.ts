import type { Language } from '../../../../domain/language-codes';
import { formatMessage } from '../../../lib/format-message';
import type englishShape from '../../../locales/en/page-light-widget.json';
import englishText from '../../../locales/en/page-light-widget.json?raw';
import hiUrl from '../../../locales/hi/page-light-widget.json?url&no-inline';
import zhUrl from '../../../locales/zh/page-light-widget.json?url&no-inline';

/** Every string the light widget pages show; English is the key set the other languages must match. */
export type LightMessages = typeof englishShape;

// As text, so that it ships inside the page's own chunk: the main site's i18n also lists this file (lazily),
// which would otherwise split it into a shared chunk and one more request.
const english = JSON.parse(englishText) as LightMessages;
export type LightMessageKey = keyof LightMessages;

// Only the visitor's language is fetched, as a plain JSON file: a dynamic import() would add Vite's preload
// helper to the page, which has a budget of 80 KB in all.
const TRANSLATIONS: Record<Exclude<Language, 'en'>, string> = { zh: zhUrl, hi: hiUrl };

/** The strings of one language; English where that language cannot be fetched (the page still works). */
export async function loadLightMessages(language: Language, fetchImpl: (url: string) => Promise<Response> = (url) => fetch(url)): Promise<LightMessages> {
  if (language === 'en') return english;
  try {
    const response = await fetchImpl(TRANSLATIONS[language]);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ...english, ...((await response.json()) as Partial<LightMessages>) };
  } catch (error) {
    console.warn(`Light widget: the ${language} strings did not load; showing English.`, error);
    return english;
  }
}

export { english as ENGLISH_LIGHT_MESSAGES };

/** The light pages' words in one language: messages, and the names staff translated for regions and places. */
export interface LightText {
  language: Language;
  t(key: LightMessageKey, values?: Record<string, string | number>): string;
  /** A region's or place's name in this language, else its English name. */
  name(row: { name: string; names: Partial<Record<'zh' | 'hi', string>> }): string;
}

export function createLightText(language: Language, messages: LightMessages): LightText {
  return {
    language,
    t: (key, values) => formatMessage(messages[key], values),
    name: (row) => (language === 'en' ? row.name : (row.names[language] ?? row.name)),
  };
}
