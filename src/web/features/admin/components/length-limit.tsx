import { cn } from '../../../lib/cn';

const count = (n: number) => n.toLocaleString('en-AU');

/**
 * Under a text field with a length limit: how many characters it holds of how many it may, and how many too
 * many once over. Nothing typed is ever cut: the save is refused with the same limit in words.
 */
export function LengthLimit({ id, value, max }: { id: string; value: unknown; max: number }) {
  const length = typeof value === 'string' ? value.length : 0;
  const over = length - max;
  return (
    <p id={id} data-testid="length-limit" className={cn('mt-1 text-xs tabular-nums', over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground')}>
      {over > 0 ? `${count(length)} characters: ${count(over)} over the limit of ${count(max)}` : `${count(length)} / ${count(max)} characters`}
    </p>
  );
}

/** The ids a field's aria-describedby names: its error and its length limit, when it has them. */
export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
