import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { AdminRoutePricing } from '../../../../../domain/api/admin';
import { centsFromDollars, formatAud } from '../../../../../domain/money';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { listRows, type Row } from '../../api/content';
import { listRoutePrices } from '../../api/route-pricing';
import { DeleteRouteDialog } from './delete-route-dialog';
import { EditRouteDialog } from './edit-route-dialog';
import { RouteImportCard } from './route-import-card';
import type { AdminScope } from '../../admin-scope';
import { adminKeys } from '../../api/query-keys';
import { PAGE_SIZE } from '../../api/list-page';
import { Pager } from '../../components/pager';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useCan } from '../../access/role-access';
import { NO_FILTERS, pairMatches, RoutePairFilters, type PairFilters } from './route-pair-filters';

interface RoutePair {
  departure: Row;
  destination: Row;
  rows: AdminRoutePricing[];
}


/** SPEC §2 Routes tab: the Aircraft Route Pricing table by aircraft type, with the Edit Route dialog and delete. */
export function RoutesTab({ scope }: { scope: AdminScope }) {
  const regionId = scope.regionId;
  // A read-only role (agent) sees the prices without the import, edit or delete controls.
  const canWrite = useCan('content:write');
  const [aircraft, setAircraft] = useState<AircraftType>(AIRCRAFT_TYPES[0]);
  const [editing, setEditing] = useState<RoutePair>();
  const [deleting, setDeleting] = useState<RoutePair>();
  const [filters, setFilters] = useState<PairFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(filters.q.trim().toLowerCase());
  // Other filters, another aircraft or region: back to the first page.
  useEffect(() => setOffset(0), [q, filters.departureId, filters.destinationId, filters.priced, aircraft, regionId, scope.appContext]);
  const prices = useQuery({ queryKey: adminKeys.routePricing(regionId), queryFn: () => listRoutePrices(regionId!), enabled: regionId !== undefined });
  // The locations of the chosen app context: the twin site has its own copies (docs/decisions/0004).
  const listScope = { regionId, appContext: scope.appContext };
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', listScope), queryFn: () => listRows('departure-locations', listScope), enabled: regionId !== undefined });
  const destinations = useQuery({ queryKey: adminKeys.list('destinations', listScope), queryFn: () => listRows('destinations', listScope), enabled: regionId !== undefined });

  if (regionId === undefined || prices.isPending || departures.isPending || destinations.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  const forAircraft = (prices.data ?? []).filter((row) => row.aircraftType === aircraft);
  const pairs: RoutePair[] = (departures.data ?? []).flatMap((departure) =>
    (destinations.data ?? []).map((destination) => ({
      departure,
      destination,
      rows: forAircraft.filter((row) => row.departureLocationId === departure.id && row.destinationId === destination.id),
    })),
  );
  // Every departure x destination pair is a row (a dash where no price is set): at hundreds of places that
  // is thousands of rows, so the table shows the filtered pairs a page at a time.
  const matching = pairs.filter((pair) => pairMatches(pair, filters, q));
  const shown = matching.slice(offset, offset + PAGE_SIZE);
  const cell = (pair: RoutePair, flightType: string) => {
    const row = pair.rows.find((r) => r.flightType === flightType);
    if (!row) return <span aria-label="not set">—</span>;
    return row.isCustomRoute ? 'Custom route' : formatAud(centsFromDollars(row.price), 'en-AU', { wholeDollars: true });
  };

  return (
    <section aria-labelledby="routes-title" className="grid min-w-0 gap-4">
      <h2 id="routes-title" className="text-xl font-bold">
        Route Pricing
      </h2>
      {canWrite && <RouteImportCard regionId={regionId} />}
      <h3 className="font-semibold">Aircraft Route Pricing</h3>
      <div role="group" aria-label="Aircraft type" className="flex flex-wrap gap-2">
        {AIRCRAFT_TYPES.map((type) => (
          <Button key={type} size="sm" variant={type === aircraft ? 'default' : 'outline'} aria-pressed={type === aircraft} onClick={() => setAircraft(type)}>
            {AIRCRAFT[type].label}
          </Button>
        ))}
      </div>
      <RoutePairFilters value={filters} onChange={setFilters} departures={departures.data ?? []} destinations={destinations.data ?? []} />
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Aircraft Route Pricing for {AIRCRAFT[aircraft].label}</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="p-2">Departure</th>
              <th scope="col" className="p-2">Destination</th>
              <th scope="col" className="p-2">Same-day</th>
              <th scope="col" className="p-2">Scenic</th>
              <th scope="col" className="p-2">One-way</th>
              {canWrite && (
                <th scope="col" className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((pair) => {
              const name = `${String(pair.departure.name)} to ${String(pair.destination.name)}`;
              return (
                <tr key={`${pair.departure.id}-${pair.destination.id}`} className="border-t" data-testid="route-row">
                  <th scope="row" className="p-2 text-left font-medium">{String(pair.departure.name)}</th>
                  <td className="p-2">{String(pair.destination.name)}</td>
                  {ROUTE_FLIGHT_TYPES.map((type) => (
                    <td key={type} className="p-2 tabular-nums">
                      {cell(pair, type)}
                    </td>
                  ))}
                  {canWrite && (
                    <td className="whitespace-nowrap p-2 text-right">
                      <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(pair)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} disabled={pair.rows.length === 0} onClick={() => setDeleting(pair)}>
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager offset={offset} pageSize={PAGE_SIZE} total={matching.length} shown={shown.length} noun="routes" onOffset={setOffset} />
      {editing && canWrite && (
        <EditRouteDialog
          title="Edit Route"
          description={`${String(editing.departure.name)} to ${String(editing.destination.name)}, ${AIRCRAFT[aircraft].label}`}
          rows={editing.rows}
          route={{ aircraftType: aircraft, departureLocationId: editing.departure.id, destinationId: editing.destination.id, regionId }}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && canWrite && (
        <DeleteRouteDialog
          name={`the route from ${String(deleting.departure.name)} to ${String(deleting.destination.name)} for ${AIRCRAFT[aircraft].label}`}
          rows={deleting.rows}
          regionId={regionId}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </section>
  );
}
