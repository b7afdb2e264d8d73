import { ApiError, errorFrom, type RequestOptions } from '../../../lib/api-client';
import { waitForSignIn } from '../no-lost-work/session-renewal';

/** The answer of an admin write, with the headers some of them carry (a DELETE's `Trash-Entry`). */
export interface AdminAnswer<T> {
  body: T;
  headers: Headers;
}

// A session can end again while the dialog is open (another tab signed out); a few rounds, then give up.
const MAX_SIGN_INS = 3;

async function send(path: string, options: RequestOptions): Promise<Response> {
  return fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Every admin call goes through here. A write that meets an ended session (401) does not fail: it waits
 * for staff to sign in again in the dialog over the form, then is sent again unchanged, so the form and
 * what was typed survive. Reads fail as before (the panel shows its sign-in page when `me` is gone).
 */
export async function adminAnswer<T>(path: string, options: RequestOptions = {}): Promise<AdminAnswer<T>> {
  const write = (options.method ?? 'GET') !== 'GET';
  for (let round = 0; ; round++) {
    const response = await send(path, options);
    if (response.status === 401 && write && round < MAX_SIGN_INS) {
      await waitForSignIn(await errorFrom(response));
      continue;
    }
    if (!response.ok) throw await errorFrom(response);
    const body = response.status === 204 ? undefined : await response.json();
    return { body: body as T, headers: response.headers };
  }
}

/** An admin call's JSON answer (undefined for 204). */
export const adminRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => (await adminAnswer<T>(path, options)).body;

/** Whether an error is the server's 409 about a stale version (or a refused delete). */
export const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;
