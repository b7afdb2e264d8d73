import type { InquiryEvent, InquiryReply } from '../../../domain/api/admin/inquiry-work';
import type { Database } from '../../db/database';
import { inquiryEvents } from '../../db/schema';
import { notFound } from '../../http-errors';
import { enqueueJob } from '../../jobs/enqueue';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { inquiryReplyJob } from '../notifications/inquiry-email-jobs';
import { inquiryContact } from './inquiry-contact';
import { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';
import { eventOwner, readTimeline } from './timeline';

/**
 * POST /api/admin/{booking,wechat}-requests/:id/replies: the reply lands in the inquiry's timeline as
 * queued and its e-mail in the outbox, in one transaction; the job runner sends it (retrying a mail server
 * that is down) and the entry follows its delivery (reply-sender.ts). The caller wakes the runner after
 * the commit, and refuses before this when no mail server is set up.
 */
export async function queueReply(db: Database, kind: InquiryKind, user: AuditActor, id: number, reply: InquiryReply, at: Date): Promise<InquiryEvent> {
  const { entity, label } = INQUIRY_KINDS[kind];
  const eventId = await db.transaction(async (tx) => {
    const contact = await inquiryContact(tx, kind, id);
    if (!contact) throw notFound(`${label} ${id} was not found`);
    const [event] = await tx
      .insert(inquiryEvents)
      .values({ ...eventOwner(kind, id), kind: 'reply', body: reply.body, detail: { to: contact.email, subject: reply.subject }, actorId: user.id, delivery: 'queued', createdAt: at })
      .returning({ id: inquiryEvents.id });
    await enqueueJob(tx, inquiryReplyJob, { eventId: event!.id }, { dedupeKey: `reply:${event!.id}` });
    await recordAudit(tx, { user, action: 'reply', entity, entityId: id, after: { to: contact.email, subject: reply.subject }, at });
    return event!.id;
  });
  const entry = (await readTimeline(db, kind, id)).find((event) => event.id === eventId);
  if (!entry) throw new Error(`reply ${eventId} was stored but cannot be read`);
  return entry;
}
