import type { PlaceOption } from '../api/booking-options';
import type { PlaceGroup } from '../api/route-choices';
import { useLightText } from '../hooks/use-light-text';

export interface PlaceSelectProps<T extends PlaceOption> {
  id: string;
  placeholder: string;
  groups: PlaceGroup<T>[];
  /** Every region is on offer: each region's places sit under its name (an optgroup). */
  grouped: boolean;
  value: number | undefined;
  disabled: boolean;
  className: string;
  onChange(id: number | undefined): void;
}

/** A native select of places in the visitor's language, grouped by region when no region was given. */
export function PlaceSelect<T extends PlaceOption>({ id, placeholder, groups, grouped, value, disabled, className, onChange }: PlaceSelectProps<T>) {
  const { name } = useLightText();
  const options = (places: T[]) =>
    places.map((place) => (
      <option key={place.id} value={place.id}>
        {name(place)}
      </option>
    ));
  return (
    <select id={id} value={value ?? ''} disabled={disabled} className={className} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
      <option value="">{placeholder}</option>
      {grouped
        ? groups.map((group) => (
            <optgroup key={group.region.id} label={name(group.region)}>
              {options(group.places)}
            </optgroup>
          ))
        : options(groups.flatMap((group) => group.places))}
    </select>
  );
}
