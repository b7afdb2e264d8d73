/**
 * The Intl locale that numbers, money and times are written in for each UI language: Australian English,
 * simplified Chinese, Hindi (India). A full locale ('en-AU', 'de-DE') is passed through unchanged.
 */
export function formatLocale(languageOrLocale: string): string {
  switch (languageOrLocale) {
    case 'en':
      return 'en-AU';
    case 'zh':
      return 'zh-CN';
    case 'hi':
      return 'hi-IN';
    default:
      return languageOrLocale || 'en-AU';
  }
}
