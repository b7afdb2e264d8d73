import { LANGUAGES, type Language } from '../../../domain/language-codes';
import type { bookingRequests, wechatRequests } from '../../db/schema';

/** The facts of a request that its e-mails show, in this order; labels and formats depend on the reader. */
export const DETAIL_KEYS = [
  'firmQuote',
  'experience',
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
  /** The visitor asked for a firm quote (the estimate card's action): both e-mails say so. */
  wantsQuote: boolean;
  details: Partial<Record<DetailKey, DetailValue>>;
  /** Staff only: where the request came from. */
  partner?: string | undefined;
}

const route = (from?: string | null, to?: string | null) => (from && to && from !== to ? `${from} → ${to}` : (from ?? to ?? undefined));
const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
/** numeric columns arrive as text ('72.0'): shown as the visitor typed the number, and 0 as nothing. */
const figure = (value: string | null | undefined) => (value && Number(value) ? Number(value) : undefined);
const languageOf = (value: string, fallback: Language): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : fallback);

/** A booking request as stored (what its e-mails are made from, whenever they are sent). */
export type StoredBookingRequest = Pick<
  typeof bookingRequests.$inferSelect,
  | 'id' | 'reference' | 'language' | 'contactName' | 'contactEmail' | 'contactPhone' | 'isCustomRoute' | 'wantsQuote' | 'partner' | 'departure' | 'destination'
  | 'flightType' | 'aircraftType' | 'date' | 'passengers' | 'children' | 'passengerWeightKg' | 'baggageKg' | 'experienceTitle' | 'estimate'
  | 'specialRequests' | 'addOns'
>;
export type StoredWechatRequest = Pick<
  typeof wechatRequests.$inferSelect,
  | 'id' | 'reference' | 'language' | 'customerName' | 'customerEmail' | 'partner' | 'departure' | 'destination' | 'flightType' | 'aircraftType'
  | 'departureDate' | 'returnDate' | 'passengersOver12' | 'passengersUnder12' | 'totalPassengerWeight' | 'totalBagWeight' | 'estimate' | 'flightTime' | 'distance'
>;

export function receivedBookingRequest(row: StoredBookingRequest): ReceivedInquiry {
  const addOns = [...(row.addOns.experiences ?? []), ...(row.addOns.pilotTraining ?? []), ...(row.addOns.connectingServices ?? [])];
  return {
    kind: 'booking',
    id: row.id,
    reference: row.reference,
    language: languageOf(row.language, 'en'),
    name: row.contactName,
    email: row.contactEmail,
    isCustomRoute: row.isCustomRoute,
    wantsQuote: row.wantsQuote,
    partner: present(row.partner),
    details: {
      firmQuote: row.wantsQuote || undefined,
      route: route(row.departure, row.destination),
      flightType: present(row.flightType),
      aircraft: present(row.aircraftType),
      date: present(row.date),
      experience: present(row.experienceTitle),
      passengers: row.passengers,
      // The party's split and weights, as the visitor gave them: children only when there are some.
      passengersUnder12: row.children > 0 ? row.children : undefined,
      passengerWeight: present(row.passengerWeightKg) || undefined,
      bagWeight: present(row.baggageKg) || undefined,
      estimate: present(row.estimate),
      phone: present(row.contactPhone),
      addOns: addOns.length > 0 ? addOns.join(', ') : undefined,
      message: present(row.specialRequests),
      customRoute: row.isCustomRoute || undefined,
    },
  };
}

export function receivedWechatRequest(row: StoredWechatRequest): ReceivedInquiry {
  return {
    kind: 'wechat',
    id: row.id,
    reference: row.reference,
    language: languageOf(row.language, 'zh'),
    name: row.customerName,
    email: row.customerEmail,
    isCustomRoute: false,
    wantsQuote: false,
    partner: present(row.partner),
    details: {
      route: route(row.departure, row.destination),
      flightType: present(row.flightType),
      aircraft: present(row.aircraftType),
      departureDate: row.departureDate,
      returnDate: present(row.returnDate),
      passengersOver12: row.passengersOver12,
      passengersUnder12: row.passengersUnder12,
      passengerWeight: figure(row.totalPassengerWeight),
      bagWeight: figure(row.totalBagWeight),
      estimate: present(row.estimate),
      flightTime: present(row.flightTime),
      distance: present(row.distance),
    },
  };
}
