import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import type { CalculateTripResponse } from '../../../../domain/api/trip';
import { centsFromDollars, dollarsFromCents } from '../../../../domain/money';

const sumOrNull = (values: readonly (number | null)[]) => (values.every((v) => v !== null) ? values.reduce<number>((a, b) => a + (b ?? 0), 0) : null);

/**
 * A trip's answer as the estimate card reads a flight's (one card for both, decision 0070): the total, the
 * fee, the lines and the summary as the trip's, the base price as the total less the fee, the day as the
 * first leg's. No booking link: a trip is booked by request.
 */
export function tripAsQuote(trip: CalculateTripResponse): CalculatePriceResponse {
  const first = trip.legs[0];
  return {
    estimate: trip.total,
    bookingUrl: null,
    iframeHtml: null,
    isScenic: false,
    isPilotTraining: false,
    isCustomRoute: false,
    lines: trip.lines,
    breakdown: {
      basePrice: dollarsFromCents(centsFromDollars(trip.total) - centsFromDollars(trip.bookingFee)),
      bookingFee: trip.bookingFee,
      total: trip.total,
      perPerson: trip.perPerson,
      currency: 'AUD',
      distanceKm: sumOrNull(trip.legs.map((leg) => leg.distanceKm)),
      flightMinutes: sumOrNull(trip.legs.map((leg) => leg.flightMinutes)),
      validUntil: trip.validUntil,
      source: first?.source ?? 'rule',
    },
    message: null,
    summary: trip.summary,
    aircraftType: trip.aircraftType,
    flightType: 'charter',
    departure: first?.from ?? '',
    destination: trip.legs[trip.legs.length - 1]?.to ?? null,
    priceDate: first?.date ?? '',
    dateGiven: true,
    party: null,
  };
}
