import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { AircraftType } from '../../../../../domain/aircraft';
import { adminRoutePricingSchema, routePricingUpdateSchema, type AdminRoutePricing } from '../../../../../domain/api/admin';
import { WIDGET_HTML_MAX_LENGTH } from '../../../../../domain/api/admin/fields';
import type { RouteFlightType } from '../../../../../domain/flight-types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { deleteRoutePrice, saveRoutePrice } from '../../api/route-pricing';
import { ConflictSaveFooter } from '../../components/conflict-save-footer';
import { LengthLimit } from '../../components/length-limit';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { confirmDiscard, useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { priceConflictDetail } from './cell-edit';
import { SECTION_TITLES, sectionsFor, sectionsToRemove, sectionsToSave, type RouteSection } from './route-sections';

interface EditRouteDialogProps {
  title: string;
  description: string;
  /** The route's rows as the table showed them (with their versions), and where new ones go. */
  rows: AdminRoutePricing[];
  route: { aircraftType: AircraftType; departureLocationId: number; destinationId: number; regionId: number };
  onClose(): void;
}

type Sections = { sections: RouteSection[] };

/** Each section that will be saved, checked with the server's schema; problems beside their fields. */
const checkSections: Resolver<Sections> = (values) => {
  const errors: Record<number, Record<string, { type: string; message: string }>> = {};
  for (const { section, body } of sectionsToSave(values.sections)) {
    const checked = routePricingUpdateSchema.safeParse(body);
    if (checked.success) continue;
    const index = values.sections.indexOf(section);
    const placed = placeIssues(checked.error.issues, (path) => (path === 'price' || path === 'iframeHtml' ? path : undefined), ['price', 'iframeHtml']);
    errors[index] = Object.fromEntries(placed.fields.map(([field, message]) => [field, { type: 'schema', message }]));
  }
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: { sections: Object.assign([], errors) } as unknown as FieldErrors<Sections> };
};

/** The cell of a conflict and both prices: the saved one and the one typed in its section. */
const conflictDetail = (current: Record<string, unknown>, sections: RouteSection[]) =>
  priceConflictDetail(current, sections.find((section) => section.flightType === current.flightType)?.price ?? '');

/**
 * docs/product.md §2.7 Edit Route: same-day, scenic and one-way, each with price, custom widget HTML and custom route.
 * Each existing row is saved with the version it was opened with; a newer one offers Reload/Overwrite.
 */
