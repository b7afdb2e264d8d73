import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { TRANSLATED_LANGUAGES } from '../../../../../domain/language-codes';
import type { ContentBody } from '../../api/content';
import type { FieldSpec, ResourceSpec } from './content-tabs';

/**
 * What a form edits: each field's value as typed (text in an input, a list of flight types, a map of
 * training links), by field name; the active flag; and zh/hi overrides of translatable fields.
 */
export interface FormState {
  values: { [field: string]: unknown };
  isActive: boolean;
  /** The region a region-scoped item is in, or moves to on Save (null: every region). */
  regionId?: number | null | undefined;
  translations: { [language: string]: { [field: string]: string } };
}

/** The fields of a form, whatever its type (only their names and kinds matter here). */
type Fields = { fields: readonly FieldSpec[] };

const asInput = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value);

/** The form for a row being edited, or for a new one (the type's defaults). */
export function formStateOf<K extends AdminContentType>(spec: ResourceSpec<K>, row: AdminContentItem<K> | undefined): FormState {
  const source: Partial<AdminContentItem<K>> = row ?? spec.defaults;
  // A new region's display order starts blank: the server puts it after the last one (decisions 0025, 0044).
  const valueOf = (name: string) => (row === undefined && spec.type === 'regions' && name === 'displayOrder' ? '' : asInput(source[name as keyof AdminContentItem<K>]));
  const values = Object.fromEntries(spec.fields.map((field) => [field.name, field.kind === 'flightTypes' ? (source[field.name] ?? []) : valueOf(field.name)]));
  const stored: Partial<AdminContentItem<K>['translations']> = row?.translations ?? {};
  // Every translatable field present (blank when not translated), so 'changed' means typed, not touched.
  const translatable = spec.fields.filter((field) => field.translatable).map((field) => field.name);
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { ...Object.fromEntries(translatable.map((name) => [name, ''])), ...stored[language] }]),
  );
  const regionId = row && 'regionId' in row ? (row.regionId as number | null) : undefined;
  return { values, isActive: source.isActive !== false, translations, ...(regionId !== undefined ? { regionId } : {}) };
}

/** The JSON body of POST/PUT: the shared zod schema turns typed text into numbers, nulls and so on. */
export function bodyOf(spec: Fields, state: FormState): ContentBody {
  const body: ContentBody = { ...state.values, isActive: state.isActive };
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

/** Messages read 'Missing required fields - Please fill in …': a toast title and its description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(' - ');
  return at > 0 ? { title: message.slice(0, at), description: message.slice(at + 3) } : { title: message };
}

/**
 * The form field an API path names ('imageUrl' → 'values.imageUrl', 'translations.zh.name' as it is), or
 * undefined when the form does not show it; and the fields in the order the form shows them.
 */
export function formFieldOf(spec: Fields, path: string): string | undefined {
  if (path === 'isActive') return 'isActive';
  const [head, language, name] = path.split('.');
  if (head === 'translations') return spec.fields.some((field) => field.translatable && field.name === name) && language ? `translations.${language}.${name}` : undefined;
  return spec.fields.some((field) => field.name === head) ? `values.${head}` : undefined;
}

export function formFieldOrder(spec: Fields): string[] {
  return [
    ...spec.fields.flatMap((field) => [`values.${field.name}`, ...(field.translatable ? TRANSLATED_LANGUAGES.map((language) => `translations.${language}.${field.name}`) : [])]),
    'isActive',
  ];
}
