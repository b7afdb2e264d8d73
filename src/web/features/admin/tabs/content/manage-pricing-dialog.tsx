import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { WIDGET_HTML_MAX_LENGTH } from '../../../../../domain/api/admin/fields';
import { routeOverrideText, type RouteOverride } from '../../../../../domain/api/admin/route-overrides';
import type { PricingRule } from '../../../../../domain/api/admin/pricing-rules';
import { adminDestinationPricingSchema, type AdminDestination } from '../../../../../domain/api/admin';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';
import { formatAud } from '../../../../../domain/money';
import { PRICE_SOURCE_ORDER_TEXT } from '../../../../../domain/pricing-sources';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { listDestinationPrices, upsertDestinationPrice, type DestinationPrice } from '../../api/destination-pricing';
import { listPricingRules, listRouteOverrides } from '../../api/pricing-rules';
import { adminKeys } from '../../api/query-keys';
import { useCan } from '../../access/role-access';
import { ConflictSaveFooter } from '../../components/conflict-save-footer';
import { HistorySection } from '../../history/history-section';
import { LengthLimit } from '../../components/length-limit';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';

const FIELDS: Record<RouteFlightType, { price: 'sameDayPrice' | 'scenicPrice' | 'oneWayPrice'; html: 'sameDayIframeHtml' | 'scenicIframeHtml' | 'oneWayIframeHtml'; title: string }> = {
  'same-day': { price: 'sameDayPrice', html: 'sameDayIframeHtml', title: 'Same-day' },
  scenic: { price: 'scenicPrice', html: 'scenicIframeHtml', title: 'Scenic' },
  'one-way': { price: 'oneWayPrice', html: 'oneWayIframeHtml', title: 'One-way' },
};

/** Per aircraft: the price and widget HTML fields, and `notFlown` (every price blank, on purpose). */
type Fields = Record<string, string> & { notFlown?: boolean };
type Draft = Record<string, Fields>;

function fieldsOf(row: DestinationPrice | undefined): Fields {
  const fields: Fields = {};
  for (const { price, html } of Object.values(FIELDS)) {
    fields[price] = row?.[price] === null || row?.[price] === undefined ? '' : String(row[price]);
    fields[html] = row?.[html] ?? '';
  }
  fields.notFlown = row !== undefined && row.sameDayPrice === null && row.scenicPrice === null && row.oneWayPrice === null;
  return fields;
}

/** The upsert body of one aircraft: 'Not flown' sends every price blank (null: not available). */
function bodyOf(fields: Fields): Record<string, string | null> {
  const body: Record<string, string | null> = {};
  for (const { price, html } of Object.values(FIELDS)) {
    body[price] = fields.notFlown ? null : (fields[price] ?? '');
    body[html] = fields[html] ?? '';
  }
  return body;
}

const draftOf = (rows: DestinationPrice[]): Draft => Object.fromEntries(AIRCRAFT_TYPES.map((type) => [type, fieldsOf(rows.find((r) => r.aircraftType === type))]));

interface DialogProps {
  destination: AdminDestination;
  regionId: number;
  onClose(): void;
}

/**
 * docs/product.md §2.7 Manage Pricing: a price and widget HTML per aircraft type for each flight type the destination
 * offers. What a blank means is said per aircraft, and is what the public quote does (decision 0029): once
 * an aircraft has prices here, a blank flight type is NOT AVAILABLE (sent as null); an aircraft with none
 * is left to the per-hour rule; 'Not flown' saves it with every price blank. Route prices into the
 * destination win over all of this and are named next to the aircraft. Only the aircraft whose fields
 * changed are sent, each with the version it was opened at, so a colleague's edit is never overwritten.
 */
