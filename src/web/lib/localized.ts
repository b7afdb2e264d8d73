import { useTranslation } from 'react-i18next';
import type { Translations } from '../../domain/languages';

interface Translatable {
  translations?: Translations | Record<string, Record<string, string> | undefined> | null;
}

/** A row's text in the visitor's language: the zh/hi translation staff entered, else the English field. */
export function localizedField<T extends Translatable>(row: T, field: keyof T & string, language: string): string {
  const translated = (row.translations as Record<string, Record<string, string> | undefined> | null | undefined)?.[language]?.[field];
  if (translated) return translated;
  const value = row[field];
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** `const l = useLocalized(); l(destination, 'name')` */
export function useLocalized() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return <T extends Translatable>(row: T, field: keyof T & string) => localizedField(row, field, language);
}
