import { z } from 'zod';
import { isTimeZone } from '../../week-start';

/** GET /api/admin/home/funnel?timeZone=: the week is the one that began Monday 00:00 in this zone. */
export const homeFunnelQuerySchema = z.object({
  timeZone: z
    .string()
    .trim()
    .max(64, { error: 'Time zone is too long' })
    .refine(isTimeZone, { error: 'Time zone must be a name such as Australia/Perth' })
    .default('UTC'),
});
export type HomeFunnelQuery = z.input<typeof homeFunnelQuerySchema>;

const kind = z.enum(['booking', 'wechat']);

/** GET /api/admin/home/new-inquiries?today=: the staff member's today (their browser's), for what is overdue. */
export const homeNewInquiriesQuerySchema = z.object({
  today: z.iso.date({ error: 'Today must be a date such as 2026-11-26' }).optional(),
});
export type HomeNewInquiriesQuery = z.input<typeof homeNewInquiriesQuerySchema>;

/** GET /api/admin/home/new-inquiries: every inquiry still at status new, the newest few of them, and how many are overdue. */
export const homeNewInquiriesSchema = z.object({
  total: z.number().int(),
  /** Inquiries not closed whose follow-up day is before `today`: the inbox's 'Due today' view lists them first. */
  overdue: z.number().int(),
  newest: z.array(
    z.object({
      kind,
      id: z.number().int(),
      /** CF-000123: the inbox's search finds exactly this inquiry by it. */
      reference: z.string(),
      name: z.string(),
      departure: z.string().nullable(),
      destination: z.string().nullable(),
      /** ISO 8601 */
      createdAt: z.string(),
    }),
  ),
});
export type HomeNewInquiries = z.infer<typeof homeNewInquiriesSchema>;

/** The three steps of the funnel: estimates shown, Book Now clicks, inquiries sent. */
const steps = { estimates: z.number().int(), clicks: z.number().int(), inquiries: z.number().int() };

/** GET /api/admin/home/funnel: this week's estimates, Book Now clicks and inquiries, in all and by route and partner. */
export const homeFunnelSchema = z.object({
  /** ISO 8601: Monday 00:00 of this week in `timeZone`. */
  since: z.string(),
  timeZone: z.string(),
  totals: z.object(steps),
  /** Busiest first (by estimates, then clicks, then inquiries), at most 20. */
  byRoute: z.array(
    z.object({
      /** The places' slugs as the widget sent them, and their names (the slug when the place is gone). */
      departure: z.string(),
      destination: z.string(),
      departureName: z.string(),
      destinationName: z.string(),
      ...steps,
    }),
  ),
  /** Every partner with something this week; 'Direct' for the site itself. */
  byPartner: z.array(z.object({ partner: z.string(), ...steps })),
});
export type HomeFunnel = z.infer<typeof homeFunnelSchema>;

const stage = z.object({ count: z.number().int(), valueCents: z.number().int() });

/**
 * GET /api/admin/home/sales?timeZone=: this week's firm quotes and money, since Monday 00:00 in `timeZone`:
 * quotes sent and their totals, quotes accepted and theirs, and payments received (bookings paid and the sum),
 * less refunds.
 */
export const homeSalesSchema = z.object({
  /** ISO 8601: Monday 00:00 of this week in `timeZone`. */
  since: z.string(),
  timeZone: z.string(),
  sent: stage,
  accepted: stage,
  /** Bookings with a payment received this week, and what came in. */
  paid: stage,
  /** Refunded this week. */
  refundedCents: z.number().int(),
  /** Visitors pay by bank transfer (no Stripe) but the terms of sale hold no bank details: the panel warns. */
  bankDetailsMissing: z.boolean(),
  /** Webhook endpoints paused (by an owner or after repeated failure, decision 0068): the panel warns. */
  pausedWebhooks: z.number().int(),
});
export type HomeSales = z.infer<typeof homeSalesSchema>;
