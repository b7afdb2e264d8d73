import { Skeleton } from '../../../components/ui/skeleton';

export function RouteLoadingPanel() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-3 p-6" role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-64" />
    </div>
  );
}
