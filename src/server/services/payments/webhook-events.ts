import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database';
import { payments, providerEvents, refunds, type PaymentRow } from '../../db/schema';
import type { PaymentOutbox } from './payment-outbox';
import type { ProviderEvent } from './provider';
import { recordPaymentReceived } from './record-payment';

type CheckoutOfEvent = NonNullable<ProviderEvent['checkout']>;

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored' | 'refused';

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

/** A paid checkout: recorded once, for the amount of our row; a session for another amount or currency is refused. */
async function checkoutPaid({ tx, event, log, outbox, at }: EventContext, checkout: CheckoutOfEvent): Promise<WebhookOutcome> {
  const payment = await paymentOf(tx, checkout);
  if (!payment) {
    log.warn({ eventId: event.id, eventType: event.type }, 'payment webhook for a checkout this server does not know: recorded and ignored');
    return 'ignored';
  }
  if (checkout.amountTotal !== payment.amountCents || (checkout.currency ?? '').toLowerCase() !== payment.currency) {
    log.error(
      { eventId: event.id, paymentId: payment.id, bookingId: payment.bookingId, expectedCents: payment.amountCents, sessionCents: checkout.amountTotal, currency: checkout.currency },
      'payment webhook refused: the checkout’s amount is not the payment’s',
    );
    return 'refused';
  }
  const recorded = await recordPaymentReceived(tx, { paymentId: payment.id, method: checkout.method ?? 'stripe_checkout', by: { actor: 'provider' }, at, outbox, details: { eventId: event.id } });
  return recorded.applied ? 'handled' : 'replayed';
}

/** An expired or failed checkout: its pending row closes; a row already paid stays paid, whatever the order. */
async function checkoutClosed({ tx }: EventContext, checkout: CheckoutOfEvent, status: 'expired' | 'failed'): Promise<WebhookOutcome> {
  const payment = await paymentOf(tx, checkout);
  if (!payment) return 'ignored';
  await tx.update(payments).set({ status }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  return 'handled';
}

/** A refund the provider settled later: pending becomes succeeded or failed, never back. */
async function refundsSettled({ tx }: EventContext, list: NonNullable<ProviderEvent['refunds']>): Promise<WebhookOutcome> {
  for (const refund of list) {
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : null;
    if (status) await tx.update(refunds).set({ status }).where(and(eq(refunds.providerRef, refund.id), inArray(refunds.status, ['pending'])));
  }
  return 'handled';
}

async function act(context: EventContext): Promise<WebhookOutcome> {
  const { event } = context;
  const checkout = event.checkout;
  if (checkout && (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded')) {
    // A completed session whose payment is still on its way (a bank redirect) waits for async_payment_succeeded.
    return checkout.paid ? checkoutPaid(context, checkout) : 'ignored';
  }
  if (checkout && event.type === 'checkout.session.expired') return checkoutClosed(context, checkout, 'expired');
  if (checkout && event.type === 'checkout.session.async_payment_failed') return checkoutClosed(context, checkout, 'failed');
  if (event.refunds) return refundsSettled(context, event.refunds);
  return 'ignored';
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
    return act({ tx, event, log: deps.log, outbox: deps.outbox, at: deps.now() });
  });
}
