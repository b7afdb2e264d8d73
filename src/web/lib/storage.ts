/** localStorage that never throws (private mode, disabled storage, sandboxed frames). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this visit only */
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** docs/product.md §9 storage keys. */
export const STORAGE_KEYS = {
  region: 'preferred-region',
  language: 'bookingWidgetLanguage',
  theme: 'theme',
  /** Set once the visitor picks a language on /mandarin: its Chinese is then no longer forced (docs/product.md §2). */
  mandarinLanguageChosen: 'mandarin-language-chosen',
} as const;
