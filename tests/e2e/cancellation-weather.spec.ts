/**
 * Cancellations and weather in a real browser (docs/product.md §11.5, decision 0060), with the local
 * Stripe-compatible server: a booking whose deposit was paid by card, cancelled 30 hours ahead from its quote
 * page, shows the bands' refund (A$150 back, A$150 fee) before the visitor confirms; staff confirm it in the
 * panel and the fake Stripe receives the refund. A flight cancelled for weather is rebooked to another date on
 * the quote page and returns to deposit paid; another, where the visitor chooses the full refund, goes back
 * through Stripe and reads refunded, on the quote page and in the booking staff see.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refunds } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { insertBookingDeparting } from '../support/cancellations';
import { pay, startPaymentServer, type PaymentServer } from '../support/payment-server';
import { perthDate } from '../support/perth-date';

describe('cancelling and weather from the quote page', () => {
  const { newPage } = useBrowser({ context: { viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' } });
  let s: PaymentServer;

  beforeAll(async () => {
    s = await startPaymentServer();
  });
  afterAll(async () => s?.close());

  /** A booking departing `hours` from now with its A$300 deposit paid on the fake Stripe. */
  async function depositPaid(hours: number) {
    const inserted = await insertBookingDeparting(s.database.db, hours);
    const answer = await pay(s.server, inserted.token);
    await s.stripe!.pay(new URL(answer.body.url).pathname.split('/').at(-1)!);
    return inserted;
  }

  it('shows the bands’ refund 30 hours ahead before confirming; staff confirm it in the panel and Stripe refunds it', async () => {
    const { token, reference, booking } = await depositPaid(30);
    const visitor = await newPage();
    await visitor.goto(`${s.server.url}/quotes/${token}`);
    const section = visitor.getByTestId('cancel-section');
    await section.getByRole('button', { name: 'Cancel this booking' }).click();
    const preview = section.getByTestId('cancel-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('cancel-band').innerText()).toBe('Cancelled 24 hours or more ahead: refunded less a fee of A$150.');
    expect(await preview.getByTestId('cancel-refund').innerText()).toBe('A$150');
    expect(await preview.innerText()).toContain('30 hours');
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);
    // Nothing happens before the visitor confirms.
    expect((await s.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('deposit_paid');
    await section.getByRole('button', { name: 'Confirm cancellation' }).click();
    await visitor.locator('[data-testid="booking-status"][data-status="cancelled"]').waitFor();
    expect(await visitor.getByTestId('cancel-outcome').innerText()).toBe('Cancelled: a refund of A$150 is waiting for the operator.');

    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, s.server);
    await openAdminTab(admin, 'Bookings');
    await admin.getByTestId('flight-booking-row').filter({ hasText: reference }).getByRole('button', { name: reference }).click();
    const refunds = s.stripe!.refunds.length;
    await admin.getByRole('button', { name: 'Confirm refund of A$150.00' }).click();
    await admin.getByTestId('flight-booking-detail-status').and(admin.getByText('refunded', { exact: true })).waitFor();
    expect(s.stripe!.refunds.length).toBe(refunds + 1);
    expect(s.stripe!.refunds.at(-1)).toMatchObject({ amount: 15_000 });

    await visitor.reload();
    await visitor.locator('[data-testid="booking-status"][data-status="refunded"]').waitFor();
  });

  it('rebooks a flight cancelled for weather to another date on the quote page', async () => {
    const { token, booking } = await depositPaid(100);
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).body.status).toBe('weather_cancelled');
    const visitor = await newPage();
    await visitor.goto(`${s.server.url}/quotes/${token}`);
    const section = visitor.getByTestId('weather-section');
    await section.waitFor();
    expect(await visitor.getByTestId('cancel-section').count()).toBe(0);
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);
    const date = perthDate(50);
    await section.getByLabel('New date').fill(date);
    await section.getByRole('button', { name: 'Choose another date' }).click();
    await visitor.locator('[data-testid="booking-status"][data-status="deposit_paid"]').waitFor();
    expect(await visitor.getByTestId('weather-section').count()).toBe(0);
    const [row] = await s.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'deposit_paid', flightDate: date, balanceDueOn: perthDate(36) });
  });

  it('refunds everything paid when the visitor chooses the full refund after a weather cancellation', async () => {
    const { token, booking } = await depositPaid(100);
    expect((await s.owner('POST', `/api/admin/bookings/${booking.id}/weather-cancel`, {})).body.status).toBe('weather_cancelled');
    const sentBefore = s.stripe!.refunds.length;
    const visitor = await newPage();
    await visitor.goto(`${s.server.url}/quotes/${token}`);
    const section = visitor.getByTestId('weather-section');
    await section.getByRole('button', { name: 'Full refund: A$300' }).click();
    await visitor.locator('[data-testid="booking-status"][data-status="refunded"]').waitFor();
    expect(await visitor.getByTestId('weather-section').count()).toBe(0);
    // Shown: the booking on the quote page reads the refund, and says so after a reload too.
    expect(await visitor.getByTestId('booking-panel').innerText()).toMatch(/Refunded\s+A\$300/);
    await visitor.reload();
    await visitor.locator('[data-testid="booking-status"][data-status="refunded"]').waitFor();
    expect(await visitor.getByTestId('booking-panel').innerText()).toMatch(/Refunded\s+A\$300/);

    // Recorded: one refund of the whole deposit on its PaymentIntent at Stripe, a weather refund row, the booking refunded.
    expect(s.stripe!.refunds.length).toBe(sentBefore + 1);
    expect(s.stripe!.refunds.at(-1)).toMatchObject({ amount: 30_000 });
    const rows = await s.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(rows).toEqual([expect.objectContaining({ amountCents: 30_000, status: 'succeeded', reason: 'weather', providerRef: s.stripe!.refunds.at(-1)!.id })]);
    expect((await s.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toMatchObject({ status: 'refunded', paidCents: 30_000, refundedCents: 30_000 });
    const detail = await s.owner('GET', `/api/admin/bookings/${booking.id}`);
    expect(detail.body.events.at(-1)).toMatchObject({ fromStatus: 'weather_cancelled', toStatus: 'refunded', actor: 'visitor' });
  });
});
