/** PostgreSQL SQLSTATE of a driver error (pg and PGlite put it on the error or its cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/**
 * SQLSTATEs that mean "the database cannot serve us right now", not "this request is wrong": class 08
 * (connection exception), admin and crash shutdown, cannot connect now (starting or stopping), and too
 * many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ECONNABORTED',
]);

/**
 * node-postgres and pg-pool say these in words only: a connection that died under a query, a connect
 * that timed out, a pool that could not hand out a client within connectionTimeoutMillis.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection ended unexpectedly$/,
];

const isUnavailableCode = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code);

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error, its causes (Drizzle wraps the driver's) and the members of an AggregateError (dual-stack connect). */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const e = error as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

/**
 * Whether an error means the database is out of reach (down, restarting, refusing or out of connections),
 * as opposed to a fault of the request or of our code. Such a request is worth retrying in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && isUnavailableCode(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))) return true;
  }
  return false;
}

/** A short name of why the database could not be reached: the socket code or SQLSTATE, else the message. */
export function unavailableCause(error: unknown): string {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(e.code) || /^[0-9A-Z]{5}$/.test(e.code))) return e.code;
  }
  for (const e of chain(error)) {
    if (typeof e.message === 'string' && e.message !== '' && !e.message.startsWith('Failed query')) return e.message;
  }
  return 'unknown error';
}
