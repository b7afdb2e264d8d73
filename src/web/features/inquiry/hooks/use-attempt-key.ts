import { useCallback, useRef } from 'react';
import { idempotencyKey } from '../../../lib/api-client';

/**
 * One Idempotency-Key per submit attempt: sending the very same body again (a retry after a failure)
 * reuses the key, so the server never stores it twice; a changed body or a success starts afresh.
 */
export function useAttemptKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: idempotencyKey() };
    return last.current.key;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
