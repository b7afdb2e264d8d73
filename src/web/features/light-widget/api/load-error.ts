import { HttpError, InvalidFormatError, TimeoutError } from './fetch-json';

/** What went wrong with a load, as far as the visitor needs to know it: each kind has its own plain sentence. */
export type LoadErrorKind = 'server' | 'request' | 'timeout' | 'network' | 'format';

/**
 * The kind of a load failure. The technical text ('HTTP 500: Internal Server Error', docs/product.md §7) stays in the
 * error for the console; the visitor reads a sentence about what happened and what to do.
 */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (error instanceof InvalidFormatError) return 'format';
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof HttpError) return error.status >= 500 ? 'server' : 'request';
  return 'network';
}
