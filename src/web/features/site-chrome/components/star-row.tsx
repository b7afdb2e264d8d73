import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Five filled stars; `label` is what a screen reader hears instead of five icons. */
export function StarRow({ label, className, starClassName }: { label: string; className?: string; starClassName?: string }) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4 fill-current', starClassName)} />
      ))}
    </span>
  );
}
