import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors';
import { applyImport, ImportRejected } from '../../services/route-import/apply-import';
import { SheetReader } from '../../services/route-import/sheet-reader';
import { exportRows, templateRows, writeSheet, type SheetFormat } from '../../services/route-import/write-sheet';
import { actor } from './actor';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const formatQuery = z.object({ format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }).default('xlsx') });
const exportQuery = formatQuery.extend({ regionId: z.coerce.number().int().positive().optional() });
const importQuery = z.object({ preview: z.enum(['true', 'false']).optional() });

const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * POST /api/import-routes (multipart `file`; `?preview=true` answers without writing), and the export and
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

  app.post('/import-routes', { schema: { querystring: importQuery } }, async (request) => {
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
      const { rows, issues } = await reader.read(upload.filename, bytes);
      outcome = 'refused';
      if (issues.length > 0) throw new HttpError(400, `The file has ${issues.length} problem(s); nothing was imported`, issues);
      if (rows.length === 0) throw new HttpError(400, 'The file has no rows to import');
      const preview = request.query.preview === 'true';
      request.log.info({ rows: rows.length, preview, readMs: Date.now() - started }, 'route import: applying the rows');
      try {
        outcome = 'failed';
        const summary = await applyImport(app.database.db, actor(request), rows, { preview, at: app.now(), signal: shutdown.signal });
        if (!summary.preview) await app.content.invalidate();
        outcome = summary.preview ? 'preview' : 'applied';
        return summary;
      } catch (error) {
        if (error instanceof ImportRejected) {
          outcome = 'refused';
          throw new HttpError(400, error.message, error.issues);
        }
        throw error;
      }
    } finally {
      timer({ outcome });
    }
  });

  app.get('/admin/route-pricing/export', { schema: { querystring: exportQuery } }, async (request, reply) => {
    const { format, regionId } = request.query;
    const body = writeSheet(await exportRows(app.database.db, regionId), format);
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
      .send(writeSheet(templateRows(), format, true));
  });
};
