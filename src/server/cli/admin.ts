/**
 * `npm run admin -- reset-password <email>`: prints a one-time set-password link (24 hours) for a person
 * locked out of the panel, an owner above all. It opens the database the server uses (PGlite in DATA_DIR,
 * or PostgreSQL with DATABASE_URL); with PGlite the server must be stopped first (one process per folder).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { setPasswordUrl } from '../services/staff/set-password-url';
import { findStaffIdByEmail, issueResetLink } from '../services/staff/staff-writes';

const USAGE = 'Usage: npm run admin -- reset-password <email>';

async function resetPassword(email: string): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, connectWindowMs: config.DATABASE_CONNECT_TIMEOUT_MS }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR) },
  );
  try {
    const id = await findStaffIdByEmail(database.db, email);
    if (id === null) {
      console.error(`Nobody has an account with the e-mail ${email}`);
      return 1;
    }
    const link = await issueResetLink(database.db, null, id, new Date());
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    console.log(`One-time link to set a new password for ${link.user.email} (works once, until ${link.expiresAt.toISOString()}):`);
    console.log(setPasswordUrl(base, link.token));
    return 0;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'reset-password' || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  return resetPassword(email);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
