import { aircraftNameAndCode } from '../../../../../../domain/aircraft';
import type { BulkPreview, BulkPreviewRow } from '../../../../../../domain/api/admin/bulk-prices';
import { formatAud } from '../../../../../../domain/money';
import type { RouteFlightType } from '../../../../../../domain/flight-types';
import { FLIGHT_TYPE_TITLES } from '../cell-edit';

const ACTION_WORDS: Record<BulkPreviewRow['action'], string> = { change: 'Changed', create: 'Created', keep: 'Kept (already there)' };
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/** What a preview says in one line: how many prices are written, created, kept, left as they are. */
export function previewCounts(preview: BulkPreview): string {
  const parts = [plural(preview.count, 'price will be written', 'prices will be written')];
  if (preview.created > 0) parts.push(`${preview.created.toLocaleString('en-AU')} of them new`);
  if (preview.kept > 0) parts.push(`${plural(preview.kept, 'price', 'prices')} already there kept`);
  if (preview.unchanged > 0) parts.push(`${plural(preview.unchanged, 'price stays', 'prices stay')} the same`);
  return `${parts.join('; ')}.`;
}

/** The preview's first rows, before and after, and the totals over every price written (cents from the server). */
export function BulkPreviewTable({ preview }: { preview: BulkPreview }) {
  const more = preview.count + preview.kept - preview.rows.length;
  return (
    <div className="grid gap-2" data-testid="bulk-preview">
      <p className="font-semibold">{preview.summary}</p>
      <p role="status">{previewCounts(preview)}</p>
      {preview.rows.length > 0 && (
        <div className="max-h-96 overflow-auto rounded border">
          <table className="w-full text-sm">
            <caption className="sr-only">Prices before and after</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th className="p-1">Route</th>
                <th className="p-1">Aircraft</th>
                <th className="p-1">Flight type</th>
                <th className="p-1 text-right">Before</th>
                <th className="p-1 text-right">After</th>
                <th className="p-1">What happens</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={`${row.departureName}|${row.destinationName}|${row.aircraftType}|${row.flightType}`} className="border-t" data-testid="bulk-preview-row">
                  <td className="p-1">
                    {row.departureName} → {row.destinationName}
                  </td>
                  <td className="p-1">{aircraftNameAndCode(row.aircraftType)}</td>
                  <td className="p-1">{FLIGHT_TYPE_TITLES[row.flightType as RouteFlightType] ?? row.flightType}</td>
                  <td className="p-1 text-right">{row.beforeCents === null ? 'none' : formatAud(row.beforeCents)}</td>
                  <td className="p-1 text-right">{formatAud(row.afterCents)}</td>
                  <td className="p-1">{ACTION_WORDS[row.action]}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t font-semibold">
              <tr>
                <td className="p-1" colSpan={3}>
                  Total of the {plural(preview.count, 'price', 'prices')} written{more > 0 ? ` (${more.toLocaleString('en-AU')} more not listed)` : ''}
                </td>
                <td className="p-1 text-right" data-testid="bulk-total-before">
                  {formatAud(preview.totalBeforeCents)}
                </td>
                <td className="p-1 text-right" data-testid="bulk-total-after">
                  {formatAud(preview.totalAfterCents)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
