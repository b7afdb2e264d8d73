import type { Row } from '../../api/content';
import { FilterSelect } from '../../components/filter-select';
import { SearchBox } from '../../components/search-box';

export interface PairFilters {
  q: string;
  departureId: string;
  destinationId: string;
  /** '' all pairs; 'priced' pairs with any price; a flight type: pairs with a price for it; 'unpriced' none. */
  priced: string;
}
export const NO_FILTERS: PairFilters = { q: '', departureId: '', destinationId: '', priced: '' };

const options = (rows: Row[], all: string) => [{ value: '', label: all }, ...rows.map((row) => ({ value: String(row.id), label: String(row.name) }))];

/** Search and filters of the route pricing table (the aircraft type is the buttons above it). */
export function RoutePairFilters({ value, onChange, departures, destinations }: { value: PairFilters; onChange(next: PairFilters): void; departures: Row[]; destinations: Row[] }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox label="Search routes" value={value.q} onChange={(q) => onChange({ ...value, q })} placeholder="Departure or destination" />
      <FilterSelect label="Departure" value={value.departureId} options={options(departures, 'All departures')} onChange={(departureId) => onChange({ ...value, departureId })} />
      <FilterSelect label="Destination" value={value.destinationId} options={options(destinations, 'All destinations')} onChange={(destinationId) => onChange({ ...value, destinationId })} />
      <FilterSelect
        label="Flight type"
        value={value.priced}
        onChange={(priced) => onChange({ ...value, priced })}
        options={[
          { value: '', label: 'All routes' },
          { value: 'priced', label: 'With any price' },
          { value: 'same-day', label: 'With a same-day price' },
          { value: 'scenic', label: 'With a scenic price' },
          { value: 'one-way', label: 'With a one-way price' },
          { value: 'unpriced', label: 'Without a price' },
        ]}
      />
    </div>
  );
}

/** Whether a departure/destination pair passes the filters (`q` already debounced and lower-cased). */
export function pairMatches(pair: { departure: Row; destination: Row; rows: { flightType: string }[] }, filters: PairFilters, q: string): boolean {
  if (filters.departureId && String(pair.departure.id) !== filters.departureId) return false;
  if (filters.destinationId && String(pair.destination.id) !== filters.destinationId) return false;
  if (q && !`${String(pair.departure.name)} ${String(pair.destination.name)}`.toLowerCase().includes(q)) return false;
  if (filters.priced === 'priced') return pair.rows.length > 0;
  if (filters.priced === 'unpriced') return pair.rows.length === 0;
  if (filters.priced) return pair.rows.some((row) => row.flightType === filters.priced);
  return true;
}
