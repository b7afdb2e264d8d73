import { embedAccent, embedTheme, type EmbedTheme } from '../domain/embed-look';
import { partnerId } from '../domain/partner-id';
import { checked, type DataAttributes, type Warn } from './attributes';
import { readPrefill, type VisitorPrefill } from './prefill';

/** What one `<script src=".../embed.js" data-…>` tag asks for. */
export type EmbedType = 'full' | 'light' | 'popup' | 'light-popup';

export interface EmbedOptions extends VisitorPrefill {
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
  /** light, dark or auto (the visitor's own setting, the default). */
  theme?: EmbedTheme;
  /** The partner's colour for buttons and highlights, as #rrggbb. */
  accent?: string;
  /** CSS selector of the element to render into; the widget goes right after the tag otherwise. */
  target?: string;
  label?: string;
}

export type { DataAttributes };

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

function readLook(data: DataAttributes, warn: Warn): Pick<EmbedOptions, 'theme' | 'accent'> {
  return {
    theme: checked(data.theme, embedTheme, warn, 'data-theme=%s is not light, dark or auto, so the widget follows the visitor’s own setting.'),
    accent: checked(data.accent, embedAccent, warn, 'data-accent=%s is not a hex colour such as #0b4f6c, so the widget keeps its own colour.'),
  };
}

/**
 * Reads a tag's data attributes. The host page's language (data-lang, else <html lang>) wins over the
 * browser's: the widget is part of that page. Unusable values are left out rather than passed on; those a
 * partner chose on purpose (theme, accent, prefill) are named in a console warning.
 */
export function readOptions(data: DataAttributes, scriptUrl: string, hostLang: string | null, warn: Warn = console.warn): EmbedOptions {
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
    ...readLook(data, warn),
    ...readPrefill(data, warn),
    target: data.target?.trim() || undefined,
    label: clean(data.label, 60),
  };
}
