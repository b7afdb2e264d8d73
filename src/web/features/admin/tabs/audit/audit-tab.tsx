import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { getAuditLog } from '../../api/audit-log';
import { PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { AuditEntryItem } from './audit-entry';
import { isDay, useListAddress } from '../../shell/use-list-address';
import { AuditFiltersForm, filtersOf, type Draft } from './audit-filters';
import { QueryState } from '../../components/query-state';

/** The audit log (decision 0011): every write with who, what and when, filtered by person, type and dates; 50 at a time. */
export function AuditTab() {
  const id = useId();
  // The applied filters live in the address (person, type and local days), so a reload or a shared link keeps them.
  const address = useListAddress({ user: { fallback: '' }, type: { fallback: '' }, from: { fallback: '', valid: isDay }, to: { fallback: '', valid: isDay } }, PAGE_SIZE);
  const applied: Draft = { user: address.state.user, entity: address.state.type, from: address.state.from, to: address.state.to };
  const filters = filtersOf(applied);
  const log = useInfiniteQuery({
    queryKey: adminKeys.auditLog({ ...filters }),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Audit Log
      </h2>
      {/* Back/Forward to other filters shows them in the form too. */}
      <AuditFiltersForm key={JSON.stringify(applied)} applied={applied} onApply={(next) => address.set({ user: next.user, type: next.entity, from: next.from, to: next.to })} />
      <QueryState query={log} failure={(error) => (error instanceof ApiError ? error.serverMessage : 'The audit log could not be loaded. Please try again.')}>
        {() => (
          <>
            <p className="text-sm text-muted-foreground" role="status" data-testid="audit-count">
              {total === 0 ? 'No entries match these filters.' : `Showing ${entries.length} of ${total} ${total === 1 ? 'entry' : 'entries'}, newest first.`}
            </p>
            <ol className="grid gap-2">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <AuditEntryItem entry={entry} />
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
      {log.hasNextPage && (
        <Button variant="outline" className="justify-self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
