import { eq, sql } from 'drizzle-orm';
import { REQUEST_ALREADY_CLOSED, UNKNOWN_REQUEST_LINK } from '../../../domain/api/visitor-requests';
import type { Database } from '../../db/database';
import { bookingRequests, inquiryEvents, wechatRequests } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { originFields, type RequestOrigin } from '../auth/request-origin';
import { findLinkedRequest, type LinkedRequest } from './find-request';

/** Who the row's `updated_by` names after a visitor's cancel: staff read it in a 409 ('… changed it'). */
export const CANCELLED_BY_VISITOR = 'the visitor';

/**
 * The visitor cancels their request from its link: the request is closed, `cancelled_at` set, and its
 * timeline gets a `cancelled` entry (no staff actor: the visitor; when; the address and device it came
 * from), all in one transaction with the row locked. Cancelling again changes nothing and answers the same
 * request; a request staff had already closed is refused (409), since there is nothing left to cancel.
 */
export async function cancelLinkedRequest(db: Database, token: string, origin: RequestOrigin, at: Date): Promise<LinkedRequest> {
  return db.transaction(async (tx) => {
    const linked = await findLinkedRequest(tx, token, true);
    if (!linked) throw notFound(UNKNOWN_REQUEST_LINK);
    if (linked.row.cancelledAt) return linked;
    if (linked.row.status === 'closed') throw conflict(REQUEST_ALREADY_CLOSED);
    const table = linked.kind === 'booking' ? bookingRequests : wechatRequests;
    const values = { status: 'closed', cancelledAt: at, version: sql`${table.version} + 1`, updatedAt: at, updatedBy: CANCELLED_BY_VISITOR };
    const [row] = await tx.update(table).set(values).where(eq(table.id, linked.row.id)).returning();
    await tx.insert(inquiryEvents).values({
      ...(linked.kind === 'booking' ? { bookingRequestId: linked.row.id } : { wechatRequestId: linked.row.id }),
      kind: 'cancelled',
      body: null,
      detail: { by: 'visitor', from: linked.row.status, to: 'closed', ...originFields(origin) },
      actorId: null,
      createdAt: at,
    });
    return { kind: linked.kind, row: row! } as LinkedRequest;
  });
}
