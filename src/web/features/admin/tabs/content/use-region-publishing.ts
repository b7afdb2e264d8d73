import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { fetchRegionReadiness, regionReadinessKey, setRegionPublished } from '../../api/region-publishing';
import { serverMessage } from './use-content-mutations';

/**
 * A region's readiness (computed by the server) and its Publish / Unpublish, the one way the panel puts a
 * region live or back to draft (decision 0044): its side panel and its row in the Regions list use it.
 * `readWhen` false skips the readiness read (a live row needs none to unpublish).
 */
export function useRegionPublishing(regionId: number, readWhen = true) {
  const queryClient = useQueryClient();
  const readiness = useQuery({ queryKey: regionReadinessKey(regionId), queryFn: () => fetchRegionReadiness(regionId), staleTime: 0, enabled: readWhen });
  const change = useMutation({
    mutationFn: ({ live, version }: { live: boolean; version: number }) => setRegionPublished(regionId, live, version),
    onSuccess: (region, { live }) => toast({ title: live ? `${region.name} is live: visitors see it now` : `${region.name} is a draft again: visitors no longer see it`, variant: 'success' }),
    onError: (error) => toast({ title: 'The region was not changed', description: serverMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.byType('regions') }),
  });
  return { readiness, change };
}
