import { eq } from 'drizzle-orm';
import type { InquiryUpdate } from '../../../domain/api/admin/inquiry-updates';
import type { Database, Executor } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, goneSinceOpened, nextStamp, stampOf } from '../row-versions/row-versions';
import { assignableName } from './assignees';
import { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';
import { recordEvents, type NewEvent } from './timeline';

export { INQUIRY_KINDS, type InquiryKind } from './inquiry-kinds';

const WEIGHTS = ['totalPassengerWeight', 'totalBagWeight'];

/** A stored inquiry as the admin lists show it: no idempotency bookkeeping or link hash, times in ISO, weights as numbers. */
function asAdminRow(row: Record<string, unknown>): Record<string, unknown> {
  const { idempotencyKey: _key, requestHash: _hash, linkTokenHash: _link, ...rest } = row;
  const out: Record<string, unknown> = { ...rest };
  for (const field of ['createdAt', 'cancelledAt']) if (rest[field] instanceof Date) out[field] = (rest[field] as Date).toISOString();
  for (const field of WEIGHTS) if (typeof out[field] === 'string') out[field] = Number(out[field]);
  return out;
}

/** The follow-up columns of an inquiry, as they are and as a PATCH leaves them. */
interface WorkState {
  status: string;
  notes: string | null;
  assignedTo: number | null;
  followUpOn: string | null;
}

/**
 * What a PATCH changes and the timeline entries that say so: a note when one was written, and a status,
 * assignee or follow-up day only when it is another than before (saving a form twice adds nothing).
 */
async function changesOf(tx: Executor, before: WorkState, patch: InquiryUpdate): Promise<{ values: Partial<WorkState>; events: NewEvent[] }> {
  const values: Partial<WorkState> = {};
  const events: NewEvent[] = [];
  if (patch.notes) {
    values.notes = patch.notes;
    events.push({ kind: 'note', body: patch.notes });
  }
  if (patch.status !== undefined && patch.status !== before.status) {
    values.status = patch.status;
    events.push({ kind: 'status', body: patch.status, detail: { from: before.status, to: patch.status } });
  }
  if (patch.assignedTo !== undefined && patch.assignedTo !== before.assignedTo) {
    values.assignedTo = patch.assignedTo;
    const name = patch.assignedTo === null ? null : await assignableName(tx, patch.assignedTo);
    events.push({ kind: 'assigned', body: name, detail: { from: before.assignedTo, to: patch.assignedTo } });
  }
  if (patch.followUpOn !== undefined && patch.followUpOn !== before.followUpOn) {
    values.followUpOn = patch.followUpOn;
    events.push({ kind: 'follow_up', body: patch.followUpOn, detail: { from: before.followUpOn, to: patch.followUpOn } });
  }
  return { values, events };
}

const workOf = (row: WorkState): WorkState => ({ status: row.status, notes: row.notes, assignedTo: row.assignedTo, followUpOn: row.followUpOn });

/**
 * PATCH /api/admin/{booking,wechat}-requests/:id: a note, the status, the assignee and the follow-up day,
 * versioned (409 with the row as it is now when someone saved since it was opened), each change a
 * timeline entry with who and when, and audited.
 */
export async function updateInquiry(db: Database, kind: InquiryKind, user: AuditActor, id: number, patch: InquiryUpdate, expected: number | undefined, at: Date) {
  const { table, entity, label } = INQUIRY_KINDS[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw goneSinceOpened(label, id, expected);
    await assertCurrentVersion(tx, row, expected, () => asAdminRow(row));
    const { values, events } = await changesOf(tx, row, patch);
    const [after] = await tx
      .update(table)
      .set({ ...values, ...nextStamp(table, user) })
      .where(eq(table.id, id))
      .returning({ id: table.id, status: table.status, notes: table.notes, assignedTo: table.assignedTo, followUpOn: table.followUpOn, version: table.version, updatedAt: table.updatedAt, updatedBy: table.updatedBy });
    if (!after) throw goneSinceOpened(label, id, expected);
    await recordEvents(tx, kind, id, user.id, events, at);
    await recordAudit(tx, { user, action: 'update', entity, entityId: id, before: workOf(row), after: workOf(after), at });
    return { id: after.id, ...workOf(after), ...stampOf(after) };
  });
}
