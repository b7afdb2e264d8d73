import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { deleteRow, reorderRows, saveRow, type Row } from '../../api/content';
import { bulkAction, type BulkAction } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import type { ResourceSpec } from './resources';

export const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : 'Please try again');

const BULK_DONE: Record<BulkAction, string> = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' };

/** Every write of a content tab; each refreshes every list of the type when it is done. */
export function useContentMutations(spec: ResourceSpec, regionId: number | undefined, callbacks: { onSaved(): void; onSaveError(message: string): void; onBulkDone(): void }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) });

  const save = useMutation({
    mutationFn: ({ row, body }: { row: Row | undefined; body: Record<string, unknown> }) => saveRow(spec.type, row?.id, body, regionId),
    onSuccess: async () => {
      toast({ title: `${spec.noun} saved successfully`, variant: 'success' });
      callbacks.onSaved();
      await refresh();
    },
    onError: (error) => {
      callbacks.onSaveError(serverMessage(error));
      toast({ title: spec.failureTitle ?? `Failed to save ${spec.failureNoun}`, description: serverMessage(error), variant: 'destructive' });
    },
  });
  const remove = useMutation({
    mutationFn: (row: Row) => deleteRow(spec.type, row.id, regionId),
    onSuccess: async () => {
      toast({ title: 'Item deleted successfully', variant: 'success' });
      await refresh();
    },
    onError: (error) => toast({ title: 'Failed to delete item', description: serverMessage(error), variant: 'destructive' }),
  });
  const reorder = useMutation({
    mutationFn: (orderedIds: number[]) => reorderRows(spec.type, orderedIds, regionId),
    onSuccess: () => toast({ title: 'Items reordered successfully', variant: 'success' }),
    onError: (error) => toast({ title: 'Failed to reorder items', description: serverMessage(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  // The row's version goes with the change, so a colleague's newer edit is not overwritten.
  const toggle = useMutation({
    mutationFn: ({ row, isActive }: { row: Row; isActive: boolean }) => saveRow(spec.type, row.id, { isActive, ...(row.version !== undefined ? { version: row.version } : {}) }, regionId),
    onSuccess: (_saved, { row, isActive }) => toast({ title: `${spec.label(row)} is now ${isActive ? 'active' : 'inactive'}`, variant: 'success' }),
    onError: (error) => toast({ title: `Failed to save ${spec.failureNoun}`, description: serverMessage(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const bulk = useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: BulkAction }) => bulkAction(spec.type, ids, action, regionId),
    onSuccess: ({ updated }, { action }) => {
      toast({ title: `${updated} item${updated === 1 ? '' : 's'} ${BULK_DONE[action]}`, variant: 'success' });
      callbacks.onBulkDone();
    },
    onError: (error) => toast({ title: 'The selected items were not changed', description: serverMessage(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  return { save, remove, reorder, toggle, bulk };
}
