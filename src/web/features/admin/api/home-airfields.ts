import type { HomeAirfield } from '../../../../domain/api/admin/home-airfields';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** GET /api/admin/home-airfields?regionId: the region's home airfields and positioning charges (decision 0070). */
export const listHomeAirfields = (regionId: number) => adminRequest<HomeAirfield[]>(`/api/admin/home-airfields${query({ regionId })}`);

/** POST a new home airfield, or PUT one with the version the form opened (stale → 409). */
export const saveHomeAirfield = (id: number | undefined, body: Record<string, unknown>) =>
  id === undefined
    ? adminRequest<HomeAirfield>('/api/admin/home-airfields', { method: 'POST', body })
    : adminRequest<HomeAirfield>(`/api/admin/home-airfields/${id}`, { method: 'PUT', body });

/** DELETE one, with the version the list showed. */
export const removeHomeAirfield = (id: number, version: number) =>
  adminRequest<{ id: number; deleted: true }>(`/api/admin/home-airfields/${id}`, { method: 'DELETE', body: { version } });
