import { ApiError, query } from '../../../lib/api-client';

export interface ImportSummary {
  createdRoutes: number;
  updatedRoutes: number;
  unchangedRoutes: number;
  createdDestinations: number;
  createdDepartures: number;
  preview: boolean;
  message: string;
}

/** POST /api/import-routes (multipart `file`); with preview nothing is written. */
export async function importRoutes(file: File, preview: boolean): Promise<ImportSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/import-routes${preview ? '?preview=true' : ''}`, { method: 'POST', body: form, credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as Partial<ImportSummary> & { message?: string; issues?: { path: string; message: string }[] };
  if (!response.ok) throw new ApiError(response.status, body.message || response.statusText, body.issues ?? []);
  return body as ImportSummary;
}

export const exportUrl = (regionId: number, format: 'xlsx' | 'csv') => `/api/admin/route-pricing/export${query({ regionId, format })}`;
export const templateUrl = (format: 'xlsx' | 'csv') => `/api/admin/route-pricing/template${query({ format })}`;

/** SPEC §5: only .xls, .xlsx and .csv. */
export const isSpreadsheetName = (name: string) => /\.(xlsx?|csv)$/i.test(name);
