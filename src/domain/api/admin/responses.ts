import { accessTokenListSchema } from './access-tokens';
import { webhookDeliveryListSchema, webhookEndpointListSchema } from './webhooks';
import { z } from 'zod';
import { quoteDetailSchema, quoteListSchema } from '../quotes';
import { meResponseSchema, securitySettingsSchema, staffSessionListSchema, staffUserSchema } from '../staff';
import { adminContentItemSchemas } from './content-items';
import { auditLogPageSchema } from './audit-log';
import { bookingDetailSchema, bookingListSchema } from './bookings';
import { calendarFeedStateSchema } from './calendar-feed';
import { historyPageSchema } from './history';
import { homeFunnelSchema, homeNewInquiriesSchema, homeSalesSchema } from './home';
import { adminBookingRequestSchema, adminWechatRequestSchema, bookingRequestDetailSchema, wechatRequestDetailSchema } from './inquiries';
import { inquiryAssigneesAnswerSchema, inquiryTimelineSchema } from './inquiry-work';
import { CONTENT_TYPES, contentTypeMap } from './content-types';
import { ADMIN_CONTENT_TYPES } from './list-query';
import { listAnswerSchema, pageSchema } from './pages';
import { bulkPriceChangeListSchema } from './bulk-prices';
import { priceGridAnswerSchema } from './price-grid';
import { regionReadinessSchema } from './region-publishing';
import { adminDestinationPricingSchema, adminRoutePricingSchema } from './route-pricing';
import { notLiveAnswerSchema } from './route-import';
import { regionSettingsSchema } from './settings';
import { priceAdjustmentListSchema } from './price-adjustments';
import { homeAirfieldListSchema } from './home-airfields';
import { pricingRuleListSchema } from './pricing-rules';
import { routeOverrideListSchema } from './route-overrides';
import { deleteImpactSchema, trashListSchema } from './trash';
import { uploadUrlResponseSchema } from './uploads';

/*
 * The answers of every admin GET. The server answers through these (the route's `response: { 200 }`), the
 * web client takes its types from them, and tests/api/admin-contract.test.ts parses every admin GET the app
 * registers with the schema listed in ADMIN_READ_RESPONSES, so a new admin read cannot go without one.
 */

export { listAnswerSchema, pageSchema, type Page } from './pages';

/** Each content list's answer (the plain array or a page of its item schema): see content-types.ts. */
export const contentListAnswerSchemas = contentTypeMap((type) => CONTENT_TYPES[type].list);

/** GET /api/admin/route-pricing: one row per route price, with its departure and destination names. */
export const routePricingListAnswerSchema = listAnswerSchema(adminRoutePricingSchema);

/** GET /api/destination-pricing?regionId */
export const destinationPricingListAnswerSchema = z.array(adminDestinationPricingSchema);

/** The inquiry lists: `{ items }` (newest 100) without paging parameters, `{ items, total }` with them. */
const inquiryListAnswer = <T extends z.ZodType>(item: T) => z.union([pageSchema(item), z.object({ items: z.array(item) })]);
export const bookingRequestListAnswerSchema = inquiryListAnswer(adminBookingRequestSchema);
export const wechatRequestListAnswerSchema = inquiryListAnswer(adminWechatRequestSchema);

/** GET /api/admin/analytics/booking-clicks */
export const clickStatsSchema = z.object({
  days: z.number().int(),
  /** ISO 8601: the start of the window. */
  since: z.string(),
  total: z.number().int(),
  byRoute: z.array(z.object({ departure: z.string().nullable(), destination: z.string().nullable(), clicks: z.number().int() })),
  byAircraft: z.array(z.object({ aircraftType: z.string().nullable(), clicks: z.number().int() })),
  byPartner: z.array(z.object({ partner: z.string(), clicks: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
});
export type ClickStats = z.infer<typeof clickStatsSchema>;

/** GET /api/auth/me: `user` is adminUserSchema's id, email and name with the role and two-factor state (decision 0031). */
export const meAnswerSchema = z.object({ user: meResponseSchema });

/** Every admin GET that answers JSON, by its route path as Fastify registers it. */
export const ADMIN_READ_RESPONSES: Record<string, z.ZodType> = {
  ...Object.fromEntries(ADMIN_CONTENT_TYPES.map((type) => [`/api/admin/${type}`, contentListAnswerSchemas[type]])),
  '/api/admin/route-pricing': routePricingListAnswerSchema,
  '/api/admin/price-grid': priceGridAnswerSchema,
  '/api/admin/bulk-price-changes': bulkPriceChangeListSchema,
  // One row of a content list (an item opened by its address): the list's item schema.
  ...Object.fromEntries(ADMIN_CONTENT_TYPES.map((type) => [`/api/admin/${type}/:id`, adminContentItemSchemas[type]])),
  ...Object.fromEntries([...ADMIN_CONTENT_TYPES, 'route-pricing'].map((type) => [`/api/admin/${type}/:id/delete-impact`, deleteImpactSchema])),
  // Each item's History (decision 0046).
  ...Object.fromEntries([...ADMIN_CONTENT_TYPES, 'route-pricing', 'destination-pricing'].map((type) => [`/api/admin/${type}/:id/history`, historyPageSchema])),
  '/api/admin/trash': trashListSchema,
  '/api/admin/not-live': notLiveAnswerSchema,
  '/api/admin/regions/:id/readiness': regionReadinessSchema,
  '/api/destination-pricing': destinationPricingListAnswerSchema,
  '/api/admin/booking-requests': bookingRequestListAnswerSchema,
  '/api/admin/wechat-requests': wechatRequestListAnswerSchema,
  '/api/admin/settings': regionSettingsSchema,
  '/api/admin/pricing-rules': pricingRuleListSchema,
  '/api/admin/price-adjustments': priceAdjustmentListSchema,
  '/api/admin/home-airfields': homeAirfieldListSchema,
  '/api/admin/route-overrides/:destinationId': routeOverrideListSchema,
  '/api/admin/analytics/booking-clicks': clickStatsSchema,
  '/api/admin/home/new-inquiries': homeNewInquiriesSchema,
  '/api/admin/home/funnel': homeFunnelSchema,
  '/api/admin/home/sales': homeSalesSchema,
  '/api/admin/booking-requests/:id': bookingRequestDetailSchema,
  '/api/admin/wechat-requests/:id': wechatRequestDetailSchema,
  '/api/admin/booking-requests/:id/timeline': inquiryTimelineSchema,
  '/api/admin/wechat-requests/:id/timeline': inquiryTimelineSchema,
  '/api/admin/inquiry-assignees': inquiryAssigneesAnswerSchema,
  '/api/admin/audit-log': auditLogPageSchema,
  '/api/upload/url': uploadUrlResponseSchema,
  '/api/auth/me': meAnswerSchema,
  '/api/auth/sessions': staffSessionListSchema,
  '/api/admin/users': z.array(staffUserSchema),
  '/api/admin/security': securitySettingsSchema,
  '/api/admin/access-tokens': accessTokenListSchema,
  // Outbound webhooks (decision 0068).
  '/api/admin/webhooks': webhookEndpointListSchema,
  '/api/admin/webhooks/:id/deliveries': webhookDeliveryListSchema,
  // Bookings and their payments (decision 0058).
  '/api/admin/bookings': bookingListSchema,
  '/api/admin/bookings/:id': bookingDetailSchema,
  '/api/admin/quotes': quoteListSchema,
  '/api/admin/quotes/:id': quoteDetailSchema,
  // One's own calendar feed of the bookings (decision 0067).
  '/api/admin/calendar-feed': calendarFeedStateSchema,
};
