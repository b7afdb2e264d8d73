import { z } from 'zod';

export const LANGUAGES = ['en', 'zh', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages content is translated into; English is the base text of every row. */
export const TRANSLATED_LANGUAGES = ['zh', 'hi'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES);

/** Per-language overrides of a row's visitor-facing text fields, e.g. { zh: { name: '罗特尼斯岛' } }. */
export const translationsSchema = z
  .object({
    zh: z.record(z.string(), z.string()).optional(),
    hi: z.record(z.string(), z.string()).optional(),
  })
  .strict();
export type Translations = z.infer<typeof translationsSchema>;
