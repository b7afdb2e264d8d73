import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPageRequest, type AdminRoutePricing, type Page, type RoutePricingListQuery } from '../../../domain/api/admin';
import { badRequest } from '../../http-errors';
import { centsFromDecimalString, dollarsFromCents } from '../../../domain/money';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routePricing } from '../../db/schema';
import { readList, type ListDefinition, type ListSelect } from './paged-list';

const departures = alias(departureLocations, 'dep');
const dests = alias(destinations, 'dest');

const fields = {
  id: routePricing.id,
  aircraftType: routePricing.aircraftType,
  departureLocationId: routePricing.departureLocationId,
  departureName: departures.name,
  destinationId: routePricing.destinationId,
  destinationName: dests.name,
  flightType: routePricing.flightType,
  price: routePricing.price,
  iframeHtml: routePricing.iframeHtml,
  isCustomRoute: routePricing.isCustomRoute,
  isActive: routePricing.isActive,
  version: routePricing.version,
  updatedAt: routePricing.updatedAt,
  updatedBy: routePricing.updatedBy,
};
type Selected = { [K in keyof typeof fields]: (typeof fields)[K]['_']['data'] };

export interface RoutePricingScope extends RoutePricingListQuery {
  /** Only these rows (the answer of a write). */
  ids?: number[];
}

const definition: ListDefinition<RoutePricingScope, Selected, AdminRoutePricing> = {
  select: (executor, selected) =>
    executor
      .select(selected as never)
      .from(routePricing)
      .innerJoin(departures, eq(departures.id, routePricing.departureLocationId))
      .innerJoin(dests, eq(dests.id, routePricing.destinationId))
      .$dynamic() as unknown as ListSelect<unknown>,
  fields,
  // The names live in the (small) location tables: match there first, then take the prices of the matching
  // locations through the route_pricing indexes, rather than joining every price to test its names.
  search: (pattern) =>
    or(
      sql`${routePricing.departureLocationId} in (select ${departureLocations.id} from ${departureLocations} where ${departureLocations.name} ilike ${pattern})`,
      sql`${routePricing.destinationId} in (select ${destinations.id} from ${destinations} where ${destinations.name} ilike ${pattern})`,
    ),
  sorts: {
    route: [departures.displayOrder, departures.id, dests.displayOrder, dests.id, routePricing.aircraftType, routePricing.flightType],
    id: routePricing.id,
    departureName: departures.name,
    destinationName: dests.name,
    aircraftType: routePricing.aircraftType,
    flightType: routePricing.flightType,
    price: routePricing.price,
    isActive: routePricing.isActive,
    updatedAt: routePricing.updatedAt,
  },
  defaultSort: 'route',
  id: routePricing.id,
  filters(query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.regionId !== undefined) conditions.push(eq(departures.regionId, query.regionId));
    if (query.ids) conditions.push(inArray(routePricing.id, query.ids));
    if (query.isActive !== undefined) conditions.push(eq(routePricing.isActive, query.isActive));
    if (query.departureLocationId !== undefined) conditions.push(eq(routePricing.departureLocationId, query.departureLocationId));
    if (query.destinationId !== undefined) conditions.push(eq(routePricing.destinationId, query.destinationId));
    if (query.aircraftType !== undefined) conditions.push(eq(routePricing.aircraftType, query.aircraftType));
    if (query.flightType !== undefined) conditions.push(eq(routePricing.flightType, query.flightType));
    return [and(...conditions)];
  },
  toItem: (row) => ({ ...row, price: dollarsFromCents(centsFromDecimalString(row.price)), updatedAt: row.updatedAt.toISOString() }),
};

export const UNSCOPED_ROUTE_LIST_MESSAGE =
  'Name a departure (departureLocationId) or a destination (destinationId), or ask for a page (limit and offset): the whole price table is not sent in one answer';

/**
 * GET /api/admin/route-pricing: the route prices (inactive too) with their location names, of one departure
 * or destination, or a page of them. Never the whole table (11 MB at 64,000 prices; decision 0028).
 */
export function listRoutePricing(executor: Executor, query: RoutePricingScope): Promise<AdminRoutePricing[] | Page<AdminRoutePricing>> {
  const scoped = query.ids !== undefined || query.departureLocationId !== undefined || query.destinationId !== undefined;
  if (!scoped && !isPageRequest(query)) throw badRequest(UNSCOPED_ROUTE_LIST_MESSAGE);
  return readList(executor, definition, query);
}
