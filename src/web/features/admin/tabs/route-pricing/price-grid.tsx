import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { PriceGridCell, PriceGridRow } from '../../../../../domain/api/admin';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';
import { PRICE_SOURCE_LABELS, PRICE_SOURCE_ORDER, PRICE_SOURCE_ORDER_TEXT } from '../../../../../domain/pricing-sources';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import type { AdminScope } from '../../admin-scope';
import { listRows } from '../../api/content';
import { priceGridQuery } from '../../api/price-grid';
import { adminKeys } from '../../api/query-keys';
import { deleteRoutePrice, saveRoutePrice } from '../../api/route-pricing';
import { FilterSelect } from '../../components/filter-select';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { conflictOf, type Conflict } from '../../no-lost-work/conflict';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { plainFailure } from '../../no-lost-work/field-errors';
import { deletedToast } from '../../no-lost-work/undo-toast';
import { FLIGHT_TYPE_TITLES, type CellEdit } from './cell-edit';
import { CellPanel } from './cell-panel';
import { PriceCell } from './price-cell';
import { RouteActions, type RouteAction } from './route-actions';

export const GRID_PAGE_SIZE = 25;
const SWATCH: Record<string, string> = { route: 'bg-sky-100 text-sky-900', destination: 'bg-amber-100 text-amber-900', rule: 'bg-violet-100 text-violet-900' };

const cellKey = (cell: Pick<PriceGridCell, 'departureLocationId' | 'destinationId' | 'aircraftType' | 'flightType'>) =>
  `${cell.departureLocationId}|${cell.destinationId}|${cell.aircraftType}|${cell.flightType}`;

interface CellChange {
  cell: PriceGridCell;
  edit: Exclude<CellEdit, { kind: 'none' }>;
  /** The version to send: the cell's, or the current one when staff chose Overwrite after a conflict. */
  version: number | null;
}

/**
 * The effective price grid (decision 0028): for the chosen departure (or all), a page of destinations; per
 * aircraft and flight type what the customer is quoted and which source priced it. Typing a price and Enter
 * saves it as the route price; emptying the box and Enter removes the route price and the next source shows.
 */
