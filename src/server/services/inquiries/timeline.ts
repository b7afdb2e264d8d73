import { asc, eq } from 'drizzle-orm';
import type { InquiryEvent, InquiryEventKind } from '../../../domain/api/admin/inquiry-work';
import type { Executor } from '../../db/database';
import { adminUsers, inquiryEvents } from '../../db/schema';
import { staffName } from './assignees';
import type { InquiryKind } from './inquiry-kinds';

/** The column that ties an entry to its inquiry, for the kind of inquiry. */
export const eventOwner = (kind: InquiryKind, id: number) => (kind === 'booking-requests' ? { bookingRequestId: id } : { wechatRequestId: id });
const ownerColumn = (kind: InquiryKind) => (kind === 'booking-requests' ? inquiryEvents.bookingRequestId : inquiryEvents.wechatRequestId);

export interface NewEvent {
  kind: InquiryEventKind;
  body: string | null;
  detail?: Record<string, unknown>;
}

/** Appends entries to an inquiry's timeline through `tx`, in the order given, as `actorId`. */
export async function recordEvents(tx: Executor, kind: InquiryKind, id: number, actorId: number, events: NewEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(inquiryEvents).values(events.map((event) => ({ ...eventOwner(kind, id), actorId, kind: event.kind, body: event.body, detail: event.detail ?? {}, createdAt: at })));
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** An inquiry's timeline, oldest first (entries of one moment in the order they were written), with each author's name. */
export async function readTimeline(db: Executor, kind: InquiryKind, id: number): Promise<InquiryEvent[]> {
  const rows = await db
    .select({ event: inquiryEvents, actorName: adminUsers.name, actorEmail: adminUsers.email })
    .from(inquiryEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, inquiryEvents.actorId))
    .where(eq(ownerColumn(kind), id))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
  return rows.map(({ event, actorName, actorEmail }) => ({
    id: event.id,
    kind: event.kind,
    body: event.body,
    detail: event.detail,
    actor: event.actorId !== null && actorEmail !== null ? { id: event.actorId, name: staffName({ name: actorName, email: actorEmail }) } : null,
    delivery: event.delivery,
    deliveryError: event.deliveryError,
    deliveredAt: iso(event.deliveredAt),
    createdAt: event.createdAt.toISOString(),
  }));
}
