import type { RouteFlightType } from '../../../../domain/flight-types';
import type { ListLoader } from './list-loader';

/** A row's name in zh and hi where staff translated it (the API's `translations`). */
export type TranslatedNames = Partial<Record<'zh' | 'hi', string>>;

export interface RegionOption {
  id: number;
  code: string;
  name: string;
  names: TranslatedNames;
  /** A draft region: the server sends one only to signed-in staff previewing it (decision 0044). */
  draft: boolean;
}

export interface PlaceOption {
  id: number;
  name: string;
  /** The slug shared links and the full widget use (`departure=jandakot`). */
  value: string;
  regionId: number;
  names: TranslatedNames;
}

export interface DestinationOption extends PlaceOption {
  flightTypes: RouteFlightType[];
}

export interface BookingOptions {
  regions: RegionOption[];
  departures: PlaceOption[];
  destinations: DestinationOption[];
}

// The domain's ROUTE_FLIGHT_TYPES, spelt out: importing the constant would put a shared chunk of its own on the page.
const ROUTE_FLIGHT_TYPES: readonly RouteFlightType[] = ['same-day', 'scenic', 'one-way'];

type Row = Record<string, unknown>;
const isRow = (row: unknown): row is Row => Boolean(row) && typeof row === 'object' && !Array.isArray(row);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function translatedNames(row: Row): TranslatedNames {
  const translations = isRow(row.translations) ? row.translations : {};
  const names: TranslatedNames = {};
  for (const language of ['zh', 'hi'] as const) {
    const entry = translations[language];
    const name = isRow(entry) ? text(entry.name) : undefined;
    if (name) names[language] = name;
  }
  return names;
}

/**
 * The regions in their display order (the groups of the lists). A draft (`isActive` false) reaches the page
 * only in a staff preview, where the widget shows it as the main site does, under the preview banner.
 */
export function usableRegions(rows: unknown[]): RegionOption[] {
  return rows
    .filter(isRow)
    .filter((row) => typeof row.id === 'number' && text(row.code) && text(row.name))
    .sort((a, b) => (Number(a.displayOrder) || 0) - (Number(b.displayOrder) || 0) || (a.id as number) - (b.id as number))
    .map((row) => ({ id: row.id as number, code: text(row.code)!, name: text(row.name)!, names: translatedNames(row), draft: row.isActive === false }));
}

/** A place from an API row, or undefined when it lacks a numeric id, a name or a region. */
function placeFrom(row: unknown): PlaceOption | undefined {
  if (!isRow(row)) return undefined;
  const name = text(row.name);
  if (typeof row.id !== 'number' || !name || typeof row.regionId !== 'number') return undefined;
  return { id: row.id, name, value: text(row.value) ?? String(row.id), regionId: row.regionId, names: translatedNames(row) };
}

/**
 * docs/product.md §5: entries without a non-empty id and name are dropped; so are entries without a region, since the
 * full widget can show a place only inside its region.
 */
export function usableLocations(rows: unknown[]): PlaceOption[] {
  return rows.map(placeFrom).filter((place) => place !== undefined);
}

/** Destinations with the route flight types they offer; one that offers none cannot be booked and is dropped. */
export function usableDestinations(rows: unknown[]): DestinationOption[] {
  const options: DestinationOption[] = [];
  for (const row of rows) {
    const place = placeFrom(row);
    if (!place) continue;
    const offered = Array.isArray((row as Row).flightTypes) ? ((row as Row).flightTypes as unknown[]) : [];
    const flightTypes = ROUTE_FLIGHT_TYPES.filter((type) => offered.includes(type));
    if (flightTypes.length > 0) options.push({ ...place, flightTypes });
  }
  return options;
}

/** The three lists at once (docs/product.md §7: in parallel; departures and destinations of every region, grouped here). */
export async function loadBookingOptions(loader: ListLoader): Promise<BookingOptions> {
  const [regions, departures, destinations] = await Promise.all([
    loader.load('/api/regions'),
    loader.load('/api/departure-locations'),
    loader.load('/api/destinations'),
  ]);
  return { regions: usableRegions(regions), departures: usableLocations(departures), destinations: usableDestinations(destinations) };
}
