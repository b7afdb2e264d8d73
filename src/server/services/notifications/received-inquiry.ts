import type { Language } from '../../../domain/language-codes';
import type { BookingRequestInput, WechatRequestInput } from '../../../domain/api/inquiries';

/** The facts of a request that its e-mails show, in this order; labels and formats depend on the reader. */
export const DETAIL_KEYS = [
  'route',
  'flightType',
  'aircraft',
  'date',
  'departureDate',
  'returnDate',
  'passengers',
  'passengersOver12',
  'passengersUnder12',
  'passengerWeight',
  'bagWeight',
  'estimate',
  'flightTime',
  'distance',
  'phone',
  'addOns',
  'message',
  'customRoute',
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];
export type DetailValue = string | number | boolean | undefined;

/** One stored visitor request, as both e-mails (staff and visitor) need it. */
export interface ReceivedInquiry {
  kind: 'booking' | 'wechat';
  id: number;
  reference: string;
  language: Language;
  name: string;
  email: string;
  isCustomRoute: boolean;
  details: Partial<Record<DetailKey, DetailValue>>;
  /** Staff only: where the request came from. */
  partner?: string | undefined;
}

const route = (from?: string, to?: string) => (from && to && from !== to ? `${from} → ${to}` : (from ?? to));

export function receivedBookingRequest(input: BookingRequestInput, stored: { id: number; reference: string }): ReceivedInquiry {
  const addOns = [...(input.addOns?.experiences ?? []), ...(input.addOns?.pilotTraining ?? []), ...(input.addOns?.connectingServices ?? [])];
  return {
    kind: 'booking',
    id: stored.id,
    reference: stored.reference,
    language: input.language ?? 'en',
    name: input.contactName,
    email: input.contactEmail,
    isCustomRoute: input.isCustomRoute ?? false,
    partner: input.partner,
    details: {
      route: route(input.departure, input.destination),
      flightType: input.flightType,
      aircraft: input.aircraftType,
      date: input.date,
      passengers: input.passengers,
      estimate: input.estimate ?? undefined,
      phone: input.contactPhone,
      addOns: addOns.length > 0 ? addOns.join(', ') : undefined,
      message: input.specialRequests,
      customRoute: input.isCustomRoute || undefined,
    },
  };
}

export function receivedWechatRequest(input: WechatRequestInput, stored: { id: number; reference: string }): ReceivedInquiry {
  return {
    kind: 'wechat',
    id: stored.id,
    reference: stored.reference,
    language: input.language ?? 'zh',
    name: input.customerName ?? '',
    email: input.customerEmail ?? '',
    isCustomRoute: false,
    partner: input.partner,
    details: {
      route: route(input.departure, input.destination),
      flightType: input.flightType,
      aircraft: input.aircraftType,
      departureDate: input.departureDate,
      returnDate: input.returnDate,
      passengersOver12: input.passengersOver12,
      passengersUnder12: input.passengersUnder12,
      passengerWeight: input.totalPassengerWeight || undefined,
      bagWeight: input.totalBagWeight || undefined,
      estimate: input.estimate,
      flightTime: input.flightTime,
      distance: input.distance,
    },
  };
}
