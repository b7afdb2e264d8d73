import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { DEFAULT_DURATION, dismissToast, useToasts } from './toast-store';

/** The toasts themselves (Radix): loaded with the first interaction, see `Toaster`. */
export default function ToastView() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={DEFAULT_DURATION}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.duration ?? DEFAULT_DURATION}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'grid gap-1 rounded-lg border p-4 pr-8 shadow-lg',
            item.variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-card text-card-foreground',
            item.variant === 'success' && 'border-success',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-muted"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
