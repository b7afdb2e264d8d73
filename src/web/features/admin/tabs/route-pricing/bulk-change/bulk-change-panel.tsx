import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkPreview } from '../../../../../../domain/api/admin/bulk-prices';
import { Button } from '../../../../../components/ui/button';
import { DialogHeader } from '../../../../../components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../../components/ui/sheet';
import type { AdminScope } from '../../../admin-scope';
import { listRows } from '../../../api/content';
import { adminKeys } from '../../../api/query-keys';
import { FilterSelect, type FilterOption } from '../../../components/filter-select';
import { plainFailure } from '../../../no-lost-work/field-errors';
import { AdjustFields, CopyFields } from './bulk-change-fields';
import { initialForm, operationOf, pricesWord, type BulkForm, type GridFilters } from './bulk-change-model';
import { BulkPreviewTable } from './bulk-preview-table';
import { RecentBulkChanges } from './recent-bulk-changes';
import { useBulkChange } from './use-bulk-change';

interface BulkChangePanelProps {
  scope: AdminScope;
  regionId: number;
  /** The grid's filters when the panel opened: where the panel starts. */
  grid: GridFilters;
  /** The grid's departure choices ('all' first). */
  departureOptions: FilterOption[];
  onClose(): void;
}

const MODES = [
  { value: 'adjust', label: 'Adjust prices by a percentage or an amount' },
  { value: 'copy', label: 'Copy prices from one place to another' },
];

/**
 * Bulk change (docs/product.md §2.7, decision 0045): choose the prices and the change, Preview shows what the
 * server will write (count, before and after, totals), Apply writes exactly that in one step, and Undo (in
 * the toast, or in the recent list below) puts every price back. A change to the form drops the preview,
 * so what is applied is always what was last previewed.
 */
export function BulkChangePanel({ scope, regionId, grid, departureOptions, onClose }: BulkChangePanelProps) {
  const [form, setForm] = useState<BulkForm>(() => initialForm(grid));
  const [shown, setShown] = useState<BulkPreview>();
  const listScope = { regionId, appContext: scope.appContext };
  const destinations = useQuery({ queryKey: adminKeys.list('destinations', listScope), queryFn: () => listRows('destinations', listScope) });
  const places = {
    departures: departureOptions.map((o) => (o.value === 'all' ? { value: '', label: o.label } : o)),
    destinations: [{ value: '', label: 'All destinations' }, ...(destinations.data ?? []).map((row) => ({ value: String(row.id), label: String(row.name) }))],
  };
  const { preview, apply } = useBulkChange(() => setShown(undefined));
  const body = operationOf(form, regionId, scope.appContext);
  const edit = (next: BulkForm) => {
    setForm(next);
    setShown(undefined);
    preview.reset();
    apply.reset();
  };
  const failure = preview.error ?? apply.error;

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent data-testid="bulk-change-panel" className="overflow-y-auto sm:w-[min(60rem,96vw)]">
        <DialogHeader>
          <SheetTitle>Bulk change of route prices</SheetTitle>
          <SheetDescription>Preview shows every price the change writes; Apply writes them all at once, and Undo puts them back.</SheetDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FilterSelect label="What to do" value={form.mode} options={MODES} onChange={(mode) => edit({ ...form, mode: mode as BulkForm['mode'] })} />
          {form.mode === 'adjust' ? (
            <AdjustFields form={form.adjust} places={places} onChange={(adjust) => edit({ ...form, adjust })} />
          ) : (
            <CopyFields form={form.copy} places={places} onChange={(copy) => edit({ ...form, copy })} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={preview.isPending} onClick={() => preview.mutate(body, { onSuccess: setShown })}>
              {preview.isPending ? 'Previewing…' : 'Preview'}
            </Button>
            <Button disabled={!shown || shown.count === 0 || shown.refusal !== null || apply.isPending} onClick={() => apply.mutate(body)}>
              {apply.isPending ? 'Applying…' : shown ? `Apply to ${pricesWord(shown.count)}` : 'Apply'}
            </Button>
          </div>
          {failure && <p role="alert" className="text-destructive">{plainFailure(failure)}</p>}
          {shown?.refusal && (
            <p role="alert" className="text-destructive">
              {shown.refusal}
            </p>
          )}
          {shown && <BulkPreviewTable preview={shown} />}
          <RecentBulkChanges regionId={regionId} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