export function EditRouteDialog({ title, description, rows, route, onClose }: EditRouteDialogProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, handleSubmit, reset, getValues, watch, setError, formState } = useForm<Sections>({ defaultValues: { sections: sectionsFor(rows) }, resolver: checkSections });
  useDirtyForm(formState.isDirty);
  // Rows this dialog created: a second try (after a conflict on another row) updates them, never adds twice.
  const created = useRef(new Map<RouteFlightType, number>());
  // The flight type being sent: a 400 names the row's field ('price'), this says which section it is.
  const sending = useRef<RouteFlightType>(undefined);

  const saver = useConflictSave<RouteSection[], number>({
    // Keyed by flight type: one row each in this dialog, also for a row a colleague created meanwhile (its 409).
    opened: Object.fromEntries(rows.map((row) => [row.flightType, row.version])),
    keyOf: (current) => String(current.flightType),
    send: async (sections, versions) => {
      let added = 0;
      for (const { section, body } of sectionsToSave(sections)) {
        sending.current = section.flightType;
        const rowId = section.id ?? created.current.get(section.flightType);
        const known = versions.get(section.flightType);
        const version = known !== undefined ? { version: known } : {};
        // A new one carries a version only after a conflict (Overwrite): it replaces the colleague's at that version.
        const key = { aircraftType: route.aircraftType, departureLocationId: route.departureLocationId, destinationId: route.destinationId, flightType: section.flightType };
        const answer = await saveRoutePrice(rowId, rowId === undefined ? { ...body, ...key, ...version } : { ...body, ...version }, route.regionId);
        if (rowId === undefined) {
          created.current.set(section.flightType, answer.id);
          added++;
        }
        versions.saved(answer, section.flightType);
      }
      // A cleared flight type is removed (this flight type only), not left as it was.
      for (const section of sectionsToRemove(sections)) {
        sending.current = section.flightType;
        await deleteRoutePrice(section.id, route.regionId, versions.get(section.flightType), 'price');
      }
      return added;
    },
    onSaved: async (added) => {
      reset(getValues());
      toast({ title: added > 0 ? 'Route created successfully' : 'Route updated successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });
      onClose();
    },
    onFailed: (error) => {
      const placed = placeIssues(serverIssues(error), (path) => (path === 'price' || path === 'iframeHtml' ? path : undefined), ['price', 'iframeHtml']);
      const index = getValues().sections.findIndex((section) => section.flightType === sending.current);
      if (index >= 0) {
        placed.fields.forEach(([field, message], at) => setError(`sections.${index}.${field as 'price' | 'iframeHtml'}`, { type: 'server', message }, { shouldFocus: at === 0 }));
      }
      toast({ title: 'Failed to update route', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => {
      // The 409's row is the route price as the admin reads it: parsed as any answer is.
      const reloaded = adminRoutePricingSchema.parse(current);
      const now = [...rows.filter((row) => row.flightType !== reloaded.flightType), reloaded];
      reset({ sections: sectionsFor(now) });
    },
  });

  const close = async () => {
    if (formState.isDirty && !(await confirmDiscard())) return;
    onClose();
  };
  const sections = watch('sections');

  return (
    <Dialog open onOpenChange={(open) => !open && void close()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit(({ sections: typed }) => saver.save(typed))}>
          {sections.map((section, index) => {
            const error = formState.errors.sections?.[index];
            const priceError = error?.price?.message;
            return (
              <fieldset key={section.flightType} className="grid gap-2 rounded-lg border p-3">
                <legend className="px-1 font-semibold">{SECTION_TITLES[section.flightType]}</legend>
                <div className="grid gap-1">
                  <label htmlFor={`${id}-${section.flightType}-price`} className="text-sm font-medium">
                    {SECTION_TITLES[section.flightType]} price (A$)
                  </label>
                  <Input
                    id={`${id}-${section.flightType}-price`}
                    inputMode="decimal"
                    placeholder="Not available"
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={priceError ? `${id}-${section.flightType}-price-error` : undefined}
                    {...register(`sections.${index}.price`)}
                  />
                  {priceError && (
                    <p id={`${id}-${section.flightType}-price-error`} className="text-sm text-destructive">
                      {priceError}
                    </p>
                  )}
                </div>
                <div className="grid gap-1">
                  <label htmlFor={`${id}-${section.flightType}-html`} className="text-sm font-medium">
                    {SECTION_TITLES[section.flightType]} custom widget HTML
                  </label>
                  <Textarea
                    id={`${id}-${section.flightType}-html`}
                    rows={3}
                    className="font-mono text-xs"
                    disabled={section.isCustomRoute}
                    aria-describedby={`${id}-${section.flightType}-html-limit`}
                    {...register(`sections.${index}.iframeHtml`)}
                  />
                  <LengthLimit id={`${id}-${section.flightType}-html-limit`} value={section.iframeHtml} max={WIDGET_HTML_MAX_LENGTH} />
                  {error?.iframeHtml?.message && <p className="text-sm text-destructive">{error.iframeHtml.message}</p>}
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" {...register(`sections.${index}.isCustomRoute`)} />
                  {SECTION_TITLES[section.flightType]}: custom route (visitors send a request instead of booking)
                </label>
              </fieldset>
            );
          })}
          <ConflictSaveFooter saver={saver} saveLabel="Save route" onCancel={() => void close()} detail={saver.conflict && conflictDetail(saver.conflict.current, sections)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
