import { SlidersHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { PriceGridCell } from '../../../../../domain/api/admin';
import { cn } from '../../../../lib/cn';
import { editOf, estimateText, sourceText, typedValueOf, type CellEdit } from './cell-edit';
import { moveFocus } from './grid-navigation';

/** Each source its own colour (text and background pass AA contrast), NOT AVAILABLE greyed. */
const SOURCE_STYLE: Record<string, string> = {
  route: 'bg-sky-100 text-sky-900',
  destination: 'bg-amber-100 text-amber-900',
  rule: 'bg-violet-100 text-violet-900',
  none: 'bg-muted text-muted-foreground',
};

interface PriceCellProps {
  cell: PriceGridCell;
  /** 'Rottnest Island, 3 Passengers, Same-day': what the box is for, read by screen readers. */
  label: string;
  row: number;
  column: number;
  busy: boolean;
  error: string | undefined;
  onEdit(edit: CellEdit): void;
  onDetails(): void;
  /** A role that can only read content (agent): the box shows the route price, nothing saves, no side panel. */
  readOnly?: boolean;
}

/**
 * One cell of the price grid: a box with the route price (empty when there is none) and, under it, what
 * the customer is quoted and which source priced it. Enter saves or removes the route price, Escape puts
 * the box back, the arrow keys move between cells (left and right once the caret is at the edge).
 */
export function PriceCell({ cell, label, row, column, busy, error, onEdit, onDetails, readOnly = false }: PriceCellProps) {
  const [text, setText] = useState(typedValueOf(cell));
  const id = `price-cell-${cell.departureLocationId}-${cell.destinationId}-${cell.aircraftType}-${cell.flightType}`;
  const notAvailable = cell.estimate === 'NOT AVAILABLE';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!readOnly) onEdit(editOf(text, cell));
      return;
    }
    if (event.key === 'Escape') {
      // Escape cancels the typing only; it must not also close a dialog or leave the grid.
      if (text !== typedValueOf(cell)) event.preventDefault();
      setText(typedValueOf(cell));
      return;
    }
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const moves: Record<string, [number, number] | undefined> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: atStart ? [0, -1] : undefined,
      ArrowRight: atEnd ? [0, 1] : undefined,
    };
    const move = moves[event.key];
    if (move && moveFocus(input, row, column, move)) event.preventDefault();
  };

  return (
    <td className="min-w-[8.5rem] border-l p-1 align-top">
      <div className="flex items-center gap-1">
        <input
          id={id}
          data-grid-row={row}
          data-grid-column={column}
          inputMode="decimal"
          autoComplete="off"
          className={cn(
            'h-8 w-full min-w-0 rounded border border-input bg-card px-2 text-right text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            error && 'border-destructive',
          )}
          placeholder="—"
          aria-label={`${label}: route price (A$)`}
          aria-describedby={`${id}-quote${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-busy={busy || undefined}
          value={text}
          readOnly={readOnly}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {!readOnly && (
        <button
          type="button"
          className="grid size-7 shrink-0 place-items-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Custom route and widget HTML: ${label}`}
          onClick={onDetails}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
        </button>
        )}
      </div>
      <p id={`${id}-quote`} className="mt-1 flex flex-wrap items-center gap-1 text-xs" data-testid="cell-quote" data-source={cell.source ?? 'none'}>
        <span className={cn('tabular-nums', notAvailable ? 'text-muted-foreground' : 'font-semibold')}>{estimateText(cell)}</span>
        {!notAvailable && <span className={cn('rounded px-1', SOURCE_STYLE[cell.source ?? 'none'])}>{sourceText(cell)}</span>}
        {cell.isCustomRoute && <span className="rounded bg-muted px-1 text-muted-foreground">Custom route</span>}
        {cell.routePriceActive === false && <span className="rounded bg-muted px-1 text-muted-foreground">route price inactive</span>}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      )}
    </td>
  );
}
