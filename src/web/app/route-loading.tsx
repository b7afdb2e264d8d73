import { Skeleton } from '../components/ui/skeleton';

export function RouteLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
