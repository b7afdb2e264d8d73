import type { LoadErrorKind } from '../api/load-error';
import type { LightMessageKey } from '../i18n/light-messages';
import { useLightText } from '../hooks/use-light-text';
import type { Variant } from './variant';

/** 'Loading booking options...' with placeholder bars laid out like the form they stand in for (docs/product.md §2). */
export function LoadingBanner({ variant }: { variant: Variant }) {
  const { t } = useLightText();
  const bar = 'h-10 animate-pulse rounded-md bg-muted';
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col gap-1">
      <p className="text-sm font-semibold text-muted-foreground">{t('loading')}</p>
      <div aria-hidden className={`grid gap-2 sm:grid-cols-[1fr_1fr_8rem] sm:gap-3 ${variant === 'plain' ? 'grid-cols-2' : ''}`}>
        <span className={bar} />
        <span className={bar} />
        <span className={`${bar} ${variant === 'plain' ? 'col-span-2 sm:col-span-1' : ''}`} />
      </div>
    </div>
  );
}

/**
 * Offline (docs/product.md §2, §8): the styled variant waits, the plain one asks to check the network; 'Connection
 * lost' heads the banner when the connection dropped during the visit (docs/product.md §4), not when it never was.
 */
export function OfflineBanner({ variant, lost }: { variant: Variant; lost: boolean }) {
  const { t } = useLightText();
  return (
    <div role="alert" className="w-full rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      {lost && <p className="font-semibold text-destructive">{t('connectionLost')}</p>}
      <p className="font-semibold text-destructive">{t('offline')}</p>
      <p className="text-muted-foreground">{t(variant === 'styled' ? 'offlineWaiting' : 'offlineCheck')}</p>
    </div>
  );
}

const ERROR_MESSAGES: Record<LoadErrorKind, LightMessageKey> = {
  server: 'errorServer',
  request: 'errorRequest',
  timeout: 'errorTimeout',
  network: 'errorNetwork',
  format: 'errorFormat',
};

interface ErrorPanelProps {
  variant: Variant;
  error: LoadErrorKind;
  failures: number;
  onRetry(): void;
}

/** The load error in plain words with its Retry button; the styled variant also counts the failed attempts. */
export function ErrorPanel({ variant, error, failures, onRetry }: ErrorPanelProps) {
  const { t } = useLightText();
  return (
    <div role="alert" className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-destructive">{t('loadFailed')}</p>
        <p className="break-words text-muted-foreground">{t(ERROR_MESSAGES[error])}</p>
        {variant === 'styled' && <p className="text-muted-foreground">{t('retried', { count: failures })}</p>}
      </div>
      <button
        type="button"
        onClick={onRetry}
        className="h-10 shrink-0 rounded-md border border-input bg-card px-4 font-semibold text-foreground hover:bg-muted"
      >
        {t('retry')}
      </button>
    </div>
  );
}
