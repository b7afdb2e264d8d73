import { centsFromDollars, formatVisitorAud } from '../../../domain/money';
import { EMAIL_STRINGS, fill, type EmailStrings } from './email-strings';
import { DETAIL_KEYS, type DetailKey, type DetailValue, type ReceivedInquiry } from './received-inquiry';

export interface EmailContent {
  subject: string;
  text: string;
  html?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function longDate(isoDate: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : format.format(day);
}

type ShownAs = (value: string | number | true, strings: EmailStrings) => string;

/** A name from the language's list, else the value as it came. */
const named = (names: Record<string, string>, value: string | number | true) => names[String(value)] ?? String(value);
const dateShown: ShownAs = (value, strings) => longDate(String(value), strings.locale);

/** A$ in every language, in the one form the site writes it (Intl's zh-CN would say AU$); a text estimate as it is. */
export function estimateShown(value: string | number | true): string {
  const dollars = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : undefined;
  return dollars === undefined ? String(value) : formatVisitorAud(centsFromDollars(dollars));
}

/** The details shown otherwise than as they came: names instead of ids, dates and money in the reader's language. */
const SHOWN_AS: Partial<Record<DetailKey, ShownAs>> = {
  flightType: (value, strings) => named(strings.flightTypes, value),
  aircraft: (value, strings) => named(strings.aircraft, value),
  date: dateShown,
  departureDate: dateShown,
  returnDate: dateShown,
  estimate: estimateShown,
  customRoute: (_value, strings) => strings.yes,
  firmQuote: (_value, strings) => strings.yes,
};

/** A detail as its reader should see it; undefined when the visitor gave none. */
export function shown(key: DetailKey, value: DetailValue, strings: EmailStrings): string | undefined {
  if (value === undefined || value === '' || value === false) return undefined;
  return SHOWN_AS[key]?.(value, strings) ?? String(value);
}

function detailLines(inquiry: ReceivedInquiry, strings: EmailStrings): [string, string][] {
  const lines: [string, string][] = [[strings.labels.reference, inquiry.reference]];
  for (const key of DETAIL_KEYS) {
    const value = shown(key, inquiry.details[key], strings);
    if (value !== undefined) lines.push([strings.labels[key], value]);
  }
  return lines;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Headers carry one line: a name with line breaks must not add headers of its own. */
const oneLine = (text: string, max: number) => text.replace(/[\r\n\t]+/g, ' ').slice(0, max);

/** What the visitor is told comes next: a firm quote when they asked for one, else the answer their kind of request gets. */
function nextStep(inquiry: ReceivedInquiry): keyof EmailStrings['next'] {
  if (inquiry.kind === 'wechat') return 'wechat';
  if (inquiry.wantsQuote) return 'quote';
  return inquiry.isCustomRoute ? 'custom' : 'booking';
}

/** The staff e-mail's name for the request: a firm-quote request says so first, as staff act on it first. */
function staffKind(inquiry: ReceivedInquiry): string {
  if (inquiry.kind === 'wechat') return 'WeChat request';
  const kind = inquiry.isCustomRoute ? 'custom route request' : 'booking request';
  return inquiry.wantsQuote ? `firm quote ${kind}` : kind;
}

/**
 * The visitor's confirmation, in the language of the page they sent it from: the reference, what happens
 * next, what they asked for and, when given, their own link to the request (its status, and cancelling it). Plain text and HTML carry the same words; everything the visitor typed
 * is escaped in the HTML part.
 */
export function visitorConfirmationEmail(inquiry: ReceivedInquiry, requestUrl?: string): Required<EmailContent> {
  const strings = EMAIL_STRINGS[inquiry.language] ?? EMAIL_STRINGS.en;
  const values = { reference: inquiry.reference, name: inquiry.name };
  const greeting = fill(strings.greeting, values);
  const thanks = fill(strings.thanks[inquiry.kind], values);
  const next = strings.next[nextStep(inquiry)];
  const details = detailLines(inquiry, strings);
  const text = [
    greeting,
    '',
    thanks,
    '',
    `${strings.nextHeading}${strings.colon.trim()}`,
    next,
    '',
    `${strings.detailsHeading}${strings.colon.trim()}`,
    ...details.map(([label, value]) => `${label}${strings.colon}${value}`),
    '',
    ...(requestUrl ? [strings.followUp, requestUrl, ''] : []),
    strings.notMe,
    '',
    strings.signature,
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#555;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const lang = inquiry.language === 'zh' ? 'zh-CN' : inquiry.language;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(fill(strings.subject, values))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    `<h2 style="font-size:17px;margin:20px 0 4px">${escapeHtml(strings.nextHeading)}</h2>`,
    `<p>${escapeHtml(next)}</p>`,
    `<h2 style="font-size:17px;margin:20px 0 4px">${escapeHtml(strings.detailsHeading)}</h2>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`,
    requestUrl ? `<p style="margin-top:20px">${escapeHtml(strings.followUp)}<br><a href="${escapeHtml(requestUrl)}">${escapeHtml(requestUrl)}</a></p>` : '',
    `<p style="color:#555;margin-top:20px">${escapeHtml(strings.notMe)}</p>`,
    `<p>${escapeHtml(strings.signature)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(fill(strings.subject, values), 200), text, html };
}

/** The staff e-mail of a new inquiry, as plain text in English (no HTML: nothing a visitor typed can render). */
export function staffNoticeEmail(inquiry: ReceivedInquiry, publicUrl: string | undefined): EmailContent {
  const strings = EMAIL_STRINGS.en;
  const kind = staffKind(inquiry);
  const lines = detailLines(inquiry, strings).map(([label, value]) => `${label}: ${value}`);
  return {
    subject: `New ${kind} ${inquiry.reference} from ${oneLine(inquiry.name, 80)}`,
    text: [
      `A new ${kind} arrived.`,
      ...(inquiry.wantsQuote ? ['The visitor asked for a firm quote: make one from the request (Make a quote in its Inquiries record).'] : []),
      '',
      `Name: ${inquiry.name}`,
      `E-mail: ${inquiry.email}`,
      ...lines,
      `Language: ${inquiry.language}`,
      ...(inquiry.partner ? [`Partner: ${inquiry.partner}`] : []),
      '',
      publicUrl ? `Open the Inquiries tab: ${publicUrl.replace(/\/$/, '')}/admin` : 'Open the Inquiries tab of the admin panel.',
    ].join('\n'),
  };
}
