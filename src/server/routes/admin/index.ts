import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminGuard } from '../../plugins/auth';
import { adminPermissionOf } from '../../plugins/route-permissions';
import { accessTokenRoutes } from './access-tokens';
import { webhookRoutes } from './webhooks';
import { analyticsRoutes } from './analytics';
import { auditLogRoutes } from './audit-log';
import { bookingRequestRoutes } from './booking-requests';
import { bookingRoutes } from './bookings';
import { bookingCancellationRoutes } from './booking-cancellations';
import { calendarFeedRoutes } from './calendar-feed';
import { homeRoutes } from './home';
import { inquiryDetailRoutes } from './inquiry-detail';
import { inquiryFollowUpRoutes } from './inquiry-follow-up';
import { inquiryWorkRoutes } from './inquiry-work';
import { priceAdjustmentRoutes } from './price-adjustments';
import { homeAirfieldRoutes } from './home-airfields';
import { pricingRuleRoutes } from './pricing-rules';
import { quoteRoutes } from './quotes';
import { securityRoutes } from './security';
import { settingsRoutes } from './settings';
import { staffRoutes } from './staff';
import { wechatRequestRoutes } from './wechat-requests';

/**
 * Everything under /api/admin. The guard comes first, so every route of every plugin registered here
 * needs an admin session (401), for writes a same-origin request (403), and the role's permission (403;
 * `adminPermissionOf` names the older routes, new ones declare `config: { permission }`). Add a resource by
 * adding its file in this folder and one `register` line below.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminGuard(app, adminPermissionOf);
  await app.register(bookingRequestRoutes);
  await app.register(wechatRequestRoutes);
  await app.register(inquiryDetailRoutes);
  await app.register(inquiryFollowUpRoutes);
  await app.register(inquiryWorkRoutes);
  await app.register(settingsRoutes);
  await app.register(pricingRuleRoutes);
  await app.register(priceAdjustmentRoutes);
  await app.register(homeAirfieldRoutes);
  await app.register(auditLogRoutes);
  await app.register(analyticsRoutes);
  await app.register(homeRoutes);
  await app.register(staffRoutes);
  await app.register(securityRoutes);
  await app.register(accessTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingCancellationRoutes);
  await app.register(quoteRoutes);
  await app.register(calendarFeedRoutes);
};
