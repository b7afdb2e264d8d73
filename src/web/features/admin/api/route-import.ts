import type { ImportEffect, ImportSummary } from '../../../../domain/api/admin/route-import';
import { ApiError, query } from '../../../lib/api-client';

export type { ImportSummary };

export interface ImportRequest {
  preview: boolean;
  /** The card's region: rows without a Region go there. */
  regionId: number;
  /** Staff ticked 'create the new locations'. */
  createLocations?: boolean;
  /** A page of one of the preview's lists. */
  effect?: ImportEffect;
  offset?: number;
}

/** POST /api/import-routes (multipart `file`); with preview nothing is written (decision 0030). */
export async function importRoutes(file: File, request: ImportRequest): Promise<ImportSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  const search = query({
    preview: request.preview || undefined,
    regionId: request.regionId,
    createLocations: request.createLocations || undefined,
    effect: request.effect,
    offset: request.offset || undefined,
  });
  const response = await fetch(`/api/import-routes${search}`, { method: 'POST', body: form, credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as Partial<ImportSummary> & { message?: string; issues?: { path: string; message: string }[] };
  if (!response.ok) throw new ApiError(response.status, body.message || response.statusText, body.issues ?? []);
  return body as ImportSummary;
}

export const exportUrl = (regionId: number, format: 'xlsx' | 'csv') => `/api/admin/route-pricing/export${query({ regionId, format })}`;
export const templateUrl = (format: 'xlsx' | 'csv') => `/api/admin/route-pricing/template${query({ format })}`;

/** docs/product.md §5: only .xls, .xlsx and .csv. */
export const isSpreadsheetName = (name: string) => /\.(xlsx?|csv)$/i.test(name);
