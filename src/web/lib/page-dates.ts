import { formatLocale } from '../../domain/format-locale';

/**
 * Dates typed and shown in the page's language (a date input's own text follows the browser's locale, so a
 * Chinese page on an American browser read mm/dd/yyyy): the order and separator come from Intl for the page's
 * language (zh: 2026/12/31; en-AU and hi: 31/12/2026); the form's value stays YYYY-MM-DD.
 */
type Part = 'year' | 'month' | 'day';
interface DatePattern {
  order: Part[];
  separator: string;
}

const patterns = new Map<string, DatePattern>();
const LENGTH: Record<Part, number> = { year: 4, month: 2, day: 2 };
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function datePattern(language: string): DatePattern {
  let pattern = patterns.get(language);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(formatLocale(language), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(
      new Date(Date.UTC(2026, 11, 31)),
    );
    const order = parts.map((part) => part.type).filter((type): type is Part => type === 'year' || type === 'month' || type === 'day');
    pattern = { order: order.length === 3 ? order : ['day', 'month', 'year'], separator: parts.find((part) => part.type === 'literal')?.value ?? '/' };
    patterns.set(language, pattern);
  }
  return pattern;
}

/** YYYY-MM-DD as the page's language writes it; anything else as it is. */
export function formatPageDate(iso: string, language: string): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const values: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator } = datePattern(language);
  return order.map((part) => values[part]).join(separator);
}

/** The hint an empty field shows, in the page's order ("dd/mm/yyyy", "年/月/日"). */
export function datePlaceholder(language: string, words: Record<Part, string>): string {
  const { order, separator } = datePattern(language);
  return order.map((part) => words[part]).join(separator);
}

/** The groups of digits typed, in the page's order; eight digits without separators are split by that order. */
function groupsOf(text: string, order: Part[]): string[] {
  const groups = text.split(/\D+/).filter(Boolean);
  if (groups.length !== 1 || groups[0]!.length !== 8) return groups;
  const digits = groups[0]!;
  let at = 0;
  return order.map((part) => digits.slice(at, (at += LENGTH[part])));
}

/**
 * What a visitor typed, as YYYY-MM-DD: in the page's order, or year first (YYYY-MM-DD itself); null when it is
 * no real date.
 */
export function parsePageDate(text: string, language: string): string | null {
  const { order } = datePattern(language);
  const groups = groupsOf(text.trim(), order);
  if (groups.length !== 3) return null;
  const readOrder: Part[] = groups[0]!.length === 4 ? ['year', 'month', 'day'] : order;
  const values = Object.fromEntries(readOrder.map((part, index) => [part, groups[index]!])) as Record<Part, string>;
  if (values.year.length !== 4) return null;
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${values.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) named as the page's language writes it in a sentence: "Sat, 19 Dec", "12月19日周六"; anything else as it is. */
export function formatPageDay(iso: string, language: string): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const locale = formatLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
