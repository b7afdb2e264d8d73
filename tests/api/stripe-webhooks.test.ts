/**
 * Stripe's webhooks (docs/product.md §11.2, decision 0058), sent by the local fake Stripe signed with the
 * SDK's own test-signature helper: a forged, unsigned or tampered event is a 400 that changes nothing; a paid
 * checkout makes the deposit paid (the row's amount, once, audited, e-mailed, the balance reminder queued);
 * a replayed event is a 200 no-op; out of order (expired after completed, completed twice) never unpays;
 * an event for a checkout we do not know is recorded and ignored; a session for another amount is refused,
 * kept with its reason and told to staff once (the booking's history, an e-mail);
 * deposit then balance ends paid in full; and no secret or token reaches a log line.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, jobs, payments, providerEvents, refunds } from '../../src/server/db/schema';
import { insertAcceptedBooking } from '../support/bookings';
import { pay, startPaymentServer, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type PaymentServer } from '../support/payment-server';

describe('Stripe webhooks', () => {
  let s: PaymentServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    s = await startPaymentServer();
  });
  afterAll(() => s?.close());

  /** A booking with its deposit checkout open: the session id and the booking. */
  const openCheckout = async (options: Parameters<typeof insertAcceptedBooking>[1] = {}) => {
    const inserted = await insertAcceptedBooking(s.database.db, options);
    tokens.push(inserted.token);
    const answer = await pay(s.server, inserted.token);
    expect(answer.status).toBe(200);
    return { ...inserted, sessionId: new URL(answer.body.url).pathname.split('/').at(-1)! };
  };
  const bookingNow = async (id: number) => (await s.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentsOf = (id: number) => s.database.db.select().from(payments).where(eq(payments.bookingId, id));

  it('refuses a forged, unsigned or tampered event with 400 and changes nothing', async () => {
    const { booking, sessionId } = await openCheckout();
    const paid = await s.stripe!.pay(sessionId, { send: false });
    expect(await s.stripe!.sendForged(paid, 'wrong-secret')).toBe(400);
    expect(await s.stripe!.sendForged(paid, 'no-signature')).toBe(400);
    expect(await s.stripe!.sendForged(paid, 'tampered')).toBe(400);
    const raw = await s.server.fetch('/api/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: JSON.stringify(paid) });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ message: 'This webhook’s signature does not match', issues: [] });
    expect((await bookingNow(booking.id)).status).toBe('accepted');
    expect(await s.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, paid.id))).toHaveLength(0);
    // The real one is then taken.
    expect(await s.stripe!.send(paid)).toBe(200);
    expect((await bookingNow(booking.id)).status).toBe('deposit_paid');
  });

  it('makes the deposit paid from our row’s amount, audited, e-mailed, with the balance reminder queued for its day', async () => {
    const { booking, sessionId } = await openCheckout({ email: 'deposit@example.com' });
    await s.stripe!.pay(sessionId);
    const now = await bookingNow(booking.id);
    expect(now).toMatchObject({ status: 'deposit_paid', paidCents: 30_000 });
    const [row] = await paymentsOf(booking.id);
    expect(row).toMatchObject({ status: 'paid', recordedBy: 'provider', method: 'card', amountCents: 30_000 });
    expect(row!.paidAt).toBeInstanceOf(Date);
    const events = await s.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'accepted', 'visitor'],
      ['accepted', 'deposit_paid', 'provider'],
    ]);
    const [reminder] = await s.database.db.select().from(jobs).where(and(eq(jobs.kind, 'email.balance-due'), eq(jobs.dedupeKey, `booking:${booking.id}`)));
    expect(reminder!.runAt.toISOString()).toBe(`${booking.balanceDueOn}T00:00:00.000Z`);
    // The jobs table keeps the visitor's link sealed, never the token.
    expect(JSON.stringify(reminder!.payload)).not.toContain(tokens.at(-1)!);
    await expect.poll(() => s.sink.messages.filter((m) => m.to.some((t) => t.includes('deposit@example.com'))).length, { timeout: 15_000 }).toBe(1);
    const mail = s.sink.messages.find((m) => m.to.some((t) => t.includes('deposit@example.com')))!.data;
    expect(mail).toContain('text/calendar');
  });

  it('answers a replayed event 200 and changes nothing', async () => {
    const { booking, sessionId } = await openCheckout();
    const paid = await s.stripe!.pay(sessionId);
    const before = await bookingNow(booking.id);
    expect(await s.stripe!.resend(paid.id)).toBe(200);
    expect(await s.stripe!.resend(paid.id)).toBe(200);
    const after = await bookingNow(booking.id);
    expect(after.paidCents).toBe(30_000);
    expect(after.version).toBe(before.version);
    expect(await s.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, paid.id))).toHaveLength(1);
  });

  it('is right in any order: expired after completed never unpays, completed twice pays once, expired then completed pays', async () => {
    const a = await openCheckout();
    await s.stripe!.pay(a.sessionId);
    await s.stripe!.send(s.stripe!.eventFor('checkout.session.expired', a.sessionId, { status: 'expired', payment_status: 'unpaid' }));
    expect((await paymentsOf(a.booking.id))[0]!.status).toBe('paid');
    expect((await bookingNow(a.booking.id)).status).toBe('deposit_paid');
    // A second completed event (another id, same session) is a no-op.
    await s.stripe!.send(s.stripe!.eventFor('checkout.session.completed', a.sessionId));
    expect((await bookingNow(a.booking.id)).paidCents).toBe(30_000);

    // The expired event arrives first (the delivery order is not the order things happened in).
    const b = await openCheckout();
    const completed = await s.stripe!.pay(b.sessionId, { send: false });
    await s.stripe!.send(s.stripe!.eventFor('checkout.session.expired', b.sessionId, { status: 'expired', payment_status: 'unpaid' }));
    expect((await paymentsOf(b.booking.id))[0]!.status).toBe('expired');
    await s.stripe!.send(completed);
    expect((await paymentsOf(b.booking.id))[0]!.status).toBe('paid');
    expect((await bookingNow(b.booking.id))).toMatchObject({ status: 'deposit_paid', paidCents: 30_000 });
  });

  it('goes deposit paid, then paid in full on the balance', async () => {
    const { token, booking, sessionId } = await openCheckout();
    await s.stripe!.pay(sessionId);
    const balance = await pay(s.server, token);
    expect(balance.body).toMatchObject({ kind: 'checkout', part: 'balance', amountCents: 70_000 });
    await s.stripe!.pay(new URL(balance.body.url).pathname.split('/').at(-1)!);
    expect(await bookingNow(booking.id)).toMatchObject({ status: 'paid', paidCents: 100_000 });
    expect((await pay(s.server, token)).status).toBe(409);
  });

  it('records and ignores an event for a checkout it does not know; refuses a session for another amount', async () => {
    const { booking, sessionId } = await openCheckout();
    const stranger = s.stripe!.eventFor('checkout.session.completed', sessionId, { id: 'cs_test_unknown', metadata: {}, client_reference_id: null, payment_status: 'paid', status: 'complete' });
    expect(await s.stripe!.send(stranger)).toBe(200);
    expect(await s.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, stranger.id))).toHaveLength(1);
    expect(s.log()).toContain('payment webhook for a checkout this server does not know');

    const changed = s.stripe!.eventFor('checkout.session.completed', sessionId, { amount_total: 100, payment_status: 'paid', status: 'complete' });
    expect(await s.stripe!.send(changed)).toBe(200);
    expect((await bookingNow(booking.id)).paidCents).toBe(0);
    expect((await paymentsOf(booking.id))[0]!.status).toBe('pending');
    expect(s.log()).toContain('the checkout’s amount is not the payment’s');
  });

  it('keeps a refused event with its reason, tells staff once (history and e-mail), and a replay changes nothing', async () => {
    const { booking, sessionId, reference } = await openCheckout();
    const changed = s.stripe!.eventFor('checkout.session.completed', sessionId, { amount_total: 100, payment_status: 'paid', status: 'complete' });
    expect(await s.stripe!.send(changed)).toBe(200);
    const reason = "Payment refused: Stripe's checkout was for A$1.00, but the deposit it pays is A$300.00. Nothing was recorded as paid; check the payment in Stripe.";
    const [row] = await s.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, changed.id));
    expect(row).toMatchObject({ outcome: 'refused', reason, bookingId: booking.id });
    const detail = await s.owner('GET', `/api/admin/bookings/${booking.id}`);
    expect(detail.body.events.filter((e: { note: string | null }) => e.note === reason)).toEqual([expect.objectContaining({ fromStatus: 'accepted', toStatus: 'accepted', actor: 'provider' })]);
    const toStaff = () => s.sink.messages.filter((m) => m.to.some((t) => t.includes('staff@example.com')) && m.data.includes(`[${reference}] A payment was refused`));
    await expect.poll(() => toStaff().length, { timeout: 15_000 }).toBe(1);
    expect(toStaff()[0]!.data).toContain(changed.id);

    // The same event again: still one line in the history, one e-mail job, the row still pending.
    expect(await s.stripe!.resend(changed.id)).toBe(200);
    const again = await s.owner('GET', `/api/admin/bookings/${booking.id}`);
    expect(again.body.events.filter((e: { note: string | null }) => e.note === reason)).toHaveLength(1);
    expect(await s.database.db.select().from(jobs).where(and(eq(jobs.kind, 'email.payment-refused-staff'), eq(jobs.dedupeKey, `provider-event:${row!.id}`)))).toHaveLength(1);
    expect((await paymentsOf(booking.id))[0]!.status).toBe('pending');
    // A later event for the right amount still pays, and is kept as handled.
    const paid = await s.stripe!.pay(sessionId);
    expect((await bookingNow(booking.id)).status).toBe('deposit_paid');
    expect((await s.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, paid.id)))[0]).toMatchObject({ outcome: 'handled', reason: null, bookingId: booking.id });
  });

  it('waits on a completed session whose payment is still on its way, and pays on async_payment_succeeded', async () => {
    const { booking, sessionId } = await openCheckout();
    await s.stripe!.send(s.stripe!.eventFor('checkout.session.completed', sessionId, { status: 'complete', payment_status: 'unpaid' }));
    expect((await bookingNow(booking.id)).status).toBe('accepted');
    expect((await paymentsOf(booking.id))[0]!.status).toBe('pending');
    await s.stripe!.pay(sessionId, { send: false });
    await s.stripe!.send(s.stripe!.eventFor('checkout.session.async_payment_succeeded', sessionId));
    expect(await bookingNow(booking.id)).toMatchObject({ status: 'deposit_paid', paidCents: 30_000 });
  });

  it('records the method a zh visitor chose among several (Alipay, WeChat Pay), read from the PaymentIntent, and shows it to staff', async () => {
    for (const method of ['alipay', 'wechat_pay', 'card']) {
      const { booking, sessionId } = await openCheckout({ language: 'zh' });
      await s.stripe!.pay(sessionId, { method });
      // As on Stripe, the session still lists every method it offered: only its PaymentIntent says which was used.
      expect(s.stripe!.sessions.get(sessionId)!.payment_method_types).toEqual(['card', 'alipay', 'wechat_pay']);
      expect((await paymentsOf(booking.id))[0]).toMatchObject({ status: 'paid', method });
      const detail = await s.owner('GET', `/api/admin/bookings/${booking.id}`);
      expect(detail.body.payments[0]).toMatchObject({ provider: 'stripe', status: 'paid', method });
    }
    const intentReads = s.stripe!.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/payment_intents/'));
    expect(intentReads).toHaveLength(3);

    // Stripe cannot say which method was used: the money is still recorded, under the checkout's name, and logged.
    const { booking, sessionId } = await openCheckout({ language: 'zh' });
    const event = await s.stripe!.pay(sessionId, { method: 'alipay', send: false });
    s.stripe!.paymentIntents.delete(s.stripe!.sessions.get(sessionId)!.payment_intent!);
    expect(await s.stripe!.send(event)).toBe(200);
    expect((await paymentsOf(booking.id))[0]).toMatchObject({ status: 'paid', method: 'stripe_checkout' });
    expect(s.log()).toContain('the payment method could not be read from the provider');
  });

  it('settles a pending refund from refund.updated, and a later pending event never undoes it', async () => {
    const { booking, sessionId } = await openCheckout();
    await s.stripe!.pay(sessionId);
    const refunded = await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 5_000, reason: 'goodwill' });
    expect(refunded.status).toBe(200);
    const [row] = await s.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    await s.database.db.update(refunds).set({ status: 'pending' }).where(eq(refunds.id, row!.id));
    const event = (status: string) => ({ id: `evt_test_refund_${status}_${row!.id}`, object: 'event' as const, type: 'refund.updated', created: 1, livemode: false as const, api_version: '2026-10-28.endive', data: { object: { id: row!.providerRef, object: 'refund', status } } });
    expect(await s.stripe!.send(event('succeeded'))).toBe(200);
    expect(await s.stripe!.send(event('pending'))).toBe(200);
    expect((await s.database.db.select().from(refunds).where(eq(refunds.id, row!.id)))[0]!.status).toBe('succeeded');
  });

  it('writes no token, no signature secret and no API key in any log line', () => {
    const log = s.log();
    expect(log).toContain('payment webhook refused');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain(STRIPE_SECRET_KEY);
    expect(log).not.toContain(STRIPE_WEBHOOK_SECRET);
  });
});
