import { Skeleton } from '../../../../components/ui/skeleton';
import type { AdminScope } from '../../admin-scope';
import { useCan } from '../../access/role-access';
import { PriceGrid } from './price-grid';
import { RouteImportCard } from './route-import-card';

/**
 * docs/product.md §2.7 Routes tab: the route import card and the Aircraft Route Pricing table, which is the effective
 * price grid (decision 0028): what every customer is quoted, where it comes from, editable in place; the Edit
 * Route dialog and the route's delete open from a cell's side panel. Read-only for a role without content:write.
 */
export function RoutesTab({ scope }: { scope: AdminScope }) {
  const regionId = scope.regionId;
  // A read-only role (agent) sees what customers are quoted, without the import or editing.
  const canWrite = useCan('content:write');
  if (regionId === undefined) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <section aria-labelledby="routes-title" className="grid min-w-0 gap-4">
      <h2 id="routes-title" className="text-xl font-bold">
        Route Pricing
      </h2>
      {canWrite && <RouteImportCard regionId={regionId} />}
      <PriceGrid scope={scope} regionId={regionId} readOnly={!canWrite} />
    </section>
  );
}
