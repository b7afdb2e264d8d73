/** What one `<script src=".../embed.js" data-…>` tag asks for. */
export type EmbedType = 'full' | 'light' | 'popup' | 'light-popup';

export interface EmbedOptions {
  type: EmbedType;
  /** The widget's origin: where embed.js itself was loaded from. */
  origin: string;
  region?: string;
  lang?: string;
  partner?: string;
  departure?: string;
  destination?: string;
  aircraft?: string;
  flightType?: string;
  /** CSS selector of the element to render into; the widget goes right after the tag otherwise. */
  target?: string;
  label?: string;
}

const TYPES: readonly EmbedType[] = ['full', 'light', 'popup', 'light-popup'];
const LANGUAGES = ['en', 'zh', 'hi'];

/** Short, printable, no markup: data attributes come from someone else's page. */
function clean(value: string | null | undefined, max = 100): string | undefined {
  const text = value?.trim();
  return text && text.length <= max && /^[\w .,:@()'/+-]+$/u.test(text) ? text : undefined;
}

/** en, zh or hi from a language tag such as 'zh-CN'; undefined for anything else. */
export function widgetLanguage(tag: string | null | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && LANGUAGES.includes(primary) ? primary : undefined;
}

/**
 * Reads a tag's data attributes. The host page's language (data-lang, else <html lang>) wins over the
 * browser's: the widget is part of that page.
 */
export function readOptions(script: HTMLScriptElement, hostLang: string | null): EmbedOptions {
  const data = script.dataset;
  const type = TYPES.includes(data.type as EmbedType) ? (data.type as EmbedType) : 'full';
  return {
    type,
    origin: new URL(script.src, document.baseURI).origin,
    region: clean(data.region, 10),
    lang: widgetLanguage(data.lang) ?? widgetLanguage(hostLang),
    // The server stores only short slugs (partnerSchema): anything else is left out rather than refused.
    partner: data.partner && /^[A-Za-z0-9._-]{1,100}$/.test(data.partner.trim()) ? data.partner.trim() : undefined,
    departure: clean(data.departure),
    destination: clean(data.destination),
    aircraft: clean(data.aircraft),
    flightType: clean(data.flightType),
    target: data.target || undefined,
    label: clean(data.label, 60),
  };
}
