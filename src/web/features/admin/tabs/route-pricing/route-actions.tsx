import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { aircraftNameAndCode, type AircraftType } from '../../../../../domain/aircraft';
import type { PriceGridRow } from '../../../../../domain/api/admin';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { listRoutePricesOf } from '../../api/route-pricing';
import { DeleteRouteDialog } from './delete-route-dialog';
import { EditRouteDialog } from './edit-route-dialog';

export interface RouteAction {
  kind: 'edit' | 'delete';
  row: PriceGridRow;
  aircraftType: AircraftType;
}

/** The Edit Route dialog or the route's delete, for one route pair and aircraft, with its rows read fresh. */
export function RouteActions({ action, regionId, onClose }: { action: RouteAction; regionId: number; onClose(): void }) {
  const { row, aircraftType } = action;
  const scope = { departureLocationId: row.departureLocationId, destinationId: row.destinationId, aircraftType };
  const rows = useQuery({ queryKey: adminKeys.routePricingOf(scope), queryFn: () => listRoutePricesOf(scope), staleTime: 0 });
  const nothingToDelete = action.kind === 'delete' && rows.data?.length === 0;
  useEffect(() => {
    if (!nothingToDelete) return;
    toast({ title: 'This route has no route prices to delete' });
    onClose();
  }, [nothingToDelete, onClose]);
  if (!rows.data || nothingToDelete) return null;
  const names = `${row.departureName} to ${row.destinationName}`;
  if (action.kind === 'edit') {
    return (
      <EditRouteDialog
        title="Edit Route"
        description={`${names}, ${aircraftNameAndCode(aircraftType)}`}
        rows={rows.data}
        route={{ aircraftType, departureLocationId: row.departureLocationId, destinationId: row.destinationId, regionId }}
        onClose={onClose}
      />
    );
  }
  return <DeleteRouteDialog name={`the route from ${row.departureName} to ${row.destinationName} for ${aircraftNameAndCode(aircraftType)}`} rows={rows.data} regionId={regionId} onClose={onClose} />;
}
