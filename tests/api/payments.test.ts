/**
 * Paying a booking (docs/product.md §11.1, §11.3, §11.4; decision 0058), over real HTTP against the local
 * fake Stripe: the pay link answers a checkout for the server's amount (an amount sent by the client is a
 * 400 in the visitor's language), a second click reuses the open checkout, the Mandarin market is offered
 * Alipay and WeChat Pay, an unknown link is a 404 and a paid booking a 409 in words; without Stripe the
 * answer is the bank details and staff mark the transfer received (at most what is due, idempotent); a
 * refund larger than what was paid is refused in words, one within it goes back through Stripe; roles; and
 * no token or secret in any log line.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, refunds, salesSettings } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller } from '../support/admin-calls';
import { insertAcceptedBooking, type InsertedBooking } from '../support/bookings';
import { pay, startPaymentServer, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type PaymentServer } from '../support/payment-server';

const tokens: string[] = [];
const remember = (inserted: InsertedBooking) => {
  tokens.push(inserted.token);
  return inserted;
};

describe('paying by card (Stripe Checkout)', () => {
  let s: PaymentServer;
  beforeAll(async () => {
    s = await startPaymentServer();
  });
  afterAll(() => s?.close());

  it('answers a checkout for the deposit the server computed, with the booking and payment ids, back to the quote page', async () => {
    const { token, booking } = remember(await insertAcceptedBooking(s.database.db));
    const answer = await pay(s.server, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'checkout', part: 'deposit', amountCents: 30_000 });
    const session = [...s.stripe!.sessions.values()].at(-1)!;
    expect(answer.body.url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 30_000,
      currency: 'aud',
      mode: 'payment',
      payment_method_types: ['card'],
      client_reference_id: String(booking.id),
      success_url: `${s.server.url}/quotes/${token}?paid=1`,
      cancel_url: `${s.server.url}/quotes/${token}?cancelled=1`,
    });
    const [row] = await s.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', part: 'deposit', amountCents: 30_000, providerRef: session.id });
    expect(session.metadata).toEqual({ booking_id: String(booking.id), payment_id: String(row!.id), part: 'deposit' });
    // One idempotency key per payment row.
    expect(s.stripe!.calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(`checkout-payment-${row!.id}`);
  });

  it('reuses the open checkout on a second click: one pending row, one session', async () => {
    const { token, booking } = remember(await insertAcceptedBooking(s.database.db));
    const first = await pay(s.server, token);
    const second = await pay(s.server, token);
    expect(second.body.url).toBe(first.body.url);
    expect(await s.database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
    // Once that checkout expired, the next click opens a new one.
    const sessionId = new URL(first.body.url).pathname.split('/').at(-1)!;
    await s.stripe!.expire(sessionId);
    const third = await pay(s.server, token);
    expect(third.body.url).not.toBe(first.body.url);
    const rows = await s.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'pending']);
  });

  it('refuses an amount sent by the client (400, in the visitor’s language) and charges nothing different', async () => {
    const en = remember(await insertAcceptedBooking(s.database.db));
    const refused = await pay(s.server, en.token, { amountCents: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'The amount to pay is set by us from your booking; send no amount.',
      issues: [{ path: 'amountCents', message: 'The amount to pay is set by us from your booking; send no amount.' }],
    });
    const zh = remember(await insertAcceptedBooking(s.database.db, { language: 'zh' }));
    expect((await pay(s.server, zh.token, { total: 5, part: 'balance' })).body.message).toBe('应付金额由我们根据您的预订确定；请勿发送金额。');
    expect(await s.database.db.select().from(payments).where(eq(payments.bookingId, en.booking.id))).toHaveLength(0);
  });

  it('offers Alipay and WeChat Pay (web client) besides card in Mandarin', async () => {
    const { token } = remember(await insertAcceptedBooking(s.database.db, { language: 'zh' }));
    const answer = await pay(s.server, token);
    const session = s.stripe!.sessions.get(new URL(answer.body.url).pathname.split('/').at(-1)!)!;
    expect(session.payment_method_types).toEqual(['card', 'alipay', 'wechat_pay']);
    expect(session.payment_method_options).toEqual({ wechat_pay: { client: 'web' } });
    expect(session.locale).toBe('zh');
  });

  it('answers an unknown or malformed link 404 in words, and a booking with nothing due 409 in its language', async () => {
    const unknown = await pay(s.server, 'A'.repeat(43));
    expect(unknown).toEqual({ status: 404, body: { message: 'This link does not open any quote: check that it was copied in full from your e-mail.', issues: [] } });
    expect((await pay(s.server, 'short')).status).toBe(404);
    expect((await pay(s.server, 'A'.repeat(43), {}, { 'accept-language': 'hi-IN,hi;q=0.9' })).body.message).toBe('यह लिंक कोई कोटेशन नहीं खोलता: जाँचें कि इसे आपके ई-मेल से पूरा कॉपी किया गया है।');

    const paid = remember(await insertAcceptedBooking(s.database.db, { language: 'zh' }));
    await s.database.db.update(bookings).set({ status: 'paid', paidCents: 100_000 }).where(eq(bookings.id, paid.booking.id));
    expect(await pay(s.server, paid.token)).toEqual({ status: 409, body: { message: '此预订没有应付款项', issues: [] } });
    const paidEn = remember(await insertAcceptedBooking(s.database.db));
    await s.database.db.update(bookings).set({ status: 'paid', paidCents: 100_000 }).where(eq(bookings.id, paidEn.booking.id));
    expect((await pay(s.server, paidEn.token)).body.message).toBe('Nothing is due on this booking');
  });

  it('refunds through Stripe on the session’s PaymentIntent, never more than was paid (400 in words), once per Idempotency-Key', async () => {
    const { token, booking } = remember(await insertAcceptedBooking(s.database.db));
    const answer = await pay(s.server, token);
    const sessionId = new URL(answer.body.url).pathname.split('/').at(-1)!;
    await s.stripe!.pay(sessionId);

    const tooMuch = await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 30_001, reason: 'goodwill' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('A refund can be at most A$300.00: what was paid (A$300.00) less what was refunded (A$0.00)');
    expect(tooMuch.body.issues[0].path).toBe('amountCents');

    const key = { 'idempotency-key': `refund-${booking.id}` };
    const done = await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 10_000, reason: 'goodwill' }, key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ refundedCents: 10_000, refundableCents: 20_000, refunds: [{ amountCents: 10_000, status: 'succeeded', reason: 'goodwill', requestedBy: 'owner@example.com' }] });
    const again = await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 10_000, reason: 'goodwill' }, key);
    expect(again.body.refundedCents).toBe(10_000);
    expect(s.stripe!.refunds).toHaveLength(1);
    expect(s.stripe!.refunds[0]).toMatchObject({ amount: 10_000, payment_intent: s.stripe!.sessions.get(sessionId)!.payment_intent });
    expect(s.stripe!.refunds[0]!.idempotencyKey).toMatch(/^refund-refund-\d+:\d+$/);
    expect(await s.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toHaveLength(1);
    // The rest, then nothing more.
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 20_000, reason: 'goodwill' })).body.refundableCents).toBe(0);
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 1, reason: 'goodwill' })).status).toBe(400);
  });

  it('lets an agent read bookings and mark transfers, but only an owner refund; an editor sees no bookings', async () => {
    const { booking } = await insertAcceptedBooking(s.database.db);
    await createAdmin(s.database.db, 'agent@example.com', 'payments agent password 1', null, 'agent');
    await createAdmin(s.database.db, 'editor@example.com', 'payments editor password 1', null, 'editor');
    const agent = adminCaller(s.server, await signIn(s.server, 'agent@example.com', 'payments agent password 1'));
    const editor = adminCaller(s.server, await signIn(s.server, 'editor@example.com', 'payments editor password 1'));
    expect((await agent('GET', '/api/admin/bookings')).status).toBe(200);
    expect((await agent('GET', `/api/admin/bookings/${booking.id}`)).status).toBe(200);
    expect(await agent('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 1, reason: 'other' })).toMatchObject({ status: 403, body: { message: 'Only an owner can change settings' } });
    expect((await editor('GET', '/api/admin/bookings')).status).toBe(403);
    expect((await editor('POST', `/api/admin/bookings/${booking.id}/payments`, { part: 'deposit', amountCents: 1 })).status).toBe(403);
  });

  it('answers 409 in words while a delayed payment is processing, rather than open a second checkout', async () => {
    const { token } = remember(await insertAcceptedBooking(s.database.db));
    const first = await pay(s.server, token);
    Object.assign(s.stripe!.sessions.get(new URL(first.body.url).pathname.split('/').at(-1)!)!, { status: 'complete', payment_status: 'unpaid' });
    expect(await pay(s.server, token)).toEqual({ status: 409, body: { message: 'Your payment is being processed; we will e-mail you once it has arrived.', issues: [] } });
  });

  it('writes no token and no Stripe secret in any log line', () => {
    const log = s.log();
    expect(log).toContain('/api/quotes/[redacted]/pay');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain(STRIPE_SECRET_KEY);
    expect(log).not.toContain(STRIPE_WEBHOOK_SECRET);
  });
});

describe('a payment provider that cannot be reached', () => {
  let s: PaymentServer;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the SDK's connection is refused.
    s = await startPaymentServer({ env: { STRIPE_API_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(() => s?.close());

  it('answers 503 in the visitor’s words, logs why without the key, and leaves the pending row to reuse', async () => {
    const { token, booking } = remember(await insertAcceptedBooking(s.database.db, { language: 'zh' }));
    expect(await pay(s.server, token)).toEqual({ status: 503, body: { message: '暂时无法打开支付页面；请一分钟后再试。', issues: [] } });
    expect(await s.database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
    expect(s.log()).toContain('the payment provider could not open a checkout');
    expect(s.log()).not.toContain(STRIPE_SECRET_KEY);
    expect(s.log()).not.toContain(token);
  });
});

describe('paying by bank transfer (no Stripe configured)', () => {
  let s: PaymentServer;
  beforeAll(async () => {
    s = await startPaymentServer({ bank: true });
    await s.database.db.update(salesSettings).set({ bankAccountName: 'Charter Flights Pty Ltd', bankBsb: '062-000', bankAccountNumber: '12345678' }).where(eq(salesSettings.id, 1));
  });
  afterAll(() => s?.close());

  it('answers the operator’s bank details and the quote’s reference for what is due', async () => {
    const { token, reference, booking } = remember(await insertAcceptedBooking(s.database.db));
    const answer = await pay(s.server, token);
    expect(answer).toEqual({ status: 200, body: { kind: 'bank', part: 'deposit', amountCents: 30_000, accountName: 'Charter Flights Pty Ltd', bsb: '062-000', accountNumber: '12345678', reference, contactEmail: 'staff@example.com' } });
    expect((await s.owner('GET', '/api/admin/home/sales?timeZone=Australia%2FPerth')).body.bankDetailsMissing).toBe(false);
    expect(await s.database.db.select().from(payments).where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'pending')))).toHaveLength(1);
  });

  it('with no bank details set, answers none (never blank ones) and whom to contact, and warns staff on the panel’s home', async () => {
    const bank = { bankAccountName: 'Charter Flights Pty Ltd', bankBsb: '062-000', bankAccountNumber: '12345678' };
    try {
      await s.database.db.update(salesSettings).set({ ...bank, bankBsb: '  ' }).where(eq(salesSettings.id, 1));
      const { token, reference } = remember(await insertAcceptedBooking(s.database.db));
      const answer = await pay(s.server, token);
      expect(answer).toEqual({ status: 200, body: { kind: 'bank', part: 'deposit', amountCents: 30_000, accountName: null, bsb: null, accountNumber: null, reference, contactEmail: 'staff@example.com' } });
      const home = await s.owner('GET', '/api/admin/home/sales?timeZone=Australia%2FPerth');
      expect(home.body.bankDetailsMissing).toBe(true);
    } finally {
      await s.database.db.update(salesSettings).set(bank).where(eq(salesSettings.id, 1));
    }
  });

  it('lets staff mark a transfer received: at most what is due, recorded with who and where, idempotent, deposit then balance to paid in full', async () => {
    const { token, booking } = remember(await insertAcceptedBooking(s.database.db));
    await pay(s.server, token);
    const url = `/api/admin/bookings/${booking.id}/payments`;
    const over = await s.owner('POST', url, { part: 'deposit', amountCents: 30_001 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The amount can be at most A$300.00: what is due for the deposit, and never more than the A$1,000.00 left to pay');
    expect((await s.owner('POST', url, { part: 'deposit', amountCents: 30_000, total: 1 })).status).toBe(400);

    const key = { 'idempotency-key': `deposit-${booking.id}` };
    const marked = await s.owner('POST', url, { part: 'deposit', amountCents: 30_000, reference: 'TRF 0042' }, key);
    expect(marked.status).toBe(201);
    expect(marked.body).toMatchObject({ status: 'deposit_paid', paidCents: 30_000, due: { part: 'balance', amountCents: 70_000 } });
    expect(marked.body.payments).toHaveLength(1);
    expect(marked.body.payments[0]).toMatchObject({ provider: 'bank', status: 'paid', method: 'bank_transfer', recordedBy: 'owner@example.com', recordedIp: '127.0.0.1' });
    expect(marked.body.events.at(-1)).toMatchObject({ fromStatus: 'accepted', toStatus: 'deposit_paid', actor: 'owner@example.com', note: 'Bank transfer TRF 0042' });
    const replay = await s.owner('POST', url, { part: 'deposit', amountCents: 30_000, reference: 'TRF 0042' }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.paidCents).toBe(30_000);
    expect((await s.owner('POST', url, { part: 'deposit', amountCents: 20_000 }, key)).status).toBe(409);

    const balance = await s.owner('POST', url, { part: 'balance', amountCents: 70_000 });
    expect(balance.body).toMatchObject({ status: 'paid', paidCents: 100_000, due: null });
    expect((await s.owner('POST', url, { part: 'balance', amountCents: 1 })).body.message).toBe('Nothing is due on this booking');
    expect((await pay(s.server, token)).status).toBe(409);

    // The visitor and staff are e-mailed on each payment, with the flight as an .ics.
    await expect.poll(() => s.sink.messages.filter((m) => m.to.some((t) => t.includes('amelia@example.com'))).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => s.sink.messages.filter((m) => m.to.some((t) => t.includes('staff@example.com'))).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const mail = s.sink.messages.find((m) => m.to.some((t) => t.includes('amelia@example.com')))!.data;
    expect(mail).toContain('text/calendar');
    expect(mail).toContain('Payment received for');
  });

  it('lists the pipeline by status and flight date, with what is due and what came in', async () => {
    const list = await s.owner('GET', '/api/admin/bookings?status=paid');
    expect(list.status).toBe(200);
    expect(list.body.provider).toBe('bank');
    expect(list.body.bookings.length).toBeGreaterThan(0);
    for (const row of list.body.bookings) expect(row.status).toBe('paid');
    expect(list.body.counts.paid).toBe(list.body.bookings.length);
    expect((await s.owner('GET', '/api/admin/bookings?status=lost')).status).toBe(400);
    const first = list.body.bookings[0];
    const detail = await s.owner('GET', `/api/admin/bookings/${first.id}`);
    expect(detail.body.manifest).toMatchObject({ acceptedBy: 'Amelia Earhart', passengers: [{ name: 'Amelia Earhart', weightKg: 70 }, { name: 'Fred Noonan', weightKg: 80 }], baggageKg: 10 });
    expect(detail.body.route).toBe('Jandakot → Rottnest Island');
    expect((await s.owner('GET', '/api/admin/bookings/999999')).status).toBe(404);
  });

  it('refunds a bank payment as recorded (staff send it back), never more than was paid', async () => {
    const { booking } = await insertAcceptedBooking(s.database.db);
    await s.owner('POST', `/api/admin/bookings/${booking.id}/payments`, { part: 'deposit', amountCents: 30_000 });
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 40_000, reason: 'cancelled' })).status).toBe(400);
    await s.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    const refunded = await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 30_000, reason: 'cancelled' });
    expect(refunded.body).toMatchObject({ status: 'refunded', refundedCents: 30_000, refunds: [{ status: 'succeeded' }] });
  });
});
