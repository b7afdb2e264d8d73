import { useId, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';

/** A text field with its label and the issue under it. */
export function TextField({ label, value, onChange, issue, type = 'text', hint }: { label: string; value: string; onChange(v: string): void; issue?: string | undefined; type?: string; hint?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-issue` : hint ? `${id}-hint` : undefined}
        inputMode={type === 'number' ? 'decimal' : undefined}
      />
      {hint && !issue && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {issue && <Issue id={`${id}-issue`}>{issue}</Issue>}
    </div>
  );
}

export const Issue = ({ id, children }: { id?: string; children: ReactNode }) => (
  <p id={id} className="text-xs text-destructive">
    {children}
  </p>
);

