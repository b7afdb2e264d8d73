import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { conflictOf, type Conflict, type CurrentRow } from './conflict';

/**
 * The version each row of a form was opened with, by a key the form chooses ('row' for a one-row form, a
 * row id or aircraft type for the grids). `send` reads it for every write and records the version each
 * answer returns, so a second save from the same form is not refused as stale.
 */
export class Versions {
  private readonly known = new Map<string, number>();
  constructor(opened: Record<string, number | undefined> = {}) {
    for (const [key, version] of Object.entries(opened)) if (version !== undefined) this.known.set(key, version);
  }
  get(key = 'row'): number | undefined {
    return this.known.get(key);
  }
  /** Records the version an answer carries (ignored when it carries none: a server without versions). */
  saved(answer: unknown, key = 'row'): void {
    const version = (answer as { version?: unknown } | undefined)?.version;
    if (typeof version === 'number') this.known.set(key, version);
  }
  set(key: string, version: number): void {
    this.known.set(key, version);
  }
}

interface ConflictSaveOptions<TValues, TResult> {
  /** Versions the form was opened with. */
  opened: Record<string, number | undefined>;
  send(values: TValues, versions: Versions): Promise<TResult>;
  /** Which key of `Versions` the row in a 409 answer belongs to (default 'row'). */
  keyOf?(current: CurrentRow): string;
  onSaved(result: TResult): void | Promise<void>;
  /** Any failure other than a conflict (the form shows it beside its fields or at the Save button). */
  onFailed?(error: unknown): void;
  /** Staff chose Reload: put the row as it is now into the form. */
  onReload(current: CurrentRow): void;
}

/**
 * One conflict mechanism for every admin form. A save that meets a newer version (409) leaves the form as
 * typed and exposes the conflict; `overwrite` resends the same values based on the current version,
 * `reload` takes the current row into the form (the caller has asked first).
 */
export function useConflictSave<TValues, TResult>({ opened, send, keyOf = () => 'row', onSaved, onFailed, onReload }: ConflictSaveOptions<TValues, TResult>) {
  const versions = useRef<Versions>(null);
  versions.current ??= new Versions(opened);
  const last = useRef<TValues>(undefined);
  const [conflict, setConflict] = useState<Conflict>();
  const mutation = useMutation({
    mutationFn: (values: TValues) => send(values, versions.current!),
    onSuccess: async (result) => {
      setConflict(undefined);
      await onSaved(result);
    },
    onError: (error) => {
      const found = conflictOf(error);
      if (found) setConflict(found);
      else onFailed?.(error);
    },
  });
  return {
    conflict,
    pending: mutation.isPending,
    save(values: TValues) {
      last.current = values;
      setConflict(undefined);
      mutation.mutate(values);
    },
    overwrite() {
      if (!conflict || last.current === undefined) return;
      versions.current!.set(keyOf(conflict.current), conflict.current.version);
      mutation.mutate(last.current);
    },
    reload() {
      if (!conflict) return;
      versions.current!.set(keyOf(conflict.current), conflict.current.version);
      setConflict(undefined);
      onReload(conflict.current);
    },
  };
}
