/** docs/product.md §7.1 "Light widget loading" and §9 constants. */
export const LIGHT_LOADING = {
  /** Per-URL in-memory cache lifetime. */
  cacheMs: 10 * 60_000,
  /** Fetch timeout (plain variant: 15 s). */
  timeoutMs: 15_000,
  /** Retries of one list after the first failure: delay 2 s x 1.5^attempt. */
  retries: 3,
  retryBaseMs: 2_000,
  retryFactor: 1.5,
  /** Automatic reloads of the widget after an error (docs/product.md §4): min(3 s x (failures + 1), 10 s). */
  autoRetries: 2,
  autoRetryStepMs: 3_000,
  autoRetryCapMs: 10_000,
  /** Reload this long after the connection comes back. */
  reconnectReloadMs: 1_000,
} as const;

/** Popup sizes (docs/product.md §9). */
export const BOOKING_POPUP = { width: 1200, height: 800 } as const;
