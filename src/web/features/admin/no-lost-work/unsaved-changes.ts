import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Which admin forms hold changes not yet saved (react-hook-form's isDirty is the source), and the one
 * 'Discard unsaved changes?' question anything that would close them asks first.
 */
const dirty = new Set<symbol>();
let question: ((discard: boolean) => void) | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const hasUnsavedChanges = () => dirty.size > 0;

/**
 * Registers a form's dirty state for as long as it is mounted. The answer forgets it at once: a form
 * that has just saved calls it before closing itself, so its own close is not taken for leaving unsaved work.
 */
export function useDirtyForm(isDirty: boolean): () => void {
  const id = useRef(Symbol('form'));
  useEffect(() => {
    if (!isDirty) return;
    const mine = id.current;
    dirty.add(mine);
    return () => {
      dirty.delete(mine);
    };
  }, [isDirty]);
  return useCallback(() => {
    dirty.delete(id.current);
  }, []);
}

/**
 * True at once when nothing is unsaved; otherwise asks staff, and answers what they chose. A second
 * caller while the question is open gets the same answer.
 */
export function confirmDiscard(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const previous = question;
    question = (discard) => {
      previous?.(discard);
      resolve(discard);
    };
    emit();
  });
}

/** The dialog's answer. */
export function answerDiscard(discard: boolean): void {
  const pending = question;
  question = undefined;
  emit();
  pending?.(discard);
}

export function useDiscardQuestionOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => question !== undefined,
    () => false,
  );
}
