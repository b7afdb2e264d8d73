import { eq } from 'drizzle-orm';
import type { AcceptQuoteBody } from '../../../domain/api/quotes';
import { paymentSchedule } from '../../../domain/bookings/payment-schedule';
import { LANGUAGES, type Language } from '../../../domain/language-codes';
import { manifestLimit, manifestLimitText } from '../../../domain/quotes/manifest-check';
import { quoteRefusalText } from '../../../domain/quotes/quote-refusals';
import { shownQuoteStatus, type QuoteStatus } from '../../../domain/quotes/quote-status';
import type { Database, Executor } from '../../db/database';
import { bookings, quoteAcceptances, quotes, type QuoteRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import type { RequestOrigin } from '../auth/request-origin';
import { recordTransition } from '../bookings/record-transition';
import { perthToday } from './flight-day';
import { isQuoteTokenShaped, quoteTokenHash } from './quote-links';
import type { QuoteEmails } from './quote-emails';
import { latestVersion } from './quote-views';
import { quoteAccepted } from '../webhooks/business-events';

export const languageOfQuote = (text: string): Language => ((LANGUAGES as readonly string[]).includes(text) ? (text as Language) : 'en');

/** The quote a link token opens (locked for update when asked), or a 404 in the visitor's words. */
export async function quoteOfToken(db: Executor, token: string, language: Language, lock = false): Promise<QuoteRow> {
  if (isQuoteTokenShaped(token)) {
    const query = db.select().from(quotes).where(eq(quotes.tokenHash, quoteTokenHash(token)));
    const [row] = await (lock ? query.for('update') : query);
    if (row) return row;
  }
  throw notFound(quoteRefusalText('unknown', language));
}

/** 410 for a quote whose link still opens but which can no longer be accepted; 409 for a draft. */
function assertAcceptable(row: QuoteRow, expiresAt: Date, now: Date): void {
  const language = languageOfQuote(row.language);
  const shown = shownQuoteStatus(row.status as QuoteStatus, expiresAt, now);
  if (shown === 'withdrawn' || shown === 'expired') throw new HttpError(410, quoteRefusalText(shown, language));
  if (shown === 'draft') throw conflict(quoteRefusalText('draft', language));
}

/**
 * The visitor accepts the latest version (decision 0057), in one transaction with the quote locked: the
 * manifest must fit the quoted aircraft (400 naming the limit), then the acceptance (name, version, manifest,
 * address, device), the quote marked accepted, the booking with the server's amounts and payment schedule,
 * its first status in booking_events, and the e-mails in the outbox. An accept of a quote already accepted
 * answers the same booking: two accepts at once end in one (the lock orders them; the unique acceptance per
 * quote holds even without it).
 */
export async function acceptQuote(
  db: Database,
  input: { token: string; body: AcceptQuoteBody; origin: RequestOrigin; requestLanguage: Language; url: string; now: Date; emails: QuoteEmails },
): Promise<QuoteRow> {
  const { body, now } = input;
  return db.transaction(async (tx) => {
    const row = await quoteOfToken(tx, input.token, input.requestLanguage, true);
    if (row.status === 'accepted') return row;
    const version = await latestVersion(tx, row);
    assertAcceptable(row, version.expiresAt, now);
    const limit = manifestLimit(version, body);
    if (limit) {
      const message = manifestLimitText(limit, languageOfQuote(row.language));
      throw badRequest(message, [{ path: limit.kind === 'seats' ? 'passengers' : 'baggageKg', message, code: 'manifest_limit' }]);
    }
    const [acceptance] = await tx
      .insert(quoteAcceptances)
      .values({
        quoteId: row.id,
        version: version.version,
        name: body.name,
        passengers: body.passengers,
        baggageKg: Math.round(body.baggageKg),
        ipAddress: input.origin.ip.slice(0, 64),
        userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
        acceptedAt: now,
      })
      .onConflictDoNothing({ target: quoteAcceptances.quoteId })
      .returning();
    if (!acceptance) return row;
    const [accepted] = await tx.update(quotes).set({ status: 'accepted', acceptedAt: now, updatedAt: now, updatedBy: 'the visitor' }).where(eq(quotes.id, row.id)).returning();
    const schedule = paymentSchedule({ totalCents: version.totalCents, terms: version.terms, flightDate: version.itinerary.date, today: perthToday(now) });
    const [booking] = await tx
      .insert(bookings)
      .values({
        quoteId: row.id,
        acceptanceId: acceptance.id,
        status: 'accepted',
        flightDate: version.itinerary.date,
        totalCents: version.totalCents,
        depositCents: schedule.depositCents,
        balanceDueOn: schedule.balanceDueOn,
        language: row.language,
        updatedBy: 'the visitor',
      })
      .returning({ id: bookings.id });
    await quoteAccepted(tx, { id: row.id, reference: row.reference, version: version.version }, { id: booking!.id, totalCents: version.totalCents, depositCents: schedule.depositCents, flightDate: version.itinerary.date }, now);
    await recordTransition(tx, { bookingId: booking!.id, from: null, to: 'accepted', by: { actor: 'visitor', ipAddress: input.origin.ip }, details: { quoteVersion: version.version } });
    await input.emails.quoteAccepted(tx, { quoteId: row.id, url: input.url });
    return accepted!;
  });
}
