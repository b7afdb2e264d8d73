import { useSyncExternalStore } from 'react';

/** docs/product.md §9: at most one toast shown; 5 s by default. */
export const TOAST_LIMIT = 1;
export const DEFAULT_DURATION = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  /** One button in the toast (e.g. 'Undo' after a delete); the toast closes when it is pressed. */
  action?: { label: string; altText: string; onClick(): void };
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput) {
  toasts = [{ ...input, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
