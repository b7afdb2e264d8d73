import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { deleteRow } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { deleteImpact } from '../../api/trash';
import { DeleteDialog } from '../../no-lost-work/delete-dialog';
import { plainFailure } from '../../no-lost-work/field-errors';
import { deletedToast } from '../../no-lost-work/undo-toast';
import type { ResourceSpec } from './content-tabs';
import { rowName } from './row-display';

/**
 * Deleting one content row: the confirmation names what goes with it (or why it cannot go), the DELETE
 * carries the version the list showed, and the toast offers Undo from the Trash.
 */
export function DeleteRowDialog<K extends AdminContentType>({ spec, row, regionId, onClose }: { spec: ResourceSpec<K>; row: AdminContentItem<K>; regionId: number | undefined; onClose(): void }) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) }), queryClient.invalidateQueries({ queryKey: adminKeys.trash() })]);
  const remove = useMutation({
    mutationFn: () => deleteRow(spec.type, row.id, regionId, row.version),
    onSuccess: async (trashEntry) => {
      onClose();
      deletedToast(trashEntry, refresh);
      await refresh();
    },
    onError: async (error) => {
      onClose();
      toast({ title: 'Failed to delete item', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });
  return (
    <DeleteDialog
      name={rowName(spec, row)}
      impact={{ queryKey: adminKeys.deleteImpact(spec.type, row.id), queryFn: () => deleteImpact(spec.type, row.id, regionId) }}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
