import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { aircraftNameAndCode } from '../../../../../domain/aircraft';
import { adminRoutePricingSchema, type AdminRoutePricing, type PriceGridCell, type PriceGridRow } from '../../../../../domain/api/admin';
import { WIDGET_HTML_MAX_LENGTH } from '../../../../../domain/api/admin/fields';
import { PRICE_SOURCE_ORDER_TEXT } from '../../../../../domain/pricing-sources';
import { Button } from '../../../../components/ui/button';
import { DialogHeader } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../components/ui/sheet';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { deleteRoutePrice, listRoutePricesOf, saveRoutePrice } from '../../api/route-pricing';
import { useCan } from '../../access/role-access';
import { ConflictSaveFooter } from '../../components/conflict-save-footer';
import { LengthLimit } from '../../components/length-limit';
import { HistorySection } from '../../history/history-section';
import { plainFailure } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { FLIGHT_TYPE_TITLES, estimateText, priceConflictDetail, sourceText } from './cell-edit';
import { sectionsToSave, type RouteSection } from './route-sections';

interface CellPanelProps {
  cell: PriceGridCell;
  row: PriceGridRow;
  regionId: number;
  onClose(): void;
  /** Open the Edit Route dialog or the delete of this route pair and aircraft (every flight type). */
  onRouteAction(kind: 'edit' | 'delete'): void;
}

/** The side panel of one grid cell: its route price with the custom-route flag and widget HTML. */
export function CellPanel(props: CellPanelProps) {
  const { cell, row } = props;
  const scope = { departureLocationId: row.departureLocationId, destinationId: row.destinationId, aircraftType: cell.aircraftType };
  const rows = useQuery({ queryKey: adminKeys.routePricingOf(scope), queryFn: () => listRoutePricesOf(scope), staleTime: 0 });
  const title = `${row.destinationName} · ${aircraftNameAndCode(cell.aircraftType)} · ${FLIGHT_TYPE_TITLES[cell.flightType]}`;
  const close = async () => {
    if (await confirmDiscard()) props.onClose();
  };
  // A restore from the History (or its Reload) changes the price under the form: the form starts again from it.
  const [generation, setGeneration] = useState(0);
  const canRestore = useCan('content:write');
  const route = rows.data?.find((r) => r.flightType === cell.flightType);
  return (
    <Sheet open onOpenChange={(open) => !open && void close()}>
      <SheetContent data-testid="cell-panel">
        <DialogHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>
            From {row.departureName}. Customers are quoted {estimateText(cell)} ({sourceText(cell)}). {PRICE_SOURCE_ORDER_TEXT}
          </SheetDescription>
        </DialogHeader>
        {rows.data ? (
          <>
            <CellForm key={generation} {...props} route={route} onDone={props.onClose} onCancel={() => void close()} />
            {route && (
              <HistorySection
                item={{ type: 'route-pricing', id: route.id, regionId: props.regionId }}
                openedVersion={route.version}
                noun="route price"
                canRestore={canRestore}
                onChanged={() => setGeneration((n) => n + 1)}
              />
            )}
          </>
        ) : rows.isError ? (
          <p role="alert">{plainFailure(rows.error)}</p>
        ) : (
          <p role="status">Loading the route price…</p>
        )}
      </SheetContent>
    </Sheet>
  );
}

type Fields = Pick<RouteSection, 'price' | 'iframeHtml' | 'isCustomRoute'>;

function CellForm({ cell, regionId, route, onDone, onCancel, onRouteAction }: CellPanelProps & { route: AdminRoutePricing | undefined; onDone(): void; onCancel(): void }) {
  const queryClient = useQueryClient();
  const id = useId();
  // The route price a colleague created while this panel was open, once staff reloaded it: saves go to it.
  const reloaded = useRef<AdminRoutePricing>(undefined);
  const refreshGrid = () => queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });
  const { register, handleSubmit, reset, watch, formState } = useForm<Fields>({
    defaultValues: { price: route ? String(route.price) : '', iframeHtml: route?.iframeHtml ?? '', isCustomRoute: route?.isCustomRoute ?? false },
  });
  const forget = useDirtyForm(formState.isDirty);
  const saver = useConflictSave<Fields, 'saved' | 'removed' | 'unchanged'>({
    opened: { row: route?.version },
    send: async (values, versions) => {
      const existing = route ?? reloaded.current;
      const section: RouteSection = { flightType: cell.flightType, id: existing?.id, ...values };
      const [toSave] = sectionsToSave([section]);
      const version = versions.get() !== undefined ? { version: versions.get() } : {};
      if (!toSave) {
        // Nothing left: the route price goes and the next source takes over.
        if (!existing) return 'unchanged';
        await deleteRoutePrice(existing.id, regionId, versions.get(), 'price');
        return 'removed';
      }
      // A new one carries a version only after a conflict (Overwrite): it replaces the colleague's at that version.
      const key = { aircraftType: cell.aircraftType, departureLocationId: cell.departureLocationId, destinationId: cell.destinationId, flightType: cell.flightType };
      const answer = existing
        ? await saveRoutePrice(existing.id, { ...toSave.body, ...version }, regionId)
        : await saveRoutePrice(undefined, { ...toSave.body, ...key, ...version }, regionId);
      versions.saved(answer);
      return 'saved';
    },
    onSaved: async (result) => {
      forget();
      if (result !== 'unchanged') toast({ title: result === 'removed' ? 'Route price removed' : 'Route price saved', variant: 'success' });
      await refreshGrid();
      onDone();
    },
    // The grid behind the panel shows the price saved now, not the one it was opened with.
    onConflict: () => void refreshGrid(),
    onFailed: (error) => toast({ title: 'Failed to save the price', description: plainFailure(error), variant: 'destructive' }),
    onReload: (current) => {
      const now = adminRoutePricingSchema.parse(current);
      reloaded.current = now;
      reset({ price: String(now.price), iframeHtml: now.iframeHtml ?? '', isCustomRoute: now.isCustomRoute });
    },
  });
  const custom = watch('isCustomRoute');
  return (
    <form className="grid content-start gap-4" noValidate onSubmit={handleSubmit((values) => saver.save(values))}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-price`} className="text-sm font-medium">
          Route price (A$)
        </label>
        <Input id={`${id}-price`} inputMode="decimal" placeholder="No route price" {...register('price')} />
        <p className="text-xs text-muted-foreground">Empty price, no widget HTML and not a custom route: the route price is removed.</p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('isCustomRoute')} />
        Custom route (visitors send a request instead of booking)
      </label>
      <div className="grid gap-1">
        <label htmlFor={`${id}-html`} className="text-sm font-medium">
          Custom widget HTML
        </label>
        <Textarea id={`${id}-html`} rows={5} className="font-mono text-xs" disabled={custom} aria-describedby={`${id}-html-limit`} {...register('iframeHtml')} />
        <LengthLimit id={`${id}-html-limit`} value={watch('iframeHtml')} max={WIDGET_HTML_MAX_LENGTH} />
      </div>
      <ConflictSaveFooter
        saver={saver}
        saveLabel="Save"
        onCancel={onCancel}
        detail={saver.conflict && priceConflictDetail(saver.conflict.current, watch('price'))}
      />
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button type="button" variant="outline" size="sm" onClick={() => onRouteAction('edit')}>
          Edit Route (every flight type)
        </Button>
        <Button type="button" variant="outline" size="sm" className="text-destructive" onClick={() => onRouteAction('delete')}>
          Delete route
        </Button>
      </div>
    </form>
  );
}
