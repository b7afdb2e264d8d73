import type { Database } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { originFields, type RequestOrigin } from './request-origin';
import { deleteSessionByToken, endOtherSessions, endSessionByPublicId } from './sessions';

/**
 * Sessions a person ends themselves, each recorded in the audit log in the same transaction as the delete
 * (so the log never claims an end that did not happen). Nothing is logged when nothing ended.
 */

/** DELETE /api/auth/sessions/:id: one of one's own sessions; answers how many ended (0 or 1). */
export async function endOwnSession(db: Database, user: AuditActor, publicId: string, at: Date, origin: RequestOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await endSessionByPublicId(tx, user.id, publicId);
    if (count > 0) await recordAudit(tx, { user, action: 'end_sessions', entity: 'admin_user', entityId: user.id, after: { ended: count, ...originFields(origin) }, at });
    return count;
  });
}

/** POST /api/auth/sessions/end-others: every own session but `keepId` (the row id of the one in use). */
export async function endOwnOtherSessions(db: Database, user: AuditActor, keepId: string, at: Date, origin: RequestOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await endOtherSessions(tx, user.id, keepId);
    if (count > 0) await recordAudit(tx, { user, action: 'end_sessions', entity: 'admin_user', entityId: user.id, after: { ended: count, ...originFields(origin) }, at });
    return count;
  });
}

/** POST /api/auth/logout: the session the token names; logged when it existed and its person is known. */
export async function signOut(db: Database, token: string, user: AuditActor | null, at: Date, origin: RequestOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteSessionByToken(tx, token);
    if (deleted && user) await recordAudit(tx, { user, action: 'logout', entity: 'admin_user', entityId: user.id, after: originFields(origin), at });
  });
}
