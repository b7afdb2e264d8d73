import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import type { Executor } from '../../db/database';
import { adminUsers, recoveryCodes } from '../../db/schema';
import type { SecretBox } from './secret-box';

/** The issuer name authenticator apps show beside the e-mail. */
export const TOTP_ISSUER = 'Charter Flight Admin';
export const RECOVERY_CODE_COUNT = 10;
const STEP_SECONDS = 30;
/** No look-alikes (0/o, 1/l/i), so a code can be read off paper and typed. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A TOTP checker at the app clock, accepting the codes of one step before and after (clock drift). */
function totpAt(now: Date) {
  return authenticator.clone({ epoch: now.getTime(), window: 1 });
}

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export async function totpSetupOf(email: string, secret: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = authenticator.keyuri(email, TOTP_ISSUER, secret);
  // Drawn here (no outside service): an SVG the panel shows as an image.
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step a 6-digit code is right for at `now` (one step of drift either way), or null. The caller
 * refuses a step at or before the last one accepted, so one code cannot be used twice.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpAt(now).checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replaceAll(/[\s-]/g, '');
}

export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
}

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Replaces the person's recovery codes with ten new ones; answers them (shown once, only hashes are kept). */
export async function replaceRecoveryCodes(tx: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Uses up one recovery code of the person; true when it was theirs and unused (atomic: it works once). */
export async function useRecoveryCode(tx: Executor, userId: number, code: string, now: Date): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export interface SecondFactorAccount {
  id: number;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/**
 * Checks the code of a sign-in: a 6-digit TOTP code (not one already used) or a recovery code (used up).
 * Answers what it was, or null when it is wrong.
 */
export async function verifySecondFactor(
  tx: Executor,
  box: SecretBox,
  account: SecondFactorAccount,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery-code' | null> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const secret = account.totpSecret ? box.open(account.totpSecret) : null;
    if (!secret) return null;
    const step = totpStepOf(secret, typed, now);
    if (step === null || (account.totpLastStep !== null && step <= account.totpLastStep)) return null;
    // Conditional on the last step, so two requests with the same code cannot both pass.
    const claimed = await tx
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, account.id), account.totpLastStep === null ? isNull(adminUsers.totpLastStep) : eq(adminUsers.totpLastStep, account.totpLastStep)))
      .returning({ id: adminUsers.id });
    return claimed.length > 0 ? 'totp' : null;
  }
  return (await useRecoveryCode(tx, account.id, typed, now)) ? 'recovery-code' : null;
}
