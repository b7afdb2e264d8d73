import { useSyncExternalStore } from 'react';

/**
 * Requests held until staff do something in a dialog (sign in again, type their password again): `wait`
 * parks one, `release` sends every parked one on, `cancel` fails each with its original answer. `useOpen`
 * tells the dialog whether anything is waiting. session-renewal.ts and password-confirmation.ts are two.
 */
export function createRequestGate() {
  type Waiter = { resolve(): void; reject(reason: unknown): void; reason: unknown };
  let waiters: Waiter[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const settle = (each: (waiter: Waiter) => void) => {
    const done = waiters;
    waiters = [];
    emit();
    done.forEach(each);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    wait: (reason: unknown) =>
      new Promise<void>((resolve, reject) => {
        waiters = [...waiters, { resolve, reject, reason }];
        emit();
      }),
    release: () => settle((waiter) => waiter.resolve()),
    cancel: () => settle((waiter) => waiter.reject(waiter.reason)),
    useOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => waiters.length > 0,
        () => false,
      ),
  };
}
