import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select of a list's toolbar (a filter or the sort order). */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-10 min-w-36">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
