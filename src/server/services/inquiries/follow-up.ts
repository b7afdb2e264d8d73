import { eq } from 'drizzle-orm';
import type { InquiryUpdate } from '../../../domain/api/admin/inquiry-updates';
import type { Database } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, goneSinceOpened, nextStamp, stampOf } from '../row-versions/row-versions';

export const INQUIRY_KINDS = {
  'booking-requests': { table: bookingRequests, entity: 'booking_request', label: 'Booking request' },
  'wechat-requests': { table: wechatRequests, entity: 'wechat_request', label: 'WeChat request' },
} as const;
export type InquiryKind = keyof typeof INQUIRY_KINDS;

const WEIGHTS = ['totalPassengerWeight', 'totalBagWeight'];

/** A stored inquiry as the admin lists show it: no idempotency bookkeeping, times in ISO, weights as numbers. */
function asAdminRow(row: Record<string, unknown>): Record<string, unknown> {
  const { idempotencyKey: _key, requestHash: _hash, ...rest } = row;
  const out: Record<string, unknown> = { ...rest };
  if (rest.createdAt instanceof Date) out.createdAt = rest.createdAt.toISOString();
  for (const field of WEIGHTS) if (typeof out[field] === 'string') out[field] = Number(out[field]);
  return out;
}

/** PATCH /api/admin/{booking,wechat}-requests/:id: status and notes, versioned and audited. */
export async function updateInquiry(db: Database, kind: InquiryKind, user: AuditActor, id: number, patch: InquiryUpdate, expected: number | undefined, at: Date) {
  const { table, entity, label } = INQUIRY_KINDS[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw goneSinceOpened(label, id, expected);
    await assertCurrentVersion(tx, row, expected, () => asAdminRow(row));
    const values = { ...(patch.status ? { status: patch.status } : {}), ...(patch.notes !== undefined ? { notes: patch.notes } : {}) };
    const [after] = await tx
      .update(table)
      .set({ ...values, ...nextStamp(table, user) })
      .where(eq(table.id, id))
      .returning({ id: table.id, status: table.status, notes: table.notes, version: table.version, updatedAt: table.updatedAt, updatedBy: table.updatedBy });
    if (!after) throw goneSinceOpened(label, id, expected);
    await recordAudit(tx, { user, action: 'update', entity, entityId: id, before: { status: row.status, notes: row.notes }, after: { status: after.status, notes: after.notes }, at });
    return { id: after.id, status: after.status, notes: after.notes, ...stampOf(after) };
  });
}
