import type { PriceGridAnswer, PriceGridCell, PriceGridRow } from '../../../../../domain/api/admin';
import { aircraftNameAndCode } from '../../../../../domain/aircraft';
import { cn } from '../../../../lib/cn';
import { FLIGHT_TYPE_TITLES } from './cell-edit';
import { aircraftSpans, cellAt, cellKey, cellLabel } from './price-grid-model';
import { PriceCell } from './price-cell';
import type { CellChange } from './use-price-grid';

interface PriceGridTableProps {
  answer: PriceGridAnswer;
  fetching: boolean;
  /** The departure shown ('all': every departure, with a Departure column). */
  departureLabel: string | undefined;
  allDepartures: boolean;
  /** The change being saved, if any: its cell shows busy. */
  saving: CellChange | undefined;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange(change: CellChange): void;
  onDetails(cell: PriceGridCell, row: PriceGridRow): void;
}

/** One page of the grid: a row per route, a column per aircraft and flight type, grouped under the aircraft. */
export function PriceGridTable({ answer, fetching, departureLabel, allDepartures, ...rows }: PriceGridTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card" aria-busy={fetching || undefined}>
      <table className="w-full text-sm" data-testid="price-grid">
        <caption className="sr-only">
          Prices customers are quoted{allDepartures ? '' : ` from ${departureLabel ?? ''}`}, by destination, aircraft and flight type
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
            {aircraftSpans(answer.columns).map(({ aircraftType, span }) => (
              <th key={aircraftType} scope="colgroup" colSpan={span} className="border-l p-2 text-center" data-testid="aircraft-header">
                {/* The name and the code the sheets and the API use: one aircraft, one way of naming it. */}
                {aircraftNameAndCode(aircraftType)}
              </th>
            ))}
          </tr>
          <tr>
            {(answer.columns ?? []).map((column) => (
              <th key={`${column.aircraftType}-${column.flightType}`} scope="col" className="border-l p-2 text-xs font-medium">
                {FLIGHT_TYPE_TITLES[column.flightType]}
                {column.flightType === 'scenic' && <span className="block font-normal text-muted-foreground">on the departure’s own row</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.items.map((row, rowIndex) => (
            <GridRow key={`${row.departureLocationId}-${row.destinationId}`} row={row} rowIndex={rowIndex} columns={answer.columns} allDepartures={allDepartures} {...rows} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type GridRowProps = Pick<PriceGridTableProps, 'allDepartures' | 'saving' | 'errors' | 'readOnly' | 'onChange' | 'onDetails'> & {
  row: PriceGridRow;
  rowIndex: number;
  columns: PriceGridAnswer['columns'];
};

function GridRow({ row, rowIndex, columns, allDepartures, saving, errors, readOnly, onChange, onDetails }: GridRowProps) {
  return (
    <tr className={cn('border-t', !row.isActive && 'opacity-70')} data-testid="grid-row">
      {allDepartures && <td className="p-2 align-top">{row.departureName}</td>}
      <th scope="row" className="p-2 text-left align-top font-medium">
        {row.destinationName}
        {!row.isActive && <span className="block text-xs font-normal text-muted-foreground">inactive</span>}
        {row.isDepartureOwnRow && <span className="block text-xs font-normal text-muted-foreground">the departure’s own row: its scenic flights</span>}
      </th>
      {columns.map((column, columnIndex) => {
        const cell = cellAt(row, column);
        if (!cell) {
          return (
            <td key={`${column.aircraftType}-${column.flightType}`} className="border-l p-2 align-top text-xs text-muted-foreground">
              <span aria-hidden title="Scenic flights are priced on the departure’s own row">
                —
              </span>
              <span className="sr-only">Scenic flights are priced on the departure’s own row</span>
            </td>
          );
        }
        return (
          <PriceCell
            key={`${cellKey(cell)}|${cell.routePriceId}|${cell.version}|${cell.routePrice}`}
            cell={cell}
            label={cellLabel(row, column, allDepartures)}
            row={rowIndex}
            column={columnIndex}
            busy={saving?.cell === cell}
            error={errors[cellKey(cell)]}
            onEdit={(edit) => edit.kind !== 'none' && onChange({ cell, edit, version: cell.version })}
            onDetails={() => onDetails(cell, row)}
            readOnly={readOnly}
          />
        );
      })}
    </tr>
  );
}
