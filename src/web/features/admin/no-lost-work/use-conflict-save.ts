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

type Send<TValues, TResult> = (values: TValues, versions: Versions) => Promise<TResult>;

/**
 * The conflict rules of one form's saves, without React (the hook below holds one per form): which version
 * each write is based on, the conflict a 409 brought, and what Overwrite and Reload do with it.
 */
export class ConflictSave<TValues, TResult> {
  readonly versions: Versions;
  conflict: Conflict | undefined;
  private last: TValues | undefined;

  constructor(
    opened: Record<string, number | undefined>,
    private readonly sendWith: Send<TValues, TResult>,
    /** Which key of `versions` the row in a 409 answer belongs to. */
    private readonly keyOf: (current: CurrentRow) => string = () => 'row',
  ) {
    this.versions = new Versions(opened);
  }

  /**
   * Sends the values based on the versions known and remembers them for Overwrite. A one-row form's answer
   * (the row, with its new version) becomes the version of the next save, so saving twice is not stale.
   */
  async send(values: TValues): Promise<TResult> {
    this.last = values;
    const result = await this.sendWith(values, this.versions);
    this.conflict = undefined;
    this.versions.saved(result);
    return result;
  }

  /** A failed save: the conflict it ran into (kept for Reload and Overwrite), or undefined for any other failure. */
  failed(error: unknown): Conflict | undefined {
    this.conflict = conflictOf(error);
    return this.conflict;
  }

  /** Overwrite: the values last typed, now based on the current version (undefined without a conflict). */
  overwriting(): TValues | undefined {
    if (!this.conflict || this.last === undefined) return undefined;
    this.versions.set(this.keyOf(this.conflict.current), this.conflict.current.version);
    return this.last;
  }

  /** Reload: the row as it is now, which the next save is based on (undefined without a conflict). */
  reloading(): CurrentRow | undefined {
    const current = this.conflict?.current;
    if (!current) return undefined;
    this.versions.set(this.keyOf(current), current.version);
    this.conflict = undefined;
    return current;
  }
}

interface ConflictSaveOptions<TValues, TResult> {
  /** Versions the form was opened with. */
  opened: Record<string, number | undefined>;
  send: Send<TValues, TResult>;
  /** Which key of `Versions` the row in a 409 answer belongs to (default 'row'). */
  keyOf?(current: CurrentRow): string;
  onSaved(result: TResult): void | Promise<void>;
  /** Any failure other than a conflict (the form shows it beside its fields or at the Save button). */
  onFailed?(error: unknown): void;
  /** Staff chose Reload: put the row as it is now into the form. */
  onReload(current: CurrentRow): void;
  /** A save met a newer version (say, to show the saved value where the form's list or grid shows it). */
  onConflict?(conflict: Conflict): void;
}

/**
 * One conflict mechanism for every admin form (the rules are ConflictSave's). A save that meets a newer
 * version (409) leaves the form as typed and exposes the conflict; `overwrite` resends the same values
 * based on the current version, `reload` takes the current row into the form (the caller has asked first).
 */
export function useConflictSave<TValues, TResult>({ opened, send, keyOf, onSaved, onFailed, onReload, onConflict }: ConflictSaveOptions<TValues, TResult>) {
  // The rules are kept for the form's life; the send and key functions of the latest render are used.
  const latest = useRef({ send, keyOf });
  latest.current = { send, keyOf };
  const core = useRef<ConflictSave<TValues, TResult>>(null);
  core.current ??= new ConflictSave(
    opened,
    (values, versions) => latest.current.send(values, versions),
    (current) => latest.current.keyOf?.(current) ?? 'row',
  );
  const [conflict, setConflict] = useState<Conflict>();
  const mutation = useMutation({
    mutationFn: (values: TValues) => core.current!.send(values),
    onSuccess: async (result) => {
      setConflict(undefined);
      await onSaved(result);
    },
    onError: (error) => {
      const found = core.current!.failed(error);
      if (found) {
        setConflict(found);
        onConflict?.(found);
      } else onFailed?.(error);
    },
  });
  return {
    conflict,
    pending: mutation.isPending,
    save(values: TValues) {
      setConflict(undefined);
      mutation.mutate(values);
    },
    overwrite() {
      const values = core.current!.overwriting();
      if (values !== undefined) mutation.mutate(values);
    },
    reload() {
      const current = core.current!.reloading();
      if (!current) return;
      setConflict(undefined);
      onReload(current);
    },
  };
}
