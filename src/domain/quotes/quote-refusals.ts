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
