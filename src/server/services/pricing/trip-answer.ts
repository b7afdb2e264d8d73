import type { CalculateTripRequest, CalculateTripResponse } from '../../../domain/api/trip';
import type { Language } from '../../../domain/language-codes';
import { dollarsFromCents } from '../../../domain/money';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import { isUnpriced, priceTrip } from '../../../domain/pricing/trip';
import { resolveTrip, unpricedRefusal } from './resolve-trip';

/**
 * What POST /api/calculate-trip answers (decision 0070): the trip resolved (400 in words when it cannot be),
 * priced as one estimate by the domain's trip stage, with each leg's and each positioning leg's figures.
 */
export function tripAnswer(
  snapshot: PricingSnapshot,
  body: Pick<CalculateTripRequest, 'aircraftType' | 'regionId' | 'passengers' | 'children' | 'legs'>,
  language: Language,
  now: Date,
): CalculateTripResponse {
  const legs = resolveTrip(snapshot, body, now, language);
  const children = body.children ?? 0;
  const trip = priceTrip(snapshot, { ...body, party: { adults: body.passengers - children, children }, legs, language, now });
  if (isUnpriced(trip)) throw unpricedRefusal(body.aircraftType, legs, trip.unpriced, language);
  return {
    aircraftType: body.aircraftType,
    regionId: body.regionId,
    passengers: body.passengers,
    lines: trip.lines,
    total: dollarsFromCents(trip.totalCents),
    bookingFee: dollarsFromCents(trip.feeCents),
    perPerson: dollarsFromCents(trip.perPersonCents),
    currency: 'AUD',
    legs: trip.legs.map(({ leg, figures, source }) => ({
      from: leg.from.value,
      to: leg.to.value,
      fromName: leg.from.name,
      toName: leg.to.name,
      date: leg.date,
      waitMinutes: leg.waitMinutes,
      distanceKm: figures?.distanceKm ?? null,
      flightMinutes: figures?.flightMinutes ?? null,
      source,
    })),
    positioning: trip.positioning.map(({ direction, distanceKm, flightMinutes }) => ({ direction, distanceKm, flightMinutes })),
    summary: trip.summary,
    validUntil: trip.validUntil,
  };
}
