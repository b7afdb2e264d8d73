import { randomInt } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { makePrivateDir } from '../../data-dir';
import type { Database } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { logNotice } from '../../logging/notice';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordProblem } from './password-policy';

export const GENERATED_ADMIN_EMAIL = 'admin@localhost';
export const CREDENTIALS_FILE_NAME = 'admin-credentials.txt';
const GENERATED_PASSWORD_LENGTH = 20;
/** No look-alikes (0/O, 1/l/I), so the password can be read off a terminal and typed. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export interface BootstrapLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type BootstrapResult =
  /** ADMIN_EMAIL + ADMIN_PASSWORD named a user that did not exist; it was created. */
  | { action: 'created-from-env'; email: string }
  /** ADMIN_EMAIL names a user that already exists; its password was left alone (a warning when it differs). */
  | { action: 'exists'; email: string }
  /** No admin existed and no password was configured: one was generated and written to DATA_DIR. */
  | { action: 'generated'; email: string; credentialsFile: string }
  /** An admin already exists and nothing was configured. */
  | { action: 'none' };

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

/**
 * The start-up error for an ADMIN_PASSWORD the password policy refuses: what is wrong, in the policy's words,
 * and what to do. The process prints it and exits 1 (main.ts), creating nobody.
 */
export class AdminPasswordRefused extends Error {
  constructor(email: string, problem: string) {
    super(
      `ADMIN_PASSWORD is refused for the first owner ${email}: ${problem.replace(/[.!]?$/, '.')} ` +
        'Set a stronger ADMIN_PASSWORD (at least 12 characters: a few uncommon words work well), or leave ADMIN_EMAIL and ' +
        'ADMIN_PASSWORD unset to have a random password written to DATA_DIR, and start again.',
    );
    this.name = 'AdminPasswordRefused';
  }
}

/** Inserts the admin unless the e-mail is taken (another instance may be starting at the same time). */
async function insertAdmin(db: Database, email: string, password: string): Promise<{ id: number; email: string } | null> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(adminUsers)
    .values({ email, passwordHash, name: 'Administrator', role: 'owner' })
    .onConflictDoNothing({ target: adminUsers.email })
    .returning({ id: adminUsers.id, email: adminUsers.email });
  if (row) await recordAudit(db, { user: null, action: 'create', entity: 'admin_user', entityId: row.id, after: { email, role: 'owner' } });
  return row ?? null;
}

/**
 * Makes sure somebody can sign in to a fresh installation (docs/architecture.md "Configuration"):
 * - ADMIN_EMAIL + ADMIN_PASSWORD: that admin is created as an owner when absent (the password policy judges
 *   ADMIN_PASSWORD first: a refused one throws AdminPasswordRefused); an existing one keeps its
 *   password (so changing it in the admin panel survives restarts), and a different ADMIN_PASSWORD gets a
 *   warning that it is ignored and how to reset the password instead.
 * - otherwise, when there is no admin at all: a random password for ADMIN_EMAIL (or admin@localhost) is
 *   written to DATA_DIR/admin-credentials.txt (mode 0600) and the log says where to find it, once.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'DATA_DIR'>,
  log: BootstrapLogger,
): Promise<BootstrapResult> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL.trim().toLowerCase();
    const [existing] = await db.select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    if (existing) {
      if (!(await verifyPassword(existing.passwordHash, config.ADMIN_PASSWORD))) {
        log.warn(
          { email },
          `ADMIN_PASSWORD is ignored: ${email} already exists and keeps its own password. To set a new one, sign in and change it, or run: npm run admin -- reset-password ${email}`,
        );
      }
      return { action: 'exists', email };
    }
    // The same policy as every other way a password is set; judged only when it creates the owner.
    const problem = await passwordProblem(config.ADMIN_PASSWORD, { email });
    if (problem) throw new AdminPasswordRefused(email, problem);
    const created = await insertAdmin(db, email, config.ADMIN_PASSWORD);
    if (!created) return { action: 'exists', email };
    log.info({ email }, 'Created the admin user named by ADMIN_EMAIL');
    return { action: 'created-from-env', email };
  }

  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  if ((count?.n ?? 0) > 0) return { action: 'none' };

  const email = (config.ADMIN_EMAIL ?? GENERATED_ADMIN_EMAIL).trim().toLowerCase();
  const password = generatePassword();
  const created = await insertAdmin(db, email, password);
  // Another instance won the race: its password is the real one, ours was never stored.
  if (!created) return { action: 'none' };

  makePrivateDir(config.DATA_DIR);
  const credentialsFile = path.join(config.DATA_DIR, CREDENTIALS_FILE_NAME);
  const text = [
    'Admin sign-in (an owner) created on first start. Change this password in the admin panel (My account), then delete this file.',
    `email: ${email}`,
    `password: ${password}`,
    '',
  ].join('\n');
  writeFileSync(credentialsFile, text, { mode: 0o600 });
  // `mode` applies only when the file is new; an old file keeps its mode unless told.
  chmodSync(credentialsFile, 0o600);
  logNotice(
    log,
    { email, credentialsFile },
    `No admin user existed and ADMIN_EMAIL/ADMIN_PASSWORD are not set: created ${email}; its password is in ${credentialsFile}`,
  );
  return { action: 'generated', email, credentialsFile };
}
