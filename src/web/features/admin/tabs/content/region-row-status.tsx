import { useId } from 'react';
import { REGION_STATUS_LABELS, type AdminContentItem } from '../../../../../domain/api/admin';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { serverMessage } from './use-content-mutations';
import { useRegionPublishing } from './use-region-publishing';

/** Why Publish is not offered yet, in words, or undefined once the region is ready. */
function publishBlockedBy(readiness: ReturnType<typeof useRegionPublishing>['readiness']): string | undefined {
  if (readiness.isPending) return 'Checking what it needs to go live…';
  if (readiness.isError) return `Could not read what it needs to go live: ${serverMessage(readiness.error)}`;
  const missing = readiness.data.checks.filter((check) => !check.met).map((check) => check.text);
  return missing.length > 0 ? `Not ready to go live: it still needs ${missing.join('; ')}.` : undefined;
}

/**
 * A region's row in the Regions list: Draft or Live, and Publish or Unpublish through the same checked path
 * as the region's panel (decision 0044), never a bare switch. A draft's Publish stays disabled, with the
 * reason beside it, until the server's readiness checklist is met.
 */
export function RegionRowStatus({ row, name, canWrite }: { row: AdminContentItem<'regions'>; name: string; canWrite: boolean }) {
  const reasonId = useId();
  const live = row.isActive;
  const { readiness, change } = useRegionPublishing(row.id, canWrite && !live);
  const badge = (
    <Badge variant={live ? 'success' : 'muted'} data-testid="region-row-status">
      {REGION_STATUS_LABELS[live ? 'live' : 'draft']}
    </Badge>
  );
  if (!canWrite) return badge;
  if (live) {
    return (
      <span className="flex shrink-0 items-center gap-2">
        {badge}
        <Button size="sm" variant="outline" aria-label={`Unpublish ${name}`} disabled={change.isPending} onClick={() => change.mutate({ live: false, version: row.version })}>
          Unpublish
        </Button>
      </span>
    );
  }
  const blockedBy = publishBlockedBy(readiness);
  return (
    <span className="flex min-w-0 basis-full flex-wrap items-center justify-end gap-2 sm:basis-auto">
      {blockedBy && (
        <span id={reasonId} className="max-w-md text-xs text-muted-foreground" data-testid="region-publish-reason">
          {blockedBy}
        </span>
      )}
      {badge}
      <Button
        size="sm"
        aria-label={`Publish ${name}`}
        aria-describedby={blockedBy ? reasonId : undefined}
        disabled={blockedBy !== undefined || change.isPending}
        onClick={() => change.mutate({ live: true, version: readiness.data?.version ?? row.version })}
      >
        Publish
      </Button>
    </span>
  );
}
