import { apiRequest } from '../../../lib/api-client';
import { createRequestGate } from './request-gate';

/**
 * Staff and settings changes ask for the password again when the last sign-in is older than 15 minutes
 * (the server answers 403 { code: 'reauthenticate' }). Such a request waits here while the dialog asks;
 * once POST /api/auth/confirm-password succeeds every waiting request is sent again, unchanged. Cancelling
 * fails them with their original answer.
 */
const gate = createRequestGate();

export const waitForPassword = gate.wait;

/** POST /api/auth/confirm-password (outside admin-request: it must not wait on itself). */
export const confirmPassword = (password: string) => apiRequest<unknown>('/api/auth/confirm-password', { method: 'POST', body: { password } });

export const passwordConfirmed = gate.release;
export const passwordCancelled = gate.cancel;
/** Whether a request is waiting for the password (the dialog is open). */
export const usePasswordNeeded = gate.useOpen;
