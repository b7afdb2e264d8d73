import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { DeleteImpact } from '../api/trash';
import { deleteWording } from './delete-wording';
import { plainFailure } from './field-errors';

interface DeleteDialogProps {
  /** What is deleted, as staff know it ('Perth Airport', 'Jandakot to Rottnest Island, Cessna 172'). */
  name: string;
  /** The query that loads what goes with it (api/trash.ts deleteImpact), keyed by adminKeys.deleteImpact. */
  impact: { queryKey: readonly unknown[]; queryFn(): Promise<DeleteImpact> } | undefined;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The confirmation before every admin delete. It names what goes with the item (route prices, a region's
 * default) before staff decide, and offers no Delete button when the server refuses it (a region's
 * default departure or destination). Deleted items wait 30 days in the Trash.
 */
export function DeleteDialog({ name, impact, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const loaded = useQuery({ queryKey: impact?.queryKey ?? ['admin', 'delete-impact', 'none'], queryFn: () => impact!.queryFn(), enabled: impact !== undefined, staleTime: 0, retry: false });
  const wording = deleteWording(name, loaded.data);
  const checking = impact !== undefined && loaded.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog" data-testid="delete-dialog">
        <DialogHeader>
          <DialogTitle>{wording.title}</DialogTitle>
          <DialogDescription>{wording.description}</DialogDescription>
        </DialogHeader>
        <DeleteImpactNote loaded={loaded} checking={checking} blocked={wording.blocked} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {wording.dismiss}
          </Button>
          {!wording.blocked && (
            <Button variant="destructive" onClick={onConfirm} disabled={busy || checking}>
              Delete
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** What goes with the item: being checked, not checkable, or the list (nothing when nothing goes with it). */
function DeleteImpactNote({ loaded, checking, blocked }: { loaded: UseQueryResult<DeleteImpact>; checking: boolean; blocked: boolean }) {
  if (checking) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking what goes with it…
      </p>
    );
  }
  if (loaded.isError) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        What goes with it could not be checked ({plainFailure(loaded.error)}).
      </p>
    );
  }
  const goes = loaded.data?.items ?? [];
  if (blocked || goes.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-semibold">Deleted with it:</p>
      <ul className="list-disc pl-5" data-testid="delete-impact">
        {goes.map((item) => (
          <li key={`${item.kind}-${item.label}`}>{item.label}</li>
        ))}
      </ul>
    </div>
  );
}
