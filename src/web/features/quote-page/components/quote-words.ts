import { useTranslation } from 'react-i18next';
import { formatVisitorAud } from '../../../../domain/money';

const LOCALE: Record<string, string> = { en: 'en-AU', zh: 'zh-CN', hi: 'hi-IN' };

/** Money and dates in the page's language: A$ amounts as the visitor pages show them, days in Perth. */
export function useQuoteFormats() {
  const { i18n } = useTranslation('page-quote');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = LOCALE[language] ?? 'en-AU';
  return {
    money: (cents: number) => formatVisitorAud(cents, language),
    day: (isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)),
    moment: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Perth' }).format(new Date(iso)),
  };
}
