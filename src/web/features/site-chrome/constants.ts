/** docs/product.md §9 timers. */
export const HERO_SLIDE_MS = 5_000;
export const REVIEW_ROTATE_MS = 4_000;

/** docs/product.md §1/§9 marketing figures: the numbers are shown as written in every language. */
export const TRUST_FIGURES = [
  { key: 'passengers', figure: '10,000+' },
  { key: 'flights', figure: '15K+' },
  { key: 'rating', figure: '4.9/5' },
  { key: 'pilotHours', figure: '5,000+' },
  { key: 'routes', figure: '40+' },
] as const;
export const TRUST_CLAIMS = ['certified', 'insured'] as const;

/**
 * docs/product.md §9 cancellation policy as whole sentences in A$ (text in locales/{lang}/chrome.json), from the
 * earliest cancellation to the latest so that the bands read in order (docs/decisions/0023-visitor-polish.md).
 */
export const CANCELLATION_ITEMS = ['fullRefund', 'fee48', 'fee24', 'sameDay', 'weather', 'customRoutes'] as const;

/** The five built-in sample reviews (docs/product.md §2/§9); their text lives in locales/{lang}/chrome.json. */
export const SAMPLE_REVIEW_COUNT = 5;
