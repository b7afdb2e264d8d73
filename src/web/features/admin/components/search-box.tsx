import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';

/** A labelled search field; the list debounces what is typed (useDebouncedValue). */
export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange(value: string): void; placeholder?: string }) {
  const id = useId();
  return (
    <div className="grid min-w-0 flex-1 basis-56 gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} className="pl-9" />
      </div>
    </div>
  );
}
