import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { badRequest, HttpError } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { consumeLink, findUsableLink, LINK_GONE_MESSAGE } from './one-time-links';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordProblem, type PasswordOwner } from './password-policy';
import { originFields, type RequestOrigin } from './request-origin';
import { endAllSessions, endOtherSessions, markAuthenticated } from './sessions';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not right';

/** 400 with the policy's words on the newPassword field, when the new password is refused. */
async function assertAcceptable(newPassword: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(newPassword, owner);
  if (problem) throw badRequest(problem, [{ path: 'newPassword', message: problem }]);
}

/**
 * Changes one's own password (the current one typed again) and ends every other session of the person;
 * this session stays and counts as freshly authenticated.
 */
export async function changeOwnPassword(
  db: Database,
  input: { user: AuditActor; sessionId: string; currentPassword: string; newPassword: string; now: Date; origin: RequestOrigin },
): Promise<{ endedSessions: number }> {
  const [account] = await db.select({ passwordHash: adminUsers.passwordHash, name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.id, input.user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
  }
  await assertAcceptable(input.newPassword, { email: input.user.email, name: account.name });
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash, passwordChangedAt: input.now, invitePending: false }).where(eq(adminUsers.id, input.user.id));
    const endedSessions = await endOtherSessions(tx, input.user.id, input.sessionId);
    await markAuthenticated(tx, input.sessionId, input.now);
    await recordAudit(tx, { user: input.user, action: 'password_change', entity: 'admin_user', entityId: input.user.id, after: { endedSessions, ...originFields(input.origin) }, at: input.now });
    return { endedSessions };
  });
}

/** What the set-password page shows before the person types; 410 when the link is used, expired or unknown alike. */
export async function describeLink(db: Database, token: string, now: Date) {
  const link = await findUsableLink(db, token, now);
  if (!link) throw new HttpError(410, LINK_GONE_MESSAGE);
  return { email: link.email, name: link.name, purpose: link.purpose };
}

/**
 * Sets the password through a one-time link (a new person's setup or a reset): the link works once, and
 * every session of the person ends. A refused password leaves the link usable.
 */
export async function setPasswordWithLink(db: Database, input: { token: string; newPassword: string; now: Date; origin: RequestOrigin }): Promise<{ email: string }> {
  const link = await findUsableLink(db, input.token, input.now);
  if (!link) throw new HttpError(410, LINK_GONE_MESSAGE);
  await assertAcceptable(input.newPassword, link);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, link.tokenId, input.now))) throw new HttpError(410, LINK_GONE_MESSAGE);
    await tx
      .update(adminUsers)
      .set({ passwordHash, passwordChangedAt: input.now, invitePending: false })
      .where(eq(adminUsers.id, link.userId));
    const endedSessions = await endAllSessions(tx, link.userId);
    await recordAudit(tx, {
      user: { id: link.userId, email: link.email },
      action: link.purpose === 'setup' ? 'password_set' : 'password_reset',
      entity: 'admin_user',
      entityId: link.userId,
      after: { endedSessions, ...originFields(input.origin) },
      at: input.now,
    });
  });
  return { email: link.email };
}
