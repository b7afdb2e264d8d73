import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { AdminRoutePricing } from '../../../../../domain/api/admin';
import { centsFromDollars, formatAud } from '../../../../../domain/money';
import { ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { listRows, type Row } from '../../api/content';
import { deleteRoutePrice, listRoutePrices, saveRoutePrice } from '../../api/route-pricing';
import { sectionsFor, sectionsToSave, type RouteSection } from './route-sections';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditRouteDialog } from './edit-route-dialog';
import { RouteImportCard } from './route-import-card';
import type { AdminScope } from '../../admin-scope';
import { adminKeys } from '../../api/query-keys';

interface RoutePair {
  departure: Row;
  destination: Row;
  rows: AdminRoutePricing[];
}

const failure = (error: unknown) => (error instanceof ApiError ? `${error.status}: ${error.serverMessage}` : error instanceof Error ? error.message : 'Please try again');

/** SPEC §2 Routes tab: the Aircraft Route Pricing table by aircraft type, with the Edit Route dialog and delete. */
export function RoutesTab({ scope }: { scope: AdminScope }) {
  const queryClient = useQueryClient();
  const regionId = scope.regionId;
  const [aircraft, setAircraft] = useState<AircraftType>(AIRCRAFT_TYPES[0]);
  const [editing, setEditing] = useState<RoutePair>();
  const [deleting, setDeleting] = useState<RoutePair>();
  const prices = useQuery({ queryKey: adminKeys.routePricing(regionId), queryFn: () => listRoutePrices(regionId!), enabled: regionId !== undefined });
  // The locations of the chosen app context: the twin site has its own copies (docs/decisions/0004).
  const listScope = { regionId, appContext: scope.appContext };
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', listScope), queryFn: () => listRows('departure-locations', listScope), enabled: regionId !== undefined });
  const destinations = useQuery({ queryKey: adminKeys.list('destinations', listScope), queryFn: () => listRows('destinations', listScope), enabled: regionId !== undefined });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });

  const save = useMutation({
    mutationFn: async ({ pair, sections }: { pair: RoutePair; sections: RouteSection[] }) => {
      let created = 0;
      for (const { section, body } of sectionsToSave(sections)) {
        await saveRoutePrice(
          section.id,
          section.id === undefined ? { ...body, aircraftType: aircraft, departureLocationId: pair.departure.id, destinationId: pair.destination.id, flightType: section.flightType } : body,
          regionId!,
        );
        if (section.id === undefined) created++;
      }
      return created;
    },
    onSuccess: async (created) => {
      toast({ title: created > 0 ? 'Route created successfully' : 'Route updated successfully', variant: 'success' });
      setEditing(undefined);
      await refresh();
    },
    onError: (error) => toast({ title: 'Failed to update route', description: failure(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    // Deleting a route removes every flight type of that departure, destination and aircraft (SPEC §9).
    mutationFn: async (pair: RoutePair) => {
      for (const row of pair.rows) await deleteRoutePrice(row.id, regionId!);
    },
    onSuccess: async () => {
      toast({ title: 'Item deleted successfully', variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : 'Failed to delete routes', variant: 'destructive' });
      await refresh();
    },
  });

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
  const cell = (pair: RoutePair, flightType: string) => {
    const row = pair.rows.find((r) => r.flightType === flightType);
    if (!row) return <span aria-label="not set">—</span>;
    return row.isCustomRoute ? 'Custom route' : formatAud(centsFromDollars(row.price), 'en-AU', { wholeDollars: true });
  };

  return (
    <section aria-labelledby="routes-title" className="grid gap-4">
      <h2 id="routes-title" className="text-xl font-bold">
        Route Pricing
      </h2>
      <RouteImportCard regionId={regionId} />
      <h3 className="font-semibold">Aircraft Route Pricing</h3>
      <div role="group" aria-label="Aircraft type" className="flex flex-wrap gap-2">
        {AIRCRAFT_TYPES.map((type) => (
          <Button key={type} size="sm" variant={type === aircraft ? 'default' : 'outline'} aria-pressed={type === aircraft} onClick={() => setAircraft(type)}>
            {AIRCRAFT[type].label}
          </Button>
        ))}
      </div>
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
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => {
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
                  <td className="whitespace-nowrap p-2 text-right">
                    <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(pair)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} disabled={pair.rows.length === 0} onClick={() => setDeleting(pair)}>
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing && (
        <EditRouteDialog
          title="Edit Route"
          description={`${String(editing.departure.name)} to ${String(editing.destination.name)}, ${AIRCRAFT[aircraft].label}`}
          initial={sectionsFor(editing.rows)}
          saving={save.isPending}
          onSave={(sections) => save.mutate({ pair: editing, sections })}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this route?"
        description={deleting ? `Every flight type from ${String(deleting.departure.name)} to ${String(deleting.destination.name)} for ${AIRCRAFT[aircraft].label} is removed.` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(undefined);
        }}
      />
    </section>
  );
}
