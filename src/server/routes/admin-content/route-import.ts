import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importSummarySchema, routeImportQuerySchema } from '../../../domain/api/admin/route-import';
import { idQueryParam } from '../../../domain/api/common';
import { HttpError } from '../../http-errors';
import { applyImport, ImportRejected } from '../../services/route-import/apply-import';
import { exportFeeRows, exportHomeRows } from '../../services/route-import/settings-export';
import { SheetReader } from '../../services/route-import/sheet-reader';
import { exportRows, templateRows, writeSheet, type SheetFormat } from '../../services/route-import/write-sheet';
import { actor } from './actor';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const formatQuery = z.object({ format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }).default('xlsx') });
const exportQuery = formatQuery.extend({ regionId: idQueryParam });

const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * POST /api/import-routes (multipart `file`; `?preview=true` answers without writing; `?regionId` is the
 * card's region, for rows without one; `?createLocations=true` confirms creating new locations; `effect`,
 * `offset`, `limit` page the preview's lists; decision 0030), and the export and
 * template downloads in the same format. Guarded by `adminContentRoutes`. The file is read in a worker
 * thread (`sheetReader`, bounded in time, memory and number); a shutdown stops an import in progress and
 * answers it 503 with nothing written.
 */
export const routeImportRoutes: FastifyPluginAsyncZod<{ sheetReader?: SheetReader }> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });
  const reader = options.sheetReader ?? new SheetReader();
  const shutdown = new AbortController();
  app.addHook('preClose', async () => {
    shutdown.abort();
    await reader.close();
  });

  app.post('/import-routes', { schema: { querystring: routeImportQuerySchema, response: { 200: importSummarySchema } } }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, 'Send the spreadsheet as multipart/form-data in a field named file');
    const upload = await request.file();
    if (!upload) throw new HttpError(400, 'Choose a spreadsheet file to import');
    let bytes: Buffer;
    try {
      bytes = await upload.toBuffer();
    } catch {
      throw new HttpError(413, `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    }
    const started = Date.now();
    const timer = app.metrics.importDuration.startTimer();
    let outcome = 'failed';
    try {
      request.log.info({ file: upload.filename, bytes: bytes.length }, 'route import: reading the spreadsheet');
      const checked = await reader.read(upload.filename, bytes);
      outcome = 'refused';
      const settingsRows = checked.settings.fees.length + checked.settings.homes.length;
      if (checked.rows.length === 0 && settingsRows === 0 && checked.issues.length === 0) throw new HttpError(400, 'The file has no rows to import');
      const { preview, regionId, createLocations, effect, offset, limit } = request.query;
      request.log.info({ rows: checked.rows.length, preview, readMs: Date.now() - started }, 'route import: applying the rows');
      outcome = 'failed';
      // Every problem of every row in one answer: the reader's and the plan's (unknown regions) together.
      const summary = await applyImport(app.database.db, actor(request), checked, {
        preview,
        at: app.now(),
        file: upload.filename.slice(0, 200),
        signal: shutdown.signal,
        defaultRegionId: regionId,
        createLocations,
        page: { effect, offset, limit },
      });
      if (!summary.preview) await app.content.invalidate();
      outcome = summary.preview ? 'preview' : 'applied';
      return summary;
    } catch (error) {
      if (error instanceof ImportRejected) {
        outcome = 'refused';
        throw new HttpError(400, error.message, error.issues);
      }
      throw error;
    } finally {
      timer({ outcome });
    }
  });

  app.get('/admin/route-pricing/export', { schema: { querystring: exportQuery } }, async (request, reply) => {
    const { format, regionId } = request.query;
    const { db } = app.database;
    // The settings sheets travel in .xlsx only: a CSV has one sheet (docs/product.md).
    const settings = format === 'xlsx' ? { fees: await exportFeeRows(db, regionId), homes: await exportHomeRows(db, regionId) } : undefined;
    const body = writeSheet(await exportRows(db, regionId), format, false, settings);
    return reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="route-pricing-${app.now().toISOString().slice(0, 10)}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/admin/route-pricing/template', { schema: { querystring: formatQuery } }, async (request, reply) => {
    const { format } = request.query;
    return reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="route-pricing-template.${format}"`)
      .send(writeSheet(templateRows(), format, true, { fees: [], homes: [] }));
  });
};
