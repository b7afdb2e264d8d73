import { describe, expect, it } from 'vitest';
import { changeSummary, type VersionFacts } from './change-summary';
import { manifestLimit, manifestLimitText } from './manifest-check';
import { canMoveQuote, shownQuoteStatus } from './quote-status';
import { quoteTotalCents } from './quote-total';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('a quote’s status', () => {
  it('moves draft -> sent -> accepted, and draft or sent -> withdrawn, never back', () => {
    expect(canMoveQuote('draft', 'sent')).toBe(true);
    expect(canMoveQuote('sent', 'accepted')).toBe(true);
    expect(canMoveQuote('draft', 'withdrawn')).toBe(true);
    expect(canMoveQuote('sent', 'withdrawn')).toBe(true);
    expect(canMoveQuote('draft', 'accepted')).toBe(false);
    expect(canMoveQuote('accepted', 'withdrawn')).toBe(false);
    expect(canMoveQuote('withdrawn', 'sent')).toBe(false);
  });

  it('reads as expired once the latest version’s time has passed, only while open', () => {
    const past = new Date(NOW.getTime() - 1);
    const future = new Date(NOW.getTime() + 60_000);
    expect(shownQuoteStatus('sent', past, NOW)).toBe('expired');
    expect(shownQuoteStatus('draft', NOW, NOW)).toBe('expired');
    expect(shownQuoteStatus('sent', future, NOW)).toBe('sent');
    expect(shownQuoteStatus('accepted', past, NOW)).toBe('accepted');
    expect(shownQuoteStatus('withdrawn', past, NOW)).toBe('withdrawn');
  });
});

describe('a quote’s total', () => {
  it('is the sum of its lines in cents, a discount subtracting', () => {
    expect(quoteTotalCents([{ amountCents: 120_000 }, { amountCents: 4_950 }, { amountCents: -5_000 }])).toBe(119_950);
    expect(quoteTotalCents([])).toBe(0);
  });
});

describe('the manifest check', () => {
  const cessna = { seats: 3, payloadKg: 300 };
  const passengers = (...weights: number[]) => weights.map((weightKg, i) => ({ name: `P${i}`, weightKg }));

  it('fits when seats and payload allow, exactly at the limit too', () => {
    expect(manifestLimit(cessna, { passengers: passengers(100, 100, 80), baggageKg: 20 })).toBeNull();
  });

  it('names the payload it breaks, bags included, in the visitor’s words', () => {
    const limit = manifestLimit(cessna, { passengers: passengers(110, 110, 100), baggageKg: 22 });
    expect(limit).toEqual({ kind: 'payload', payloadKg: 300, loadKg: 342 });
    expect(manifestLimitText(limit!, 'en')).toBe('The party weighs 342 kg with baggage; this aircraft carries 300 kg');
    expect(manifestLimitText(limit!, 'zh')).toContain('342 公斤');
    expect(manifestLimitText(limit!, 'hi')).toContain('300 किग्रा');
  });

  it('names the seats when too many passengers are listed, before weighing them', () => {
    const limit = manifestLimit(cessna, { passengers: passengers(50, 50, 50, 50), baggageKg: 0 });
    expect(limit).toEqual({ kind: 'seats', seats: 3, passengers: 4 });
    expect(manifestLimitText(limit!, 'en')).toBe('This aircraft has 3 seats; you listed 4 passengers');
  });
});

describe('what changed between two versions', () => {
  const v1: VersionFacts = {
    totalCents: 120_000,
    itinerary: { date: '2026-12-01', departure: { name: 'Jandakot' }, destination: { name: 'Rottnest Island' } },
    aircraftName: '3 Passengers',
    lines: [
      { label: 'Flight', amountCents: 115_000 },
      { label: 'Booking fee', amountCents: 5_000 },
    ],
  };

  it('says price, date, aircraft and lines added or removed in plain words', () => {
    const v2: VersionFacts = {
      ...v1,
      totalCents: 135_000,
      itinerary: { ...v1.itinerary, date: '2026-12-03' },
      aircraftName: '6 Passengers',
      lines: [
        { label: 'Flight', amountCents: 115_000 },
        { label: 'Catering', amountCents: 20_000 },
      ],
    };
    expect(changeSummary(v1, v2)).toBe(
      'Price A$1,200 → A$1,350; date 2026-12-01 → 2026-12-03; aircraft 3 Passengers → 6 Passengers; added Catering (A$200); removed Booking fee',
    );
  });

  it('says so when nothing a visitor pays or flies changed', () => {
    expect(changeSummary(v1, { ...v1 })).toBe('No change to price, date or aircraft; notes or terms updated');
  });
});

describe('the accept call’s refusals in words', () => {
  it('names the field a refused path is about, in each language', async () => {
    const { acceptFieldOf, acceptFieldText, quoteRefusalText } = await import('./quote-refusals');
    expect(acceptFieldOf('passengers.2.name')).toBe('passengerName');
    expect(acceptFieldOf('passengers.0.weightKg')).toBe('passengerWeight');
    expect(acceptFieldOf('passengers')).toBe('passengers');
    expect(acceptFieldOf('acceptTerms')).toBe('acceptTerms');
    expect(acceptFieldOf('baggageKg')).toBe('baggageKg');
    expect(acceptFieldOf('')).toBe('name');
    for (const language of ['en', 'zh', 'hi'] as const) {
      expect(acceptFieldText('baggageKg', language)).toMatch(/kg|公斤|किग्रा/);
      expect(quoteRefusalText('expired', language).length).toBeGreaterThan(20);
    }
  });
});
