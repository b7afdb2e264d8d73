import { useSyncExternalStore } from 'react';

/**
 * Saves that met an ended session (401) wait here until staff sign in again in the dialog over the form;
 * then every waiting save is replayed. Cancelling the dialog fails them with their original answer.
 */
type Waiter = { resolve(): void; reject(reason: unknown): void; reason: unknown };

let waiters: Waiter[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Resolves once staff have signed in again; rejects with `reason` if they close the dialog. */
export function waitForSignIn(reason: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    waiters = [...waiters, { resolve, reject, reason }];
    emit();
  });
}

export function signedInAgain(): void {
  const done = waiters;
  waiters = [];
  emit();
  done.forEach((waiter) => waiter.resolve());
}

export function signInCancelled(): void {
  const done = waiters;
  waiters = [];
  emit();
  done.forEach((waiter) => waiter.reject(waiter.reason));
}

/** Whether a save is waiting for staff to sign in again (the dialog is open). */
export function useSignInNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiters.length > 0,
    () => false,
  );
}
