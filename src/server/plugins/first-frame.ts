import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../domain/app-context';
import { LANGUAGES, type Language } from '../../domain/language-codes';
import { ROUTE_PARAMS } from './boot-route';
import { firstFrameMarkup, type FrameOption, type FrameRoute, type FrameWords } from './first-frame-markup';

type Namespaces = Record<'chrome' | 'booking' | 'page-quote', Record<string, unknown>>;

/** A public region, departure or destination row as the public API answers it (the fields the frame reads). */
export interface FrameRow {
  id: number;
  name: string;
  translations?: Record<string, Record<string, string> | undefined> | null;
}
export interface FrameRegion extends FrameRow {
  code: string;
  iconUrl: string | null;
  defaultDepartureLocationId: number | null;
  defaultDestinationId: number | null;
}
export interface FrameLocation extends FrameRow {
  value: string;
}

export interface FrameData {
  regions: FrameRegion[];
  region: FrameRegion;
  departures: FrameLocation[];
  destinations: FrameLocation[];
  heroImage: string | undefined;
}

const wordsCache = new Map<string, Record<string, Namespaces> | null>();

/**
 * The web build's words per language (dist/web/first-frame-words.json, written by vite.config.ts from the
 * locale files), read once per build folder; null when the build has none (no frame, as before).
 */
function buildWords(distDir: string): Record<string, Namespaces> | null {
  if (!wordsCache.has(distDir)) {
    const file = path.join(distDir, 'first-frame-words.json');
    wordsCache.set(distDir, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Namespaces>) : null);
  }
  return wordsCache.get(distDir)!;
}

/** The language the app starts in when it knows only the address (src/web/lib/i18n.ts initialLanguage). */
export function frameLanguage(url: URL, appContext: AppContext): Language {
  const fromAddress = url.searchParams.get('lang');
  if (fromAddress && (LANGUAGES as readonly string[]).includes(fromAddress)) return fromAddress as Language;
  return appContext === 'twin' ? 'zh' : 'en';
}

export const htmlLang = (language: Language) => (language === 'zh' ? 'zh-CN' : language);

function lookup(namespaces: Namespaces | undefined, namespace: keyof Namespaces, key: string): string | undefined {
  let value: unknown = namespaces?.[namespace];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : undefined;
}

/** A word of the build's locale files in one language; English fills a word a translation lacks, as in the app. */
export type FrameWord = (namespace: keyof Namespaces, key: string) => string;

/** The build's words in one language, or null when the build has none (no frame then). */
export function buildWordsIn(distDir: string, language: Language): FrameWord | null {
  const all = buildWords(distDir);
  return all && ((namespace, key) => lookup(all[language], namespace, key) ?? lookup(all.en, namespace, key) ?? '');
}

function frameWords(w: FrameWord, language: Language): FrameWords {
  return {
    productName: w('chrome', 'productName'),
    homeLink: w('chrome', 'homeLink'),
    languageName: w('chrome', `languageNames.${language}`),
    heroRegion: w('chrome', 'hero.region'),
    heroBanner: w('chrome', 'hero.banner'),
    heroFiveStars: w('chrome', 'hero.fiveStars'),
    heroTrusted: w('chrome', 'hero.trusted'),
    heading: w('booking', 'heading'),
    tabsLabel: w('booking', 'tabs.label'),
    tabs: [w('booking', 'tabs.flights'), w('booking', 'tabs.experiences'), w('booking', 'tabs.training')],
    regionLabel: w('booking', 'region.label'),
    departureLabel: w('booking', 'locations.departure'),
    destinationLabel: w('booking', 'locations.destination'),
  };
}

/** A row's name in the language: the translation staff entered, else the English name (src/web/lib/localized.ts). */
const localName = (row: FrameRow, language: Language) => row.translations?.[language]?.name || row.name;


function frameRoute(url: URL, data: FrameData, language: Language): FrameRoute {
  const { region } = data;
  // An address that chooses its own route (a shared estimate, the light widget's popup): the app draws it.
  const ownRoute = ROUTE_PARAMS.some((name) => url.searchParams.has(name));
  const option = (row: FrameLocation | undefined): FrameOption | undefined => (row && !ownRoute ? { value: row.value, label: localName(row, language) } : undefined);
  return {
    regions: data.regions.map((r) => ({ value: r.code, label: localName(r, language) })),
    regionCode: region.code,
    regionIconUrl: region.iconUrl,
    departure: option(data.departures.find((d) => d.id === region.defaultDepartureLocationId)),
    destination: option(data.destinations.find((d) => d.id === region.defaultDestinationId)),
  };
}

/**
 * The booking page's first frame for this address and these public answers (those the page's boot data
 * carries, so the frame and the app's first render agree), or '' when the build has no words.
 */
export function firstFrame(distDir: string, url: URL, appContext: AppContext, data: FrameData): string {
  const language = frameLanguage(url, appContext);
  const words = buildWordsIn(distDir, language);
  if (!words) return '';
  return firstFrameMarkup({ lang: htmlLang(language), words: frameWords(words, language), route: frameRoute(url, data, language), heroImage: data.heroImage });
}
