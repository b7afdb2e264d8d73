import { eq, getTableColumns } from 'drizzle-orm';
import type { BookingRequestDetail, WechatRequestDetail } from '../../../domain/api/admin/inquiries';
import type { Executor } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import { inquiryNames } from './inquiry-names';

const { idempotencyKey: _bk, requestHash: _bh, linkTokenHash: _bl, ...bookingColumns } = getTableColumns(bookingRequests);
const { idempotencyKey: _wk, requestHash: _wh, linkTokenHash: _wl, ...wechatColumns } = getTableColumns(wechatRequests);

/** One booking request as staff read it, with the names of its places and add-ons; undefined when there is none. */
export async function bookingRequestDetail(db: Executor, id: number): Promise<BookingRequestDetail | undefined> {
  const [row] = await db.select(bookingColumns).from(bookingRequests).where(eq(bookingRequests.id, id));
  if (!row) return undefined;
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), cancelledAt: row.cancelledAt?.toISOString() ?? null, names: await inquiryNames(db, row) };
}

/** One WeChat request as staff read it, with the names of its places; undefined when there is none. */
export async function wechatRequestDetail(db: Executor, id: number): Promise<WechatRequestDetail | undefined> {
  const [row] = await db.select(wechatColumns).from(wechatRequests).where(eq(wechatRequests.id, id));
  if (!row) return undefined;
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    totalPassengerWeight: Number(row.totalPassengerWeight),
    totalBagWeight: Number(row.totalBagWeight),
    createdAt: row.createdAt.toISOString(),
    names: await inquiryNames(db, { ...row, addOns: {} }),
  };
}
