import { formatVisitorAud } from '../../../../domain/money';
import { useQuoteText } from '../hooks/use-quote-text';
import { LOCALES } from '../i18n/quote-text';

/** Money and dates in the page's language: A$ amounts as the visitor pages show them, days in Perth. */
export function useQuoteFormats() {
  const { language } = useQuoteText();
  const locale = LOCALES[language];
  return {
    money: (cents: number) => formatVisitorAud(cents, language),
    day: (isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)),
    moment: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Perth' }).format(new Date(iso)),
  };
}
