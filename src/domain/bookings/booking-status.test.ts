import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canMove, isOpenForPayment, statusAfterPayment, type BookingStatus } from './booking-status';

describe('the booking state machine', () => {
  it('walks the paid path: accepted -> deposit paid -> paid in full -> flown', () => {
    expect(canMove('accepted', 'deposit_paid')).toBe(true);
    expect(canMove('deposit_paid', 'paid')).toBe(true);
    expect(canMove('paid', 'flown')).toBe(true);
    // Paid in full at once when the deposit is the whole amount.
    expect(canMove('accepted', 'paid')).toBe(true);
  });

  it('never walks back: a late or repeated event cannot unpay a booking', () => {
    expect(canMove('deposit_paid', 'accepted')).toBe(false);
    expect(canMove('paid', 'deposit_paid')).toBe(false);
    expect(canMove('paid', 'accepted')).toBe(false);
    expect(canMove('flown', 'paid')).toBe(false);
  });

  it('closes flown and refunded for good; cancelled only goes on to refunded', () => {
    for (const to of BOOKING_STATUSES) {
      expect(canMove('flown', to), `flown -> ${to}`).toBe(false);
      expect(canMove('refunded', to), `refunded -> ${to}`).toBe(false);
      expect(canMove('cancelled', to), `cancelled -> ${to}`).toBe(to === 'refunded');
    }
  });

  it('lets a weather cancellation be rebooked (back to what was paid) or refunded', () => {
    for (const to of ['accepted', 'deposit_paid', 'paid', 'refunded'] as const) expect(canMove('weather_cancelled', to)).toBe(true);
    expect(canMove('weather_cancelled', 'flown')).toBe(false);
    expect(canMove('weather_cancelled', 'cancelled')).toBe(false);
  });

  it('has no move from a status to itself', () => {
    for (const status of BOOKING_STATUSES) expect(canMove(status, status), status).toBe(false);
  });

  it('takes money only while accepted or deposit paid', () => {
    const open: BookingStatus[] = BOOKING_STATUSES.filter((s) => isOpenForPayment(s));
    expect(open).toEqual(['accepted', 'deposit_paid']);
  });

  it('leads money received to deposit paid, or paid in full once the total is covered', () => {
    expect(statusAfterPayment('accepted', 30_000, 100_000)).toBe('deposit_paid');
    expect(statusAfterPayment('accepted', 100_000, 100_000)).toBe('paid');
    expect(statusAfterPayment('deposit_paid', 100_000, 100_000)).toBe('paid');
    expect(statusAfterPayment('deposit_paid', 60_000, 100_000)).toBe('deposit_paid');
    // More than the total (a transfer that crossed a card payment) is still paid in full.
    expect(statusAfterPayment('accepted', 120_000, 100_000)).toBe('paid');
    // A closed booking stays where it is, whatever money arrives.
    for (const status of ['paid', 'flown', 'cancelled', 'refunded', 'weather_cancelled'] as const) expect(statusAfterPayment(status, 100_000, 100_000)).toBe(status);
  });
});
