import { partnerId } from '../domain/partner-id';

/** What one `<script src=".../embed.js" data-…>` tag asks for. */
export type EmbedType = 'full' | 'light' | 'popup' | 'light-popup';

export interface EmbedOptions {
  type: EmbedType;
  /** The widget's origin: where embed.js itself was loaded from. */
  origin: string;
  region?: string;
  lang?: WidgetLanguage;
  partner?: string;
  departure?: string;
  destination?: string;
  aircraft?: string;
  flightType?: string;
  /** CSS selector of the element to render into; the widget goes right after the tag otherwise. */
  target?: string;
  label?: string;
}

/** A tag's data attributes as `script.dataset` gives them (data-flight-type is `flightType`). */
export type DataAttributes = Partial<Record<string, string>>;

export type WidgetLanguage = 'en' | 'zh' | 'hi';

const TYPES: readonly EmbedType[] = ['full', 'light', 'popup', 'light-popup'];
const LANGUAGES: readonly WidgetLanguage[] = ['en', 'zh', 'hi'];

/** Short, printable, no markup or quotes that matter: data attributes come from someone else's page. */
function clean(value: string | undefined, max = 100): string | undefined {
  const text = value?.trim();
  return text && text.length <= max && /^[\w .,:@()'/+-]+$/u.test(text) ? text : undefined;
}

/** en, zh or hi from a language tag such as 'zh-CN'; undefined for anything else. */
export function widgetLanguage(tag: string | null | undefined): WidgetLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * Reads a tag's data attributes. The host page's language (data-lang, else <html lang>) wins over the
 * browser's: the widget is part of that page. Unusable values are left out rather than passed on.
 */
export function readOptions(data: DataAttributes, scriptUrl: string, hostLang: string | null): EmbedOptions {
  return {
    type: TYPES.find((type) => type === data.type?.trim()) ?? 'full',
    origin: new URL(scriptUrl).origin,
    region: clean(data.region, 10),
    lang: widgetLanguage(data.lang) ?? widgetLanguage(hostLang),
    partner: partnerId(data.partner),
    departure: clean(data.departure),
    destination: clean(data.destination),
    aircraft: clean(data.aircraft),
    flightType: clean(data.flightType),
    target: data.target?.trim() || undefined,
    label: clean(data.label, 60),
  };
}
