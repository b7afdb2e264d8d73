import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

/** SPEC §9: at most one toast shown; 5 s by default. */
const TOAST_LIMIT = 1;
const DEFAULT_DURATION = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}
interface ToastItem extends ToastInput {
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

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={DEFAULT_DURATION}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.duration ?? DEFAULT_DURATION}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            'grid gap-1 rounded-lg border p-4 pr-8 shadow-lg',
            item.variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-card text-card-foreground',
            item.variant === 'success' && 'border-success',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
