import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminUsers, recoveryCodes } from '../../db/schema';
import { badRequest, conflict } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { verifyPassword } from './password-hash';
import { originFields, type RequestOrigin } from './request-origin';
import type { SecretBox } from './secret-box';
import { newTotpSecret, replaceRecoveryCodes, totpSetupOf, totpStepOf } from './two-factor';

export const ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on; turn it off first to set it up again';
export const NO_SETUP_MESSAGE = 'Start the two-factor setup first';
export const WRONG_SETUP_CODE_MESSAGE = 'That code is not right; check the time on your phone and enter the newest code';
export const WRONG_PASSWORD_MESSAGE = 'The password is not right';

/**
 * Step 1: a fresh secret, kept sealed but not yet in force, with its otpauth:// URL and QR code. Calling it
 * again replaces the pending secret (a person who lost the first QR code starts over).
 */
export async function startTwoFactorSetup(db: Database, box: SecretBox, user: AuditActor) {
  const [row] = await db.select({ enabled: adminUsers.totpEnabled }).from(adminUsers).where(eq(adminUsers.id, user.id));
  if (row?.enabled) throw conflict(ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await db.update(adminUsers).set({ totpSecret: box.seal(secret), totpLastStep: null }).where(eq(adminUsers.id, user.id));
  return totpSetupOf(user.email, secret);
}

/** Step 2: a code from the app proves it was set up; two-factor goes on and ten recovery codes are answered once. */
export async function enableTwoFactor(db: Database, box: SecretBox, user: AuditActor, code: string, now: Date, origin: RequestOrigin): Promise<string[]> {
  const [row] = await db.select({ enabled: adminUsers.totpEnabled, secret: adminUsers.totpSecret }).from(adminUsers).where(eq(adminUsers.id, user.id));
  if (row?.enabled) throw conflict(ALREADY_ON_MESSAGE);
  const secret = row?.secret ? box.open(row.secret) : null;
  if (!secret) throw conflict(NO_SETUP_MESSAGE);
  const step = totpStepOf(secret, code, now);
  if (step === null) throw badRequest(WRONG_SETUP_CODE_MESSAGE, [{ path: 'code', message: WRONG_SETUP_CODE_MESSAGE }]);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpEnabled: true, totpLastStep: step }).where(eq(adminUsers.id, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id, now);
    await recordAudit(tx, { user, action: 'two_factor_on', entity: 'admin_user', entityId: user.id, after: originFields(origin), at: now });
    return codes;
  });
}

/** Turns two-factor off (the password typed again); the secret and the recovery codes are deleted. */
export async function disableTwoFactor(db: Database, user: AuditActor, password: string, now: Date, origin: RequestOrigin): Promise<void> {
  const [row] = await db.select({ passwordHash: adminUsers.passwordHash, enabled: adminUsers.totpEnabled }).from(adminUsers).where(eq(adminUsers.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw badRequest(WRONG_PASSWORD_MESSAGE, [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
  }
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    if (row.enabled) await recordAudit(tx, { user, action: 'two_factor_off', entity: 'admin_user', entityId: user.id, after: originFields(origin), at: now });
  });
}

/** The password typed again in this session (sign-in counts too): checked here, recorded by the caller. */
export async function checkOwnPassword(db: Database, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw badRequest(WRONG_PASSWORD_MESSAGE, [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
  }
}
