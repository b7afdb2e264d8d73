import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingListSchema,
  idempotencyKeyHeaderSchema,
  markPaymentReceivedSchema,
  refundRequestSchema,
} from '../../../domain/api/admin/bookings';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { bookingDetail, listBookings } from '../../services/payments/booking-views';
import { markPaymentReceived } from '../../services/payments/mark-received';
import { refundBooking } from '../../services/payments/refund-booking';
import { actor } from '../admin-content/actor';

/**
 * The admin Bookings view (docs/product.md §11.3, decision 0058). Reading bookings and marking a bank
 * transfer received take 'inquiries' (owners and agents, who follow the inquiries these came from); a refund
 * sends money out, so it takes 'settings', an owner's, as changing the terms of sale does.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/bookings', { config: { permission: 'inquiries' }, schema: { querystring: bookingListQuerySchema, response: { 200: bookingListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listBookings(db, request.query.status, app.payments.provider.kind);
  });

  app.get('/bookings/:id', { config: { permission: 'inquiries' }, schema: { params: idParamsSchema, response: { 200: bookingDetailSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bookingDetail(db, request.params.id);
  });

  app.post(
    '/bookings/:id/payments',
    { config: { permission: 'inquiries' }, schema: { params: idParamsSchema, body: markPaymentReceivedSchema, headers: idempotencyKeyHeaderSchema, response: { 200: bookingDetailSchema, 201: bookingDetailSchema } } },
    async (request, reply) => {
      const staff = actor(request);
      const { replayed } = await markPaymentReceived(db, request.params.id, request.body, { email: staff.email, ip: request.ip }, request.headers['idempotency-key'], { outbox: app.payments.outbox, at: app.now() });
      app.jobs.wake();
      return reply.status(replayed ? 200 : 201).send(await bookingDetail(db, request.params.id));
    },
  );

  app.post(
    '/bookings/:id/refunds',
    { config: { permission: 'settings' }, schema: { params: idParamsSchema, body: refundRequestSchema, headers: idempotencyKeyHeaderSchema, response: { 200: bookingDetailSchema } } },
    async (request) => {
      const staff = actor(request);
      await refundBooking(db, app.payments.provider, request.params.id, request.body, { email: staff.email, ip: request.ip, adminId: staff.id }, request.headers['idempotency-key'], request.log);
      return bookingDetail(db, request.params.id);
    },
  );
};
