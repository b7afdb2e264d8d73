import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRequestDetailSchema, wechatRequestDetailSchema } from '../../../domain/api/admin/inquiries';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { notFound } from '../../http-errors';
import { bookingRequestDetail, wechatRequestDetail } from '../../services/inquiries/inquiry-detail';

/** GET /booking-requests/:id and /wechat-requests/:id: one inquiry with the names of what it refers to. Guarded by `adminRoutes`. */
export const inquiryDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/booking-requests/:id', { schema: { params: idParamsSchema, response: { 200: bookingRequestDetailSchema } } }, async (request) => {
    const detail = await bookingRequestDetail(db, request.params.id);
    if (!detail) throw notFound(`Booking request ${request.params.id} was not found`);
    return detail;
  });
  app.get('/wechat-requests/:id', { schema: { params: idParamsSchema, response: { 200: wechatRequestDetailSchema } } }, async (request) => {
    const detail = await wechatRequestDetail(db, request.params.id);
    if (!detail) throw notFound(`WeChat request ${request.params.id} was not found`);
    return detail;
  });
};
