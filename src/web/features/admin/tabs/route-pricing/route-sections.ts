import type { AdminRoutePricing } from '../../../../../domain/api/admin';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';

/** One flight type of the Edit Route dialog: price, custom widget HTML and the custom-route flag. */
export interface RouteSection {
  flightType: RouteFlightType;
  id: number | undefined;
  price: string;
  iframeHtml: string;
  isCustomRoute: boolean;
}

export { FLIGHT_TYPE_TITLES as SECTION_TITLES } from '../../../../../domain/flight-types';

/** The dialog's three sections for a departure, destination and aircraft, from the rows that exist. */
export function sectionsFor(rows: AdminRoutePricing[]): RouteSection[] {
  return ROUTE_FLIGHT_TYPES.map((flightType) => {
    const row = rows.find((r) => r.flightType === flightType);
    return { flightType, id: row?.id, price: row ? String(row.price) : '', iframeHtml: row?.iframeHtml ?? '', isCustomRoute: row?.isCustomRoute ?? false };
  });
}

/**
 * docs/product.md §4: a flight type is saved when it has a price, widget HTML or the custom-route flag; the price is
 * 0 when only HTML is given; a custom route carries no HTML (the box is disabled).
 */
export function sectionsToSave(sections: RouteSection[]): { section: RouteSection; body: { price: string; iframeHtml: string | null; isCustomRoute: boolean } }[] {
  return sections
    .filter((s) => s.price.trim() !== '' || s.iframeHtml.trim() !== '' || s.isCustomRoute)
    .map((section) => ({
      section,
      body: { price: section.price.trim() === '' ? '0' : section.price.trim(), iframeHtml: section.isCustomRoute ? null : section.iframeHtml.trim() || null, isCustomRoute: section.isCustomRoute },
    }));
}

/**
 * The flight types that had a route price and are now blank (no price, no widget HTML, not custom): saving
 * the dialog removes them, so what comes next in the source order takes over (decision 0028).
 */
export function sectionsToRemove(sections: RouteSection[]): (RouteSection & { id: number })[] {
  const kept = new Set(sectionsToSave(sections).map(({ section }) => section));
  return sections.filter((s): s is RouteSection & { id: number } => s.id !== undefined && !kept.has(s));
}
