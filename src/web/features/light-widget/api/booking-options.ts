import type { ListLoader } from './list-loader';

export interface LocationOption {
  id: number;
  name: string;
  value: string;
}

/** SPEC §5: entries without a non-empty id and name are dropped. */
export function usableLocations(rows: unknown[]): LocationOption[] {
  const options: LocationOption[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const { id, name, value } = row as { id?: unknown; name?: unknown; value?: unknown };
    if (typeof id !== 'number' || typeof name !== 'string' || name.trim() === '') continue;
    options.push({ id, name: name.trim(), value: typeof value === 'string' ? value : String(id) });
  }
  return options;
}

/** Both lists at once (SPEC §7: in parallel; departures without a region). */
export async function loadBookingOptions(loader: ListLoader): Promise<{ departures: LocationOption[]; destinations: LocationOption[] }> {
  const [departures, destinations] = await Promise.all([loader.load('/api/departure-locations'), loader.load('/api/destinations')]);
  return { departures: usableLocations(departures), destinations: usableLocations(destinations) };
}

/** Departure and destination must both be chosen and differ (SPEC §5). */
export function sameLocation(departure: LocationOption | undefined, destination: LocationOption | undefined): boolean {
  if (!departure || !destination) return false;
  return departure.value.toLowerCase() === destination.value.toLowerCase() || departure.name.toLowerCase() === destination.name.toLowerCase();
}
