import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingDetailSchema } from '../../../domain/api/admin/bookings';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { confirmCancellation } from '../../services/cancellations/confirm-cancellation';
import { weatherCancel } from '../../services/cancellations/weather';
import { bookingDetail } from '../../services/payments/booking-views';
import { actor } from '../admin-content/actor';

/**
 * Cancellations and weather in the Bookings view (docs/product.md §11.5, decision 0060). Confirming a
 * visitor's cancellation sends money out, so it takes 'settings' as refunds do; cancelling a flight for
 * weather takes 'inquiries', as the people who fly the bookings hold it.
 */
export const bookingCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/bookings/:id/confirm-cancellation',
    { config: { permission: 'settings' }, schema: { params: idParamsSchema, response: { 200: bookingDetailSchema } } },
    async (request) => {
      const staff = actor(request);
      await confirmCancellation(db, { provider: app.payments.provider, outbox: app.bookingChanges, log: request.log }, request.params.id, { email: staff.email, ip: request.ip, adminId: staff.id });
      app.jobs.wake();
      return bookingDetail(db, request.params.id);
    },
  );

  app.post(
    '/bookings/:id/weather-cancel',
    { config: { permission: 'inquiries' }, schema: { params: idParamsSchema, response: { 200: bookingDetailSchema } } },
    async (request) => {
      const staff = actor(request);
      await weatherCancel(db, app.bookingChanges, request.params.id, { email: staff.email, ip: request.ip, adminId: staff.id });
      app.jobs.wake();
      return bookingDetail(db, request.params.id);
    },
  );
};
