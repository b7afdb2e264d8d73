import type { Language } from '../../../domain/language-codes';

/**
 * The visitor-facing sentences of cancellations and weather, in every language the site speaks (the server
 * has no i18n of its own: payments/payment-words.ts does the same). {{amount}} and {{hours}} are filled in.
 */
export interface CancellationWords {
  bandFull: string;
  bandFee: string;
  bandNone: string;
  noBand: string;
  notCancellable: string;
  notAccepted: string;
  notWeather: string;
  dateInvalid: string;
  datePast: string;
  confirmMissing: string;
}

export const CANCELLATION_WORDS: Record<Language, CancellationWords> = {
  en: {
    bandFull: 'Cancelled {{hours}} hours or more ahead: everything paid is refunded.',
    bandFee: 'Cancelled {{hours}} hours or more ahead: refunded less a fee of {{amount}}.',
    bandNone: 'Cancelled less than {{next}} hours ahead: nothing is refunded.',
    noBand: 'The flight time has passed: nothing is refunded.',
    notCancellable: 'This booking can no longer be cancelled.',
    notAccepted: 'This quote has no booking to cancel.',
    notWeather: 'This choice is only open after the operator cancels the flight for weather.',
    dateInvalid: 'Choose the new date as a day of the calendar.',
    datePast: 'The new date cannot be in the past.',
    confirmMissing: 'Confirm the cancellation.',
  },
  zh: {
    bandFull: '提前 {{hours}} 小时或以上取消：全额退还已付款项。',
    bandFee: '提前 {{hours}} 小时或以上取消：退款扣除 {{amount}} 手续费。',
    bandNone: '提前不足 {{next}} 小时取消：不予退款。',
    noBand: '航班时间已过：不予退款。',
    notCancellable: '此预订已无法取消。',
    notAccepted: '此报价没有可取消的预订。',
    notWeather: '只有在运营方因天气取消航班后才能进行此选择。',
    dateInvalid: '请选择日历上的有效日期作为新日期。',
    datePast: '新日期不能早于今天。',
    confirmMissing: '请确认取消。',
  },
  hi: {
    bandFull: '{{hours}} घंटे या अधिक पहले रद्द: भुगतान की गई पूरी राशि वापस।',
    bandFee: '{{hours}} घंटे या अधिक पहले रद्द: {{amount}} शुल्क काटकर वापसी।',
    bandNone: '{{next}} घंटे से कम पहले रद्द: कोई राशि वापस नहीं।',
    noBand: 'उड़ान का समय निकल चुका है: कोई राशि वापस नहीं।',
    notCancellable: 'यह बुकिंग अब रद्द नहीं की जा सकती।',
    notAccepted: 'इस कोटेशन की कोई बुकिंग नहीं है जिसे रद्द किया जा सके।',
    notWeather: 'यह विकल्प केवल तब उपलब्ध है जब संचालक मौसम के कारण उड़ान रद्द करे।',
    dateInvalid: 'नई तारीख कैलेंडर का एक दिन चुनें।',
    datePast: 'नई तारीख अतीत में नहीं हो सकती।',
    confirmMissing: 'रद्द करने की पुष्टि करें।',
  },
};

export const fillWords = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));
