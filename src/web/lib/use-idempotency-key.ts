import { useCallback, useRef } from 'react';
import { idempotencyKey } from './api-client';

/**
 * The Idempotency-Key of a visitor's POST form: sending the very same body again (a double click, a retry
 * after a lost answer) reuses the key, so the server stores it once and answers with the same reference;
 * a changed body or a settled success starts a fresh key.
 */
export function useIdempotencyKey() {
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
