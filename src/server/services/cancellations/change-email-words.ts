import type { Language } from '../../../domain/language-codes';

/** The e-mails of a booking's change: to the visitor in their language, to staff in English. */
export const BOOKING_CHANGES = ['cancelled', 'weather', 'rebooked', 'weather-refunded', 'refunded'] as const;
export type BookingChange = (typeof BOOKING_CHANGES)[number];

interface ChangeMail {
  subject: string;
  text: string;
}

const EN: Record<BookingChange, ChangeMail> = {
  cancelled: { subject: 'Booking {{reference}} cancelled', text: 'Dear {{name}},\n\nYour flight {{route}} on {{date}} ({{reference}}) is cancelled. {{refund}}' },
  weather: {
    subject: 'Your flight {{reference}} is cancelled for weather',
    text: 'Dear {{name}},\n\nThe weather does not allow your flight {{route}} on {{date}} ({{reference}}). Choose another date or a full refund on your quote page:\n{{link}}',
  },
  rebooked: { subject: 'Booking {{reference}}: new date {{date}}', text: 'Dear {{name}},\n\nYour flight {{route}} ({{reference}}) now flies on {{date}}.' },
  'weather-refunded': { subject: 'Booking {{reference}}: full refund', text: 'Dear {{name}},\n\nWe refunded {{amount}} for your flight {{route}} ({{reference}}), cancelled for weather.' },
  refunded: { subject: 'Booking {{reference}}: refund sent', text: 'Dear {{name}},\n\nWe sent back {{amount}} for your cancelled flight {{route}} ({{reference}}).' },
};

const ZH: Record<BookingChange, ChangeMail> = {
  cancelled: { subject: '预订 {{reference}} 已取消', text: '{{name}}，您好：\n\n您 {{date}} {{route}}（{{reference}}）的航班已取消。{{refund}}' },
  weather: { subject: '您的航班 {{reference}} 因天气取消', text: '{{name}}，您好：\n\n由于天气原因，您 {{date}} {{route}}（{{reference}}）的航班无法执行。请在报价页面选择新日期或全额退款：\n{{link}}' },
  rebooked: { subject: '预订 {{reference}}：新日期 {{date}}', text: '{{name}}，您好：\n\n您的航班 {{route}}（{{reference}}）改为 {{date}} 执行。' },
  'weather-refunded': { subject: '预订 {{reference}}：全额退款', text: '{{name}}，您好：\n\n您因天气取消的航班 {{route}}（{{reference}}）已退款 {{amount}}。' },
  refunded: { subject: '预订 {{reference}}：退款已发出', text: '{{name}}，您好：\n\n您已取消的航班 {{route}}（{{reference}}）已退款 {{amount}}。' },
};

const HI: Record<BookingChange, ChangeMail> = {
  cancelled: { subject: 'बुकिंग {{reference}} रद्द', text: 'प्रिय {{name}},\n\n{{date}} को आपकी उड़ान {{route}} ({{reference}}) रद्द कर दी गई है। {{refund}}' },
  weather: {
    subject: 'आपकी उड़ान {{reference}} मौसम के कारण रद्द',
    text: 'प्रिय {{name}},\n\nमौसम के कारण {{date}} को आपकी उड़ान {{route}} ({{reference}}) संभव नहीं है। अपने कोटेशन पृष्ठ पर नई तारीख या पूरी वापसी चुनें:\n{{link}}',
  },
  rebooked: { subject: 'बुकिंग {{reference}}: नई तारीख {{date}}', text: 'प्रिय {{name}},\n\nआपकी उड़ान {{route}} ({{reference}}) अब {{date}} को है।' },
  'weather-refunded': { subject: 'बुकिंग {{reference}}: पूरी वापसी', text: 'प्रिय {{name}},\n\nमौसम के कारण रद्द आपकी उड़ान {{route}} ({{reference}}) के लिए {{amount}} वापस किए गए।' },
  refunded: { subject: 'बुकिंग {{reference}}: वापसी भेजी गई', text: 'प्रिय {{name}},\n\nआपकी रद्द उड़ान {{route}} ({{reference}}) के लिए {{amount}} वापस भेजे गए।' },
};

export const CHANGE_MAILS: Record<Language, Record<BookingChange, ChangeMail>> = { en: EN, zh: ZH, hi: HI };

/** The refund sentence of a cancellation e-mail. */
export const REFUND_LINE: Record<Language, { owed: string; none: string; useQuoteLink: string }> = {
  en: { owed: 'A refund of {{amount}} is waiting for the operator, who will send it back the way you paid.', none: 'No refund is due under the cancellation policy.', useQuoteLink: 'Use the link in your quote e-mail.' },
  zh: { owed: '退款 {{amount}} 正等待运营方处理，将按您的付款方式退回。', none: '根据取消政策，无需退款。', useQuoteLink: '请使用报价电子邮件中的链接。' },
  hi: { owed: '{{amount}} की वापसी संचालक के पास प्रतीक्षा में है, जो आपके भुगतान के तरीके से लौटाएंगे।', none: 'रद्दीकरण नीति के अनुसार कोई वापसी देय नहीं है।', useQuoteLink: 'अपने कोटेशन ई-मेल का लिंक इस्तेमाल करें।' },
};
