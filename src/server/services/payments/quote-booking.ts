import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, quotes, quoteVersions, type BookingRow, type QuoteRow, type QuoteVersionRow } from '../../db/schema';
import { isLinkTokenShaped, linkTokenHash } from '../visitor-requests/link-tokens';

export interface QuoteBooking {
  quote: QuoteRow;
  version: QuoteVersionRow | undefined;
  booking: BookingRow | undefined;
}

/**
 * The quote a link's token opens (by its SHA-256, as the request links: decision 0056), with its latest
 * version and its booking once accepted; undefined for a token of the wrong shape or one no quote has.
 */
export async function findQuoteBooking(db: Executor, token: string): Promise<QuoteBooking | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  const [quote] = await db.select().from(quotes).where(eq(quotes.tokenHash, linkTokenHash(token)));
  if (!quote) return undefined;
  const [version] = await db.select().from(quoteVersions).where(and(eq(quoteVersions.quoteId, quote.id))).orderBy(desc(quoteVersions.version)).limit(1);
  const [booking] = await db.select().from(bookings).where(eq(bookings.quoteId, quote.id));
  return { quote, version, booking };
}

/** 'Jandakot → Rottnest Island', or the one place of a flight that returns where it starts. */
export function routeOf(version: Pick<QuoteVersionRow, 'itinerary'> | undefined): string {
  if (!version) return '';
  const { departure, destination } = version.itinerary;
  return departure.name === destination.name ? departure.name : `${departure.name} → ${destination.name}`;
}
