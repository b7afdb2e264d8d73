import { useId, useState } from 'react';
import type { AircraftType } from '../../../../../domain/aircraft';
import type { PriceGridCell, PriceGridRow } from '../../../../../domain/api/admin';
import type { RouteFlightType } from '../../../../../domain/flight-types';
import { PRICE_SOURCE_LABELS, PRICE_SOURCE_ORDER, PRICE_SOURCE_ORDER_TEXT } from '../../../../../domain/pricing-sources';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import type { AdminScope } from '../../admin-scope';
import { FilterSelect } from '../../components/filter-select';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { BulkChangePanel } from './bulk-change/bulk-change-panel';
import { priceConflictDetail } from './cell-edit';
import { CellPanel } from './cell-panel';
import { AIRCRAFT_OPTIONS, FLIGHT_TYPE_OPTIONS } from './grid-filter-options';
import { PriceGridTable } from './price-grid-table';
import { GRID_PAGE_SIZE } from './price-grid-model';
import { RouteActions, type RouteAction } from './route-actions';
import { useCellChange, usePriceGrid, type CellChange } from './use-price-grid';

const SWATCH: Record<string, string> = { route: 'bg-sky-100 text-sky-900', destination: 'bg-amber-100 text-amber-900', rule: 'bg-violet-100 text-violet-900' };

/** The day the grid's prices are for: today until staff choose one (its seasons and dates then apply). */
function PricesOn({ date, onDate }: { date: string; onDate(date: string): void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Prices on
      </label>
      <div className="flex items-center gap-2">
        <Input id={id} type="date" className="w-44" value={date} onChange={(event) => onDate(event.target.value)} aria-describedby={`${id}-note`} />
        {date && (
          <Button variant="ghost" onClick={() => onDate('')}>
            Today
          </Button>
        )}
      </div>
      <p id={`${id}-note`} className="sr-only">
        The quoted prices of that day, with its seasons and dates; the route prices you type are the same every day.
      </p>
    </div>
  );
}

/**
 * The effective price grid (decision 0028): for the chosen departure (or all), a page of destinations; per
 * aircraft and flight type what the customer is quoted and which source priced it. Typing a price and Enter
 * saves it as the route price; emptying the box and Enter removes the route price and the next source shows.
 */
export function PriceGrid({ scope, regionId, readOnly = false }: { scope: AdminScope; regionId: number; readOnly?: boolean }) {
  const view = usePriceGrid(scope, regionId);
  const cells = useCellChange(regionId);
  const [panel, setPanel] = useState<{ cell: PriceGridCell; row: PriceGridRow }>();
  const [routeAction, setRouteAction] = useState<RouteAction>();
  const [bulkOpen, setBulkOpen] = useState(false);
  const answer = view.grid.data;

  return (
    <div className="grid min-w-0 gap-3">
      <h3 className="font-semibold">Aircraft Route Pricing</h3>
      <PriceSourceLegend />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label="Departure" value={view.chosen ?? ''} options={view.departureOptions} onChange={view.setDeparture} />
        <FilterSelect label="Aircraft" value={view.aircraft} options={AIRCRAFT_OPTIONS} onChange={(value) => view.setAircraft(value as AircraftType | '')} />
        <FilterSelect label="Flight type" value={view.flightType} options={FLIGHT_TYPE_OPTIONS} onChange={(value) => view.setFlightType(value as RouteFlightType | '')} />
        <SearchBox label="Search destinations" value={view.search} onChange={view.setSearch} placeholder="Destination name" />
        <PricesOn date={view.date} onDate={view.setDate} />
        {!readOnly && (
          <Button variant="outline" onClick={() => setBulkOpen(true)}>
            Bulk change
          </Button>
        )}
      </div>
      {cells.conflict && (
        <ConflictNotice
          conflict={cells.conflict.conflict}
          detail={priceConflictDetail(cells.conflict.conflict.current, typedOf(cells.conflict.change))}
          busy={cells.change.isPending}
          onReload={cells.reload}
          onOverwrite={cells.overwrite}
        />
      )}
      {!answer ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-64" />
        </div>
      ) : (
        <PriceGridTable
          answer={answer}
          fetching={view.grid.isFetching}
          departureLabel={view.departureOptions.find((o) => o.value === view.chosen)?.label}
          allDepartures={view.chosen === 'all'}
          saving={cells.change.isPending ? cells.change.variables : undefined}
          errors={cells.errors}
          readOnly={readOnly}
          onChange={(change) => cells.change.mutate(change)}
          onDetails={(cell, row) => setPanel({ cell, row })}
        />
      )}
      <Pager offset={view.offset} pageSize={GRID_PAGE_SIZE} total={answer?.total ?? 0} shown={answer?.items.length ?? 0} noun="routes" onOffset={view.setOffset} />
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
      {bulkOpen && (
        <BulkChangePanel
          scope={scope}
          regionId={regionId}
          grid={{ departure: view.chosen, aircraft: view.aircraft, flightType: view.flightType }}
          departureOptions={view.departureOptions}
          onClose={() => setBulkOpen(false)}
        />
      )}
      {routeAction && <RouteActions action={routeAction} regionId={regionId} onClose={() => setRouteAction(undefined)} />}
    </div>
  );
}

/** How scenic flights are offered (docs/product.md §4), said where staff see the Scenic column. */
const SCENIC_NOTE =
  'Scenic flights start and end at the departure: a departure offers them through the destination whose value (slug) is the departure’s own, so the Scenic column has prices only on that row; the other rows show —.';

/** What staff typed in a cell that met a conflict ('' for a removal). */
const typedOf = (change: CellChange) => (change.edit.kind === 'save' ? change.edit.price : '');

/** Where each price comes from, in the order the quote takes them, and how the boxes are used. */
function PriceSourceLegend() {
  return (
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
      <p className="text-xs text-muted-foreground" data-testid="scenic-note">
        {SCENIC_NOTE}
      </p>
      <p className="text-xs text-muted-foreground">
        Type a route price and press Enter to save it; empty the box and press Enter to remove it. Escape cancels; the arrow keys move between boxes.
      </p>
    </div>
  );
}
