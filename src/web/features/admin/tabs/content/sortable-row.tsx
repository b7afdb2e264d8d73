import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list row that can be dragged by its handle, with the mouse, a finger or the keyboard (Space to lift,
 * arrow keys to move, Space to drop; dnd-kit announces each step to screen readers).
 */
export function SortableRow({ id, name, enabled, children }: { id: number; name: string; enabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-primary' : ''}`}
      data-testid="admin-row"
    >
      {enabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
          className="grid size-9 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      {children}
    </li>
  );
}
