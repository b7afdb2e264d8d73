import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const count = new Intl.NumberFormat('en-AU');

/** 'Showing 51–100 of 212' with Previous and Next; `offset` is the first row's index. */
export function Pager({ offset, pageSize, total, shown, noun, onOffset }: { offset: number; pageSize: number; total: number; shown: number; noun: string; onOffset(offset: number): void }) {
  const summary = total === 0 ? `No ${noun}` : `Showing ${count.format(offset + 1)}–${count.format(offset + shown)} of ${count.format(total)}`;
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="pager-summary">
        {summary}
      </p>
      {total > pageSize && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
