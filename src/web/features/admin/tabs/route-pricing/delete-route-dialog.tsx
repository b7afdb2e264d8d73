import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRoutePricing } from '../../../../../domain/api/admin';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { deleteRoutePrice } from '../../api/route-pricing';
import { deleteImpact } from '../../api/trash';
import { DeleteDialog } from '../../no-lost-work/delete-dialog';
import { plainFailure } from '../../no-lost-work/field-errors';
import { deletedToast } from '../../no-lost-work/undo-toast';

/**
 * Deleting a route: every flight type of that departure, destination and aircraft goes (docs/product.md §9) in one
 * Trash entry; the toast's Undo brings them all back.
 */
export function DeleteRouteDialog({ name, rows, regionId, onClose }: { name: string; rows: AdminRoutePricing[]; regionId: number; onClose(): void }) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() }), queryClient.invalidateQueries({ queryKey: adminKeys.trash() })]);
  const remove = useMutation({
    // One DELETE takes every flight type of the route into one Trash entry (docs/product.md §9); it carries the
    // version the table showed.
    mutationFn: () => {
      const first = rows[0]!;
      const version = (first as { version?: unknown }).version;
      return deleteRoutePrice(first.id, regionId, typeof version === 'number' ? version : undefined);
    },
    onSuccess: async (entry) => {
      onClose();
      deletedToast(entry, refresh);
      await refresh();
    },
    onError: async (error) => {
      onClose();
      toast({ title: 'Failed to delete the route', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });
  const first = rows[0];
  return (
    <DeleteDialog
      name={name}
      impact={first ? { queryKey: adminKeys.deleteImpact('route-pricing', first.id), queryFn: () => deleteImpact('route-pricing', first.id, regionId) } : undefined}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
