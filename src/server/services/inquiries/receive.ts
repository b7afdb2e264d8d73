import type { BookingRequestInput, WechatRequestInput } from '../../../domain/api/inquiries';
import type { Database } from '../../db/database';
import type { InquiryOutbox } from '../notifications/inquiry-outbox';
import { bookedExperience } from './booked-experience';
import { recordBookingRequest, recordWechatRequest, type StoredInquiry } from './record';

/** A stored inquiry, and how many e-mails about it wait in the outbox (0 for a replay). */
export type ReceivedInquiryAnswer = StoredInquiry & { emailsQueued: number };

/**
 * A visitor's booking request and its e-mails in one transaction: the row and the outbox jobs commit
 * together, so no committed inquiry lacks its e-mails and no e-mail names an inquiry that is not there.
 * A replay (same Idempotency-Key) queues nothing.
 */
export async function receiveBookingRequest(db: Database, input: BookingRequestInput, key: string | undefined, outbox: InquiryOutbox): Promise<ReceivedInquiryAnswer> {
  return db.transaction(async (tx) => {
    const experience = await bookedExperience(tx, input.experienceId, input.regionId);
    const stored = await recordBookingRequest(tx, input, key, experience);
    const emailsQueued = stored.replayed ? 0 : await outbox.enqueue(tx, { inquiry: 'booking', id: stored.id, email: input.contactEmail });
    return { ...stored, emailsQueued };
  });
}

export async function receiveWechatRequest(db: Database, input: WechatRequestInput, key: string | undefined, outbox: InquiryOutbox): Promise<ReceivedInquiryAnswer> {
  return db.transaction(async (tx) => {
    const stored = await recordWechatRequest(tx, input, key);
    const emailsQueued = stored.replayed ? 0 : await outbox.enqueue(tx, { inquiry: 'wechat', id: stored.id, email: input.customerEmail ?? '' });
    return { ...stored, emailsQueued };
  });
}
