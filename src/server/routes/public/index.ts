import type { FastifyPluginAsync } from 'fastify';
import { aircraftImageRoutes } from './aircraft-images';
import { calendarFeedFileRoutes } from './calendar-feed';
import { contentListRoutes } from './content-lists';
import { experienceRoutes } from './experiences';
import { inquiryRoutes } from './inquiries';
import { pricingRoutes } from './pricing';
import { tripRoutes } from './trip';
import { quotePaymentRoutes } from './quote-payments';
import { quoteCancellationRoutes } from './quote-cancellations';
import { quoteLinkRoutes } from './quotes';
import { regionRoutes } from './regions';
import { routePricingRoutes } from './route-pricing';
import { visitorRequestRoutes } from './visitor-requests';

/** Every customer-facing call of docs/product.md §7, under /api. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(regionRoutes);
  await app.register(contentListRoutes);
  await app.register(aircraftImageRoutes);
  await app.register(experienceRoutes);
  await app.register(routePricingRoutes);
  await app.register(pricingRoutes);
  await app.register(tripRoutes);
  await app.register(inquiryRoutes);
  await app.register(visitorRequestRoutes);
  await app.register(quotePaymentRoutes);
  await app.register(quoteCancellationRoutes);
  await app.register(quoteLinkRoutes);
  await app.register(calendarFeedFileRoutes);
};