export function PriceGrid({ scope, regionId, readOnly = false }: { scope: AdminScope; regionId: number; readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const listScope = { regionId, appContext: scope.appContext };
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', listScope), queryFn: () => listRows('departure-locations', listScope) });
  const [departure, setDeparture] = useState<string>();
  const [aircraft, setAircraft] = useState<AircraftType | ''>(AIRCRAFT_TYPES[0]);
  const [flightType, setFlightType] = useState<RouteFlightType | ''>('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ conflict: Conflict; change: CellChange }>();
  const [panel, setPanel] = useState<{ cell: PriceGridCell; row: PriceGridRow }>();
  const [routeAction, setRouteAction] = useState<RouteAction>();

  // The first departure of the region is chosen until staff choose (another region or context starts again).
  const chosen = departure ?? (departures.data?.[0] ? String(departures.data[0].id) : undefined);
  useEffect(() => setDeparture(undefined), [regionId, scope.appContext]);
  useEffect(() => setOffset(0), [q, chosen, aircraft, flightType, regionId, scope.appContext]);

  const params = {
    regionId,
    appContext: scope.appContext,
    departureLocationId: chosen ? Number(chosen) || undefined : undefined,
    aircraftType: aircraft || undefined,
    flightType: flightType || undefined,
    q: q || undefined,
    limit: GRID_PAGE_SIZE,
    offset,
  };
  const grid = useQuery({ ...priceGridQuery(params), enabled: chosen !== undefined, placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.routePricing() });

  const change = useMutation({
    mutationFn: async ({ cell, edit, version }: CellChange) => {
      if (edit.kind === 'remove') return { removed: await deleteRoutePrice(edit.id, regionId, version ?? undefined, 'price') };
      const body =
        cell.routePriceId === null
          ? { aircraftType: cell.aircraftType, departureLocationId: cell.departureLocationId, destinationId: cell.destinationId, flightType: cell.flightType, price: edit.price }
          : { price: edit.price, isActive: true, ...(version !== null ? { version } : {}) };
      await saveRoutePrice(cell.routePriceId ?? undefined, body, regionId);
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
        setConflict({ conflict: found, change: attempted });
        return;
      }
      setErrors((all) => ({ ...all, [cellKey(attempted.cell)]: plainFailure(error) }));
      toast({ title: 'Failed to save the price', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });

  const departureOptions = [{ value: 'all', label: 'All departures' }, ...(departures.data ?? []).map((row) => ({ value: String(row.id), label: String(row.name) }))];
  const answer = grid.data;
  const allDepartures = chosen === 'all';
  const aircraftShown = [...new Set((answer?.columns ?? []).map((c) => c.aircraftType))];
  const flightTypesShown = (type: AircraftType) => (answer?.columns ?? []).filter((c) => c.aircraftType === type).map((c) => c.flightType);

  return (
    <div className="grid min-w-0 gap-3">
      <h3 className="font-semibold">Aircraft Route Pricing</h3>
      <div className="grid gap-1 text-sm" data-testid="price-source-order">
        <p>{PRICE_SOURCE_ORDER_TEXT}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          Under each box, what the customer is quoted (booking fee included) and where it comes from:
          {PRICE_SOURCE_ORDER.map((source) => (
            <span key={source} className={cn('rounded px-1', SWATCH[source])}>
              {PRICE_SOURCE_LABELS[source]}
            </span>
          ))}
          <span className="text-muted-foreground">NOT AVAILABLE</span>
        </p>
        <p className="text-xs text-muted-foreground">
          Type a route price and press Enter to save it; empty the box and press Enter to remove it. Escape cancels; the arrow keys move between boxes.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label="Departure" value={chosen ?? ''} options={departureOptions} onChange={setDeparture} />
        <FilterSelect
          label="Aircraft"
          value={aircraft}
          options={[{ value: '', label: 'All aircraft' }, ...AIRCRAFT_TYPES.map((type) => ({ value: type, label: AIRCRAFT[type].label }))]}
          onChange={(value) => setAircraft(value as AircraftType | '')}
        />
        <FilterSelect
          label="Flight type"
          value={flightType}
          options={[{ value: '', label: 'All flight types' }, ...ROUTE_FLIGHT_TYPES.map((type) => ({ value: type, label: FLIGHT_TYPE_TITLES[type] }))]}
          onChange={(value) => setFlightType(value as RouteFlightType | '')}
        />
        <SearchBox label="Search destinations" value={search} onChange={setSearch} placeholder="Destination name" />
      </div>
      {conflict && (
        <ConflictNotice
          conflict={conflict.conflict}
          busy={change.isPending}
          onReload={() => {
            setConflict(undefined);
            void refresh();
          }}
          onOverwrite={() => change.mutate({ ...conflict.change, version: conflict.conflict.current.version })}
        />
      )}
      {!answer ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card" aria-busy={grid.isFetching || undefined}>
          <table className="w-full text-sm" data-testid="price-grid">
            <caption className="sr-only">
              Prices customers are quoted{allDepartures ? '' : ` from ${departureOptions.find((o) => o.value === chosen)?.label ?? ''}`}, by destination, aircraft and flight type
            </caption>
            <thead className="bg-muted text-left">
              <tr>
                {allDepartures && (
                  <th scope="col" rowSpan={2} className="p-2 align-bottom">
                    Departure
                  </th>
                )}
                <th scope="col" rowSpan={2} className="p-2 align-bottom">
                  Destination
                </th>
                {aircraftShown.map((type) => (
                  <th key={type} scope="colgroup" colSpan={flightTypesShown(type).length} className="border-l p-2 text-center">
                    {AIRCRAFT[type].label}
                  </th>
                ))}
              </tr>
              <tr>
                {(answer.columns ?? []).map((column) => (
                  <th key={`${column.aircraftType}-${column.flightType}`} scope="col" className="border-l p-2 text-xs font-medium">
                    {FLIGHT_TYPE_TITLES[column.flightType]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.items.map((row, rowIndex) => (
                <tr key={`${row.departureLocationId}-${row.destinationId}`} className={cn('border-t', !row.isActive && 'opacity-70')} data-testid="grid-row">
                  {allDepartures && <td className="p-2 align-top">{row.departureName}</td>}
                  <th scope="row" className="p-2 text-left align-top font-medium">
                    {row.destinationName}
                    {!row.isActive && <span className="block text-xs font-normal text-muted-foreground">inactive</span>}
                  </th>
                  {answer.columns.map((column, columnIndex) => {
                    const cell = row.cells.find((c) => c.aircraftType === column.aircraftType && c.flightType === column.flightType);
                    if (!cell) {
                      return (
                        <td key={`${column.aircraftType}-${column.flightType}`} className="border-l p-2 align-top text-xs text-muted-foreground">
                          <span aria-hidden>—</span>
                          <span className="sr-only">Scenic flights are priced on the departure’s own row</span>
                        </td>
                      );
                    }
                    const label = `${row.destinationName}${allDepartures ? ` from ${row.departureName}` : ''}, ${column.aircraftLabel}, ${FLIGHT_TYPE_TITLES[column.flightType]}`;
                    return (
                      <PriceCell
                        key={`${cellKey(cell)}|${cell.routePriceId}|${cell.version}|${cell.routePrice}`}
                        cell={cell}
                        label={label}
                        row={rowIndex}
                        column={columnIndex}
                        busy={change.isPending && change.variables?.cell === cell}
                        error={errors[cellKey(cell)]}
                        onEdit={(edit) => edit.kind !== 'none' && change.mutate({ cell, edit, version: cell.version })}
                        onDetails={() => setPanel({ cell, row })}
                        readOnly={readOnly}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager offset={offset} pageSize={GRID_PAGE_SIZE} total={answer?.total ?? 0} shown={answer?.items.length ?? 0} noun="routes" onOffset={setOffset} />
      {panel && (
        <CellPanel
          cell={panel.cell}
          row={panel.row}
          regionId={regionId}
          onClose={() => setPanel(undefined)}
          onRouteAction={(kind) => {
            setRouteAction({ kind, row: panel.row, aircraftType: panel.cell.aircraftType });
            setPanel(undefined);
          }}
        />
      )}
      {routeAction && <RouteActions action={routeAction} regionId={regionId} onClose={() => setRouteAction(undefined)} />}
    </div>
  );
}
