import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getAuditLog } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Beyond the spec: every write with who, what, when, before and after; 50 at a time. */
export function AuditTab() {
  const id = useId();
  const log = useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Audit Log
      </h2>
      {log.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border bg-card text-sm" data-testid="audit-entry">
              <details>
                <summary className="flex cursor-pointer flex-wrap gap-x-3 gap-y-1 p-3">
                  <time dateTime={entry.createdAt} className="text-muted-foreground">
                    {new Date(entry.createdAt).toLocaleString('en-AU')}
                  </time>
                  <span className="font-semibold">{entry.userEmail ?? 'system'}</span>
                  <span>
                    {entry.action} {entry.entity}
                    {entry.entityId ? ` #${entry.entityId}` : ''}
                  </span>
                </summary>
                <div className="grid gap-3 border-t p-3 md:grid-cols-2">
                  <div>
                    <p className="mb-1 font-semibold">Before</p>
                    <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{json(entry.before)}</pre>
                  </div>
                  <div>
                    <p className="mb-1 font-semibold">After</p>
                    <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{json(entry.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="outline" className="justify-self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
