import { toast } from '../../../components/ui/toast';
import { restoreTrash } from '../api/trash';
import { plainFailure } from './field-errors';

/**
 * The toast after a delete: 'Undo' restores the Trash entries the delete created (the `Trash-Entry` header),
 * then `onRestored` refreshes what shows it. Without an entry (an older server) it is the plain toast.
 */
export function deletedToast(trashEntry: number | undefined | readonly number[], onRestored: () => Promise<unknown> | void, title = 'Item deleted successfully') {
  const entries = (Array.isArray(trashEntry) ? trashEntry : [trashEntry]).filter((id): id is number => id !== undefined);
  toast({
    title,
    variant: 'success',
    ...(entries.length === 0
      ? {}
      : {
          description: 'It is in the Trash for 30 days.',
          duration: 10_000,
          action: {
            label: 'Undo',
            altText: 'Undo the delete: restore it from the Trash',
            onClick: () => {
              Promise.all(entries.map((id) => restoreTrash(id))).then(
                async () => {
                  await onRestored();
                  toast({ title: 'Restored', description: 'The item and what went with it are back.', variant: 'success' });
                },
                (error: unknown) => toast({ title: 'Could not restore it', description: plainFailure(error), variant: 'destructive' }),
              );
            },
          },
        }),
  });
}
