import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/language-codes';
import { storage, STORAGE_KEYS } from './storage';

/**
 * UI strings live in locales/{lang}/{namespace}.json, one namespace per feature. English ships in the
 * first bundle; Chinese and Hindi load on demand, so a visitor pays only for the language they read.
 * Namespaces named `page-*` belong to side pages (experiences, embed, design test), and `inquiry` and
 * `wechat` to the booking page's request forms, and `trip` to its leg editor, which are lazy chunks themselves: they load on demand in
 * every language, so the booking page's first chunk does not carry their strings.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/en/*.json', '!../locales/en/page-*.json', '!../locales/en/inquiry.json', '!../locales/en/wechat.json', '!../locales/en/trip.json'],
  { eager: true },
);
const others = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/zh/*.json',
  '../locales/hi/*.json',
  // The quote page is an entry of its own with its own loader (features/quote-page/i18n).
  '!../locales/*/page-quote.json',
  '../locales/en/page-*.json',
  '../locales/en/inquiry.json',
  '../locales/en/wechat.json',
  '../locales/en/trip.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = others[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const NAMESPACES = Object.keys(english).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));

export function normaliseLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/**
 * The pages that show Chinese until the visitor picks a language there (docs/product.md §2.1: "language forced to zh
 * once").
 */
const MANDARIN_PATHS = ['/mandarin', '/digital-twin'];

/**
 * Whether this address forces Chinese: a twin page, unless the visitor has picked a language on one since.
 * The forced Chinese is never stored as the visitor's choice, so the rest of the site keeps theirs.
 */
export function forcesMandarin(pathname: string): boolean {
  if (addressLanguage()) return false;
  return MANDARIN_PATHS.includes(pathname.replace(/\/+$/, '') || '/') && storage.get(STORAGE_KEYS.mandarinLanguageChosen) !== '1';
}

/** A supported `lang` in the current address, if any (a link or embed.js naming the language for this visit). */
function addressLanguage(): Language | null {
  const fromPage = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  return fromPage && (LANGUAGES as readonly string[]).includes(fromPage) ? (fromPage as Language) : null;
}

/** The visitor's own language: a `lang` in the address for this visit, else the stored choice. */
function visitorLanguage(): Language {
  return addressLanguage() ?? normaliseLanguage(storage.get(STORAGE_KEYS.language));
}

/**
 * A `lang` in the address (set by embed.js from the partner page's language, or a shared link) wins for this
 * visit without being stored, on the twin pages too; then the twin pages' forced Chinese; otherwise the
 * visitor's stored choice (docs/product.md §4).
 */
export function initialLanguage(): Language {
  const fromPage = addressLanguage();
  if (fromPage) return fromPage;
  if (typeof window !== 'undefined' && forcesMandarin(window.location.pathname)) return 'zh';
  return visitorLanguage();
}

const resources = { en: Object.fromEntries(Object.entries(english).map(([path, module]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), module.default])) };

void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : language;
});

/** docs/product.md §4: en, zh or hi, stored between visits; anything else falls back to English. */
export async function changeLanguage(language: string) {
  const next = normaliseLanguage(language);
  storage.set(STORAGE_KEYS.language, next);
  // A pick made on a twin page ends its forced Chinese: the visitor's choice holds there from now on.
  if (typeof window !== 'undefined' && MANDARIN_PATHS.includes(window.location.pathname.replace(/\/+$/, ''))) {
    storage.set(STORAGE_KEYS.mandarinLanguageChosen, '1');
  }
  await i18next.changeLanguage(next);
}

/**
 * Entering a twin page inside the app (no reload): Chinese unless the visitor has picked a language there.
 * The returned cleanup gives the other pages back the visitor's own language when they leave.
 */
export function forceMandarinWhileHere(): () => void {
  if (!forcesMandarin(window.location.pathname)) return () => {};
  if (i18next.language !== 'zh') void i18next.changeLanguage('zh');
  return () => {
    if (storage.get(STORAGE_KEYS.mandarinLanguageChosen) === '1') return;
    const own = visitorLanguage();
    if (i18next.language !== own) void i18next.changeLanguage(own);
  };
}

export { i18next };
