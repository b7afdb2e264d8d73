import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/api/auth';
import type { Database } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { AccountSignInLimit } from './account-sign-in-limit';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { createSession } from './sessions';

export interface SignInAttempt {
  /** As typed; compared lower-cased. */
  email: string;
  /** Exactly as typed: never trimmed. */
  password: string;
  now: Date;
  ip: string;
  userAgent?: string | undefined;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; user: AdminUser; sessionToken: string }
  /** A wrong password and an unknown e-mail are one outcome to the caller; `known` is for the log only. */
  | { outcome: 'wrong-credentials'; known: boolean }
  /** The account's failure budget is spent; nothing was verified. */
  | { outcome: 'account-limited'; retryAfterMs: number };

/**
 * Checks an admin's e-mail and password and, when they match, opens a session (with the audit entry and
 * lastLoginAt in the same transaction). The account limit is consulted first; an unknown e-mail still pays
 * for one argon2 verification, so neither the answer nor its timing tells whether the account exists.
 */
export async function signIn(db: Database, accountLimit: AccountSignInLimit, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = attempt.email.toLowerCase();
  const gate = await accountLimit.reserve(email);
  if (!gate.allowed) return { outcome: 'account-limited', retryAfterMs: gate.retryAfterMs };

  const [account] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, email))
    .limit(1);
  const matches = account ? await verifyPassword(account.passwordHash, attempt.password) : await verifyAgainstDummy(attempt.password);
  if (!account || !matches) return { outcome: 'wrong-credentials', known: Boolean(account) };

  // Only someone who knows the password can reset the account's count, and only this account's.
  await accountLimit.clear(email);
  const user = { id: account.id, email: account.email, name: account.name };
  const upgradedHash = needsRehash(account.passwordHash) ? await hashPassword(attempt.password) : undefined;
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, { userId: user.id, now: attempt.now, userAgent: attempt.userAgent, ip: attempt.ip });
    await tx
      .update(adminUsers)
      .set({ lastLoginAt: attempt.now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
      .where(eq(adminUsers.id, user.id));
    await recordAudit(tx, { user, action: 'login', entity: 'admin_user', entityId: user.id, at: attempt.now, after: { ip: attempt.ip } });
    return created;
  });
  return { outcome: 'signed-in', user, sessionToken: session.token };
}
