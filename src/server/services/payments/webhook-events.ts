import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { formatAud } from '../../../domain/money';
import { bookingEvents, bookings, payments, providerEvents, refunds, type PaymentRow } from '../../db/schema';
import type { PaymentOutbox } from './payment-outbox';
import type { PaymentProvider, ProviderEvent } from './provider';
import { recordPaymentReceived } from './record-payment';

type CheckoutOfEvent = NonNullable<ProviderEvent['checkout']>;

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored' | 'refused';

/** What an event did, kept on its provider_events row: a refusal says why and names the booking. */
interface EventResult {
  outcome: WebhookOutcome;
  reason?: string;
  bookingId?: number;
}

/** The payment row a checkout is about: by the session's id, else by the ids in its metadata (a webhook before the row got its ref). */
async function paymentOf(tx: Executor, checkout: CheckoutOfEvent): Promise<PaymentRow | undefined> {
  const [byRef] = await tx.select().from(payments).where(eq(payments.providerRef, checkout.id));
  if (byRef) return byRef;
  if (checkout.paymentId === null) return undefined;
  const [byId] = await tx.select().from(payments).where(and(eq(payments.id, checkout.paymentId), eq(payments.provider, 'stripe')));
  if (!byId || byId.bookingId !== checkout.bookingId || (byId.providerRef !== null && byId.providerRef !== checkout.id)) return undefined;
  await tx.update(payments).set({ providerRef: checkout.id }).where(eq(payments.id, byId.id));
  return byId;
}

interface EventContext {
  tx: Executor;
  event: ProviderEvent;
  log: FastifyBaseLogger;
  outbox: PaymentOutbox;
  at: Date;
}

/** An amount as staff read it: A$ for Australian dollars, else the number and the currency's code. */
const amountIn = (cents: number, currency: string) => (currency.toLowerCase() === 'aud' ? formatAud(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`);

/** Why a checkout is refused, in words staff read (the booking's history, their e-mail). */
function refusalReason(checkout: CheckoutOfEvent, payment: PaymentRow): string {
  const sent = checkout.amountTotal === null ? 'no amount' : amountIn(checkout.amountTotal, checkout.currency ?? '?');
  return `Payment refused: Stripe's checkout was for ${sent}, but the ${payment.part} it pays is ${amountIn(payment.amountCents, payment.currency)}. Nothing was recorded as paid; check the payment in Stripe.`;
}

/**
 * A checkout for another amount or currency: nothing is paid, and staff are told, once per event (the event's
 * row makes a replay a no-op): a line in the booking's history with the reason, and an e-mail through the outbox.
 */
async function refuseCheckout({ tx, event, log, outbox, at }: EventContext, checkout: CheckoutOfEvent, payment: PaymentRow, eventRowId: number): Promise<EventResult> {
  log.error(
    { eventId: event.id, paymentId: payment.id, bookingId: payment.bookingId, expectedCents: payment.amountCents, sessionCents: checkout.amountTotal, currency: checkout.currency },
    'payment webhook refused: the checkout’s amount is not the payment’s',
  );
  const reason = refusalReason(checkout, payment);
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, payment.bookingId));
  await tx.insert(bookingEvents).values({
    bookingId: payment.bookingId,
    fromStatus: booking!.status,
    toStatus: booking!.status,
    actor: 'provider',
    note: reason,
    details: { eventId: event.id, paymentId: payment.id, expectedCents: payment.amountCents, sessionCents: checkout.amountTotal, currency: checkout.currency },
    createdAt: at,
  });
  await outbox.paymentRefused(tx, eventRowId);
  return { outcome: 'refused', reason, bookingId: payment.bookingId };
}

/** A paid checkout: recorded once, for the amount of our row; a session for another amount or currency is refused. */
async function checkoutPaid(context: EventContext, checkout: CheckoutOfEvent, eventRowId: number): Promise<EventResult> {
  const { tx, event, log, outbox, at } = context;
  const payment = await paymentOf(tx, checkout);
  if (!payment) {
    log.warn({ eventId: event.id, eventType: event.type }, 'payment webhook for a checkout this server does not know: recorded and ignored');
    return { outcome: 'ignored' };
  }
  if (checkout.amountTotal !== payment.amountCents || (checkout.currency ?? '').toLowerCase() !== payment.currency) return refuseCheckout(context, checkout, payment, eventRowId);
  const recorded = await recordPaymentReceived(tx, { paymentId: payment.id, method: checkout.method ?? 'stripe_checkout', by: { actor: 'provider' }, at, outbox, details: { eventId: event.id } });
  return { outcome: recorded.applied ? 'handled' : 'replayed', bookingId: payment.bookingId };
}

