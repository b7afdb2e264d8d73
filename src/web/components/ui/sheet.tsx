import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { DialogContent } from './dialog';

export { Dialog as Sheet, DialogTitle as SheetTitle, DialogDescription as SheetDescription } from './dialog';

/**
 * A dialog that slides in at the right edge, as tall as the screen, so what it edits stays beside the list
 * it came from; on phones it takes the full width. Focus returns to the opener on close (DialogContent).
 */
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      className={cn(
        'left-auto right-0 top-0 h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-r-0 p-4 sm:w-[min(44rem,92vw)] sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
