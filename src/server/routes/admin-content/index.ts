import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminGuard } from '../../plugins/auth';
import { contentPermissionOf } from '../../plugins/route-permissions';
import { contentResourceRoutes } from './content-resources';
import { historyRoutes } from './history';
import { importRoutes } from './imports';
import { notLiveRoutes } from './not-live';
import { bulkPriceRoutes } from './bulk-prices';
import { priceGridRoutes } from './price-grid';
import { pricingRoutes } from './pricing';
import { regionPublishingRoutes } from './region-publishing';
import { routeImportRoutes } from './route-import';
import type { SheetReader } from '../../services/route-import/sheet-reader';
import { trashRoutes } from './trash';
import { uploadUrlRoutes } from './uploads';

/** "METHOD /url" of every route `adminContentRoutes` registered (filled as the app is built). */
export const ADMIN_CONTENT_ROUTES = new Set<string>();

/**
 * Every admin content call (docs/product.md §7.2), mounted under /api: the admin list reads at /api/admin/{type},
 * the writes at /api/{type}. The guard comes first, so every route here needs an admin session (401) and,
 * for writes, a same-origin request (403). Each write commits in one transaction with its audit row and
 * then drops the public content cache.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ uploadSecret: string; sheetReader?: SheetReader }> = async (app, { uploadSecret, sheetReader }) => {
  registerAdminGuard(app, contentPermissionOf);

  // The admin client sends a JSON content type on every call, bodies only with a payload (docs/product.md §7):
  // an empty JSON body (DELETE, seed-from-legacy) is "no body" here, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') ADMIN_CONTENT_ROUTES.add(`${method} ${route.url}`);
  });

  await app.register(contentResourceRoutes);
  await app.register(pricingRoutes);
  await app.register(priceGridRoutes);
  await app.register(bulkPriceRoutes);
  await app.register(importRoutes);
  await app.register(uploadUrlRoutes, { secret: uploadSecret });
  await app.register(routeImportRoutes, { sheetReader });
  await app.register(notLiveRoutes);
  await app.register(regionPublishingRoutes);
  await app.register(trashRoutes, { prefix: '/admin' });
  await app.register(historyRoutes);
};


