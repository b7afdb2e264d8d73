import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PayAnswer } from '../../../domain/api/payments';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { nextPayment, type NextPayment } from '../../../domain/bookings/payment-schedule';
import type { Database } from '../../db/database';
import { bookings, payments, type BookingRow, type PaymentRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http-errors';
import type { SecretBox } from '../auth/secret-box';
import { bankDetailsOf, readSalesSettings } from '../settings/sales-terms';
import type { PaymentOutbox } from './payment-outbox';
import { paymentWords } from './payment-words';
import type { PaymentProvider } from './provider';
import { findQuoteBooking, routeOf, type QuoteBooking } from './quote-booking';
import { recordPaymentReceived } from './record-payment';

export interface PayDeps {
  db: Database;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  outbox: PaymentOutbox;
  box: SecretBox;
  now: () => Date;
  /** Where a visitor writes when the bank details are not set (NOTIFY_EMAIL, the reply-to of the quote's e-mails). */
  contactEmail?: string | undefined;
}

/** The idempotency key of a payment row's checkout: a retried or repeated create is the same checkout. */
export const checkoutKey = (paymentId: number) => `checkout-payment-${paymentId}`;

const dueOf = (booking: BookingRow): NextPayment | null => nextPayment({ ...booking, status: booking.status as BookingStatus });

/**
 * The open pending row of this booking and part, or a new one, with the booking locked so that two clicks
 * at once make one row. A pending row for another amount (what is due changed meanwhile) is set aside as
 * expired; its checkout, if the visitor still pays it, is recorded by its webhook all the same.
 */
async function pendingPayment(db: Database, bookingId: number, provider: 'stripe' | 'bank', language: string): Promise<{ row: PaymentRow; due: NextPayment }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const due = booking ? dueOf(booking) : null;
    if (!booking || !due) throw conflict(paymentWords(language).nothingDue);
    const open = await tx.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.part, due.part), eq(payments.provider, provider), eq(payments.status, 'pending')));
    const same = open.find((p) => p.amountCents === due.amountCents);
    for (const stale of open.filter((p) => p !== same)) await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, stale.id));
    if (same) return { row: same, due };
    const [row] = await tx.insert(payments).values({ bookingId, part: due.part, provider, amountCents: due.amountCents }).returning();
    return { row: row!, due };
  });
}

/**
 * Bank transfer: the operator's details from the terms of sale and the quote's reference to quote. Details not
 * set are null, never blank: the quote page then tells the visitor to contact the operator (docs/product.md §11.1).
 */
async function bankAnswer(deps: PayDeps, found: QuoteBooking & { booking: BookingRow }): Promise<PayAnswer> {
  const { due } = await pendingPayment(deps.db, found.booking.id, 'bank', found.quote.language);
  const settings = await readSalesSettings(deps.db);
  return {
    kind: 'bank',
    part: due.part,
    amountCents: due.amountCents,
    ...(bankDetailsOf(settings) ?? { accountName: null, bsb: null, accountNumber: null }),
    reference: found.quote.reference,
    contactEmail: deps.contactEmail ?? null,
  };
}

export interface PayLinks {
  /** The quote page: `${origin}/quotes/<token>`. */
  quoteUrl: string;
}

/**
 * A checkout for what is due: the open one of this booking and part if the provider still has it open, else
 * a new one for a new pending row. A checkout the provider reports paid before its webhook arrived is
 * recorded here (the webhook then finds it paid and changes nothing), and what is due is asked again.
 */
async function checkoutAnswer(deps: PayDeps, found: QuoteBooking & { booking: BookingRow }, links: PayLinks, attempt = 0): Promise<PayAnswer> {
  const { quote } = found;
  const { row, due } = await pendingPayment(deps.db, found.booking.id, 'stripe', quote.language);
  if (row.providerRef) {
    const checkout = await deps.provider.readCheckout(row.providerRef);
    if (checkout.status === 'open' && checkout.url) return { kind: 'checkout', url: checkout.url, amountCents: row.amountCents, part: due.part };
    // Completed but not paid yet (a delayed method): a second checkout could take the money twice.
    if (checkout.status === 'complete' && !checkout.paid) throw conflict(paymentWords(quote.language).processing);
    if (checkout.paid && checkout.amountTotal === row.amountCents) {
      await deps.db.transaction((tx) => recordPaymentReceived(tx, { paymentId: row.id, method: checkout.method ?? 'stripe_checkout', by: { actor: 'provider' }, at: deps.now(), outbox: deps.outbox }));
    } else {
      await deps.db.update(payments).set({ status: checkout.status === 'expired' ? 'expired' : 'failed' }).where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
    }
    if (attempt > 1) throw new HttpError(503, paymentWords(quote.language).providerDown);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, row.bookingId));
    return checkoutAnswer(deps, { ...found, booking: booking! }, links, attempt + 1);
  }
  const words = paymentWords(quote.language);
  const checkout = await deps.provider.createCheckout(
    {
      bookingId: row.bookingId,
      paymentId: row.id,
      part: due.part,
      amountCents: row.amountCents,
      language: quote.language,
      description: `${words.parts[due.part]} · ${quote.reference} · ${routeOf(found.version)}`,
      customerEmail: quote.customerEmail,
      successUrl: `${links.quoteUrl}?paid=1`,
      cancelUrl: `${links.quoteUrl}?cancelled=1`,
    },
    checkoutKey(row.id),
  );
  await deps.db.update(payments).set({ providerRef: checkout.id }).where(eq(payments.id, row.id));
  if (!checkout.url) throw new HttpError(503, words.providerDown);
  return { kind: 'checkout', url: checkout.url, amountCents: row.amountCents, part: due.part };
}

/**
 * POST /api/quotes/{token}/pay (docs/product.md §11.1): what is due now, computed from the booking as the
 * server holds it, and where to pay it. 404 for a link that opens no quote, 409 for a quote not accepted yet
 * or a booking with nothing due, each in the visitor's language. The balance reminder is queued with the
 * visitor's link sealed, on the first deposit asked for.
 */
export async function startPayment(deps: PayDeps, token: string, links: PayLinks, requestLanguage: string): Promise<PayAnswer> {
  const found = await findQuoteBooking(deps.db, token);
  if (!found) throw notFound(paymentWords(requestLanguage).unknownLink);
  const { booking } = found;
  if (!booking) throw conflict(paymentWords(found.quote.language).notAccepted);
  if (!dueOf(booking)) throw conflict(paymentWords(found.quote.language).nothingDue);
  if (booking.balanceDueOn && booking.status === 'accepted') {
    await deps.outbox.balanceReminder(deps.db, booking, deps.box.seal(links.quoteUrl));
  }
  const withBooking = { ...found, booking };
  if (deps.provider.kind === 'bank') return bankAnswer(deps, withBooking);
  try {
    return await checkoutAnswer(deps, withBooking, links);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The provider is unreachable or refused: the visitor is told in words and tries again; the log has the why.
    deps.log.error({ err: error, bookingId: booking.id }, 'the payment provider could not open a checkout');
    throw new HttpError(503, paymentWords(found.quote.language).providerDown);
  }
}
