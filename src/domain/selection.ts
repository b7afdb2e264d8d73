/**
 * The selection rules of docs/product.md §4 and §5, shared by the booking widget and the server's tests:
 * which region is active, which departure/destination a region falls back to, what the lists may show.
 */

export interface RegionLike {
  id: number;
  code: string;
  isActive?: boolean;
  displayOrder: number;
}

/**
 * docs/product.md §4: the ?region= code if it names an active region (case-insensitive), then the stored
 * preference, then the active region with the lowest displayOrder. Unknown codes are ignored.
 */
export function chooseActiveRegion<R extends RegionLike>(
  regions: readonly R[],
  queryCode: string | null | undefined,
  storedCode: string | null | undefined,
): R | undefined {
  const active = regions.filter((r) => r.isActive !== false);
  const byCode = (code: string | null | undefined) =>
    code ? active.find((r) => r.code.toLowerCase() === code.trim().toLowerCase()) : undefined;
  return (
    byCode(queryCode) ??
    byCode(storedCode) ??
    [...active].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)[0]
  );
}

export interface OptionLike {
  id?: number | string | null;
  name?: string | null;
  value?: string | null;
}

/** docs/product.md §5: select lists drop entries without a non-empty id and name. */
export function usableOptions<T extends OptionLike>(items: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item) =>
      item !== null &&
      typeof item === 'object' &&
      item.id !== null &&
      item.id !== undefined &&
      String(item.id).trim() !== '' &&
      typeof item.name === 'string' &&
      item.name.trim() !== '',
  );
}

/**
 * docs/product.md §4: keep the current choice while it is in the list; otherwise the region default, otherwise the
 * first item. Matches by value slug or by id.
 */
export function fallbackChoice<T extends { id: number | string; value?: string | null }>(
  items: readonly T[],
  current: string | null | undefined,
  regionDefaultId: number | null | undefined,
): T | undefined {
  const matches = (item: T, ref: string | number | null | undefined) =>
    ref !== null && ref !== undefined && (item.value === String(ref) || String(item.id) === String(ref));
  return (
    items.find((item) => matches(item, current)) ??
    items.find((item) => matches(item, regionDefaultId)) ??
    items[0]
  );
}

/** docs/product.md §5: a flight type is selectable only if in the available list (all selectable if no list). */
export function isFlightTypeSelectable(flightType: string, available: readonly string[] | null | undefined): boolean {
  return !available || available.includes(flightType);
}

/**
 * docs/product.md §5: aircraft filtering applies only with a full route and an availability list, and never in
 * pilot-training mode; then an aircraft is selectable only if listed.
 */
export function isAircraftSelectable(
  aircraftType: string,
  route: { departure?: string | null; destination?: string | null; flightType?: string | null },
  available: readonly string[] | null | undefined,
): boolean {
  const filtering = Boolean(route.departure && route.destination && route.flightType && available) && route.flightType !== 'pilot-training';
  return !filtering || (available ?? []).includes(aircraftType);
}
