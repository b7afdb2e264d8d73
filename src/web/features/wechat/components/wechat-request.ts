import type { FieldErrors } from 'react-hook-form';
import type { Language } from '../../../../domain/language-codes';
import type { Party } from '../../../../domain/party';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { WECHAT_FIELDS, type WechatValues } from './wechat-fields';

/** The wechat namespace's words the trip is told in (a scenic flight has no fixed time or distance). */
export type TripText = (key: 'scenicTime' | 'scenicDistance' | 'minutes' | 'km', options?: { count: number }) => string;

/** The chosen trip in words, as the dialog shows it and the request sends it; '' where there is none yet. */
export interface WechatTrip {
  route: string;
  estimate: string;
  flightTime: string;
  distance: string;
}

const REQUIRED: readonly string[] = ['customerName', 'customerEmail', 'departureDate', 'returnDate'];

const isScenic = (snapshot: BookingSnapshot) => snapshot.flightType === 'scenic';

function flightTimeText(snapshot: BookingSnapshot, t: TripText): string {
  if (isScenic(snapshot)) return t('scenicTime');
  const minutes = snapshot.breakdown?.flightMinutes;
  return minutes != null ? t('minutes', { count: Math.round(minutes) }) : '';
}

function distanceText(snapshot: BookingSnapshot, t: TripText): string {
  if (isScenic(snapshot)) return t('scenicDistance');
  const km = snapshot.breakdown?.distanceKm;
  return km != null ? t('km', { count: Math.round(km) }) : '';
}

/** A number is A$ in the visitors' one form, in their language; a text (NOT AVAILABLE) is shown as it is. */
function estimateText(estimate: BookingSnapshot['estimate'], language: Language): string {
  if (typeof estimate === 'number') return formatVisitorAud(centsFromDollars(estimate), language);
  return estimate ?? '';
}

/** 'Jandakot → Rottnest Island'; a scenic flight (or one without a destination yet) names its departure only. */
function routeText(snapshot: BookingSnapshot): string {
  const from = snapshot.departure?.name ?? '';
  return isScenic(snapshot) || !snapshot.destination ? from : `${from} → ${snapshot.destination.name}`;
}

export function wechatTrip(snapshot: BookingSnapshot, language: Language, t: TripText): WechatTrip {
  return { route: routeText(snapshot), estimate: estimateText(snapshot.estimate, language), flightTime: flightTimeText(snapshot, t), distance: distanceText(snapshot, t) };
}

/** What the request sends besides the visible fields: the trip (a scenic flight returns to its departure) and the language. */
export function wechatContext(snapshot: BookingSnapshot, trip: WechatTrip, language: Language): Record<string, unknown> {
  return {
    aircraftType: snapshot.aircraftType || undefined,
    flightType: snapshot.flightType || undefined,
    departure: snapshot.departure?.name,
    destination: (isScenic(snapshot) ? snapshot.departure : snapshot.destination)?.name,
    estimate: snapshot.estimate ?? undefined,
    flightTime: trip.flightTime || undefined,
    distance: trip.distance || undefined,
    regionId: snapshot.regionId ?? null,
    language,
  };
}

/** The form's party fields as "Who's flying?" states them (adults are the passengers over 12); blank where nothing is given. */
export function partyValues(party: Party): Pick<WechatValues, 'passengersOver12' | 'passengersUnder12' | 'totalPassengerWeight' | 'totalBagWeight'> {
  return {
    passengersOver12: String(party.adults),
    passengersUnder12: String(party.children),
    totalPassengerWeight: party.weightKg === undefined ? '' : String(party.weightKg),
    totalBagWeight: party.baggageKg === undefined ? '' : String(party.baggageKg),
  };
}

/** docs/product.md §5: one message when a required field is missing, besides each field's own. */
export function missesRequired(errors: FieldErrors<WechatValues>): boolean {
  return WECHAT_FIELDS.some((field) => REQUIRED.includes(field) && errors[field]?.type === 'invalid_type');
}
