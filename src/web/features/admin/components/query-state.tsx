import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { plainFailure } from '../no-lost-work/field-errors';

/** What the component reads of a query (useQuery or useInfiniteQuery): pending, failed, or its answer. */
type QueryLike<T> = { isPending: true; isError: false; error: null } | { isPending: false; isError: true; error: Error } | { isPending: false; isError: false; error: null; data: T };

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** While the first answer is on its way: a skeleton of this height class ('h-48'), or what to show instead. */
  loading?: string | ReactNode;
  /** The failure in plain words; by default the server's own message (plainFailure). */
  failure?: (error: Error) => string;
  children(data: T): ReactNode;
}

/**
 * The three states of a read in the admin panel, said the same way everywhere: a skeleton while it loads,
 * the failure in words (announced), else what the answer shows.
 */
export function QueryState<T>({ query, loading = 'h-48', failure = plainFailure, children }: QueryStateProps<T>) {
  if (query.isPending) return typeof loading === 'string' ? <Skeleton className={loading} /> : loading;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {failure(query.error)}
      </p>
    );
  }
  return children(query.data);
}
