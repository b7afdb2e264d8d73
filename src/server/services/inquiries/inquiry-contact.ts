import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import type { InquiryKind } from './inquiry-kinds';

/** Who asked: the address a reply goes to, their name and the inquiry's reference. */
export interface InquiryContact {
  email: string;
  name: string;
  reference: string;
}

/** The visitor behind an inquiry; undefined when there is no such inquiry. */
export async function inquiryContact(db: Executor, kind: InquiryKind, id: number): Promise<InquiryContact | undefined> {
  if (kind === 'booking-requests') {
    const [row] = await db
      .select({ email: bookingRequests.contactEmail, name: bookingRequests.contactName, reference: bookingRequests.reference })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, id));
    return row;
  }
  const [row] = await db
    .select({ email: wechatRequests.customerEmail, name: wechatRequests.customerName, reference: wechatRequests.reference })
    .from(wechatRequests)
    .where(eq(wechatRequests.id, id));
  return row;
}
