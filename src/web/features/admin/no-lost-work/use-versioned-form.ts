import { useState } from 'react';
import type { ZodType } from 'zod';
import { toast } from '../../../components/ui/toast';
import { plainFailure, serverIssues } from './field-errors';
import { useConflictSave } from './use-conflict-save';
import { useDirtyForm } from './unsaved-changes';

/** A refusal per field, by the field's path in the body ('value', 'weekdays'). */
export type FieldIssues = Record<string, string>;

interface VersionedFormOptions<TFields, TBody extends object, TRow> {
  /** The row being edited (its fields and version), or undefined for a new one. */
  editing: (TRow & { version: number }) | undefined;
  empty: TFields;
  fieldsOf(row: TRow): TFields;
  /** The body the fields make; the schema checks it before it is sent, the server checks it again. */
  bodyOf(fields: TFields): TBody;
  schema: ZodType;
  /** Sends the body with the version it is based on (none for a new row). */
  send(body: TBody & { version?: number }): Promise<unknown>;
  /** Toast titles: after a save, and after a refusal other than a conflict. */
  titles: { saved: string; failed: string };
  onDone(): Promise<void>;
}

/**
 * The state of a one-row admin form saved with its version: the fields as typed, the refusals beside them,
 * the unsaved-changes guard, and the conflict a colleague's newer version brings (Reload and Overwrite, by
 * useConflictSave's rules).
 */
export function useVersionedForm<TFields, TBody extends object, TRow>(options: VersionedFormOptions<TFields, TBody, TRow>) {
  const { editing, empty, fieldsOf, bodyOf, schema, send, titles, onDone } = options;
  const [fields, setFields] = useState<TFields>(editing ? fieldsOf(editing) : empty);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [dirty, setDirty] = useState(false);
  useDirtyForm(dirty);
  const saver = useConflictSave<TBody, unknown>({
    opened: { row: editing?.version },
    send: (body, versions) => {
      const version = versions.get();
      return send({ ...body, ...(version === undefined ? {} : { version }) });
    },
    onSaved: async () => {
      setDirty(false);
      toast({ title: titles.saved, variant: 'success' });
      await onDone();
    },
    onFailed: (error) => {
      setIssues(Object.fromEntries(serverIssues(error).map((issue) => [issue.path, issue.message])));
      toast({ title: titles.failed, description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => {
      setFields(fieldsOf(current as unknown as TRow));
      setDirty(false);
    },
  });
  return {
    fields,
    issues,
    saver,
    set<K extends keyof TFields>(key: K, value: TFields[K]) {
      setFields((now) => ({ ...now, [key]: value }));
      setDirty(true);
    },
    submit() {
      const body = bodyOf(fields);
      const checked = schema.safeParse(body);
      if (!checked.success) return setIssues(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setIssues({});
      saver.save(body);
    },
  };
}
