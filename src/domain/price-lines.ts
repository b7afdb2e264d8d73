import { bookingFeeCents, type BookingFee } from './booking-fee';
import { adjustmentCents, percentText, type DateAdjustment } from './date-adjustments';
import type { Language } from './language-codes';
import { chargeLines, type ChargeInput } from './pricing/charges';
import type { QuoteLine } from './quotes/quote-shapes';

/**
 * An estimate as lines that add up to its total (decision 0063): what the flight costs and why. Amounts are
 * integer cents. The kinds are listed in this order; only an adjustment may be negative (a lower price).
 * A later charge is a kind of its own added between the adjustments and the fee: the positioning legs and the
 * waiting on the ground (decision 0070), then the charges of the region and the airfields (decision 0069: fuel
 * surcharge, landing and parking fees, passenger levy). The booking fee is charged on every line before it.
 */
export const PRICE_LINE_KINDS = ['flight', 'adjustment', 'positioning', 'waiting', 'fuel', 'airfield', 'passenger', 'fee'] as const;
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
  /** The flight on its date: the base line and the adjustments. */
  flightCents: number;
  /** Every line before the booking fee (what the fee is charged on). */
  beforeFeeCents: number;
  feeCents: number;
  /** The sum of the lines. */
  totalCents: number;
}

function adjustmentLabel(adjustment: DateAdjustment, language: Language): string {
  const name = adjustment.names[language]?.trim() || adjustment.name;
  return adjustment.change.unit === 'percent' ? `${name} (${percentText(adjustment.change.hundredths)})` : name;
}

/** The charges of a price (pricing/charges.ts) without what priceLines works out: the flying cents, the language. */
export type PriceCharges = Omit<ChargeInput, 'flyingCents' | 'language'>;

/**
 * The flight stage: the base line and each adjustment that applies (in the order given, each on the base
 * price; one that would take the flight below zero is cut to what brings it to zero).
 */
function flightLines(input: { baseCents: number; adjustments: readonly DateAdjustment[]; language: Language }): { lines: PriceLine[]; flightCents: number } {
  const lines: PriceLine[] = [{ kind: 'flight', label: PRICE_LINE_WORDS[input.language].flight, amount: input.baseCents }];
  let flightCents = input.baseCents;
  for (const adjustment of input.adjustments) {
    const amount = Math.max(adjustmentCents(adjustment.change, input.baseCents), -flightCents);
    if (amount === 0) continue;
    flightCents += amount;
    lines.push({ kind: 'adjustment', label: adjustmentLabel(adjustment, input.language), amount });
  }
  return { lines, flightCents };
}

const sumOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The lines of a price, stage by stage: the flight and its adjustments, the charges on the flying (decision
 * 0069; none without `charges`), then the booking fee on every line before it.
 */
export function priceLines(input: {
  baseCents: number;
  adjustments: readonly DateAdjustment[];
  /** The positioning legs and the waiting on the ground (decision 0070): the fuel surcharge is on the legs too. */
  legs?: readonly PriceLine[];
  fee: BookingFee;
  language: Language;
  charges?: PriceCharges;
}): PricedLines {
  const flight = flightLines(input);
  const legs = input.legs ?? [];
  const flyingCents = flight.flightCents + sumOf(legs.filter((line) => line.kind === 'positioning'));
  const charges = input.charges ? chargeLines({ ...input.charges, flyingCents, language: input.language }) : [];
  const lines: PriceLine[] = [...flight.lines, ...legs, ...charges];
  const beforeFeeCents = sumOf(lines);
  const feeCents = bookingFeeCents(beforeFeeCents, input.fee);
  if (feeCents > 0) lines.push({ kind: 'fee', label: PRICE_LINE_WORDS[input.language].fee, amount: feeCents });
  return { lines, flightCents: flight.flightCents, beforeFeeCents, feeCents, totalCents: beforeFeeCents + feeCents };
}

/** The quote kind of each estimate line kind but the adjustment (which depends on its sign). */
const QUOTE_KIND_OF: Record<Exclude<PriceLineKind, 'adjustment'>, QuoteLine['kind']> = {
  flight: 'flight',
  positioning: 'positioning',
  waiting: 'waiting',
  fuel: 'fuel',
  airfield: 'landing',
  passenger: 'passenger',
  fee: 'fee',
};

/** An estimate's line as a quote's first line: a lower price is a discount there, a higher one an "other" charge. */
export function quoteLineOf(line: PriceLine): QuoteLine {
  const kind = line.kind === 'adjustment' ? (line.amount < 0 ? 'discount' : 'other') : QUOTE_KIND_OF[line.kind];
  return { kind, label: line.label.slice(0, 160), amountCents: line.amount };
}
