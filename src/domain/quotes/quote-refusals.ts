import type { Language } from '../language-codes';

/** Why a quote's link refuses, in the visitor's words (the page shows the same sentence). */
export type QuoteRefusal = 'unknown' | 'expired' | 'withdrawn' | 'draft';

const WORDS: Record<QuoteRefusal, Record<Language, string>> = {
  unknown: {
    en: 'This link does not open any quote: check that it was copied in full from the e-mail.',
    zh: '此链接无法打开任何报价：请检查是否已从邮件中完整复制。',
    hi: 'यह लिंक कोई कोटेशन नहीं खोलता: जाँचें कि इसे ई-मेल से पूरा कॉपी किया गया है।',
  },
  expired: {
    en: 'This quote has expired, so it can no longer be accepted. Reply to our e-mail and we will send a new one.',
    zh: '此报价已过期，无法再接受。请回复我们的邮件，我们会发送新的报价。',
    hi: 'यह कोटेशन समाप्त हो गया है, इसलिए अब इसे स्वीकार नहीं किया जा सकता। हमारे ई-मेल का उत्तर दें, हम नया भेजेंगे।',
  },
  withdrawn: {
    en: 'This quote has been withdrawn, so it can no longer be accepted. Reply to our e-mail if you still want to fly.',
    zh: '此报价已撤回，无法再接受。如您仍想飞行，请回复我们的邮件。',
    hi: 'यह कोटेशन वापस ले लिया गया है, इसलिए अब इसे स्वीकार नहीं किया जा सकता। यदि आप अब भी उड़ान भरना चाहते हैं तो हमारे ई-मेल का उत्तर दें।',
  },
  draft: {
    en: 'This quote is still being prepared and cannot be accepted yet.',
    zh: '此报价仍在准备中，暂时无法接受。',
    hi: 'यह कोटेशन अभी तैयार किया जा रहा है और अभी स्वीकार नहीं किया जा सकता।',
  },
};

export const quoteRefusalText = (refusal: QuoteRefusal, language: Language): string => WORDS[refusal][language];

/** The accept form's fields, as a refused request names them. */
export type AcceptField = 'name' | 'acceptTerms' | 'passengerName' | 'passengerWeight' | 'passengers' | 'baggageKg';

const FIELD_WORDS: Record<AcceptField, Record<Language, string>> = {
  name: { en: 'Type your full name to accept', zh: '请输入您的全名以接受', hi: 'स्वीकार करने के लिए अपना पूरा नाम लिखें' },
  acceptTerms: { en: 'Tick "I accept the terms" to accept', zh: '请勾选"我接受条款"以接受', hi: 'स्वीकार करने के लिए "मैं शर्तें स्वीकार करता/करती हूँ" पर टिक करें' },
  passengerName: { en: 'Enter each passenger’s name', zh: '请输入每位乘客的姓名', hi: 'हर यात्री का नाम लिखें' },
  passengerWeight: { en: 'Enter each passenger’s weight in kg, more than 0 and at most 400', zh: '请输入每位乘客的体重（公斤），大于 0 且不超过 400', hi: 'हर यात्री का वज़न किग्रा में लिखें, 0 से अधिक और 400 तक' },
  passengers: { en: 'List between 1 and 50 passengers', zh: '请填写 1 到 50 位乘客', hi: '1 से 50 यात्री लिखें' },
  baggageKg: { en: 'Enter the baggage weight in kg (0 if none)', zh: '请输入行李重量（公斤，没有则填 0）', hi: 'सामान का वज़न किग्रा में लिखें (न हो तो 0)' },
};

/** The field a refused path ('passengers.0.weightKg') is about. */
export function acceptFieldOf(path: string): AcceptField {
  if (/^passengers\.\d+\.name/.test(path)) return 'passengerName';
  if (/^passengers\.\d+/.test(path)) return 'passengerWeight';
  const head = path.split('.')[0] ?? '';
  return (['name', 'acceptTerms', 'passengers', 'baggageKg'] as const).find((f) => f === head) ?? 'name';
}

export const acceptFieldText = (field: AcceptField, language: Language): string => FIELD_WORDS[field][language];
