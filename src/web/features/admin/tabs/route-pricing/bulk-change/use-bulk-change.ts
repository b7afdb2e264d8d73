import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkPriceChange } from '../../../../../../domain/api/admin/bulk-prices';
import { toast } from '../../../../../components/ui/toast';
import { applyBulkChange, listBulkChanges, previewBulkChange, undoBulkChange, type BulkOperationBody } from '../../../api/bulk-prices';
import { adminKeys } from '../../../api/query-keys';
import { plainFailure } from '../../../no-lost-work/field-errors';
import { pricesWord } from './bulk-change-model';

/** Under route-pricing, so any price write refreshes the list too. */
const recentKey = (regionId: number) => ['admin', 'route-pricing', 'bulk-changes', regionId] as const;

/** The region's recent bulk changes (the panel's list, where each can be undone). */
export const useRecentBulkChanges = (regionId: number) => useQuery({ queryKey: recentKey(regionId), queryFn: () => listBulkChanges(regionId), staleTime: 0 });

/** Every price read (the grid, cells, lists) is read again after an apply or undo. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });
};

/** Undo one bulk change: a toast says it is done, or why not in the server's words (409 when prices changed since). */
export function useUndoBulkChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => undoBulkChange(id),
    onSuccess: async (change) => {
      toast({ title: 'Bulk change undone', description: `${pricesWord(change.count)} back as they were.`, variant: 'success' });
      await refresh();
    },
    onError: (error) => toast({ title: 'Could not undo the bulk change', description: plainFailure(error), variant: 'destructive', duration: 15_000 }),
  });
}

/** Preview and apply; after an apply, a toast with Undo (also in the recent list, later). */
export function useBulkChange(onApplied: (change: BulkPriceChange) => void) {
  const refresh = useRefresh();
  const undo = useUndoBulkChange();
  const preview = useMutation({ mutationFn: (body: BulkOperationBody) => previewBulkChange(body) });
  const apply = useMutation({
    mutationFn: (body: BulkOperationBody) => applyBulkChange(body),
    onSuccess: async (change) => {
      toast({
        title: `Bulk change applied: ${pricesWord(change.count)}`,
        description: change.summary,
        variant: 'success',
        // Longer than a delete's notice: staff check the grid before they decide.
        duration: 60_000,
        action: { label: 'Undo', altText: 'Undo the bulk change: put every price back', onClick: () => undo.mutate(change.id) },
      });
      onApplied(change);
      await refresh();
    },
  });
  return { preview, apply };
}
