import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { restoreHistoryVersion, type HistoryOf } from '../api/history';
import { adminKeys } from '../api/query-keys';
import { conflictOf, type Conflict } from '../no-lost-work/conflict';
import { plainFailure } from '../no-lost-work/field-errors';

interface RestoreRequest {
  restore: number;
  /** The version the restore is based on: the panel's, or after Overwrite the one someone saved since. */
  version: number | undefined;
}

/**
 * Restoring an earlier version from the History, with the conflict rule of every save: based on the version
 * the panel opened with (a list read again in the background does not move it), then on the version each
 * restore or Reload brought; a 409 keeps the conflict (who and when) for Reload or Overwrite; any other refusal is
 * said in the server's words. After a restore or a Reload the item's lists and History are read again and
 * the panel shows the item as it is now (`onChanged`).
 */
export function useHistoryRestore(item: HistoryOf, openedVersion: number | undefined, onChanged: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  const [basedOn, setBasedOn] = useState(openedVersion);
  const [conflict, setConflict] = useState<{ conflict: Conflict; restore: number }>();
  const [failure, setFailure] = useState<string>();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.byType(item.type) });
    await onChanged();
  };

  const mutation = useMutation({
    mutationFn: (request: RestoreRequest) => restoreHistoryVersion(item, request.restore, request.version),
    onMutate: () => {
      setConflict(undefined);
      setFailure(undefined);
    },
    onSuccess: async (answer, request) => {
      setBasedOn(answer.version);
      toast({ title: `Version ${request.restore} restored`, description: answer.message, variant: 'success' });
      await refresh();
    },
    onError: (error, request) => {
      const found = conflictOf(error);
      if (found) {
        setConflict({ conflict: found, restore: request.restore });
        return;
      }
      setFailure(plainFailure(error));
      toast({ title: 'Failed to restore', description: plainFailure(error), variant: 'destructive' });
    },
  });

  return {
    pending: mutation.isPending,
    conflict: conflict?.conflict,
    failure,
    restore: (version: number) => mutation.mutate({ restore: version, version: basedOn }),
    /** Restore anyway, based on the version someone saved since. */
    overwrite() {
      if (conflict) mutation.mutate({ restore: conflict.restore, version: conflict.conflict.current.version });
    },
    /** Show the item as it is now, and restore nothing. */
    reload() {
      if (conflict) setBasedOn(conflict.conflict.current.version);
      setConflict(undefined);
      void refresh();
    },
  };
}
