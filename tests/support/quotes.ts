import type { QuoteFields } from '../../src/domain/api/quotes';

/** A day `days` ahead as YYYY-MM-DD (UTC): never in the past wherever the test runs. */
export const daysAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete quote as staff would write it: a Cessna 172 (3 seats, 300 kg) to Rottnest, A$1,200 + A$50 fee. */
export function quoteFieldsExample(overrides: Partial<QuoteFields> = {}): QuoteFields {
  return {
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: null,
    language: 'en',
    regionId: null,
    itinerary: { departure: { slug: 'jandakot', name: 'Jandakot' }, destination: { slug: 'rottnest-island', name: 'Rottnest Island' }, flightType: 'same-day', date: daysAhead(40) },
    aircraftType: '3-passengers',
    party: { adults: 2, children: 0 },
    lines: [
      { kind: 'flight', label: 'Charter flight', amountCents: 120_000 },
      { kind: 'fee', label: 'Booking fee', amountCents: 5_000 },
    ],
    notes: 'Meet at the aero club 30 minutes before.',
    ...overrides,
  };
}
