import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { PriceGridCell } from '../../../../../domain/api/admin';
import type { RouteFlightType } from '../../../../../domain/flight-types';
import { toast } from '../../../../components/ui/toast';
import type { AdminScope } from '../../admin-scope';
import { listRows } from '../../api/content';
import { priceGridQuery } from '../../api/price-grid';
import { adminKeys } from '../../api/query-keys';
import { deleteRoutePrice, saveRoutePrice } from '../../api/route-pricing';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { conflictOf, type Conflict } from '../../no-lost-work/conflict';
import { plainFailure } from '../../no-lost-work/field-errors';
import { deletedToast } from '../../no-lost-work/undo-toast';
import type { CellEdit } from './cell-edit';
import { cellKey, gridParams, routePriceBody } from './price-grid-model';

export interface CellChange {
  cell: PriceGridCell;
  edit: Exclude<CellEdit, { kind: 'none' }>;
  /** The version to send: the cell's, or the current one when staff chose Overwrite after a conflict. */
  version: number | null;
}

/** The grid's filters and the page they show; the first departure of the region until staff choose. */
export function usePriceGrid(scope: AdminScope, regionId: number) {
  const listScope = { regionId, appContext: scope.appContext };
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', listScope), queryFn: () => listRows('departure-locations', listScope) });
  const [departure, setDeparture] = useState<string>();
  const [aircraft, setAircraft] = useState<AircraftType | ''>(AIRCRAFT_TYPES[0]);
  const [flightType, setFlightType] = useState<RouteFlightType | ''>('');
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());

  // Another region or context starts again.
  const chosen = departure ?? (departures.data?.[0] ? String(departures.data[0].id) : undefined);
  useEffect(() => setDeparture(undefined), [regionId, scope.appContext]);
  useEffect(() => setOffset(0), [q, chosen, aircraft, flightType, regionId, scope.appContext]);

  const params = gridParams({ regionId, appContext: scope.appContext, departure: chosen, aircraft, flightType, q, offset, date });
  const grid = useQuery({ ...priceGridQuery(params), enabled: chosen !== undefined, placeholderData: keepPreviousData });
  const departureOptions = [{ value: 'all', label: 'All departures' }, ...(departures.data ?? []).map((row) => ({ value: String(row.id), label: String(row.name) }))];

  return {
    grid,
    chosen,
    departureOptions,
    aircraft,
    flightType,
    search,
    date,
    setDate,
    setDeparture,
    setAircraft,
    setFlightType,
    setSearch,
    offset,
    setOffset,
  };
}

/**
 * Saving or removing one cell's route price: a failure stays beside the cell; a conflict (a colleague
 * changed the price, or created it first) waits for staff to reload or overwrite; either way the grid is read again.
 */
export function useCellChange(regionId: number) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ conflict: Conflict; change: CellChange }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });

  const change = useMutation({
    mutationFn: async ({ cell, edit, version }: CellChange) => {
      if (edit.kind === 'remove') return { removed: await deleteRoutePrice(edit.id, regionId, version ?? undefined, 'price') };
      await saveRoutePrice(cell.routePriceId ?? undefined, routePriceBody(cell, edit, version), regionId);
      return { removed: undefined };
    },
    onMutate: ({ cell }) => {
      setConflict(undefined);
      setErrors(({ [cellKey(cell)]: _gone, ...rest }) => rest);
    },
    onSuccess: async ({ removed }, { edit }) => {
      if (edit.kind === 'remove') deletedToast(removed, refresh, 'Route price removed');
      else toast({ title: 'Route price saved', variant: 'success' });
      await refresh();
    },
    onError: async (error, attempted) => {
      const found = conflictOf(error);
      if (found) {
        // The cell shows the price saved now; the notice keeps what was typed, for Overwrite.
        setConflict({ conflict: found, change: attempted });
        await refresh();
        return;
      }
      setErrors((all) => ({ ...all, [cellKey(attempted.cell)]: plainFailure(error) }));
      toast({ title: 'Failed to save the price', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });

  return {
    change,
    errors,
    conflict,
    reload: () => {
      setConflict(undefined);
      void refresh();
    },
    overwrite: () => conflict && change.mutate({ ...conflict.change, version: conflict.conflict.current.version }),
  };
}
