import { INQUIRY_TEXT_MAX } from '../../../../../domain/api/admin/inquiry-work';
import { cn } from '../../../../lib/cn';

const number = (n: number) => n.toLocaleString('en-AU');

/** Whether a note or reply is over the limit the server holds it to. */
export const overLimit = (text: string) => text.length > INQUIRY_TEXT_MAX;

/**
 * How much of the limit a note or reply uses, shown where it is typed: the field does not cut a paste
 * silently, it says by how much the text is over instead (and Save is refused until it fits).
 */
export function TextLimit({ id, text }: { id: string; text: string }) {
  const over = text.length - INQUIRY_TEXT_MAX;
  return (
    <p id={id} className={cn('text-xs', over > 0 ? 'font-semibold text-destructive' : 'text-muted-foreground')} aria-live="polite" data-testid="text-limit">
      {number(text.length)} / {number(INQUIRY_TEXT_MAX)} characters
      {over > 0 ? `: ${number(over)} too many. Shorten it, or split it into two.` : ''}
    </p>
  );
}
