import { createRequestGate } from './request-gate';

/**
 * Saves that met an ended session (401) wait here until staff sign in again in the dialog over the form;
 * then every waiting save is replayed. Cancelling the dialog fails them with their original answer.
 */
const gate = createRequestGate();

/** Resolves once staff have signed in again; rejects with `reason` if they close the dialog. */
export const waitForSignIn = gate.wait;
export const signedInAgain = gate.release;
export const signInCancelled = gate.cancel;
/** Whether a save is waiting for staff to sign in again (the dialog is open). */
export const useSignInNeeded = gate.useOpen;
