import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/api/auth';
import type { Database } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { AccountSignInLimit } from './account-sign-in-limit';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { originFields } from './request-origin';
import type { SecretBox } from './secret-box';
import { createSession } from './sessions';
import { verifySecondFactor } from './two-factor';

/** The audit action of a refused sign-in of a known account; the Staff list counts them per person (24 h). */
export const SIGN_IN_FAILED_ACTION = 'login_failed';

export interface SignInAttempt {
  /** As typed; compared lower-cased. */
  email: string;
  /** Exactly as typed: never trimmed. */
  password: string;
  /** The TOTP code or a recovery code, when the account has two-factor sign-in. */
  code?: string | undefined;
  now: Date;
  ip: string;
  userAgent?: string | undefined;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; user: AdminUser; sessionToken: string }
  /** The password is right and the account has two-factor: ask for the code; no session yet. */
  | { outcome: 'two-factor-required' }
  /**
   * A wrong password, an unknown e-mail, a wrong code and a deactivated account are one outcome to the
   * caller; `known` and `reason` are for the log only.
   */
  | { outcome: 'wrong-credentials'; known: boolean; reason: 'password' | 'code' | 'inactive' | 'unknown' }
  /** The account's failure budget is spent; nothing was verified. */
  | { outcome: 'account-limited'; retryAfterMs: number };

/**
 * Checks an admin's e-mail, password and (when the account has it) second factor and, when they match,
 * opens a session (with the audit entry and lastLoginAt in the same transaction). The account limit is
 * consulted first and counts every attempt, code failures included; an unknown e-mail still pays for one
 * argon2 verification, so neither the answer nor its timing tells whether the account exists.
 */
export async function signIn(db: Database, accountLimit: AccountSignInLimit, box: SecretBox, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = attempt.email.toLowerCase();
  const gate = await accountLimit.reserve(email);
  if (!gate.allowed) return { outcome: 'account-limited', retryAfterMs: gate.retryAfterMs };

  const [account] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  const matches = account ? await verifyPassword(account.passwordHash, attempt.password) : await verifyAgainstDummy(attempt.password);
  // Every refusal writes one audit row, an unknown e-mail's too (named by the address tried): the owner sees
  // guessing at addresses, and the extra write cannot tell a known account from an unknown one by timing.
  if (!account) {
    await recordAudit(db, { user: null, action: SIGN_IN_FAILED_ACTION, entity: 'admin_user', entityId: null, at: attempt.now, after: { ...originFields(attempt), reason: 'unknown', email: email.slice(0, 254) } });
    return { outcome: 'wrong-credentials', known: false, reason: 'unknown' };
  }

  const refuse = async (reason: 'password' | 'code' | 'inactive'): Promise<SignInOutcome> => {
    await recordAudit(db, { user: null, action: SIGN_IN_FAILED_ACTION, entity: 'admin_user', entityId: account.id, at: attempt.now, after: { ...originFields(attempt), reason } });
    return { outcome: 'wrong-credentials', known: true, reason };
  };
  if (!matches) return refuse('password');
  if (!account.isActive) return refuse('inactive');

  const user = { id: account.id, email: account.email, name: account.name };
  const upgradedHash = needsRehash(account.passwordHash) ? await hashPassword(attempt.password) : undefined;
  const result = await db.transaction(async (tx) => {
    let secondFactor: 'totp' | 'recovery-code' | null = null;
    if (account.totpEnabled) {
      if (!attempt.code) return { outcome: 'two-factor-required' as const };
      secondFactor = await verifySecondFactor(tx, box, account, attempt.code, attempt.now);
      if (!secondFactor) return { outcome: 'wrong-code' as const };
    }
    const created = await createSession(tx, { userId: user.id, now: attempt.now, userAgent: attempt.userAgent, ip: attempt.ip });
    await tx
      .update(adminUsers)
      .set({ lastLoginAt: attempt.now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
      .where(eq(adminUsers.id, user.id));
    await recordAudit(tx, {
      user,
      action: 'login',
      entity: 'admin_user',
      entityId: user.id,
      at: attempt.now,
      after: { ...originFields(attempt), ...(secondFactor ? { secondFactor } : {}) },
    });
    return { outcome: 'signed-in' as const, token: created.token };
  });
  if (result.outcome === 'two-factor-required') return result;
  if (result.outcome === 'wrong-code') return refuse('code');
  // Only someone who knows the password (and the code) can reset the account's count, and only this account's.
  await accountLimit.clear(email);
  return { outcome: 'signed-in', user, sessionToken: result.token };
}
