import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBookingOptions, type BookingOptions } from '../api/booking-options';
import { LIGHT_LOADING } from '../api/constants';
import { createListLoader } from '../api/list-loader';
import { loadErrorKind, type LoadErrorKind } from '../api/load-error';
import { useOnline } from './use-online';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface BookingOptionsState extends BookingOptions {
  status: LoadStatus;
  /** What went wrong with the last load (shown as a plain sentence), or undefined. */
  error: LoadErrorKind | undefined;
  /** The connection dropped during this visit (docs/product.md §4 'Connection lost'), until a load succeeds again. */
  connectionLost: boolean;
  /** Failed loads so far (the styled variant shows 'Retried N time(s).'). */
  failures: number;
  online: boolean;
  /** The Retry button: clears the cache, resets the count and loads again. */
  retry(): void;
}

// One loader per page: the 10-minute cache outlives remounts.
const loader = createListLoader();
const EMPTY: BookingOptions = { regions: [], departures: [], destinations: [] };

/** Starts the three requests before React renders (while the page's strings load); the hook joins them. */
export function prefetchBookingOptions() {
  loadBookingOptions(loader).catch(() => {
    /* the hook's own load reports it */
  });
}

/** The light widget's loading life (docs/product.md §4): loading, then ready or error; offline; automatic retries. */
export function useBookingOptions(): BookingOptionsState {
  const online = useOnline();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [lists, setLists] = useState<BookingOptions>(EMPTY);
  const [error, setError] = useState<LoadErrorKind>();
  const [connectionLost, setConnectionLost] = useState(false);
  const [failures, setFailures] = useState(0);
  const run = useRef(0);

  const load = useCallback(async () => {
    const id = ++run.current;
    setStatus('loading');
    try {
      const result = await loadBookingOptions(loader);
      if (id !== run.current) return;
      setLists(result);
      setError(undefined);
      setConnectionLost(false);
      setStatus('ready');
    } catch (failure) {
      if (id !== run.current) return;
      console.warn('Light widget: booking options failed to load:', failure);
      setError(loadErrorKind(failure));
      setFailures((count) => count + 1);
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Going offline: say so; coming back with an error and fewer than 2 failures: reload after 1 s.
  const wasOnline = useRef(online);
  useEffect(() => {
    const before = wasOnline.current;
    wasOnline.current = online;
    if (before && !online) {
      setConnectionLost(true);
      return;
    }
    if (!before && online && (status === 'error' || connectionLost) && failures < LIGHT_LOADING.autoRetries) {
      const timer = setTimeout(() => void load(), LIGHT_LOADING.reconnectReloadMs);
      return () => clearTimeout(timer);
    }
  }, [online, status, connectionLost, failures, load]);

  // Automatic retry while an error stands, online, fewer than 2 failures: after min(3 s x (failures + 1), 10 s).
  useEffect(() => {
    if (status !== 'error' || !online || failures >= LIGHT_LOADING.autoRetries) return;
    const delay = Math.min(LIGHT_LOADING.autoRetryStepMs * (failures + 1), LIGHT_LOADING.autoRetryCapMs);
    const timer = setTimeout(() => void load(), delay);
    return () => clearTimeout(timer);
  }, [status, online, failures, load]);

  const retry = useCallback(() => {
    loader.clear();
    setFailures(0);
    void load();
  }, [load]);

  return { status, ...lists, error, connectionLost, failures, online, retry };
}
