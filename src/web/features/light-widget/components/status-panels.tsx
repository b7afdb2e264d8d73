import type { Variant } from './variant';

/** 'Loading booking options...' with three placeholder bars (SPEC §2). */
export function LoadingBanner() {
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col gap-1">
      <p className="text-sm font-semibold text-muted-foreground">Loading booking options...</p>
      <div aria-hidden className="grid gap-2 sm:grid-cols-[1fr_1fr_8rem] sm:gap-3">
        <span className="h-10 animate-pulse rounded-md bg-muted" />
        <span className="h-10 animate-pulse rounded-md bg-muted" />
        <span className="h-10 animate-pulse rounded-md bg-muted" />
      </div>
    </div>
  );
}

/**
 * Offline (SPEC §2, §8): the styled variant waits, the plain one asks to check the network; 'Connection
 * lost' heads the banner when the connection dropped during the visit (SPEC §4), not when it never was.
 */
export function OfflineBanner({ variant, lost }: { variant: Variant; lost: boolean }) {
  return (
    <div role="alert" className="w-full rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      {lost && <p className="font-semibold text-destructive">Connection lost</p>}
      <p className="font-semibold text-destructive">No internet connection</p>
      <p className="text-muted-foreground">{variant === 'styled' ? 'Waiting for connection to restore...' : 'Please check your network and try again'}</p>
    </div>
  );
}

interface ErrorPanelProps {
  variant: Variant;
  message: string;
  failures: number;
  onRetry(): void;
}

/** The load error with its Retry button; the styled variant also counts the failed attempts. */
export function ErrorPanel({ variant, message, failures, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-destructive">Unable to load booking options</p>
        <p className="break-words text-muted-foreground">{message}</p>
        {variant === 'styled' && <p className="text-muted-foreground">Retried {failures} time(s).</p>}
      </div>
      <button
        type="button"
        onClick={onRetry}
        className="h-10 shrink-0 rounded-md border border-input bg-card px-4 font-semibold text-foreground hover:bg-muted"
      >
        Retry
      </button>
    </div>
  );
}
