import type { BookingClickInput, BookingRequestInput, WechatRequestInput } from '../../../domain/api/inquiries';
import { decimalStringFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { bookingClicks, bookingRequests, wechatRequests } from '../../db/schema';
import type { BookedExperience } from './booked-experience';
import { insertIdempotent, requestHash, type StoredVisitorRow } from './idempotent-insert';

/** A stored inquiry: its id, its CF- reference and whether this answer replays an earlier request. */
export interface StoredInquiry {
  id: number;
  reference: string;
  replayed: boolean;
}

function asInquiry(row: StoredVisitorRow): StoredInquiry {
  // The column is NOT NULL with a database default: a row without one would be a schema fault, not input.
  if (!row.reference) throw new Error(`inquiry ${row.id} was stored without a reference`);
  return { id: row.id, reference: row.reference, replayed: row.replayed };
}

export async function recordBookingRequest(db: Executor, input: BookingRequestInput, key?: string, experience?: BookedExperience | null): Promise<StoredInquiry> {
  const row = await insertIdempotent(
    db,
    bookingRequests,
    {
      aircraftType: input.aircraftType,
      flightType: input.flightType,
      departure: input.departure,
      destination: input.destination,
      passengers: input.passengers,
      children: input.children,
      passengerWeightKg: input.passengerWeightKg ?? null,
      baggageKg: input.baggageKg ?? null,
      date: input.date,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      specialRequests: input.specialRequests,
      addOns: input.addOns ?? {},
      legs: input.legs ?? null,
      estimate: input.estimate === null || input.estimate === undefined ? undefined : String(input.estimate),
      experienceId: experience?.id,
      experienceTitle: experience?.title,
      isCustomRoute: input.isCustomRoute ?? false,
      wantsQuote: input.wantsQuote ?? false,
      regionId: input.regionId ?? undefined,
      appContext: input.appContext ?? 'main',
      language: input.language ?? 'en',
      partner: input.partner,
    },
    key,
    requestHash(input),
  );
  return asInquiry(row);
}

export async function recordWechatRequest(db: Executor, input: WechatRequestInput, key?: string): Promise<StoredInquiry> {
  const row = await insertIdempotent(
    db,
    wechatRequests,
    {
      customerName: input.customerName!,
      customerEmail: input.customerEmail!,
      departureDate: input.departureDate!,
      returnDate: input.returnDate,
      passengersOver12: input.passengersOver12,
      passengersUnder12: input.passengersUnder12,
      totalPassengerWeight: String(input.totalPassengerWeight),
      totalBagWeight: String(input.totalBagWeight),
      aircraftType: input.aircraftType,
      flightType: input.flightType,
      departure: input.departure,
      destination: input.destination,
      estimate: input.estimate,
      flightTime: input.flightTime,
      distance: input.distance,
      regionId: input.regionId ?? undefined,
      language: input.language ?? 'zh',
      partner: input.partner,
    },
    key,
    requestHash(input),
  );
  return asInquiry(row);
}

export async function recordBookingClick(db: Database, input: BookingClickInput, key?: string) {
  return insertIdempotent(
    db,
    bookingClicks,
    {
      aircraftType: input.aircraftType,
      flightType: input.flightType,
      departure: input.departure,
      destination: input.destination,
      estimatedPrice: input.estimatedPrice === undefined ? undefined : decimalStringFromCents(input.estimatedPrice),
      bookingUrl: input.bookingUrl,
      regionId: input.regionId ?? undefined,
      appContext: input.appContext ?? 'main',
      partner: input.partner,
    },
    key,
    requestHash(input),
  );
}
