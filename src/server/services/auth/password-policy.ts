import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { serverFile } from '../../paths';

/** At least this many characters (OWASP ASVS 5.0 6.2.1); no upper bound but the request schema's 1024. */
export const MIN_PASSWORD_LENGTH = 12;
export const COMMON_PASSWORDS_FILE = serverFile('services/auth/common-passwords.txt.gz');

export const PASSWORD_TOO_SHORT_MESSAGE = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_COMMON_MESSAGE = 'This password is one of the most common ones; choose another';
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'The password must not contain your e-mail name; choose another';

let common: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords.txt.gz beside this file, decision 0031), lower-cased, read once. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    gunzipSync(readFileSync(COMMON_PASSWORDS_FILE))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/**
 * Why a new password is refused, in plain words, or null when it is fine. Checked exactly as typed
 * (never trimmed): length in characters (code points), not in the common list (case-insensitive), and not
 * containing the e-mail's local part when that has at least 3 characters.
 */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_COMMON_MESSAGE;
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) return PASSWORD_CONTAINS_EMAIL_MESSAGE;
  return null;
}
