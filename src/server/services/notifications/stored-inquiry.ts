import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import type { InquiryRef } from './inquiry-email-jobs';
import { receivedBookingRequest, receivedWechatRequest, type ReceivedInquiry } from './received-inquiry';

/** The inquiry an e-mail job names, as its e-mails show it; undefined when it is no longer there (deleted meanwhile). */
export async function loadReceivedInquiry(db: Database, ref: InquiryRef): Promise<ReceivedInquiry | undefined> {
  if (ref.inquiry === 'booking') {
    const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, ref.id));
    return row ? receivedBookingRequest(row) : undefined;
  }
  const [row] = await db.select().from(wechatRequests).where(eq(wechatRequests.id, ref.id));
  return row ? receivedWechatRequest(row) : undefined;
}
