import type { BulkRoundingStep } from '../../../../../../domain/api/admin/bulk-prices';

/*
 * What the Bulk change panel holds and the body it sends (decision 0045). Amounts stay as typed: the
 * server reads them to integer cents and answers in plain words when they are not amounts.
 */

export interface AdjustForm {
  departure: string;
  destination: string;
  aircraft: string;
  flightType: string;
  by: 'percent' | 'amount';
  value: string;
  roundTo: BulkRoundingStep;
}

export interface CopyForm {
  scope: 'departure' | 'destination';
  from: string;
  to: string;
  aircraft: string;
  flightType: string;
  existing: 'keep' | 'overwrite';
}

export interface BulkForm {
  mode: 'adjust' | 'copy';
  adjust: AdjustForm;
  copy: CopyForm;
}

/** The grid's filters the panel starts from: its departure ('all' or an id), aircraft and flight type ('' for all). */
export interface GridFilters {
  departure: string | undefined;
  aircraft: string;
  flightType: string;
}

export function initialForm(grid: GridFilters): BulkForm {
  const departure = grid.departure && grid.departure !== 'all' ? grid.departure : '';
  return {
    mode: 'adjust',
    adjust: { departure, destination: '', aircraft: grid.aircraft, flightType: grid.flightType, by: 'percent', value: '', roundTo: 1 },
    copy: { scope: 'departure', from: departure, to: '', aircraft: grid.aircraft, flightType: grid.flightType, existing: 'keep' },
  };
}

const idOrAbsent = (value: string) => (value === '' ? undefined : Number(value));
const orAbsent = (value: string) => (value === '' ? undefined : value);
/** A percentage typed as a number is sent as one; anything else as typed, for the server to name what is wrong. */
const percentOf = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text.trim())) ? Number(text.trim()) : text);

/** The body of POST /api/bulk-price-changes(/preview) for what the panel shows. */
export function operationOf(form: BulkForm, regionId: number, appContext: string | undefined): Record<string, unknown> {
  if (form.mode === 'copy') {
    const c = form.copy;
    return { kind: 'copy', regionId, scope: c.scope, fromId: idOrAbsent(c.from), toId: idOrAbsent(c.to), aircraftType: orAbsent(c.aircraft), flightType: orAbsent(c.flightType), existing: c.existing };
  }
  const a = form.adjust;
  return {
    kind: 'adjust',
    filters: { regionId, appContext, departureLocationId: idOrAbsent(a.departure), destinationId: idOrAbsent(a.destination), aircraftType: orAbsent(a.aircraft), flightType: orAbsent(a.flightType) },
    adjustment: a.by === 'percent' ? { type: 'percent', percent: percentOf(a.value) } : { type: 'amount', amount: a.value.trim() },
    roundTo: a.roundTo,
  };
}

/** '1 price', '2,000 prices'. */
export const pricesWord = (n: number): string => `${n.toLocaleString('en-AU')} ${n === 1 ? 'price' : 'prices'}`;
