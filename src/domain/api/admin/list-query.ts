import { z } from 'zod';
import { aircraftTypeSchema, appContextSchema, routeFlightTypeSchema } from '../../catalogue-schemas';
import { hasNoNul, idQueryParam, idSchema, isoDateSchema } from '../common';
import { INQUIRY_STATUS_VALUES } from './inquiry-updates';

/*
 * The query of every admin list read (decision 0024): search `q`, a page (`limit`, `offset`), a `sort` and the list's
 * filters. A request with any of q, limit, offset or sort is a page request and is answered `{ items, total }`;
 * without them the answer stays the plain array (or `{ items }` for inquiries) of docs/product.md §7.
 */

export const PAGE_LIMIT_MAX = 200;
/** The page size when a page request names no limit. */
export const PAGE_LIMIT_DEFAULT = 50;

/** The nine content tabs whose lists are GET /api/admin/{type}. */
export const ADMIN_CONTENT_TYPES = [
  'destinations',
  'departure-locations',
  'regions',
  'experiences',
  'connecting-services',
  'pilot-training',
  'hero-images',
  'aircraft-experience-images',
  'accreditation-badges',
] as const;
export type AdminContentType = (typeof ADMIN_CONTENT_TYPES)[number];

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `?q=`: trimmed; an empty q is still a page request (a cleared search box), it just matches everything. */
const searchParam = z
  .string({ error: 'q must be text' })
  .trim()
  .max(200, { error: 'q must be at most 200 characters' })
  .refine(hasNoNul, { error: 'q must not contain the NUL character' })
  .optional();

const limitParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be between 1 and ${PAGE_LIMIT_MAX}` })
    .max(PAGE_LIMIT_MAX, { error: `limit must be between 1 and ${PAGE_LIMIT_MAX}` })
    .optional(),
);

const offsetParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must be 0 or more' })
    .max(10_000_000, { error: 'offset must be at most 10000000' })
    .optional(),
);

/** `sort=name` ascending, `sort=-name` descending, one of the list's sortable fields. */
export function sortParam<const F extends string>(fields: readonly F[]) {
  const values = [...fields, ...fields.map((f) => `-${f}` as const)] as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: () => `sort must be one of ${fields.join(', ')} (put - before it for descending)` }).optional(),
  );
}

export const booleanParam = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: () => `${name} must be true or false` })
      .transform((v) => v === 'true')
      .optional(),
  );

/** The paging part every list shares. */
const pageParams = { q: searchParam, limit: limitParam, offset: offsetParam };

/** Sortable fields of each content list. */
export const CONTENT_SORT_FIELDS = {
  destinations: ['displayOrder', 'id', 'name', 'value', 'isActive', 'updatedAt', 'createdAt'],
  'departure-locations': ['displayOrder', 'id', 'name', 'value', 'isActive', 'updatedAt', 'createdAt'],
  regions: ['displayOrder', 'id', 'name', 'code', 'isActive', 'updatedAt', 'createdAt'],
  experiences: ['displayOrder', 'id', 'title', 'isActive', 'updatedAt', 'createdAt'],
  'connecting-services': ['displayOrder', 'id', 'title', 'isActive', 'updatedAt', 'createdAt'],
  'pilot-training': ['displayOrder', 'id', 'title', 'isActive', 'updatedAt', 'createdAt'],
  'hero-images': ['displayOrder', 'id', 'title', 'isActive', 'updatedAt', 'createdAt'],
  'aircraft-experience-images': ['displayOrder', 'id', 'title', 'aircraftType', 'isActive', 'updatedAt', 'createdAt'],
  'accreditation-badges': ['displayOrder', 'id', 'title', 'isActive', 'updatedAt', 'createdAt'],
} as const satisfies Record<AdminContentType, readonly string[]>;

const contentListQuery = <T extends AdminContentType>(type: T) =>
  z.object({
    ...pageParams,
    sort: sortParam(CONTENT_SORT_FIELDS[type]),
    regionId: idQueryParam,
    appContext: z.preprocess(blankToUndefined, appContextSchema.optional()),
    isActive: booleanParam('isActive'),
  });

/**
 * GET /api/admin/{type}?q&limit&offset&sort&regionId&appContext&isActive. Default order: displayOrder, then id.
 * `appContext` filters the types that have one (destinations, departures, services, training, hero images).
 */
export const contentListQuerySchemas = {
  destinations: contentListQuery('destinations'),
  'departure-locations': contentListQuery('departure-locations'),
  regions: contentListQuery('regions'),
  experiences: contentListQuery('experiences'),
  'connecting-services': contentListQuery('connecting-services'),
  'pilot-training': contentListQuery('pilot-training'),
  'hero-images': contentListQuery('hero-images'),
  'aircraft-experience-images': contentListQuery('aircraft-experience-images'),
  'accreditation-badges': contentListQuery('accreditation-badges'),
} satisfies Record<AdminContentType, z.ZodType>;
/** What the web client may send to a content list (before parsing: strings and booleans alike). */
export type ContentListParams<T extends AdminContentType = AdminContentType> = z.input<(typeof contentListQuerySchemas)[T]>;
export type ContentListQuery = z.output<(typeof contentListQuerySchemas)[AdminContentType]>;

export const ROUTE_PRICING_SORT_FIELDS = ['route', 'id', 'departureName', 'destinationName', 'aircraftType', 'flightType', 'price', 'isActive', 'updatedAt'] as const;

/**
 * GET /api/admin/route-pricing. Default order (`route`): departure order, destination order, aircraft type,
 * flight type, the way the Routes tab groups them. `q` matches departure and destination names.
 */
export const routePricingListQuerySchema = z.object({
  ...pageParams,
  sort: sortParam(ROUTE_PRICING_SORT_FIELDS),
  regionId: idQueryParam,
  isActive: booleanParam('isActive'),
  departureLocationId: idQueryParam,
  destinationId: idQueryParam,
  aircraftType: z.preprocess(blankToUndefined, aircraftTypeSchema.optional()),
  flightType: z.preprocess(blankToUndefined, routeFlightTypeSchema.optional()),
});
export type RoutePricingListParams = z.input<typeof routePricingListQuerySchema>;
export type RoutePricingListQuery = z.output<typeof routePricingListQuerySchema>;

export const INQUIRY_SORT_FIELDS = ['createdAt', 'id', 'reference', 'name', 'status', 'updatedAt', 'followUpOn'] as const;

/**
 * GET /api/admin/booking-requests and /api/admin/wechat-requests. Default order: newest first (-createdAt).
 * `q` matches the visitor's e-mail, name and the CF- reference. Without paging parameters the answer is
 * `{ items }` with the newest 100, as before. The work queue's views (docs/product.md §2.7 (Inquiries)): `assignedTo=me`
 * (or a staff id, or `none`), and `dueBy=YYYY-MM-DD`, the follow-up day on or before it (the panel sends the
 * staff member's own today, so "due today" includes the overdue). `wantsQuote=true` keeps the requests that
 * asked for a firm quote.
 */
export const inquiryListQuerySchema = z.object({
  ...pageParams,
  sort: sortParam(INQUIRY_SORT_FIELDS),
  status: z.preprocess(
    blankToUndefined,
    z.enum(INQUIRY_STATUS_VALUES, { error: () => `status must be one of ${INQUIRY_STATUS_VALUES.join(', ')}` }).optional(),
  ),
  regionId: idQueryParam,
  assignedTo: z.preprocess(
    blankToUndefined,
    z
      .union([z.enum(['me', 'none']), idSchema], { error: () => 'assignedTo must be me, none or a staff member’s id' })
      .optional(),
  ),
  dueBy: z.preprocess(blankToUndefined, isoDateSchema('dueBy').optional()),
  /** Booking requests that asked for a firm quote (true) or did not (false); a WeChat request never asks for one. */
  wantsQuote: booleanParam('wantsQuote'),
});
export type InquiryListParams = z.input<typeof inquiryListQuerySchema>;
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

/** The inboxes an export reads, as the panel names them. */
export const INQUIRY_EXPORT_KINDS = ['booking', 'wechat'] as const;

/**
 * GET /api/admin/inquiries.csv and .xlsx: the list's own query (the same schema, so the export cannot drift
 * from what staff see) and which inbox. The export holds every row the list would show across all its pages:
 * `limit` and `offset` are accepted, as the list sends them, and ignored (decision 0047).
 */
export const inquiryExportQuerySchema = inquiryListQuerySchema.extend({
  kind: z.enum(INQUIRY_EXPORT_KINDS, { error: 'kind must be booking or wechat' }).default('booking'),
});
export type InquiryExportParams = z.input<typeof inquiryExportQuerySchema>;
export type InquiryExportQuery = z.output<typeof inquiryExportQuerySchema>;

/** How many inquiries the unpaged `{ items }` answer holds (its behaviour before paging). */
export const INQUIRY_UNPAGED_LIMIT = 100;

/** Whether a parsed list query asks for a page (`{ items, total }`) rather than the plain list. */
export function isPageRequest(query: { q?: string | undefined; limit?: number | undefined; offset?: number | undefined; sort?: string | undefined }): boolean {
  return query.q !== undefined || query.limit !== undefined || query.offset !== undefined || query.sort !== undefined;
}
