import { formatAud } from '../../../../domain/money';

/** The number-format locale of each UI language. */
export function localeOf(language: string): string {
  return language === 'zh' ? 'zh-CN' : language === 'hi' ? 'hi-IN' : 'en-AU';
}

/** A$ from a dollar amount as the API sends it; every language shows the product's "A$" symbol. */
export function aud(dollars: number, language: string): string {
  return formatAud(Math.round(dollars * 100), localeOf(language)).replace('AU$', 'A$');
}
