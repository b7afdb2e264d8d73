import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The error in words, shown under the control. */
  error?: string | undefined;
  /** A length counter ("12/2000") with its words for screen readers. */
  counter?: { value: number; max: number; description: string } | undefined;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/**
 * Label, control and a message line that is always there (error or counter), laid on the rows of the
 * surrounding {@link FieldGrid}: side by side, labels, controls and messages share rows, so an error
 * or a label that wraps never moves the neighbouring field out of line.
 */
export function FormField({ id, label, required, error, counter, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : undefined, counter ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const over = counter ? counter.value > counter.max : false;
  return (
    <div className={cn('row-span-3 grid grid-rows-subgrid gap-y-1.5', className)}>
      <Label htmlFor={id} className="self-end leading-snug">
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      <div className="flex min-h-7 items-start gap-3 pb-2 text-sm">
        {error && (
          <p id={errorId} className="font-medium text-destructive" data-field-error="">
            {error}
          </p>
        )}
        {counter && (
          <p id={counterId} className={cn('ms-auto shrink-0 text-xs tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
            <span aria-hidden>
              {counter.value}/{counter.max}
            </span>
            <span className="sr-only">{counter.description}</span>
          </p>
        )}
      </div>
    </div>
  );
}

/** Rows for {@link FormField}s: one column on phones, `columns` from the small breakpoint up. */
export function FieldGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-x-4 gap-y-1.5', className)}>{children}</div>;
}