export function ManagePricingDialog({ destination, regionId, onClose }: DialogProps) {
  const prices = useQuery({ queryKey: adminKeys.destinationPricing(regionId), queryFn: () => listDestinationPrices(regionId) });
  const appContext = destination.appContext === 'twin' ? 'twin' : 'main';
  const rules = useQuery({ queryKey: adminKeys.pricingRules(appContext), queryFn: () => listPricingRules(appContext) });
  const overrides = useQuery({ queryKey: adminKeys.routeOverrides(destination.id), queryFn: () => listRouteOverrides(destination.id) });
  const rows = prices.data?.filter((row) => row.destinationId === destination.id);
  const ready = rows && rules.data && overrides.data;
  // A restore from an aircraft's History: the form starts again from the prices as they are now.
  const [generation, setGeneration] = useState(0);
  const restarted = async () => {
    await prices.refetch();
    setGeneration((n) => n + 1);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && void confirmDiscard().then((discard) => discard && onClose())}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Manage Pricing</DialogTitle>
          <DialogDescription>
            {destination.name}: A$ per aircraft for each flight type it offers, from any departure. {PRICE_SOURCE_ORDER_TEXT} Once an aircraft has a
            price here, a flight type left blank is NOT AVAILABLE; an aircraft with no price here is left to the per-hour rule. Tick Not flown when the aircraft
            does not fly there.
          </DialogDescription>
        </DialogHeader>
        {!ready ? (
          <p role="status">Loading prices…</p>
        ) : (
          <PricingForm
            key={generation}
            destination={destination}
            regionId={regionId}
            rows={rows}
            rules={rules.data}
            overrides={overrides.data}
            onClose={onClose}
            onRestored={restarted}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps extends DialogProps {
  rows: DestinationPrice[];
  rules: PricingRule[];
  overrides: RouteOverride[];
  onRestored(): Promise<void>;
}

function PricingForm({ destination, regionId, rows, rules, overrides, onClose, onRestored }: FormProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, handleSubmit, reset, getValues, setError, watch, formState } = useForm<Draft>({ defaultValues: draftOf(rows) });
  useDirtyForm(formState.isDirty);
  // Which aircraft a failing save was sending (a 400 names only the field).
  const sending = useRef<string>(undefined);
  const offered = ROUTE_FLIGHT_TYPES.filter((type) => destination.flightTypes.includes(type));
  const canRestore = useCan('content:write');

  const saver = useConflictSave<string[], number>({
    // 0 for an aircraft without prices: one a colleague creates meanwhile is then a conflict, not overwritten.
    opened: Object.fromEntries(AIRCRAFT_TYPES.map((type) => [type, rows.find((row) => row.aircraftType === type)?.version ?? 0])),
    keyOf: (current) => String(current.aircraftType),
    send: async (types, versions) => {
      for (const type of types) {
        sending.current = type;
        const version = versions.get(type);
        const answer = await upsertDestinationPrice(regionId, { destinationId: destination.id, aircraftType: type, ...bodyOf(getValues(type)), ...(version !== undefined ? { version } : {}) });
        versions.saved(answer, type);
      }
      return types.length;
    },
    onSaved: async () => {
      reset(getValues());
      toast({ title: 'Pricing updated successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.destinationPricing() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.byType('price-grid') });
      onClose();
    },
    onFailed: (error) => {
      const order: string[] = Object.values(FIELDS).flatMap(({ price, html }) => [price, html]);
      const placed = placeIssues(serverIssues(error), (path) => (order.includes(path) ? path : undefined), order);
      const type = sending.current;
      placed.fields.forEach(([field, message], at) => type && setError(`${type}.${field}` as Path<Draft>, { type: 'server', message }, { shouldFocus: at === 0 }));
      toast({ title: 'Failed to update pricing', description: plainFailure(error), variant: 'destructive' });
    },
    // The 409's row is the destination price as the admin reads it: parsed as any answer is.
    onReload: (current) => {
      const now = adminDestinationPricingSchema.parse(current);
      reset({ ...getValues(), [now.aircraftType]: fieldsOf(now) });
    },
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
        // Saving an aircraft with every price blank marks it not flown: say so, rather than do it silently.
        const unpriced = types.filter((type) => {
          const fields = getValues(type);
          return !fields.notFlown && offered.every((flightType) => (fields[FIELDS[flightType].price] ?? '').trim() === '');
        });
        unpriced.forEach((type, at) =>
          setError(`${type}.${FIELDS[offered[0] ?? 'same-day'].price}` as Path<Draft>, { type: 'blank', message: 'Type a price, or tick Not flown' }, { shouldFocus: at === 0 }),
        );
        if (unpriced.length > 0) return;
        if (types.length === 0) onClose();
        else saver.save(types);
      })}
    >
      {AIRCRAFT_TYPES.map((type) => {
        const row = rows.find((r) => r.aircraftType === type);
        const hasRow = row !== undefined;
        const notFlown = Boolean(watch(`${type}.notFlown` as Path<Draft>));
        const rule = rules.find((r) => r.aircraftType === type && r.isActive && r.basePrice !== null);
        const overridden = routeOverrideText(overrides.filter((o) => o.aircraftType === type && (offered as string[]).includes(o.flightType)));
        const blankMeans = hasRow || !rule ? 'Not available' : 'Per-hour rule';
        return (
          <fieldset key={type} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">{aircraftNameAndCode(type)}</legend>
            <div className="grid gap-1 text-xs sm:col-span-3">
              <label className="inline-flex items-center gap-2 font-medium">
                <input type="checkbox" {...register(`${type}.notFlown` as Path<Draft>)} />
                Not flown to {destination.name}
              </label>
              <p className="text-muted-foreground" data-testid={`blank-means-${type}`}>
                {notFlown
                  ? 'Every flight type here is NOT AVAILABLE (a route price still wins where one is set).'
                  : hasRow
                    ? 'A flight type left blank is NOT AVAILABLE.'
                    : rule
                      ? `No price here: the per-hour rule prices it (${formatAud(Math.round(rule.basePrice! * 100))} per flight hour).`
                      : 'No price here and no per-hour rule: NOT AVAILABLE.'}
              </p>
              {overridden && (
                <p className="font-medium text-amber-700 dark:text-amber-400" data-testid={`route-override-${type}`}>
                  {overridden}
                </p>
              )}
            </div>
            {offered.map((flightType) => {
              const { price, html, title } = FIELDS[flightType];
              const error = formState.errors[type]?.[price]?.message;
              return (
                <div key={flightType} className="grid gap-1">
                  <label htmlFor={`${id}-${type}-${price}`} className="text-xs font-medium">
                    {title} price, {aircraftNameAndCode(type)}
                  </label>
                  <Input
                    id={`${id}-${type}-${price}`}
                    inputMode="decimal"
                    placeholder={notFlown ? 'Not flown' : blankMeans}
                    disabled={notFlown}
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
                    {title} widget HTML, {aircraftNameAndCode(type)}
                  </label>
                  <Textarea
                    id={`${id}-${type}-${html}`}
                    rows={2}
                    className="min-h-0 font-mono text-xs"
                    placeholder="Widget HTML (optional)"
                    aria-describedby={`${id}-${type}-${html}-limit`}
                    {...register(`${type}.${html}`)}
                  />
                  <LengthLimit id={`${id}-${type}-${html}-limit`} value={watch(`${type}.${html}` as Path<Draft>)} max={WIDGET_HTML_MAX_LENGTH} />
                </div>
              );
            })}
            {row && (
              <div className="sm:col-span-3">
                <HistorySection
                  item={{ type: 'destination-pricing', id: row.id, regionId }}
                  openedVersion={row.version}
                  noun={`${aircraftNameAndCode(type)} price`}
                  canRestore={canRestore}
                  onChanged={onRestored}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <ConflictSaveFooter saver={saver} saveLabel="Save pricing" onCancel={() => void close()} />
    </form>
  );
}
