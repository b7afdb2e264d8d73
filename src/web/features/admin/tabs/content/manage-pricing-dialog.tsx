import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import type { Row } from '../../api/content';
import { listDestinationPrices, upsertDestinationPrice, type DestinationPrice } from '../../api/destination-pricing';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';

const FIELDS: Record<RouteFlightType, { price: 'sameDayPrice' | 'scenicPrice' | 'oneWayPrice'; html: 'sameDayIframeHtml' | 'scenicIframeHtml' | 'oneWayIframeHtml'; title: string }> = {
  'same-day': { price: 'sameDayPrice', html: 'sameDayIframeHtml', title: 'Same-day' },
  scenic: { price: 'scenicPrice', html: 'scenicIframeHtml', title: 'Scenic' },
  'one-way': { price: 'oneWayPrice', html: 'oneWayIframeHtml', title: 'One-way' },
};

type Draft = Record<string, Record<string, string>>;

function fieldsOf(row: DestinationPrice | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { price, html } of Object.values(FIELDS)) {
    fields[price] = row?.[price] === null || row?.[price] === undefined ? '' : String(row[price]);
    fields[html] = row?.[html] ?? '';
  }
  return fields;
}

const draftOf = (rows: DestinationPrice[]): Draft => Object.fromEntries(AIRCRAFT_TYPES.map((type) => [type, fieldsOf(rows.find((r) => r.aircraftType === type))]));
const versionOf = (row: unknown) => {
  const version = (row as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

interface DialogProps {
  destination: Row;
  regionId: number;
  onClose(): void;
}

/**
 * SPEC §2 Manage Pricing: a price and widget HTML per aircraft type for each flight type the destination
 * offers. Blank means not available (sent as null). Only the aircraft whose fields changed are sent, each
 * with the version it was opened at, so a colleague's edit of another aircraft is never overwritten.
 */
export function ManagePricingDialog({ destination, regionId, onClose }: DialogProps) {
  const prices = useQuery({ queryKey: adminKeys.destinationPricing(regionId), queryFn: () => listDestinationPrices(regionId) });
  const rows = prices.data?.filter((row) => row.destinationId === destination.id);
  return (
    <Dialog open onOpenChange={(open) => !open && void confirmDiscard().then((discard) => discard && onClose())}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Manage Pricing</DialogTitle>
          <DialogDescription>
            {String(destination.name)}: A$ per aircraft for each flight type it offers. Leave a price blank when the aircraft does not fly it.
          </DialogDescription>
        </DialogHeader>
        {!rows ? <p role="status">Loading prices…</p> : <PricingForm destination={destination} regionId={regionId} rows={rows} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PricingForm({ destination, regionId, rows, onClose }: DialogProps & { rows: DestinationPrice[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, handleSubmit, reset, getValues, setError, formState } = useForm<Draft>({ defaultValues: draftOf(rows) });
  useDirtyForm(formState.isDirty);
  // Which aircraft a failing save was sending (a 400 names only the field).
  const sending = useRef<string>(undefined);
  const offered = ROUTE_FLIGHT_TYPES.filter((type) => (Array.isArray(destination.flightTypes) ? (destination.flightTypes as string[]) : []).includes(type));

  const saver = useConflictSave<string[], number>({
    opened: Object.fromEntries(rows.map((row) => [row.aircraftType, versionOf(row)])),
    keyOf: (current) => String(current.aircraftType),
    send: async (types, versions) => {
      for (const type of types) {
        sending.current = type;
        const version = versions.get(type);
        const answer = await upsertDestinationPrice(regionId, { destinationId: destination.id, aircraftType: type, ...getValues(type), ...(version !== undefined ? { version } : {}) });
        versions.saved(answer, type);
      }
      return types.length;
    },
    onSaved: async () => {
      reset(getValues());
      toast({ title: 'Pricing updated successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.destinationPricing() });
      onClose();
    },
    onFailed: (error) => {
      const order: string[] = Object.values(FIELDS).flatMap(({ price, html }) => [price, html]);
      const placed = placeIssues(serverIssues(error), (path) => (order.includes(path) ? path : undefined), order);
      const type = sending.current;
      placed.fields.forEach(([field, message], at) => type && setError(`${type}.${field}` as Path<Draft>, { type: 'server', message }, { shouldFocus: at === 0 }));
      toast({ title: 'Failed to update pricing', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => reset({ ...getValues(), [String(current.aircraftType)]: fieldsOf(current as unknown as DestinationPrice) }),
  });

  const close = async () => {
    if (formState.isDirty && !(await confirmDiscard())) return;
    onClose();
  };
  const changedTypes = () => AIRCRAFT_TYPES.filter((type) => formState.dirtyFields[type] && Object.values(formState.dirtyFields[type]!).some(Boolean));

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={handleSubmit(() => {
        const types = changedTypes();
        if (types.length === 0) onClose();
        else saver.save(types);
      })}
    >
      {AIRCRAFT_TYPES.map((type) => (
        <fieldset key={type} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">{AIRCRAFT[type].label}</legend>
          {offered.map((flightType) => {
            const { price, html, title } = FIELDS[flightType];
            const error = formState.errors[type]?.[price]?.message;
            return (
              <div key={flightType} className="grid gap-1">
                <label htmlFor={`${id}-${type}-${price}`} className="text-xs font-medium">
                  {title} price, {AIRCRAFT[type].label}
                </label>
                <Input
                  id={`${id}-${type}-${price}`}
                  inputMode="decimal"
                  placeholder="Not available"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${type}-${price}-error` : undefined}
                  {...register(`${type}.${price}`)}
                />
                {error && (
                  <p id={`${id}-${type}-${price}-error`} className="text-xs text-destructive">
                    {error}
                  </p>
                )}
                <label htmlFor={`${id}-${type}-${html}`} className="sr-only">
                  {title} widget HTML, {AIRCRAFT[type].label}
                </label>
                <Textarea id={`${id}-${type}-${html}`} rows={2} className="min-h-0 font-mono text-xs" placeholder="Widget HTML (optional)" {...register(`${type}.${html}`)} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => void close()}>
          Cancel
        </Button>
        <Button type="submit" disabled={saver.pending}>
          Save pricing
        </Button>
      </div>
    </form>
  );
}
