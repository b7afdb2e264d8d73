import { and, eq } from 'drizzle-orm';
import { RETRY_REFUSALS, type InquiryEvent } from '../../../domain/api/admin/inquiry-work';
import type { Database } from '../../db/database';
import { inquiryEvents } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { enqueueJob } from '../../jobs/enqueue';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { inquiryReplyJob } from '../notifications/inquiry-email-jobs';
import { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';
import { eventOwner, readTimeline } from './timeline';

const ownerColumn = (kind: InquiryKind) => (kind === 'booking-requests' ? inquiryEvents.bookingRequestId : inquiryEvents.wechatRequestId);

/**
 * POST /api/admin/{booking,wechat}-requests/:id/replies/:replyId/retry: a reply whose e-mail failed for good
 * (the outbox gave up, or the mail server refused the recipient) goes back into the outbox, the same message
 * to the same address, once. The reply's row is locked and moved from failed to queued in one step, so a
 * double click or two staff at once queue it once: the second finds it queued and is refused (409) in words.
 * The timeline gets a `retry` entry (who, when, and the error it was retried after), the audit log a
 * `reply_retry` entry; the job has its own key per retry (the first job of the reply stays as it ended).
 * The caller wakes the runner after the commit, and refuses before this when no mail server is set up.
 */
export async function retryReply(db: Database, kind: InquiryKind, user: AuditActor, id: number, replyId: number, at: Date): Promise<InquiryEvent> {
  const { entity, label } = INQUIRY_KINDS[kind];
  await db.transaction(async (tx) => {
    const [reply] = await tx
      .select()
      .from(inquiryEvents)
      .where(and(eq(inquiryEvents.id, replyId), eq(ownerColumn(kind), id), eq(inquiryEvents.kind, 'reply')))
      .for('update');
    if (!reply) throw notFound(`${label} ${id} has no reply ${replyId}`);
    if (reply.delivery !== 'failed') throw conflict(RETRY_REFUSALS[reply.delivery ?? 'queued']);
    const detail = reply.detail as { to?: string; subject?: string; retries?: number };
    const retries = (detail.retries ?? 0) + 1;
    const [moved] = await tx
      .update(inquiryEvents)
      .set({ delivery: 'queued', deliveryError: null, detail: { ...detail, retries } })
      .where(and(eq(inquiryEvents.id, replyId), eq(inquiryEvents.delivery, 'failed')))
      .returning({ id: inquiryEvents.id });
    if (!moved) throw conflict(RETRY_REFUSALS.queued);
    const about = { replyId, to: detail.to ?? null, subject: detail.subject ?? null, failedWith: reply.deliveryError };
    await tx.insert(inquiryEvents).values({ ...eventOwner(kind, id), kind: 'retry', body: null, detail: about, actorId: user.id, createdAt: at });
    await enqueueJob(tx, inquiryReplyJob, { eventId: replyId }, { dedupeKey: `reply:${replyId}:retry:${retries}` });
    await recordAudit(tx, { user, action: 'reply_retry', entity, entityId: id, before: { delivery: 'failed', deliveryError: reply.deliveryError }, after: { delivery: 'queued', ...about }, at });
  });
  const entry = (await readTimeline(db, kind, id)).find((event) => event.id === replyId);
  if (!entry) throw new Error(`reply ${replyId} was queued again but cannot be read`);
  return entry;
}
