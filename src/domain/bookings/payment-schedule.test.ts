import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_BANDS, type QuoteTerms } from '../quotes/quote-shapes';
import { nextPayment, paymentSchedule } from './payment-schedule';

const terms: QuoteTerms = { cancellationBands: DEFAULT_CANCELLATION_BANDS, depositPercent: 30, fullPaymentWithinDays: 14, balanceDueDaysBefore: 14, weatherPolicy: 'refund-or-rebook' };

describe('the payment schedule', () => {
  it('asks a deposit of the percentage, rounded to the cent, and the balance 14 days before a far flight', () => {
    expect(paymentSchedule({ totalCents: 100_001, terms, flightDate: '2027-01-30', today: '2026-11-26' })).toEqual({ depositCents: 30_000, balanceDueOn: '2027-01-16' });
  });

  it('asks everything at once for a flight within fullPaymentWithinDays, the boundary day included', () => {
    expect(paymentSchedule({ totalCents: 50_000, terms, flightDate: '2026-12-10', today: '2026-11-26' })).toEqual({ depositCents: 50_000, balanceDueOn: null });
    expect(paymentSchedule({ totalCents: 50_000, terms, flightDate: '2026-12-11', today: '2026-11-26' }).balanceDueOn).toBe('2026-11-27');
  });

  it('never puts the balance due before today', () => {
    const close = { ...terms, fullPaymentWithinDays: 0, balanceDueDaysBefore: 30 };
    expect(paymentSchedule({ totalCents: 10_000, terms: close, flightDate: '2026-12-06', today: '2026-11-26' })).toEqual({ depositCents: 3_000, balanceDueOn: '2026-11-26' });
  });

  it('asks everything at once when the deposit is 100%', () => {
    expect(paymentSchedule({ totalCents: 10_000, terms: { ...terms, depositPercent: 100 }, flightDate: '2027-06-01', today: '2026-11-26' })).toEqual({ depositCents: 10_000, balanceDueOn: null });
  });
});

describe('the next payment', () => {
  it('is the deposit, then the balance, then nothing', () => {
    const booking = { status: 'accepted' as const, totalCents: 10_000, depositCents: 3_000, paidCents: 0 };
    expect(nextPayment(booking)).toEqual({ part: 'deposit', amountCents: 3_000 });
    expect(nextPayment({ ...booking, status: 'deposit_paid', paidCents: 3_000 })).toEqual({ part: 'balance', amountCents: 7_000 });
    expect(nextPayment({ ...booking, status: 'paid', paidCents: 10_000 })).toBeNull();
  });

  it('is the whole amount when the deposit is the total', () => {
    expect(nextPayment({ status: 'accepted', totalCents: 10_000, depositCents: 10_000, paidCents: 0 })).toEqual({ part: 'full', amountCents: 10_000 });
  });

  it('asks nothing of a cancelled or flown booking', () => {
    for (const status of ['cancelled', 'flown', 'refunded', 'weather_cancelled'] as const) expect(nextPayment({ status, totalCents: 10_000, depositCents: 3_000, paidCents: 0 })).toBeNull();
  });
});
