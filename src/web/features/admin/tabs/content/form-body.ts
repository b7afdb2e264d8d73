import { TRANSLATED_LANGUAGES } from '../../../../../domain/language-codes';
import type { Row } from '../../api/content';
import type { ResourceSpec } from './resources';

/** What a form edits: field values as typed, the active flag, and zh/hi overrides of translatable fields. */
export interface FormState {
  values: Record<string, unknown>;
  isActive: boolean;
  translations: Record<string, Record<string, string>>;
}

const asInput = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value);

/** The form for a row being edited, or for a new one (docs/product.md §9 defaults). */
export function formStateOf(spec: ResourceSpec, row: Row | undefined): FormState {
  const source: Record<string, unknown> = row ?? spec.defaults;
  const values = Object.fromEntries(spec.fields.map((field) => [field.name, field.kind === 'flightTypes' ? (source[field.name] ?? []) : asInput(source[field.name])]));
  const stored = (row?.translations ?? {}) as Record<string, Record<string, string> | undefined>;
  // Every translatable field present (blank when not translated), so 'changed' means typed, not touched.
  const translatable = spec.fields.filter((field) => field.translatable).map((field) => field.name);
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { ...Object.fromEntries(translatable.map((name) => [name, ''])), ...(stored[language] ?? {}) }]),
  );
  return { values, isActive: source.isActive !== false, translations };
}

/** The JSON body of POST/PUT: the shared zod schema turns typed text into numbers, nulls and so on. */
export function bodyOf(spec: ResourceSpec, state: FormState): Record<string, unknown> {
  const body: Record<string, unknown> = { ...state.values, isActive: state.isActive };
  const translated = spec.fields.filter((field) => field.translatable).map((field) => field.name);
  if (translated.length > 0) {
    body.translations = Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(translated.map((name) => [name, state.translations[language]?.[name] ?? '']).filter(([, text]) => text !== '')),
      ]),
    );
  }
  return body;
}

/** docs/product.md §5 messages read 'Missing required fields - Please fill in …': a toast title and its description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(' - ');
  return at > 0 ? { title: message.slice(0, at), description: message.slice(at + 3) } : { title: message };
}

/**
 * The form field an API path names ('imageUrl' → 'values.imageUrl', 'translations.zh.name' as it is), or
 * undefined when the form does not show it; and the fields in the order the form shows them.
 */
export function formFieldOf(spec: ResourceSpec, path: string): string | undefined {
  if (path === 'isActive') return 'isActive';
  const [head, language, name] = path.split('.');
  if (head === 'translations') return spec.fields.some((field) => field.translatable && field.name === name) && language ? `translations.${language}.${name}` : undefined;
  return spec.fields.some((field) => field.name === head) ? `values.${head}` : undefined;
}

export function formFieldOrder(spec: ResourceSpec): string[] {
  return [
    ...spec.fields.flatMap((field) => [`values.${field.name}`, ...(field.translatable ? TRANSLATED_LANGUAGES.map((language) => `translations.${language}.${field.name}`) : [])]),
    'isActive',
  ];
}
