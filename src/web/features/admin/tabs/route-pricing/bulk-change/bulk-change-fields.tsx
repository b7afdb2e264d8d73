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

/** Which prices to adjust (the grid's filters to start with), by how much, and the rounding. */
export function AdjustFields({ form, places, onChange }: { form: AdjustForm; places: PlaceOptions; onChange(form: AdjustForm): void }) {
  const valueId = useId();
  const set = (patch: Partial<AdjustForm>) => onChange({ ...form, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect label="Departure" value={form.departure} options={places.departures} onChange={(departure) => set({ departure })} />
      <FilterSelect label="Destination" value={form.destination} options={places.destinations} onChange={(destination) => set({ destination })} />
      <FilterSelect label="Aircraft" value={form.aircraft} options={AIRCRAFT_OPTIONS} onChange={(aircraft) => set({ aircraft })} />
      <FilterSelect label="Flight type" value={form.flightType} options={FLIGHT_TYPE_OPTIONS} onChange={(flightType) => set({ flightType })} />
      <FilterSelect
        label="Adjust by"
        value={form.by}
        options={[
          { value: 'percent', label: 'Percentage' },
          { value: 'amount', label: 'Amount (A$)' },
        ]}
        onChange={(by) => set({ by: by as AdjustForm['by'] })}
      />
      <div className="grid gap-1">
        <label htmlFor={valueId} className="text-xs font-semibold">
          {form.by === 'percent' ? 'Percentage (%, negative lowers)' : 'Amount in A$ (negative lowers)'}
        </label>
        <Input id={valueId} inputMode="decimal" className="h-10 w-40" value={form.value} placeholder={form.by === 'percent' ? '5' : '25.00'} onChange={(event) => set({ value: event.target.value })} />
      </div>
      <FilterSelect label="Rounding" value={String(form.roundTo)} options={ROUNDING_OPTIONS} onChange={(step) => set({ roundTo: Number(step) as BulkRoundingStep })} />
    </div>
  );
}

/** Copy every route price of one departure (or destination) to another, and what to do with prices already there. */
export function CopyFields({ form, places, onChange }: { form: CopyForm; places: PlaceOptions; onChange(form: CopyForm): void }) {
  const set = (patch: Partial<CopyForm>) => onChange({ ...form, ...patch });
  const options = withoutAll(form.scope === 'departure' ? places.departures : places.destinations);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label="Copy between"
        value={form.scope}
        options={[
          { value: 'departure', label: 'Two departures' },
          { value: 'destination', label: 'Two destinations' },
        ]}
        onChange={(scope) => set({ scope: scope as CopyForm['scope'], from: '', to: '' })}
      />
      <FilterSelect label="Copy from" value={form.from} options={options} onChange={(from) => set({ from })} />
      <FilterSelect label="Copy to" value={form.to} options={options} onChange={(to) => set({ to })} />
      <FilterSelect label="Aircraft" value={form.aircraft} options={AIRCRAFT_OPTIONS} onChange={(aircraft) => set({ aircraft })} />
      <FilterSelect label="Flight type" value={form.flightType} options={FLIGHT_TYPE_OPTIONS} onChange={(flightType) => set({ flightType })} />
      <FilterSelect
        label="Prices already there"
        value={form.existing}
        options={[
          { value: 'keep', label: 'Keep them' },
          { value: 'overwrite', label: 'Overwrite them' },
        ]}
        onChange={(existing) => set({ existing: existing as CopyForm['existing'] })}
      />
    </div>
  );
}
