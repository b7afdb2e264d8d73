import type { Language } from '../../../domain/language-codes';
import { formatVisitorAud } from '../../../domain/money';
import type { QuoteRow, QuoteVersionRow } from '../../db/schema';

interface Words {
  sentSubject: (ref: string) => string;
  sentBody: (name: string, total: string, expires: string, url: string) => string;
  acceptedSubject: (ref: string) => string;
  acceptedBody: (name: string, total: string, date: string, url: string) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    sentSubject: (ref) => `Your charter flight quote ${ref}`,
    sentBody: (name, total, expires, url) => `Hello ${name},\n\nYour quote is ready: ${total} in total. It can be accepted until ${expires}.\n\nSee it and accept it here:\n${url}\n`,
    acceptedSubject: (ref) => `Booking confirmed: quote ${ref} accepted`,
    acceptedBody: (name, total, date, url) => `Hello ${name},\n\nThank you: you accepted the quote (${total}) for your flight on ${date}. The flight is attached as a calendar file.\n\nPay and follow your booking here:\n${url}\n`,
  },
  zh: {
    sentSubject: (ref) => `您的包机报价 ${ref}`,
    sentBody: (name, total, expires, url) => `${name}，您好：\n\n您的报价已准备好，总计 ${total}。接受期限至 ${expires}。\n\n在此查看并接受：\n${url}\n`,
    acceptedSubject: (ref) => `预订已确认：报价 ${ref} 已接受`,
    acceptedBody: (name, total, date, url) => `${name}，您好：\n\n感谢您接受 ${date} 航班的报价（${total}）。航班日历文件已附上。\n\n在此付款并查看预订：\n${url}\n`,
  },
  hi: {
    sentSubject: (ref) => `आपका चार्टर उड़ान कोटेशन ${ref}`,
    sentBody: (name, total, expires, url) => `नमस्ते ${name},\n\nआपका कोटेशन तैयार है: कुल ${total}। इसे ${expires} तक स्वीकार किया जा सकता है।\n\nइसे यहाँ देखें और स्वीकार करें:\n${url}\n`,
    acceptedSubject: (ref) => `बुकिंग की पुष्टि: कोटेशन ${ref} स्वीकार किया गया`,
    acceptedBody: (name, total, date, url) => `नमस्ते ${name},\n\nधन्यवाद: आपने ${date} की उड़ान के लिए कोटेशन (${total}) स्वीकार किया। उड़ान कैलेंडर फ़ाइल के रूप में संलग्न है।\n\nयहाँ भुगतान करें और अपनी बुकिंग देखें:\n${url}\n`,
  },
};

const LOCALE: Record<Language, string> = { en: 'en-AU', zh: 'zh-CN', hi: 'hi-IN' };
const when = (at: Date, language: Language) => new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Australia/Perth' }).format(at);

/** The visitor's e-mail with the quote's link, in their language. */
export function quoteSentEmail(quote: QuoteRow, version: QuoteVersionRow, language: Language, url: string) {
  const words = WORDS[language];
  return { subject: words.sentSubject(quote.reference), text: words.sentBody(quote.customerName, formatVisitorAud(version.totalCents, language), when(version.expiresAt, language), url) };
}

/** The visitor's confirmation of their acceptance, in their language. */
export function quoteAcceptedEmail(quote: QuoteRow, version: QuoteVersionRow, language: Language, url: string) {
  const words = WORDS[language];
  return { subject: words.acceptedSubject(quote.reference), text: words.acceptedBody(quote.customerName, formatVisitorAud(version.totalCents, language), version.itinerary.date, url) };
}

/** Staff's notice of an acceptance, in English, with the admin's place to find it (never the visitor's link). */
export function quoteAcceptedStaffEmail(quote: QuoteRow, version: QuoteVersionRow, acceptedName: string, publicUrl: string | undefined) {
  const admin = publicUrl ? `\n\n${publicUrl.replace(/\/+$/, '')}/admin` : '';
  return {
    subject: `Quote ${quote.reference} accepted by ${acceptedName}`,
    text: `${acceptedName} accepted version ${version.version} of quote ${quote.reference} (${formatVisitorAud(version.totalCents)}) for ${version.itinerary.date}, ${version.itinerary.departure.name} → ${version.itinerary.destination.name}, ${version.aircraftName}.${admin}\n`,
  };
}
