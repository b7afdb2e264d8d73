import { aircraftNameAndCode } from '../../../domain/aircraft';
import { BULK_ROUNDING_LABELS, type BulkAdjust, type BulkCopy, type BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import { formatAud } from '../../../domain/money';
import type { PlaceNames } from './place-names';

/*
 * A bulk change in the words staff read in the preview, the recent list and the audit log:
 * 'Raise by 5%, rounded to A$5: departure Perth Airport, every destination, all aircraft, all flight types (WA)'.
 */

const aircraftWords = (type: string | undefined) => (type ? aircraftNameAndCode(type) : 'all aircraft');
const flightTypeWords = (type: string | undefined) => (type ? `${type} flights` : 'all flight types');

function adjustmentWords(operation: BulkAdjust): string {
  const { adjustment } = operation;
  const change =
    adjustment.type === 'percent'
      ? `${adjustment.percent < 0 ? 'Lower' : 'Raise'} by ${Math.abs(adjustment.percent)}%`
      : adjustment.amount < 0
        ? `Take ${formatAud(-adjustment.amount)} off`
        : `Add ${formatAud(adjustment.amount)}`;
  return operation.roundTo === 1 ? change : `${change}, rounded ${BULK_ROUNDING_LABELS[operation.roundTo]}`;
}

function adjustSummary(operation: BulkAdjust, names: PlaceNames): string {
  const f = operation.filters;
  const departure = f.departureLocationId ? `departure ${names.departures.get(f.departureLocationId)}` : 'every departure';
  const destination = f.destinationId ? `destination ${names.destinations.get(f.destinationId)}` : 'every destination';
  const context = f.appContext ? `, ${f.appContext} app` : '';
  return `${adjustmentWords(operation)}: ${departure}, ${destination}, ${aircraftWords(f.aircraftType)}, ${flightTypeWords(f.flightType)} (${names.region}${context})`;
}

function copySummary(operation: BulkCopy, names: PlaceNames): string {
  const places = operation.scope === 'departure' ? names.departures : names.destinations;
  const existing = operation.existing === 'overwrite' ? 'prices already there overwritten' : 'prices already there kept';
  return (
    `Copy route prices from ${operation.scope} ${places.get(operation.fromId)} to ${places.get(operation.toId)} (${existing}): ` +
    `${aircraftWords(operation.aircraftType)}, ${flightTypeWords(operation.flightType)} (${names.region})`
  );
}

export const summaryOf = (operation: BulkPriceOperation, names: PlaceNames): string =>
  operation.kind === 'adjust' ? adjustSummary(operation, names) : copySummary(operation, names);
