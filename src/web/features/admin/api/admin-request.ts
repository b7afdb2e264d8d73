import { REAUTHENTICATE_CODE, TWO_FACTOR_SETUP_CODE } from '../../../../domain/api/staff';
import { answerOf, ApiError, errorFrom, sendRequest, type RequestOptions } from '../../../lib/api-client';
import { waitForPassword } from '../no-lost-work/password-confirmation';
import { waitForSignIn } from '../no-lost-work/session-renewal';
import { reportTwoFactorSetupRequired } from './two-factor-gate';

/** The answer of an admin write, with the headers some of them carry (a DELETE's `Trash-Entry`). */
export interface AdminAnswer<T> {
  body: T;
  headers: Headers;
}

// A session can end again while the dialog is open (another tab signed out); a few rounds, then give up.
const MAX_SIGN_INS = 3;
/** The code of a 403 answer ('reauthenticate', 'two-factor-setup-required'), if it has one. */
const codeOf = (error: ApiError) => {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Every admin call goes through here. A write that meets an ended session (401) does not fail: it waits
 * for staff to sign in again in the dialog over the form, then is sent again unchanged, so the form and
 * what was typed survive. Reads fail as before (the panel shows its sign-in page when `me` is gone).
 * A 403 'reauthenticate' (a staff or settings change long after signing in) waits the same way for the
 * password dialog, then is sent again; a 403 'two-factor-setup-required' tells the panel to show the setup.
 */
export async function adminAnswer<T>(path: string, options: RequestOptions = {}): Promise<AdminAnswer<T>> {
  const write = (options.method ?? 'GET') !== 'GET';
  for (let round = 0; ; round++) {
    const response = await sendRequest(path, options);
    if (response.status === 401 && write && round < MAX_SIGN_INS) {
      await waitForSignIn(await errorFrom(response));
      continue;
    }
    if (response.status === 403) {
      const error = await errorFrom(response);
      const code = codeOf(error);
      if (code === REAUTHENTICATE_CODE && round < MAX_SIGN_INS) {
        await waitForPassword(error);
        continue;
      }
      if (code === TWO_FACTOR_SETUP_CODE) reportTwoFactorSetupRequired();
      throw error;
    }
    return { body: await answerOf<T>(response), headers: response.headers };
  }
}

/** An admin call's JSON answer (undefined for 204). */
export const adminRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => (await adminAnswer<T>(path, options)).body;

/** Whether an error is the server's 409 about a stale version (or a refused delete). */
export const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;
