import { bookingFeeCents, type BookingFee } from './booking-fee';
import { adjustmentCents, percentText, type DateAdjustment } from './date-adjustments';
import type { Language } from './language-codes';
import type { QuoteLine } from './quotes/quote-shapes';

/**
 * An estimate as lines that add up to its total (decision 0063): what the flight costs and why. Amounts are
 * integer cents. The kinds are listed in this order; only an adjustment may be negative (a lower price).
 * A later charge (positioning legs, landing fees, a fuel surcharge, per-passenger charges) is a kind of its
 * own added between the adjustments and the fee: the booking fee is charged on every line before it.
 */
export const PRICE_LINE_KINDS = ['flight', 'adjustment', 'positioning', 'waiting', 'fee'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  /** Integer cents; negative only for an adjustment down. */
  amount: number;
}

/** The fixed labels, in the visitor's language (also a quote's first lines). */
export const PRICE_LINE_WORDS: Record<Language, { flight: string; fee: string }> = {
  en: { flight: 'Charter flight', fee: 'Booking fee' },
  zh: { flight: '包机飞行', fee: '预订费' },
  hi: { flight: 'चार्टर उड़ान', fee: 'बुकिंग शुल्क' },
};

export interface PricedLines {
  lines: PriceLine[];
  /** The flight on its date: the base line, the adjustments and the later charges (what the booking fee is charged on). */
  flightCents: number;
  feeCents: number;
  /** The sum of the lines. */
  totalCents: number;
}

function adjustmentLabel(adjustment: DateAdjustment, language: Language): string {
  const name = adjustment.names[language]?.trim() || adjustment.name;
  return adjustment.change.unit === 'percent' ? `${name} (${percentText(adjustment.change.hundredths)})` : name;
}

/**
 * The lines of a price: the base line, each adjustment that applies (in the order given, each on the base
 * price; one that would take the flight below zero is cut to what brings it to zero), the later charges
 * (positioning legs, waiting: never negative), then the booking fee on all of them.
 */
export function priceLines(input: {
  baseCents: number;
  adjustments: readonly DateAdjustment[];
  charges?: readonly PriceLine[];
  fee: BookingFee;
  language: Language;
}): PricedLines {
  const words = PRICE_LINE_WORDS[input.language];
  const lines: PriceLine[] = [{ kind: 'flight', label: words.flight, amount: input.baseCents }];
  let flightCents = input.baseCents;
  for (const adjustment of input.adjustments) {
    const amount = Math.max(adjustmentCents(adjustment.change, input.baseCents), -flightCents);
    if (amount === 0) continue;
    flightCents += amount;
    lines.push({ kind: 'adjustment', label: adjustmentLabel(adjustment, input.language), amount });
  }
  for (const charge of input.charges ?? []) {
    flightCents += charge.amount;
    lines.push(charge);
  }
  const feeCents = bookingFeeCents(flightCents, input.fee);
  if (feeCents > 0) lines.push({ kind: 'fee', label: words.fee, amount: feeCents });
  return { lines, flightCents, feeCents, totalCents: flightCents + feeCents };
}

/** An estimate's line as a quote's first line: a lower price is a discount there, a higher one an "other" charge. */
export function quoteLineOf(line: PriceLine): QuoteLine {
  const kind: QuoteLine['kind'] = line.kind === 'adjustment' ? (line.amount < 0 ? 'discount' : 'other') : line.kind;
  return { kind, label: line.label.slice(0, 160), amountCents: line.amount };
}
