import { formatVisitorAud } from '../../../domain/money';
import type { PaymentPart } from '../../../domain/bookings/payment-schedule';
import type { Language } from '../../../domain/language-codes';

/** The words of the payment e-mails, in each language the site speaks. */
interface PaymentEmailWords {
  receivedSubject: string;
  received: string;
  remaining: string;
  paidInFull: string;
  dueSubject: string;
  due: string;
  useQuoteLink: string;
  calendarTitle: string;
  parts: Record<PaymentPart, string>;
  signature: string;
}

const WORDS: Record<Language, PaymentEmailWords> = {
  en: {
    receivedSubject: 'Payment received for {{reference}}',
    received: 'Dear {{name}},\n\nWe received your {{part}} of {{amount}} for {{route}} on {{date}} ({{reference}}). Thank you.',
    remaining: 'The balance of {{amount}} is due on {{due}}: we will e-mail you the link to pay it then.',
    paidInFull: 'Your flight is paid in full.',
    dueSubject: 'The balance of {{reference}} is due',
    due: 'Dear {{name}},\n\nThe balance of {{amount}} for your flight {{route}} on {{date}} ({{reference}}) is due today. Pay it here:',
    useQuoteLink: 'Pay it from the link in your quote e-mail.',
    calendarTitle: 'Charter flight',
    parts: { deposit: 'deposit', balance: 'balance', full: 'payment' },
    signature: 'Charter Flights',
  },
  zh: {
    receivedSubject: '已收到 {{reference}} 的付款',
    received: '{{name}}，您好：\n\n我们已收到您为 {{date}} {{route}}（{{reference}}）支付的{{part}} {{amount}}。谢谢。',
    remaining: '尾款 {{amount}} 应于 {{due}} 支付：届时我们会通过电子邮件发送付款链接。',
    paidInFull: '您的航班已全额付清。',
    dueSubject: '{{reference}} 的尾款已到期',
    due: '{{name}}，您好：\n\n您 {{date}} {{route}}（{{reference}}）航班的尾款 {{amount}} 今日到期。请在此支付：',
    useQuoteLink: '请通过报价电子邮件中的链接支付。',
    calendarTitle: '包机航班',
    parts: { deposit: '定金', balance: '尾款', full: '款项' },
    signature: 'Charter Flights',
  },
  hi: {
    receivedSubject: '{{reference}} का भुगतान प्राप्त हुआ',
    received: 'प्रिय {{name}},\n\nहमें {{date}} को {{route}} ({{reference}}) के लिए आपकी {{part}} {{amount}} प्राप्त हुई। धन्यवाद।',
    remaining: 'शेष राशि {{amount}} {{due}} को देय है: तब हम आपको भुगतान का लिंक ई-मेल करेंगे।',
    paidInFull: 'आपकी उड़ान का पूरा भुगतान हो गया है।',
    dueSubject: '{{reference}} की शेष राशि देय है',
    due: 'प्रिय {{name}},\n\n{{date}} को आपकी उड़ान {{route}} ({{reference}}) की शेष राशि {{amount}} आज देय है। यहाँ भुगतान करें:',
    useQuoteLink: 'अपने कोटेशन ई-मेल के लिंक से भुगतान करें।',
    calendarTitle: 'चार्टर उड़ान',
    parts: { deposit: 'जमा राशि', balance: 'शेष राशि', full: 'भुगतान' },
    signature: 'Charter Flights',
  },
};

export const paymentEmailWords = (language: Language) => WORDS[language];

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

export interface PaymentMailFacts {
  language: Language;
  name: string;
  reference: string;
  route: string;
  flightDate: string;
  part: PaymentPart;
  amountCents: number;
  /** What is still to pay after this payment, and when. */
  balanceCents: number;
  balanceDueOn: string | null;
}

/** The visitor's e-mail of a payment received (and, in English, the staff notice's body). */
export function paymentReceivedEmail(facts: PaymentMailFacts): { subject: string; text: string } {
  const words = WORDS[facts.language];
  const values = { name: facts.name, reference: facts.reference, route: facts.route, date: facts.flightDate, part: words.parts[facts.part], amount: formatVisitorAud(facts.amountCents) };
  const next = facts.balanceCents > 0 ? fill(words.remaining, { amount: formatVisitorAud(facts.balanceCents), due: facts.balanceDueOn ?? '' }) : words.paidInFull;
  return { subject: fill(words.receivedSubject, values), text: `${fill(words.received, values)}\n\n${next}\n\n${words.signature}\n` };
}

/** The balance reminder: the link to pay, or where to find it. */
export function balanceDueEmail(facts: Omit<PaymentMailFacts, 'part' | 'amountCents' | 'balanceDueOn'>, link: string | undefined): { subject: string; text: string } {
  const words = WORDS[facts.language];
  const values = { name: facts.name, reference: facts.reference, route: facts.route, date: facts.flightDate, amount: formatVisitorAud(facts.balanceCents) };
  return { subject: fill(words.dueSubject, values), text: `${fill(words.due, values)}\n${link ?? words.useQuoteLink}\n\n${words.signature}\n` };
}
