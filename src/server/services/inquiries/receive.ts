import type { BookingRequestInput, WechatRequestInput } from '../../../domain/api/inquiries';
import type { Database, Executor } from '../../db/database';
import type { SecretBox } from '../auth/secret-box';
import type { InquiryOutbox } from '../notifications/inquiry-outbox';
import { issueRequestLink, type IssuedRequestLink } from '../visitor-requests/issue-link';
import { inquiryCreated } from '../webhooks/business-events';
import { bookedExperience } from './booked-experience';
import { recordBookingRequest, recordWechatRequest, type StoredInquiry } from './record';

/**
 * A stored inquiry, how many e-mails about it wait in the outbox (0 for a replay), and the visitor's link
 * to it (none for a replay: only the token's hash is kept, so it cannot be answered twice).
 */
export type ReceivedInquiryAnswer = StoredInquiry & { emailsQueued: number; link?: IssuedRequestLink };

/** Where the visitor's link points (the site's origin) and what seals it for the e-mail job. */
export interface RequestLinkIssuer {
  origin: string;
  box: SecretBox;
}

async function withLink(tx: Executor, kind: 'booking' | 'wechat', stored: StoredInquiry, issuer: RequestLinkIssuer) {
  return stored.replayed ? undefined : issueRequestLink(tx, kind, stored.id, issuer.origin, issuer.box);
}

/**
 * A visitor's booking request and its e-mails in one transaction: the row and the outbox jobs commit
 * together, so no committed inquiry lacks its e-mails and no e-mail names an inquiry that is not there.
 * A replay (same Idempotency-Key) queues nothing.
 */
export async function receiveBookingRequest(db: Database, input: BookingRequestInput, key: string | undefined, outbox: InquiryOutbox, issuer: RequestLinkIssuer): Promise<ReceivedInquiryAnswer> {
  return db.transaction(async (tx) => {
    const experience = await bookedExperience(tx, input.experienceId, input.regionId);
    const stored = await recordBookingRequest(tx, input, key, experience);
    const link = await withLink(tx, 'booking', stored, issuer);
    const emailsQueued = stored.replayed ? 0 : await outbox.enqueue(tx, { inquiry: 'booking', id: stored.id, email: input.contactEmail, link: link?.sealedRequestUrl });
    if (!stored.replayed) await inquiryCreated(tx, { kind: 'booking', id: stored.id });
    return { ...stored, emailsQueued, link };
  });
}

export async function receiveWechatRequest(db: Database, input: WechatRequestInput, key: string | undefined, outbox: InquiryOutbox, issuer: RequestLinkIssuer): Promise<ReceivedInquiryAnswer> {
  return db.transaction(async (tx) => {
    const stored = await recordWechatRequest(tx, input, key);
    const link = await withLink(tx, 'wechat', stored, issuer);
    const emailsQueued = stored.replayed ? 0 : await outbox.enqueue(tx, { inquiry: 'wechat', id: stored.id, email: input.customerEmail ?? '', link: link?.sealedRequestUrl });
    if (!stored.replayed) await inquiryCreated(tx, { kind: 'wechat', id: stored.id });
    return { ...stored, emailsQueued, link };
  });
}
