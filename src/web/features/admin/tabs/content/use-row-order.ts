import { KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { Page } from '../../api/list-page';
import { dropped, moved } from './list-view';

/**
 * Reordering one page of a list by drag or by the Move buttons: the new order is shown at once (the cached
 * page is rewritten) and saved by `save`, whose answer (or failure) refreshes the list.
 */
export function useRowOrder<R extends { id: number }>(pageKey: QueryKey, rows: readonly R[], save: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = rows.map((row) => row.id);
  const saveOrder = (order: number[]) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    queryClient.setQueryData<Page<R>>(pageKey, (page) => page && { ...page, items: order.flatMap((id) => byId.get(id) ?? []) });
    save(order);
  };
  return {
    sensors,
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const order = dropped(ids, active.id, over?.id);
      if (order) saveOrder(order);
    },
    move: (index: number, by: -1 | 1) => saveOrder(moved(ids, index, index + by)),
  };
}
