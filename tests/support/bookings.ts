import { DEFAULT_CANCELLATION_BANDS, type QuoteTerms } from '../../src/domain/quotes/quote-shapes';
import type { Database } from '../../src/server/db/database';
import { bookings, quoteAcceptances, quotes, quoteVersions, type BookingRow } from '../../src/server/db/schema';
import { recordTransition } from '../../src/server/services/bookings/record-transition';
import { linkTokenHash, newLinkToken } from '../../src/server/services/visitor-requests/link-tokens';

export interface InsertedBooking {
  /** The quote link's token (only its SHA-256 is stored). */
  token: string;
  booking: BookingRow;
  quoteId: number;
  reference: string;
}

export const TEST_TERMS: QuoteTerms = { cancellationBands: DEFAULT_CANCELLATION_BANDS, depositPercent: 30, fullPaymentWithinDays: 14, balanceDueDaysBefore: 14, weatherPolicy: 'refund-or-rebook' };

/**
 * An accepted quote and its booking, straight in the database, as the quote's accept route leaves them: a
 * quote (its token hashed), one version, the acceptance with its manifest, and the booking in 'accepted' with
 * its first event. Amounts are cents; by default A$1,000 with a 30 % deposit and the balance due 14 days ahead.
 */
export async function insertAcceptedBooking(
  db: Database,
  options: { totalCents?: number; depositCents?: number; flightDate?: string; balanceDueOn?: string | null; language?: string; email?: string; name?: string } = {},
): Promise<InsertedBooking> {
  const token = newLinkToken();
  const totalCents = options.totalCents ?? 100_000;
  const depositCents = options.depositCents ?? Math.round(totalCents * 0.3);
  const flightDate = options.flightDate ?? new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const language = options.language ?? 'en';
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ tokenHash: linkTokenHash(token), status: 'accepted', language, customerName: options.name ?? 'Amelia Earhart', customerEmail: options.email ?? 'amelia@example.com', sentAt: new Date(), acceptedAt: new Date() })
      .returning();
    await tx.insert(quoteVersions).values({
      quoteId: quote!.id,
      version: 1,
      itinerary: { departure: { slug: 'jandakot', name: 'Jandakot' }, destination: { slug: 'rottnest-island', name: 'Rottnest Island' }, flightType: 'same-day', date: flightDate, time: '09:30' },
      aircraftName: 'Cessna 172',
      seats: 3,
      payloadKg: 300,
      party: { adults: 2, children: 0 },
      lines: [{ kind: 'flight', label: 'Flight', amountCents: totalCents }],
      totalCents,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      terms: TEST_TERMS,
    });
    const [acceptance] = await tx
      .insert(quoteAcceptances)
      .values({ quoteId: quote!.id, version: 1, name: options.name ?? 'Amelia Earhart', passengers: [{ name: options.name ?? 'Amelia Earhart', weightKg: 70 }, { name: 'Fred Noonan', weightKg: 80 }], baggageKg: 10, ipAddress: '127.0.0.1', userAgent: 'test' })
      .returning();
    const balanceDueOn = options.balanceDueOn === undefined ? new Date(Date.now() + 26 * 86_400_000).toISOString().slice(0, 10) : options.balanceDueOn;
    const [booking] = await tx
      .insert(bookings)
      .values({ quoteId: quote!.id, acceptanceId: acceptance!.id, status: 'accepted', flightDate, totalCents, depositCents, balanceDueOn, language })
      .returning();
    await recordTransition(tx, { bookingId: booking!.id, from: null, to: 'accepted', by: { actor: 'visitor', ipAddress: '127.0.0.1' } });
    return { token, booking: booking!, quoteId: quote!.id, reference: quote!.reference };
  });
}
