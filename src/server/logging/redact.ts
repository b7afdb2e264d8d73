import { stdSerializers } from 'pino';
import { REDACTED, redactSecretRoutes } from './secret-urls';

/**
 * Words that make a name a secret's, in a query parameter, a header or a logged field: `token`, `newPassword`,
 * `X-Amz-Signature`, `api_key`, `set-cookie`. Matched as whole words of the name, so `regionId`, `passengers`
 * or `credentialsFile` stay readable.
 */
const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'secret',
  'secrets',
  'password',
  'passwords',
  'passwd',
  'pwd',
  'passphrase',
  'key',
  'keys',
  'apikey',
  'signature',
  'sig',
  'otp',
  'totp',
  'auth',
  'authorization',
  'cookie',
  'cookies',
  'session',
  'jwt',
  'nonce',
  'hmac',
]);

/**
 * `code` is a secret alone (`?code=`, a sign-in code) or after one of these (`recoveryCode`, `otp_code`);
 * `statusCode`, `regionCode` or `errorCode` are not.
 */
const SECRET_CODE_QUALIFIERS = new Set(['recovery', 'verification', 'auth', 'authorization', 'otp', 'totp', 'mfa', 'backup', 'login', 'access', 'reset', 'setup', 'invite', 'confirmation', 'security']);

/** Fields of an error that name its kind, never a secret: `code: 'ECONNREFUSED'`, `code: '23505'`. */
const ERROR_FIELDS_KEPT = new Set(['code', 'errno', 'statusCode', 'status', 'type']);
/** Deeper than this, a logged value is not walked but replaced (logged objects are small; this is a bound). */
const MAX_DEPTH = 8;

/** 'newPassword' -> new, password; 'X-Amz-Signature' -> x, amz, signature; 'api_key' -> api, key. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function isSecretCode(words: string[]): boolean {
  const last = words.at(-1);
  if (last !== 'code' && last !== 'codes') return false;
  return words.length === 1 || SECRET_CODE_QUALIFIERS.has(words.at(-2) ?? '');
}

export function isSecretName(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => SECRET_WORDS.has(word)) || isSecretCode(words);
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** `?name=value` or `&name=value` anywhere in a text (a URL, an error message, a stack). */
const QUERY_PAIR = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;
/** An Authorization value in a text: `Bearer abc…`, `Basic abc…`. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** The password of a URL's user part: `postgres://app:secret@db`, `redis://:secret@cache`, `smtp://u:p@mail`. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^:/?#\s@"'<>]*):[^@/?#\s"'<>]+@/gi;

/**
 * A payment provider's key by its shape, wherever a text carries it (an SDK error that echoes it): Stripe's
 * secret and restricted keys and webhook signing secrets (decision 0058).
 */
const PROVIDER_KEY = /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{6,}|\bwhsec_[A-Za-z0-9+/=]{6,}/g;

/**
 * A text with every secret in it as [redacted]: query values named as secrets, every query value and secret
 * path segment of a route that declared them (secret-urls.ts), Authorization credentials, and the password
 * in a URL (a DATABASE_URL, REDIS_URL or SMTP_URL an error message echoes).
 */
export function redactText(text: string): string {
  const routed = redactSecretRoutes(text);
  const named = routed.includes('=') ? routed.replace(QUERY_PAIR, (pair, sep: string, name: string) => (isSecretName(decoded(name)) ? `${sep}${name}=${REDACTED}` : pair)) : routed;
  return named.replace(AUTH_SCHEME, `$1 ${REDACTED}`).replace(URL_PASSWORD, `$1:${REDACTED}@`).replace(PROVIDER_KEY, REDACTED);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** An error as pino serializes it (type, message, stack, own fields, causes), with its secrets redacted. */
export function redactError(error: Error, depth = 0): Record<string, unknown> {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in serialized) {
    if (key === 'raw') continue;
    const value = serialized[key];
    out[key] = ERROR_FIELDS_KEPT.has(key) && typeof value !== 'object' ? value : redactLogValue(value, key, depth + 1);
  }
  return out;
}

/**
 * A logged value with its secrets redacted: a field whose name is a secret's is [redacted] whole; every
 * text is redactText'ed; errors are serialized first. Plain objects and arrays are copied, never changed in
 * place; other objects (a request, a buffer) are left to their serializers.
 */
export function redactLogValue(value: unknown, key?: string, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (key !== undefined && isSecretName(key)) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return '[too deep to log]';
  // Raw bytes (a parse error's rawPacket holds the request as sent, cookies and all): their size only.
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, undefined, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) out[field] = redactLogValue(item, field, depth + 1);
  return out;
}

/**
 * A log call's arguments with their secrets redacted, keeping pino's forms: `(obj, msg, ...args)`,
 * `(msg, ...args)` and `(err, msg?)`, where an error alone takes its message as the line's.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const texts = rest.map((item) => (typeof item === 'string' ? redactText(item) : redactLogValue(item)));
  if (first instanceof Error) return [{ err: redactError(first) }, ...(texts.length > 0 ? texts : [redactText(first.message)])];
  if (typeof first === 'string') return [redactText(first), ...texts];
  return [redactLogValue(first), ...texts];
}
