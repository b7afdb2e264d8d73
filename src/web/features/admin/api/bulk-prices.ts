import type { BulkPreview, BulkPriceChange } from '../../../../domain/api/admin/bulk-prices';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/*
 * Bulk price changes (decision 0045). The body is what staff chose, with amounts as typed: the server parses
 * them to integer cents and computes every price; the client only shows its answers.
 */

/** A body as the form builds it: the amount and percentage as typed, so the server's words judge them. */
export type BulkOperationBody = Record<string, unknown>;

/** POST /api/bulk-price-changes/preview */
export const previewBulkChange = (body: BulkOperationBody) => adminRequest<BulkPreview>('/api/bulk-price-changes/preview', { method: 'POST', body });

/** POST /api/bulk-price-changes (201): the change as stored, with its count. */
export const applyBulkChange = (body: BulkOperationBody) => adminRequest<BulkPriceChange>('/api/bulk-price-changes', { method: 'POST', body });

/** POST /api/bulk-price-changes/{id}/undo: 409 in plain words when some of its prices changed since. */
export const undoBulkChange = (id: number) => adminRequest<BulkPriceChange>(`/api/bulk-price-changes/${id}/undo`, { method: 'POST' });

/** GET /api/admin/bulk-price-changes?regionId: the region's latest bulk changes, newest first. */
export const listBulkChanges = (regionId: number) => adminRequest<BulkPriceChange[]>(`/api/admin/bulk-price-changes${query({ regionId })}`);
