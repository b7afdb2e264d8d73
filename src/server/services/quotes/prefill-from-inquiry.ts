import { eq } from 'drizzle-orm';
import { AIRCRAFT, AIRCRAFT_TYPES, currentAircraftId, type AircraftType } from '../../../domain/aircraft';
import type { QuoteFields } from '../../../domain/api/quotes';
import { FLIGHT_TYPES, type FlightType } from '../../../domain/flight-types';
import type { Language } from '../../../domain/language-codes';
import { LANGUAGES } from '../../../domain/language-codes';
import { quoteLineOf } from '../../../domain/price-lines';
import type { QuoteLine } from '../../../domain/quotes/quote-shapes';
import type { Executor } from '../../db/database';
import { bookingRequests } from '../../db/schema';
import { notFound } from '../../http-errors';
import { inquiryNames, inquirySlugs } from '../inquiries/inquiry-names';
import type { QuoteParty } from '../../../domain/pricing/resolver';
import { resolveLocations, sourcedQuote, tripAnswer, type PricingSnapshot } from '../pricing';
import type { InquiryLeg } from '../../../domain/api/trip';
import { perthToday } from './flight-day';

const languageOf = (text: string): Language => ((LANGUAGES as readonly string[]).includes(text) ? (text as Language) : 'en');
const flightTypeOf = (text: string | null): FlightType => ((FLIGHT_TYPES as readonly string[]).includes(text ?? '') ? (text as FlightType) : 'same-day');

/** The catalogue aircraft the request named, else the smallest that seats the party. */
function aircraftOf(text: string | null, people: number): AircraftType {
  const named = text ? currentAircraftId(text) : '';
  if ((AIRCRAFT_TYPES as readonly string[]).includes(named)) return named as AircraftType;
  return AIRCRAFT_TYPES.find((type) => AIRCRAFT[type].capacity >= people) ?? '12-passengers';
}

/**
 * The estimate's lines as the one price resolver answers them for the flight's day, in the visitor's language
 * (docs/architecture.md "Pricing", decision 0063): the base price, each adjustment by date (one down is a
 * discount), the charges for the request's party (decision 0069), the booking fee. None when the route has no
 * price: staff add them.
 */
function estimateLines(
  snapshot: PricingSnapshot,
  flight: { aircraftType: AircraftType; flightType: FlightType; departure: string; destination?: string | undefined; date: string; party: QuoteParty },
  language: Language,
  now: Date,
): QuoteLine[] {
  try {
    const { aircraftType, flightType, date, party, ...places } = flight;
    const locations = resolveLocations(snapshot, { ...places, flightType });
    return sourcedQuote(snapshot, aircraftType, flightType, locations, now, { date, language, party }).quote.lines.map(quoteLineOf);
  } catch {
    // A place deleted or unpublished since the request: the quote starts without lines.
    return [];
  }
}

/**
 * A trip's lines as POST /api/calculate-trip answers them (decision 0070), and its legs listed for the notes;
 * no lines when the trip cannot be priced now (a place gone, a day passed): staff add them.
 */
function tripFields(snapshot: PricingSnapshot, trip: { aircraftType: AircraftType; regionId: number | null; passengers: number; children: number; legs: InquiryLeg[] }, language: Language, now: Date) {
  const notes = `Trip of ${trip.legs.length} legs: ${trip.legs.map((leg, i) => `${i + 1}. ${leg.from} – ${leg.to}, ${leg.date}${leg.waitMinutes > 0 ? ` (waiting ${leg.waitMinutes} min)` : ''}`).join('; ')}`;
  if (trip.regionId === null) return { lines: [], notes };
  try {
    const passengers = Math.min(trip.passengers, AIRCRAFT[trip.aircraftType].capacity);
    const children = Math.min(trip.children, passengers);
    return { lines: tripAnswer(snapshot, { ...trip, regionId: trip.regionId, passengers, children }, language, now).lines.map(quoteLineOf), notes };
  } catch {
    return { lines: [], notes };
  }
}

/** A quote's fields prefilled from a booking request: its route, day, party, aircraft, contact and the estimate's lines. */
export async function fieldsFromInquiry(db: Executor, snapshot: PricingSnapshot, inquiryId: number, now: Date): Promise<{ fields: QuoteFields; inquiryReference: string }> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, inquiryId));
  if (!row) throw notFound(`Booking request ${inquiryId} was not found`);
  const language = languageOf(row.language);
  const flightType = flightTypeOf(row.flightType);
  const aircraftType = aircraftOf(row.aircraftType, row.passengers);
  const places = { regionId: row.regionId, departure: row.departure, destination: row.destination, addOns: {} };
  const names = await inquiryNames(db, places);
  // The booking page sends places by name: the quote keeps their slugs, which the price resolver reads.
  const slugs = await inquirySlugs(db, places);
  const departure = { ...(slugs.departure ? { slug: slugs.departure } : {}), name: names.departure ?? row.departure ?? 'Departure' };
  const destination = slugs.destination ? { slug: slugs.destination, name: names.destination ?? slugs.destination } : departure;
  const fortnight = perthToday(new Date(now.getTime() + 14 * 86_400_000));
  const date = row.date ?? fortnight;
  const party = { adults: Math.max(row.passengers - row.children, row.children === row.passengers ? 0 : 1), children: row.children };
  const fields: QuoteFields = {
    customerName: row.contactName,
    customerEmail: row.contactEmail,
    customerPhone: row.contactPhone,
    language,
    regionId: row.regionId,
    itinerary: { departure, destination, flightType, date },
    aircraftType,
    party: {
      ...party,
      ...(row.passengerWeightKg ? { weightKg: row.passengerWeightKg } : {}),
      ...(row.baggageKg ? { baggageKg: row.baggageKg } : {}),
    },
    lines: slugs.departure ? estimateLines(snapshot, { aircraftType, flightType, departure: slugs.departure, destination: slugs.destination ?? undefined, date, party }, language, now) : [],
    notes: null,
    // A trip of several legs starts from the trip's lines, its legs listed in the notes (decision 0070).
    ...(row.legs?.length ? tripFields(snapshot, { aircraftType, regionId: row.regionId, passengers: row.passengers, children: row.children, legs: row.legs }, language, now) : {}),
  };
  return { fields, inquiryReference: row.reference };
}
