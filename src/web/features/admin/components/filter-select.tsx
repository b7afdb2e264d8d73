import { LabelledSelect } from './labelled-select';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select of a list's toolbar (a filter or the sort order), from a list of options. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange(value: string): void }) {
  return (
    <LabelledSelect label={label} value={value} onChange={onChange} className="min-w-36">
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
