import type { PriceGridAnswer, PriceGridQuery } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';
import { adminKeys } from './query-keys';

/** What the Route Pricing tab asks the grid for: the grid's query as the server parses it. */
export type PriceGridParams = PriceGridQuery;

/** GET /api/admin/price-grid: a page of route pairs with what each aircraft and flight type is quoted, and its source. */
export const readPriceGrid = (params: PriceGridParams) => adminRequest<PriceGridAnswer>(`/api/admin/price-grid${query({ ...params })}`);

/** The grid's query: always read again when shown (Manage Pricing and the rules change it too). */
export const priceGridQuery = (params: PriceGridParams) => ({
  queryKey: adminKeys.priceGrid(params),
  queryFn: () => readPriceGrid(params),
  staleTime: 0,
});
