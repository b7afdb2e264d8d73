/** Language codes without zod, so the web app's first chunk can import them cheaply. */
export const LANGUAGES = ['en', 'zh', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages content is translated into; English is the base text of every row. */
export const TRANSLATED_LANGUAGES = ['zh', 'hi'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
