import { judgeStrength, personalWords } from './password-strength';

/** At least this many characters (OWASP ASVS 5.0 6.2.1); no upper bound but the request schema's 1024. */
export const MIN_PASSWORD_LENGTH = 12;
/**
 * zxcvbn's score a new password needs: 3 is "safely unguessable" (about 10^8 guesses or more), which an
 * attacker holding the argon2id hashes cannot reach in a useful time, and which a passphrase of a few
 * ordinary words passes (docs/decisions/0037-secrets-out-of-logs-and-password-strength.md).
 */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT_MESSAGE = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'The password must not contain your e-mail name; choose another';
/** The start of every "too easy to guess" refusal; zxcvbn's reason and advice follow it. */
export const PASSWORD_GUESSABLE_MESSAGE = 'This password is too easy to guess.';
/** When zxcvbn names no pattern (a short run of random-looking characters). */
const GENERIC_ADVICE = 'Add more words that are less common, or make it longer.';

/** Whose password it is: their words count as likely guesses. */
export interface PasswordOwner {
  email: string;
  name?: string | null;
}

/** 'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.' */
function guessableMessage(warning: string | null, suggestions: string[]): string {
  const advice = [warning, ...suggestions].filter((line): line is string => Boolean(line));
  return [PASSWORD_GUESSABLE_MESSAGE, ...(advice.length > 0 ? advice : [GENERIC_ADVICE])].join(' ');
}

/**
 * Why a new password is refused, in plain English, or null when it is fine. Judged exactly as typed (never
 * trimmed): length in characters (code points); not containing the e-mail's name part when that has 3 or
 * more characters; and guessability by zxcvbn-ts (its common-password list and English dictionaries, the
 * person's e-mail and name, the product's name), which must score MIN_PASSWORD_SCORE or more. Every way a
 * password is set goes through here: a setup or reset link, a change, the first owner's ADMIN_PASSWORD.
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  const local = owner.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return PASSWORD_CONTAINS_EMAIL_MESSAGE;
  const strength = await judgeStrength(password, personalWords(owner.email, owner.name));
  return strength.score < MIN_PASSWORD_SCORE ? guessableMessage(strength.warning, strength.suggestions) : null;
}
