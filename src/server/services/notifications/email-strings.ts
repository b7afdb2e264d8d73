import type { AircraftType } from '../../../domain/aircraft';
import type { FlightType } from '../../../domain/flight-types';
import type { Language } from '../../../domain/language-codes';
import type { DetailKey } from './received-inquiry';

/** The words of the visitor's confirmation e-mail, in each language the site speaks. */
export interface EmailStrings {
  /** Intl locale for dates. */
  locale: string;
  /** Between a label and its value ('Route: …', '航线：…'). */
  colon: string;
  subject: string;
  greeting: string;
  thanks: { booking: string; wechat: string };
  nextHeading: string;
  next: { booking: string; custom: string; quote: string; wechat: string };
  detailsHeading: string;
  notMe: string;
  /** Before the visitor's own link to the request (its status, and cancelling it). */
  followUp: string;
  signature: string;
  yes: string;
  labels: Record<DetailKey | 'reference', string>;
  flightTypes: Record<FlightType, string>;
  aircraft: Record<AircraftType, string>;
}

// Aircraft and flight-type names are the site's own (src/web/locales/*/booking.json), so the e-mail names
// things as the page did.
export const EMAIL_STRINGS: Record<Language, EmailStrings> = {
  en: {
    locale: 'en-AU',
    colon: ': ',
    subject: 'We received your request {{reference}}',
    greeting: 'Dear {{name}},',
    thanks: {
      booking: 'Thank you for your inquiry. Your reference is {{reference}}: please quote it whenever you contact us.',
      wechat: 'Thank you for your WeChat/Alipay payment link request. Your reference is {{reference}}: please quote it whenever you contact us.',
    },
    nextHeading: 'What happens next',
    next: {
      booking: 'Our team will contact you within 24 hours to answer your inquiry and confirm the details.',
      custom: 'We will contact you within 24 hours with a quote and available times.',
      quote: 'You asked for a firm quote. Within 24 hours we will e-mail it to you with a link: it shows the price in full and the terms, and you can accept it there.',
      wechat: 'We will e-mail your WeChat Pay or Alipay payment link shortly.',
    },
    detailsHeading: 'Your request',
    notMe: 'If you did not send this request, you can ignore this e-mail.',
    followUp: 'See where your request is, or cancel it, at any time:',
    signature: 'Charter Flights',
    yes: 'Yes',
    labels: {
      reference: 'Reference',
      firmQuote: 'Firm quote asked for',
      experience: 'Experience',
      route: 'Route',
      flightType: 'Flight Type',
      aircraft: 'Aircraft Type',
      date: 'Preferred date',
      departureDate: 'Departure Date',
      returnDate: 'Return Date',
      passengers: 'Passengers',
      passengersOver12: 'Passengers over 12 years',
      passengersUnder12: 'Passengers under 12 years',
      passengerWeight: 'Total Passenger Weight (kg)',
      bagWeight: 'Total Baggage Weight (kg)',
      estimate: 'Price estimate',
      flightTime: 'Flight time',
      distance: 'Distance',
      phone: 'Phone',
      addOns: 'Additional Services',
      message: 'Message',
      customRoute: 'Custom route',
    },
    flightTypes: { 'same-day': 'Same-day return', scenic: 'Scenic flight', 'one-way': 'One-way', 'pilot-training': 'Pilot training' },
    aircraft: {
      '3-passengers': '3 Passengers',
      '5-passengers-single-prop': '5 Passengers (Single Prop)',
      '5-passengers-twin-prop': '5 Passengers (Twin Prop)',
      '6-passengers': '6 Passengers',
      '8-passengers': '8 Passengers',
      '9-passengers': '9 Passengers',
      '12-passengers': '11 Passengers',
      '4-5-passenger-helicopter': '4-5 Passenger Helicopter',
    },
  },
  zh: {
    locale: 'zh-CN',
    colon: '：',
    subject: '我们已收到您的请求 {{reference}}',
    greeting: '{{name}}，您好：',
    thanks: {
      booking: '感谢您的咨询。您的参考编号是 {{reference}}，联系我们时请提供此编号。',
      wechat: '感谢您申请微信/支付宝付款链接。您的参考编号是 {{reference}}，联系我们时请提供此编号。',
    },
    nextHeading: '接下来',
    next: {
      booking: '我们的团队将在 24 小时内与您联系，答复您的咨询并确认细节。',
      custom: '我们将在 24 小时内与您联系，提供报价和可选时间。',
      quote: '您已申请正式报价。我们将在 24 小时内通过电子邮件把报价链接发给您：链接中列出完整价格和条款，您可以在那里接受报价。',
      wechat: '我们将很快通过电子邮件向您发送微信支付或支付宝付款链接。',
    },
    detailsHeading: '您的请求',
    notMe: '如果您没有发送此请求，请忽略此邮件。',
    followUp: '随时查看申请进度或取消申请：',
    signature: 'Charter Flights',
    yes: '是',
    labels: {
      reference: '参考编号',
      firmQuote: '已申请正式报价',
      experience: '体验',
      route: '航线',
      flightType: '航班类型',
      aircraft: '机型',
      date: '首选日期',
      departureDate: '出发日期',
      returnDate: '返程日期',
      passengers: '乘客人数',
      passengersOver12: '12 岁以上乘客',
      passengersUnder12: '12 岁以下乘客',
      passengerWeight: '乘客总体重（公斤）',
      bagWeight: '行李总重量（公斤）',
      estimate: '报价',
      flightTime: '飞行时间',
      distance: '距离',
      phone: '电话',
      addOns: '附加服务',
      message: '留言',
      customRoute: '定制航线',
    },
    flightTypes: { 'same-day': '当日往返', scenic: '观光飞行', 'one-way': '单程', 'pilot-training': '飞行员培训' },
    aircraft: {
      '3-passengers': '3 座',
      '5-passengers-single-prop': '5 座（单螺旋桨）',
      '5-passengers-twin-prop': '5 座（双螺旋桨）',
      '6-passengers': '6 座',
      '8-passengers': '8 座',
      '9-passengers': '9 座',
      '12-passengers': '11 座',
      '4-5-passenger-helicopter': '4-5 座直升机',
    },
  },
  hi: {
    locale: 'hi-IN',
    colon: ': ',
    subject: 'हमें आपका अनुरोध {{reference}} मिल गया है',
    greeting: 'प्रिय {{name}},',
    thanks: {
      booking: 'आपकी पूछताछ के लिए धन्यवाद। आपका संदर्भ क्रमांक {{reference}} है: हमसे संपर्क करते समय कृपया इसका उल्लेख करें।',
      wechat: 'WeChat/Alipay भुगतान लिंक के आपके अनुरोध के लिए धन्यवाद। आपका संदर्भ क्रमांक {{reference}} है: हमसे संपर्क करते समय कृपया इसका उल्लेख करें।',
    },
    nextHeading: 'आगे क्या होगा',
    next: {
      booking: 'हमारी टीम 24 घंटे के भीतर आपसे संपर्क करके आपकी पूछताछ का उत्तर देगी और विवरण की पुष्टि करेगी।',
      custom: 'हम 24 घंटे के भीतर कोटेशन और उपलब्ध समय के साथ आपसे संपर्क करेंगे।',
      quote: 'आपने पक्के कोटेशन का अनुरोध किया है। 24 घंटे के भीतर हम उसे एक लिंक के साथ ईमेल करेंगे: उसमें पूरी कीमत और शर्तें होंगी, और आप वहीं उसे स्वीकार कर सकते हैं।',
      wechat: 'हम जल्द ही आपको WeChat Pay या Alipay भुगतान लिंक ईमेल करेंगे।',
    },
    detailsHeading: 'आपका अनुरोध',
    notMe: 'यदि आपने यह अनुरोध नहीं भेजा है, तो इस ईमेल को अनदेखा करें।',
    followUp: 'अपने अनुरोध की स्थिति कभी भी देखें, या उसे रद्द करें:',
    signature: 'Charter Flights',
    yes: 'हाँ',
    labels: {
      reference: 'संदर्भ क्रमांक',
      firmQuote: 'पक्के कोटेशन का अनुरोध',
      experience: 'अनुभव',
      route: 'मार्ग',
      flightType: 'उड़ान का प्रकार',
      aircraft: 'विमान का प्रकार',
      date: 'पसंदीदा तारीख',
      departureDate: 'प्रस्थान तिथि',
      returnDate: 'वापसी तिथि',
      passengers: 'यात्री',
      passengersOver12: '12 वर्ष से अधिक के यात्री',
      passengersUnder12: '12 वर्ष से कम के यात्री',
      passengerWeight: 'यात्रियों का कुल वज़न (किग्रा)',
      bagWeight: 'सामान का कुल वज़न (किग्रा)',
      estimate: 'मूल्य अनुमान',
      flightTime: 'उड़ान का समय',
      distance: 'दूरी',
      phone: 'फ़ोन',
      addOns: 'अतिरिक्त सेवाएँ',
      message: 'संदेश',
      customRoute: 'कस्टम मार्ग',
    },
    flightTypes: { 'same-day': 'उसी दिन वापसी', scenic: 'दर्शनीय उड़ान', 'one-way': 'एक तरफ़ा', 'pilot-training': 'पायलट प्रशिक्षण' },
    aircraft: {
      '3-passengers': '3 यात्री',
      '5-passengers-single-prop': '5 यात्री (सिंगल प्रोप)',
      '5-passengers-twin-prop': '5 यात्री (ट्विन प्रोप)',
      '6-passengers': '6 यात्री',
      '8-passengers': '8 यात्री',
      '9-passengers': '9 यात्री',
      '12-passengers': '11 यात्री',
      '4-5-passenger-helicopter': '4-5 यात्री हेलीकॉप्टर',
    },
  },
};

/** `{{name}}` placeholders filled in; values are inserted as given (escape for HTML afterwards). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
}
