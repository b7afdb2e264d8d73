import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';

/**
 * Staff and settings changes ask for the password again when the last sign-in is older than 15 minutes
 * (the server answers 403 { code: 'reauthenticate' }). Such a request waits here while the dialog asks;
 * once POST /api/auth/confirm-password succeeds every waiting request is sent again, unchanged. Cancelling
 * fails them with their original answer. The same shape as session-renewal.ts.
 */
type Waiter = { resolve(): void; reject(reason: unknown): void; reason: unknown };

let waiters: Waiter[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function waitForPassword(reason: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    waiters = [...waiters, { resolve, reject, reason }];
    emit();
  });
}

/** POST /api/auth/confirm-password (outside admin-request: it must not wait on itself). */
export const confirmPassword = (password: string) => apiRequest<unknown>('/api/auth/confirm-password', { method: 'POST', body: { password } });

export function passwordConfirmed(): void {
  const done = waiters;
  waiters = [];
  emit();
  done.forEach((waiter) => waiter.resolve());
}

export function passwordCancelled(): void {
  const done = waiters;
  waiters = [];
  emit();
  done.forEach((waiter) => waiter.reject(waiter.reason));
}

/** Whether a request is waiting for the password (the dialog is open). */
export function usePasswordNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiters.length > 0,
    () => false,
  );
}
