import { eq, getTableColumns, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { INQUIRY_UNPAGED_LIMIT, type AdminBookingRequest, type AdminWechatRequest, type InquiryListQuery, type Page } from '../../../domain/api/admin';
import type { Executor } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import { isoDates, readEveryRow, readList, type ListDefinition, type ListSelect } from './paged-list';

const { idempotencyKey: _bookingKey, requestHash: _bookingHash, linkTokenHash: _bookingLink, ...bookingColumns } = getTableColumns(bookingRequests);
const { idempotencyKey: _wechatKey, requestHash: _wechatHash, linkTokenHash: _wechatLink, ...wechatColumns } = getTableColumns(wechatRequests);

/** A stored inquiry as the lists (and their exports) read it: every column but the idempotency bookkeeping and the visitor link's hash. */
export type BookingRow = Omit<typeof bookingRequests.$inferSelect, 'idempotencyKey' | 'requestHash' | 'linkTokenHash'>;
export type WechatRow = Omit<typeof wechatRequests.$inferSelect, 'idempotencyKey' | 'requestHash' | 'linkTokenHash'>;

const filtersOf = (table: typeof bookingRequests | typeof wechatRequests) => (query: InquiryListQuery) => {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.regionId !== undefined) conditions.push(eq(table.regionId, query.regionId));
  if (typeof query.assignedTo === 'number') conditions.push(eq(table.assignedTo, query.assignedTo));
  if (query.assignedTo === 'none') conditions.push(isNull(table.assignedTo));
  if (query.dueBy !== undefined) conditions.push(lte(table.followUpOn, query.dueBy));
  return conditions;
};

/** `wantsQuote`: only a booking request can ask for a firm quote, so a WeChat request never matches true. */
const bookingFilters = (query: InquiryListQuery) => [
  ...filtersOf(bookingRequests)(query),
  query.wantsQuote === undefined ? undefined : eq(bookingRequests.wantsQuote, query.wantsQuote),
];
const wechatFilters = (query: InquiryListQuery) => [...filtersOf(wechatRequests)(query), query.wantsQuote ? sql`false` : undefined];

/** `assignedTo=me` read as the signed-in person's id, so a bookmarked "mine" is always one's own. */
export const withMe = (query: InquiryListQuery, userId: number): InquiryListQuery => (query.assignedTo === 'me' ? { ...query, assignedTo: userId } : query);

const common = { defaultSort: '-createdAt', unpagedLimit: INQUIRY_UNPAGED_LIMIT } as const;

const bookingList: ListDefinition<InquiryListQuery, BookingRow, AdminBookingRequest> = {
  ...common,
  select: (executor, fields) => executor.select(fields as never).from(bookingRequests).$dynamic() as unknown as ListSelect<unknown>,
  fields: bookingColumns,
  search: (pattern) => or(ilike(bookingRequests.contactEmail, pattern), ilike(bookingRequests.contactName, pattern), ilike(bookingRequests.reference, pattern)),
  sorts: {
    createdAt: bookingRequests.createdAt,
    id: bookingRequests.id,
    reference: bookingRequests.reference,
    name: bookingRequests.contactName,
    status: bookingRequests.status,
    updatedAt: bookingRequests.updatedAt,
    followUpOn: bookingRequests.followUpOn,
  },
  id: bookingRequests.id,
  filters: bookingFilters,
  toItem: (row) => isoDates(row) as unknown as AdminBookingRequest,
};

const wechatList: ListDefinition<InquiryListQuery, WechatRow, AdminWechatRequest> = {
  ...common,
  select: (executor, fields) => executor.select(fields as never).from(wechatRequests).$dynamic() as unknown as ListSelect<unknown>,
  fields: wechatColumns,
  search: (pattern) => or(ilike(wechatRequests.customerEmail, pattern), ilike(wechatRequests.customerName, pattern), ilike(wechatRequests.reference, pattern)),
  sorts: {
    createdAt: wechatRequests.createdAt,
    id: wechatRequests.id,
    reference: wechatRequests.reference,
    name: wechatRequests.customerName,
    status: wechatRequests.status,
    updatedAt: wechatRequests.updatedAt,
    followUpOn: wechatRequests.followUpOn,
  },
  id: wechatRequests.id,
  filters: wechatFilters,
  // numeric columns arrive as text from the driver; the admin reads kilograms as numbers.
  toItem: (row) => isoDates({ ...row, totalPassengerWeight: Number(row.totalPassengerWeight), totalBagWeight: Number(row.totalBagWeight) }) as unknown as AdminWechatRequest,
};

/** `{ items }` (the newest 100, as before paging) or a page `{ items, total }`. */
const asAnswer = <T>(list: T[] | Page<T>): { items: T[] } | Page<T> => (Array.isArray(list) ? { items: list } : list);

/** GET /api/admin/booking-requests: newest first. */
export async function listBookingRequests(executor: Executor, query: InquiryListQuery) {
  return asAnswer(await readList(executor, bookingList, query));
}

/** GET /api/admin/wechat-requests: newest first. */
export async function listWechatRequests(executor: Executor, query: InquiryListQuery) {
  return asAnswer(await readList(executor, wechatList, query));
}

/**
 * The exports (services/inquiries/export.ts): every inquiry the list shows for `query`, across all its pages, in
 * the list's order, through the same filters, search and sort as the list read, so a file holds what staff see.
 */
export const everyBookingRequest = (executor: Executor, query: InquiryListQuery): Promise<BookingRow[]> => readEveryRow(executor, bookingList, query);
export const everyWechatRequest = (executor: Executor, query: InquiryListQuery): Promise<WechatRow[]> => readEveryRow(executor, wechatList, query);
