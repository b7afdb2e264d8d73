import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Argon2id with OWASP's suggested minimum: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id; the enum is an ambient const enum, which isolatedModules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * A hash of a password nobody knows, made with the same parameters. Sign-in verifies against it when
 * the e-mail is unknown, so an unknown e-mail costs the same time as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$MNyObXtL7MSi0sv4zMdwIA$OYcxjMmt9VLZHZIlFzNoCYmZ1uVc6VvQzbLMPLGAao4';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Burns the same work as a real verification and always answers false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
  return false;
}

/** True when a stored hash was made with weaker or other parameters than today's (rehash on sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      o.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      o.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      o.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
