import { useId } from 'react';
import { BULK_ROUNDING_LABELS, BULK_ROUNDING_STEPS, type BulkRoundingStep } from '../../../../../../domain/api/admin/bulk-prices';
import { Input } from '../../../../../components/ui/input';
import { FilterSelect, type FilterOption } from '../../../components/filter-select';
import { AIRCRAFT_OPTIONS, FLIGHT_TYPE_OPTIONS } from '../grid-filter-options';
import type { AdjustForm, CopyForm } from './bulk-change-model';

/** The places the panel offers: the region's departures and destinations, each with 'all' first. */
export interface PlaceOptions {
  departures: FilterOption[];
  destinations: FilterOption[];
}

const ROUNDING_OPTIONS = BULK_ROUNDING_STEPS.map((step) => ({ value: String(step), label: `Round ${BULK_ROUNDING_LABELS[step]}` }));
const withoutAll = (options: FilterOption[]) => [{ value: '', label: 'Choose…' }, ...options.slice(1)];

/** One select of a form: its label, the form's field it shows, its options and what choosing one changes. */
interface SelectRow<F> {
  label: string;
  value(form: F): string;
  options: FilterOption[];
  change(value: string): Partial<F>;
}

/** A select row for a form field that holds the chosen value as it is. */
const textRow = <F,>(label: string, field: keyof F & string, options: FilterOption[]): SelectRow<F> => ({
  label,
  value: (form) => String(form[field]),
  options,
  change: (value) => ({ [field]: value }) as Partial<F>,
});

/** The rows both forms narrow by: the aircraft and the flight type. */
const aircraftAndFlightType = <F extends { aircraft: string; flightType: string }>(): SelectRow<F>[] => [
  textRow<F>('Aircraft', 'aircraft', AIRCRAFT_OPTIONS),
  textRow<F>('Flight type', 'flightType', FLIGHT_TYPE_OPTIONS),
];

function SelectRows<F>({ rows, form, set }: { rows: SelectRow<F>[]; form: F; set(patch: Partial<F>): void }) {
  return rows.map((row) => <FilterSelect key={row.label} label={row.label} value={row.value(form)} options={row.options} onChange={(value) => set(row.change(value))} />);
}

const ADJUST_BY = textRow<AdjustForm>('Adjust by', 'by', [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount (A$)' },
]);
const ROUNDING: SelectRow<AdjustForm> = { label: 'Rounding', value: (form) => String(form.roundTo), options: ROUNDING_OPTIONS, change: (step) => ({ roundTo: Number(step) as BulkRoundingStep }) };

/** Which prices to adjust (the grid's filters to start with), by how much, and the rounding. */
export function AdjustFields({ form, places, onChange }: { form: AdjustForm; places: PlaceOptions; onChange(form: AdjustForm): void }) {
  const valueId = useId();
  const set = (patch: Partial<AdjustForm>) => onChange({ ...form, ...patch });
  const rows = [textRow<AdjustForm>('Departure', 'departure', places.departures), textRow<AdjustForm>('Destination', 'destination', places.destinations), ...aircraftAndFlightType<AdjustForm>(), ADJUST_BY];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectRows rows={rows} form={form} set={set} />
      <div className="grid gap-1">
        <label htmlFor={valueId} className="text-xs font-semibold">
          {form.by === 'percent' ? 'Percentage (%, negative lowers)' : 'Amount in A$ (negative lowers)'}
        </label>
        <Input id={valueId} inputMode="decimal" className="h-10 w-40" value={form.value} placeholder={form.by === 'percent' ? '5' : '25.00'} onChange={(event) => set({ value: event.target.value })} />
      </div>
      <SelectRows rows={[ROUNDING]} form={form} set={set} />
    </div>
  );
}

const COPY_BETWEEN: SelectRow<CopyForm> = {
  label: 'Copy between',
  value: (form) => form.scope,
  options: [
    { value: 'departure', label: 'Two departures' },
    { value: 'destination', label: 'Two destinations' },
  ],
  // Another kind of place: the places chosen before belong to the other list.
  change: (scope) => ({ scope: scope as CopyForm['scope'], from: '', to: '' }),
};
const EXISTING = textRow<CopyForm>('Prices already there', 'existing', [
  { value: 'keep', label: 'Keep them' },
  { value: 'overwrite', label: 'Overwrite them' },
]);

/** Copy every route price of one departure (or destination) to another, and what to do with prices already there. */
export function CopyFields({ form, places, onChange }: { form: CopyForm; places: PlaceOptions; onChange(form: CopyForm): void }) {
  const set = (patch: Partial<CopyForm>) => onChange({ ...form, ...patch });
  const options = withoutAll(form.scope === 'departure' ? places.departures : places.destinations);
  const rows = [COPY_BETWEEN, textRow<CopyForm>('Copy from', 'from', options), textRow<CopyForm>('Copy to', 'to', options), ...aircraftAndFlightType<CopyForm>(), EXISTING];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectRows rows={rows} form={form} set={set} />
    </div>
  );
}
