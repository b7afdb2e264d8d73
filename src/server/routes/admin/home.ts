import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeFunnelQuerySchema, homeFunnelSchema, homeNewInquiriesQuerySchema, homeNewInquiriesSchema, homeSalesSchema } from '../../../domain/api/admin/home';
import { weekStart } from '../../../domain/week-start';
import { newInquiries } from '../../services/analytics/new-inquiries';
import { salesFigures } from '../../services/analytics/sales-figures';
import { weekFunnel } from '../../services/analytics/week-funnel';
import { countPausedWebhooks } from '../../services/webhooks/endpoints';
import { bankDetailsOf, readSalesSettings } from '../../services/settings/sales-terms';

/**
 * The panel's home page (docs/product.md §2.7, decision 0048): the new inquiries for a role that handles
 * them, with the week's firm quotes and payments; the week's funnel for one that reads Book Now clicks.
 * Guarded by `adminRoutes`.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home/new-inquiries',
    { schema: { querystring: homeNewInquiriesQuerySchema, response: { 200: homeNewInquiriesSchema } }, config: { permission: 'inquiries' } },
    async (request) => newInquiries(app.database.db, request.query.today),
  );
  app.get('/home/funnel', { schema: { querystring: homeFunnelQuerySchema, response: { 200: homeFunnelSchema } }, config: { permission: 'insights' } }, async (request) => {
    // This instance's unwritten estimates first, so the page counts every estimate answered here.
    await app.estimateCounts.flush();
    return weekFunnel(app.database.db, request.query.timeZone, app.now());
  });
  app.get('/home/sales', { schema: { querystring: homeFunnelQuerySchema, response: { 200: homeSalesSchema } }, config: { permission: 'inquiries' } }, async (request) => {
    const { timeZone } = request.query;
    const since = weekStart(app.now(), timeZone);
    const bankDetailsMissing = app.payments.provider.kind === 'bank' && bankDetailsOf(await readSalesSettings(app.database.db)) === null;
    return { since: since.toISOString(), timeZone, ...(await salesFigures(app.database.db, since)), bankDetailsMissing, pausedWebhooks: await countPausedWebhooks(app.database.db) };
  });
};
