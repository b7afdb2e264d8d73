import { z } from 'zod';

import { LANGUAGES } from './language-codes';

export { LANGUAGES, TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from './language-codes';

export const languageSchema = z.enum(LANGUAGES);

/** Per-language overrides of a row's visitor-facing text fields, e.g. { zh: { name: '罗特尼斯岛' } }. */
export const translationsSchema = z
  .object({
    zh: z.record(z.string(), z.string()).optional(),
    hi: z.record(z.string(), z.string()).optional(),
  })
  .strict();
export type Translations = z.infer<typeof translationsSchema>;
