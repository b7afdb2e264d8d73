import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { partnerId } from '../../../../domain/partner-id';
import { PARTY_PARAMS } from '../../../../domain/party-params';

/** What the page that shows the light widget asks of it, read once at start. */
export interface LightSettings {
  /**
   * Region codes to scope the lists to, best first: `?region=` (embed.js `data-region`), then the visitor's
   * stored preference. The first that names an active region wins; with none, every region is offered, grouped.
   */
  regionCodes: string[];
  language: Language;
  /** The partner id passed on to the full widget, so clicks and inquiries are attributed. */
  partner: string | undefined;
  /** The partner's look and the visitor's prefill, passed on as they came to the full widget, which checks them. */
  passOn: [name: string, value: string][];
}

/** What the full widget takes from its address that a partner gives the light widget too (embed.js's attributes). */
const PASSED_ON = ['theme', 'accent', 'name', 'email', ...Object.values(PARTY_PARAMS)];
const MAX_PASSED_LENGTH = 200;

/** en, zh or hi from 'zh', 'zh-CN', 'hi_IN'…; undefined for anything else. */
export function lightLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/** A region code as the site writes them (WA, QLD): short letters and digits; anything else is ignored. */
function regionCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && /^[A-Za-z0-9_-]{1,10}$/.test(code) ? code : undefined;
}

/**
 * The address wins over storage for this visit (the partner's `data-region` and `data-lang`), as on the main
 * site; the stored choices are the ones the main site keeps (docs/product.md §9 keys), so a visitor sees the light
 * widget in the language and region they already chose there.
 */
export function readLightSettings(search: string, stored: { region: string | null; language: string | null }): LightSettings {
  const params = new URLSearchParams(search);
  return {
    regionCodes: [regionCode(params.get('region')), regionCode(stored.region)].filter((code) => code !== undefined),
    language: lightLanguage(params.get('lang')) ?? lightLanguage(stored.language) ?? 'en',
    partner: partnerId(params.get('partner')),
    passOn: PASSED_ON.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value && value.length <= MAX_PASSED_LENGTH ? [[name, value] as [string, string]] : [];
    }),
  };
}
