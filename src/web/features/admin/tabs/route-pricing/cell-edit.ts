import { adminRoutePricingSchema, type PriceGridCell } from '../../../../../domain/api/admin';
import { PRICE_SOURCE_LABELS } from '../../../../../domain/pricing-sources';
import { aircraftNameAndCode } from '../../../../../domain/aircraft';
import { flightTypeTitle } from '../../../../../domain/flight-types';
import { centsFromDollars, formatAud } from '../../../../../domain/money';
import { readMoney } from '../../../../../domain/money-input';

/** What Enter in a grid cell does with what was typed. */
export type CellEdit = { kind: 'none' } | { kind: 'save'; price: string } | { kind: 'remove'; id: number; version: number | null };

/** The route price a cell shows in its box: the row's own price, or nothing when no route price exists. */
export const typedValueOf = (cell: Pick<PriceGridCell, 'routePrice'>): string => (cell.routePrice === null ? '' : String(cell.routePrice));

/**
 * Enter in a cell: a changed price saves it as the route price (created or updated); an emptied box removes
 * the route price, so the next source takes over; the same value, or an empty box without a route price,
 * changes nothing.
 */
export function editOf(typed: string, cell: Pick<PriceGridCell, 'routePrice' | 'routePriceId' | 'version'>): CellEdit {
  const text = typed.trim();
  if (text === typedValueOf(cell)) return { kind: 'none' };
  if (text === '') return cell.routePriceId === null ? { kind: 'none' } : { kind: 'remove', id: cell.routePriceId, version: cell.version };
  return { kind: 'save', price: text };
}

export { FLIGHT_TYPE_TITLES } from '../../../../../domain/flight-types';

/** The customer's estimate as the cell shows it: 'A$1,234' (booking fee included), a text estimate, or NOT AVAILABLE. */
export function estimateText(cell: Pick<PriceGridCell, 'estimate'>): string {
  return typeof cell.estimate === 'number' ? formatAud(centsFromDollars(cell.estimate), 'en-AU', { wholeDollars: true }) : cell.estimate;
}

/** 'Route price', 'Destination price', 'Per-hour rule' or 'No source'. */
export const sourceText = (cell: Pick<PriceGridCell, 'source'>): string => (cell.source === null ? 'No source' : PRICE_SOURCE_LABELS[cell.source]);

/** A price as staff typed it or the server saved it, in A$ ('A$450.50'); text that is no amount is shown as typed. */
function priceText(price: unknown): string {
  if (typeof price === 'string' && price.trim() === '') return 'no route price';
  const reading = readMoney(price, 'Price');
  return reading.ok ? formatAud(reading.cents, 'en-AU') : String(price);
}

/**
 * What a price conflict is about, beside who and when: the cell and both prices, so staff choose between
 * Reload and Overwrite knowing what each keeps ('Jandakot → Rottnest Island, 11 Passengers (12-passengers),
 * Scenic: saved now A$450.00, yours A$500.00').
 */
export function priceConflictDetail(current: Record<string, unknown>, typed: string): string | undefined {
  const saved = adminRoutePricingSchema.safeParse(current);
  if (!saved.success) return undefined;
  const { departureName, destinationName, aircraftType, flightType, price } = saved.data;
  return `${departureName} → ${destinationName}, ${aircraftNameAndCode(aircraftType)}, ${flightTypeTitle(flightType)}: saved now ${priceText(price)}, yours ${priceText(typed)}`;
}
