import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryListQuerySchema, wechatRequestListAnswerSchema } from '../../../domain/api/admin';
import { listWechatRequests, withMe } from '../../services/admin-lists/inquiry-lists';
import { actor } from '../admin-content/actor';

/** GET /wechat-requests: newest first; searched, filtered, sorted and paged on request. Guarded by `adminRoutes`. */
export const wechatRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wechat-requests', { schema: { querystring: inquiryListQuerySchema, response: { 200: wechatRequestListAnswerSchema } } }, async (request) =>
    listWechatRequests(app.database.db, withMe(request.query, actor(request).id)),
  );
};