/** An expired or failed checkout: its pending row closes; a row already paid stays paid, whatever the order. */
async function checkoutClosed({ tx }: EventContext, checkout: CheckoutOfEvent, status: 'expired' | 'failed'): Promise<EventResult> {
  const payment = await paymentOf(tx, checkout);
  if (!payment) return { outcome: 'ignored' };
  await tx.update(payments).set({ status }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  return { outcome: 'handled', bookingId: payment.bookingId };
}

/** A refund the provider settled later: pending becomes succeeded or failed, never back. */
async function refundsSettled({ tx }: EventContext, list: NonNullable<ProviderEvent['refunds']>): Promise<EventResult> {
  for (const refund of list) {
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : null;
    if (status) await tx.update(refunds).set({ status }).where(and(eq(refunds.providerRef, refund.id), inArray(refunds.status, ['pending'])));
  }
  return { outcome: 'handled' };
}

async function act(context: EventContext, eventRowId: number): Promise<EventResult> {
  const { event } = context;
  const checkout = event.checkout;
  if (checkout && (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded')) {
    // A completed session whose payment is still on its way (a bank redirect) waits for async_payment_succeeded.
    return checkout.paid ? checkoutPaid(context, checkout, eventRowId) : { outcome: 'ignored' };
  }
  if (checkout && event.type === 'checkout.session.expired') return checkoutClosed(context, checkout, 'expired');
  if (checkout && event.type === 'checkout.session.async_payment_failed') return checkoutClosed(context, checkout, 'failed');
  if (event.refunds) return refundsSettled(context, event.refunds);
  return { outcome: 'ignored' };
}

/**
 * A paid checkout that offered several methods does not say which one was used: it is read from the provider
 * (the PaymentIntent's payment method) before the event's transaction, so no network call holds a lock. When
 * the provider cannot answer, the payment is still recorded, as `stripe_checkout`, and a log line says so.
 */
export async function withPaymentMethod(event: ProviderEvent, provider: Pick<PaymentProvider, 'paymentMethodOf'>, log: FastifyBaseLogger): Promise<ProviderEvent> {
  const checkout = event.checkout;
  if (!checkout?.paid || checkout.method !== null || checkout.paymentIntent === null) return event;
  try {
    const method = await provider.paymentMethodOf(checkout.paymentIntent);
    return method ? { ...event, checkout: { ...checkout, method } } : event;
  } catch (error) {
    log.warn({ eventId: event.id, err: error instanceof Error ? error.message : String(error) }, 'payment webhook: the payment method could not be read from the provider');
    return event;
  }
}

/**
 * One verified webhook event (docs/product.md §11.2), in one transaction with its row in provider_events:
 * an event id seen before is a no-op ('replayed'); an event that fails rolls back with its row, so the
 * provider's retry finds it new. Any order is safe: paying is recorded once, and closing touches only a
 * pending row. Log lines name the event and our rows, never a token or a secret.
 */
export async function handleProviderEvent(db: Database, event: ProviderEvent, deps: { log: FastifyBaseLogger; outbox: PaymentOutbox; now: () => Date }): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(providerEvents).values({ provider: 'stripe', eventId: event.id, type: event.type.slice(0, 80) }).onConflictDoNothing().returning({ id: providerEvents.id });
    if (!fresh) return 'replayed';
    const result = await act({ tx, event, log: deps.log, outbox: deps.outbox, at: deps.now() }, fresh.id);
    await tx
      .update(providerEvents)
      .set({ outcome: result.outcome, reason: result.reason ?? null, bookingId: result.bookingId ?? null })
      .where(eq(providerEvents.id, fresh.id));
    return result.outcome;
  });
}
