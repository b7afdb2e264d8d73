import { useId, type ComponentProps } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';

export interface LabelledSelectProps extends Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string | number;
  onChange(value: string): void;
}

/**
 * A select with its label above it, as the panel's toolbars and forms show one (the region and app context
 * of the scope bar, a list's filters, a form's choice): the label names it for screen readers too.
 */
export function LabelledSelect({ label, value, onChange, className, children, ...select }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn('h-10', className)} {...select}>
        {children}
      </NativeSelect>
    </div>
  );
}
