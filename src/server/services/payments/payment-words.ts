import type { PaymentPart } from '../../../domain/bookings/payment-schedule';
import { LANGUAGES, type Language } from '../../../domain/language-codes';

/**
 * The pay link's answers in the visitor's language (the quote's; Accept-Language before a quote is found),
 * as the request links answer theirs: the server has no i18n of its own, so the few visitor-facing
 * sentences of payments live here, in every language the site speaks.
 */
interface PaymentWords {
  unknownLink: string;
  notAccepted: string;
  nothingDue: string;
  amountRefused: string;
  providerDown: string;
  processing: string;
  parts: Record<PaymentPart, string>;
}

export const PAYMENT_WORDS: Record<Language, PaymentWords> = {
  en: {
    unknownLink: 'This link does not open any quote: check that it was copied in full from your e-mail.',
    notAccepted: 'Accept the quote first; then you can pay the deposit.',
    nothingDue: 'Nothing is due on this booking',
    amountRefused: 'The amount to pay is set by us from your booking; send no amount.',
    providerDown: 'The payment page cannot be opened just now; please try again in a minute.',
    processing: 'Your payment is being processed; we will e-mail you once it has arrived.',
    parts: { deposit: 'Deposit', balance: 'Balance', full: 'Full payment' },
  },
  zh: {
    unknownLink: '此链接无法打开任何报价：请检查是否已从您的电子邮件中完整复制。',
    notAccepted: '请先接受报价，然后即可支付定金。',
    nothingDue: '此预订没有应付款项',
    amountRefused: '应付金额由我们根据您的预订确定；请勿发送金额。',
    providerDown: '暂时无法打开支付页面；请一分钟后再试。',
    processing: '您的付款正在处理中；到账后我们会通过电子邮件通知您。',
    parts: { deposit: '定金', balance: '尾款', full: '全额付款' },
  },
  hi: {
    unknownLink: 'यह लिंक कोई कोटेशन नहीं खोलता: जाँचें कि इसे आपके ई-मेल से पूरा कॉपी किया गया है।',
    notAccepted: 'पहले कोटेशन स्वीकार करें; फिर आप जमा राशि का भुगतान कर सकते हैं।',
    nothingDue: 'इस बुकिंग पर कुछ भी बकाया नहीं है',
    amountRefused: 'भुगतान की राशि हम आपकी बुकिंग से तय करते हैं; कोई राशि न भेजें।',
    providerDown: 'भुगतान पृष्ठ अभी नहीं खुल सकता; कृपया एक मिनट बाद फिर से प्रयास करें।',
    processing: 'आपका भुगतान संसाधित हो रहा है; पहुँचने पर हम आपको ई-मेल करेंगे।',
    parts: { deposit: 'जमा राशि', balance: 'शेष राशि', full: 'पूरा भुगतान' },
  },
};

export const languageOf = (code: string | null | undefined): Language => ((LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : 'en');
export const paymentWords = (code: string | null | undefined): PaymentWords => PAYMENT_WORDS[languageOf(code)];
