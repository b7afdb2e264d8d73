/**
 * Cancellations and weather (docs/product.md §11.5, decision 0060), over real HTTP against the local fake
 * Stripe: from the quote's link a visitor previews and confirms a cancellation whose refund is the bands' (a
 * forged amount ignored, a second cancel the same answer); staff confirm it and the refund goes back through
 * Stripe, never more than was paid; a weather cancellation is rebooked to another date (the status returns to
 * what was paid) or refunded in full; roles; 404, 409 and 400 in words.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobs } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller } from '../support/admin-calls';
import { insertBookingDeparting } from '../support/cancellations';
import { pay, startPaymentServer, type PaymentServer } from '../support/payment-server';
import { perthDate } from '../support/perth-date';

let s: PaymentServer;
beforeAll(async () => {
  s = await startPaymentServer();
});
afterAll(() => s?.close());

/** A visitor's call on the quote's link. */
async function visitor(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = method === 'GET' ? await s.server.fetch(path, { headers }) : await s.server.post(path, body ?? {}, headers);
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any };
}

/** A booking departing `hours` from now with its 30 % deposit (A$300 of A$1,000) paid by card on the fake Stripe. */
async function depositPaid(hours: number, options: { language?: string; email?: string } = {}) {
  const inserted = await insertBookingDeparting(s.database.db, hours, options);
  const answer = await pay(s.server, inserted.token);
  await s.stripe!.pay(new URL(answer.body.url).pathname.split('/').at(-1)!);
  const [row] = await s.database.db.select().from(bookings).where(eq(bookings.id, inserted.booking.id));
  expect(row).toMatchObject({ status: 'deposit_paid', paidCents: 30_000 });
  return inserted;
}

const refundsOf = (paymentIntent?: string) => s.stripe!.refunds.filter((r) => !paymentIntent || r.payment_intent === paymentIntent);

