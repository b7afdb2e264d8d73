import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { reorderRows, saveRow } from '../../api/content';
import { bulkAction, type BulkAction } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import type { ResourceSpec } from './content-tabs';
import { rowName } from './row-display';

export const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : 'Please try again');

const BULK_DONE: Record<BulkAction, string> = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' };

/** The list's own writes (the form saves itself, the delete dialog deletes); each refreshes every list of the type. */
export function useContentMutations<K extends AdminContentType>(spec: ResourceSpec<K>, regionId: number | undefined, callbacks: { onBulkDone(): void }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) });

  const reorder = useMutation({
    mutationFn: (orderedIds: number[]) => reorderRows(spec.type, orderedIds, regionId),
    onSuccess: () => toast({ title: 'Items reordered successfully', variant: 'success' }),
    onError: (error) => toast({ title: 'Failed to reorder items', description: serverMessage(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  // The row's version goes with the change, so a colleague's newer edit is not overwritten.
  const toggle = useMutation({
    mutationFn: ({ row, isActive }: { row: AdminContentItem<K>; isActive: boolean }) => saveRow(spec.type, row.id, { isActive, version: row.version }, regionId),
    onSuccess: (_saved, { row, isActive }) => toast({ title: `${rowName(spec, row)} is now ${isActive ? 'active' : 'inactive'}`, variant: 'success' }),
    onError: (error) => toast({ title: `Failed to save ${spec.label.toLowerCase()}`, description: serverMessage(error), variant: 'destructive' }),
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
  return { reorder, toggle, bulk };
}