async function mailTo(address: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = s.sink.messages.find((m) => m.to.some((to) => to.includes(address)) && subject.test(m.data));
    // The text part is quoted-printable: soft line breaks joined.
    if (found) return found.data.replace(/=\r\n/g, '');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address} matching ${subject}`);
}

describe('a visitor cancels from the quote link', () => {
  it('previews 30 hours ahead as the bands say (A$150 fee), cancels once whatever amount is sent, and staff confirm the refund through Stripe', async () => {
    const { token, booking, reference } = await depositPaid(30, { email: 'thirty@example.com' });
    const preview = await visitor('GET', `/api/quotes/${token}/cancellation`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.body).toMatchObject({
      status: 'deposit_paid',
      cancelled: false,
      cancellable: true,
      hoursBefore: 30,
      band: { minHoursBefore: 24, refundable: true, feeCents: 15_000 },
      bandText: 'Cancelled 24 hours or more ahead: refunded less a fee of A$150.',
      paidCents: 30_000,
      feeCents: 15_000,
      refundCents: 15_000,
      refundWaitingCents: 0,
    });

    // A forged amount is ignored: the refund is the server's.
    const cancelled = await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true, amountCents: 30_000, refundCents: 30_000 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled: true, cancellable: false, refundCents: 15_000, refundWaitingCents: 15_000 });
    const again = await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true });
    expect(again.body).toEqual(cancelled.body);
    const events = (await s.owner('GET', `/api/admin/bookings/${booking.id}`)).body;
    expect(events.events.filter((e: { toStatus: string }) => e.toStatus === 'cancelled')).toHaveLength(1);
    expect(events.events.at(-1)).toMatchObject({ fromStatus: 'deposit_paid', toStatus: 'cancelled', actor: 'visitor', ipAddress: '127.0.0.1' });
    expect(events.cancellation).toEqual({ hoursBefore: 30, refundCents: 15_000, feeCents: 15_000, waitingCents: 15_000 });
    expect(await mailTo('thirty@example.com', new RegExp(`Booking ${reference} cancelled`))).toContain('A$150');
    expect(await mailTo('staff@example.com', new RegExp(`Booking ${reference} cancelled`))).toContain('A$150');

    const before = refundsOf().length;
    const confirmed = await s.owner('POST', `/api/admin/bookings/${booking.id}/confirm-cancellation`, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'refunded', refundedCents: 15_000, cancellation: { waitingCents: 0 }, refunds: [{ amountCents: 15_000, status: 'succeeded', reason: 'cancelled' }] });
    expect(refundsOf().length).toBe(before + 1);
    expect(refundsOf().at(-1)).toMatchObject({ amount: 15_000 });
    // Confirming again sends nothing more.
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/confirm-cancellation`, {})).body.refundedCents).toBe(15_000);
    expect(refundsOf().length).toBe(before + 1);
    expect((await visitor('GET', `/api/quotes/${token}/cancellation`)).body).toMatchObject({ status: 'refunded', cancelled: true, refundCents: 15_000, refundedCents: 15_000, refundWaitingCents: 0 });
    // A second cancel of a refunded booking answers the recorded cancellation, not a new one.
    expect((await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true })).body).toMatchObject({ status: 'refunded', refundCents: 15_000 });
  });

  it('gives everything back 80 hours ahead, and nothing the same day (staff then close it with no refund)', async () => {
    const early = await depositPaid(80);
    expect((await visitor('GET', `/api/quotes/${early.token}/cancellation`)).body).toMatchObject({
      hoursBefore: 80,
      band: { minHoursBefore: 72, feeCents: 0 },
      bandText: 'Cancelled 72 hours or more ahead: everything paid is refunded.',
      feeCents: 0,
      refundCents: 30_000,
    });
    const late = await depositPaid(5, { language: 'zh' });
    const preview = await visitor('GET', `/api/quotes/${late.token}/cancellation`);
    expect(preview.body).toMatchObject({ hoursBefore: 5, band: { minHoursBefore: 0, refundable: false }, bandText: '提前不足 24 小时取消：不予退款。', feeCents: 30_000, refundCents: 0 });
    expect((await visitor('POST', `/api/quotes/${late.token}/cancel`, { confirm: true })).body).toMatchObject({ status: 'cancelled', refundCents: 0, refundWaitingCents: 0 });
    const before = refundsOf().length;
    expect((await s.owner('POST', `/api/admin/bookings/${late.booking.id}/confirm-cancellation`, {})).body).toMatchObject({ status: 'refunded', refundedCents: 0 });
    expect(refundsOf().length).toBe(before);
  });

  it('never refunds more than was paid less refunded: a part staff sent by hand is not sent twice', async () => {
    const { token, booking } = await depositPaid(80);
    expect((await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true })).body.refundCents).toBe(30_000);
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/refunds`, { amountCents: 25_000, reason: 'cancelled' })).status).toBe(200);
    expect((await visitor('GET', `/api/quotes/${token}/cancellation`)).body.refundWaitingCents).toBe(5_000);
    const confirmed = await s.owner('POST', `/api/admin/bookings/${booking.id}/confirm-cancellation`, {});
    expect(confirmed.body).toMatchObject({ status: 'refunded', refundedCents: 30_000, paidCents: 30_000 });
    expect(refundsOf().at(-1)).toMatchObject({ amount: 5_000 });
  });

  it('answers an unknown link 404, a booking that cannot be cancelled 409 and a missing confirmation 400, in words', async () => {
    expect(await visitor('GET', `/api/quotes/${'A'.repeat(43)}/cancellation`)).toMatchObject({ status: 404, body: { message: expect.stringContaining('link') } });
    expect((await visitor('POST', `/api/quotes/${'A'.repeat(43)}/cancel`, { confirm: true })).status).toBe(404);
    const flown = await insertBookingDeparting(s.database.db, 100);
    await s.database.db.update(bookings).set({ status: 'flown' }).where(eq(bookings.id, flown.booking.id));
    expect(await visitor('POST', `/api/quotes/${flown.token}/cancel`, { confirm: true })).toMatchObject({ status: 409, body: { message: 'This booking can no longer be cancelled.' } });
    expect((await visitor('GET', `/api/quotes/${flown.token}/cancellation`)).body).toMatchObject({ cancellable: false, cancelled: false });
    const zh = await insertBookingDeparting(s.database.db, 100, { language: 'zh' });
    expect(await visitor('POST', `/api/quotes/${zh.token}/cancel`, { amountCents: 1 })).toMatchObject({ status: 400, body: { message: '请确认取消。', issues: [{ path: 'confirm', message: '请确认取消。' }] } });
    expect((await s.database.db.select().from(bookings).where(eq(bookings.id, zh.booking.id)))[0]!.status).toBe('accepted');
    // Staff cannot confirm what the visitor did not cancel.
    expect(await s.owner('POST', `/api/admin/bookings/${zh.booking.id}/confirm-cancellation`, {})).toMatchObject({ status: 409, body: { message: 'Only a booking the visitor cancelled has a cancellation to confirm' } });
    expect((await s.owner('POST', '/api/admin/bookings/999999/confirm-cancellation', {})).status).toBe(404);
  });
});

describe('weather', () => {
  it('staff cancel for weather; the visitor rebooks another date and the booking returns to deposit paid with its balance day recomputed', async () => {
    const { token, booking, reference } = await depositPaid(100, { email: 'weather@example.com' });
    const cancelled = await s.owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'weather_cancelled' });
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).body.status).toBe('weather_cancelled');
    expect(await mailTo('weather@example.com', new RegExp(`${reference} is cancelled for weather`))).toContain('Choose another date or a full refund on your quote page:\r\nUse the link in your quote e-mail.');

    // With the quote's e-mail still in the outbox, the weather e-mail carries its link (sealed in the jobs table).
    const second = await depositPaid(100, { email: 'weather-link@example.com' });
    const url = `${s.server.url}/quotes/${second.token}`;
    await s.database.db.insert(jobs).values({ kind: 'email.quote', payload: { quoteId: second.quoteId, email: 'sent', link: s.app.secretBox.seal(url) }, dedupeKey: `${second.quoteId}:sent:test`, doneAt: new Date() });
    await s.owner('POST', `/api/admin/bookings/${second.booking.id}/weather-cancel`, {});
    expect(await mailTo('weather-link@example.com', new RegExp(`${second.reference} is cancelled for weather`))).toContain(`on your quote page:\r\n${url}`);
    expect(JSON.stringify(await s.database.db.select().from(jobs))).not.toContain(second.token);
    // Cancelling by the bands is not offered meanwhile.
    expect((await visitor('POST', `/api/quotes/${token}/cancel`, { confirm: true })).status).toBe(409);

    expect(await visitor('POST', `/api/quotes/${token}/rebook`, { date: perthDate(-1) })).toMatchObject({ status: 400, body: { message: 'The new date cannot be in the past.', issues: [{ path: 'date' }] } });
    expect(await visitor('POST', `/api/quotes/${token}/rebook`, { date: '2031-02-30' })).toMatchObject({ status: 400, body: { message: 'Choose the new date as a day of the calendar.' } });
    const date = perthDate(60);
    const rebooked = await visitor('POST', `/api/quotes/${token}/rebook`, { date });
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(200);
    expect(rebooked.body.booking).toMatchObject({ status: 'deposit_paid', balanceDueOn: perthDate(46) });
    const [row] = await s.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'deposit_paid', flightDate: date, balanceDueOn: perthDate(46) });
    // The balance reminder waits for the new balance day.
    const [reminder] = await s.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `booking:${booking.id}`));
    expect(reminder!.runAt.toISOString()).toBe(`${perthDate(46)}T00:00:00.000Z`);
    // The same day again changes nothing; another day once rebooked is refused.
    expect((await visitor('POST', `/api/quotes/${token}/rebook`, { date })).status).toBe(200);
    expect(await visitor('POST', `/api/quotes/${token}/rebook`, { date: perthDate(61) })).toMatchObject({ status: 409, body: { message: 'This choice is only open after the operator cancels the flight for weather.' } });
    const detail = (await s.owner('GET', `/api/admin/bookings/${booking.id}`)).body;
    expect(detail.events.at(-1)).toMatchObject({ fromStatus: 'weather_cancelled', toStatus: 'deposit_paid', actor: 'visitor' });
    expect(await mailTo('weather@example.com', new RegExp(`${reference}: new date ${date}`))).toBeTruthy();
  });

  it('refunds everything paid through Stripe when the visitor chooses the full refund, once', async () => {
    const { token, booking } = await depositPaid(100);
    expect(await visitor('POST', `/api/quotes/${token}/weather-refund`)).toMatchObject({ status: 409 });
    await s.owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {});
    const before = refundsOf().length;
    const refunded = await visitor('POST', `/api/quotes/${token}/weather-refund`);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.booking).toMatchObject({ status: 'refunded', refundedCents: 30_000 });
    expect((await visitor('POST', `/api/quotes/${token}/weather-refund`)).body.booking.status).toBe('refunded');
    expect(refundsOf().length).toBe(before + 1);
    expect(refundsOf().at(-1)).toMatchObject({ amount: 30_000 });
  });

  it('lets an agent cancel for weather but only an owner confirm a refund; an editor neither', async () => {
    const { booking } = await insertBookingDeparting(s.database.db, 100);
    await createAdmin(s.database.db, 'agent-w@example.com', 'weather agent password 1', null, 'agent');
    await createAdmin(s.database.db, 'editor-w@example.com', 'weather editor password 1', null, 'editor');
    const agent = adminCaller(s.server, await signIn(s.server, 'agent-w@example.com', 'weather agent password 1'));
    const editor = adminCaller(s.server, await signIn(s.server, 'editor-w@example.com', 'weather editor password 1'));
    expect(await agent('POST', `/api/admin/bookings/${booking.id}/confirm-cancellation`, {})).toMatchObject({ status: 403, body: { message: 'Only an owner can change settings' } });
    expect((await editor('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).status).toBe(403);
    expect((await agent('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).body.status).toBe('weather_cancelled');
  });
});
