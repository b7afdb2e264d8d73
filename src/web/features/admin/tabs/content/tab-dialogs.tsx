import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ResourceSpec } from './content-tabs';
import { DeleteRowDialog } from './delete-row-dialog';
import { ManagePricingDialog } from './manage-pricing-dialog';

/** The dialog a content tab has open over its list, if any. */
export type TabDialog<K extends AdminContentType> = { kind: 'delete'; row: AdminContentItem<K> } | { kind: 'pricing'; row: AdminContentItem<K> } | { kind: 'bulk-delete'; ids: number[] };

interface TabDialogsProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  dialog: TabDialog<K> | undefined;
  regionId: number | undefined;
  onBulkDelete(ids: number[]): void;
  onClose(): void;
}

/** Delete one row (what goes with it, Undo), delete the selected rows, or Manage Pricing of a destination. */
export function TabDialogs<K extends AdminContentType>({ spec, dialog, regionId, onBulkDelete, onClose }: TabDialogsProps<K>) {
  const bulk = dialog?.kind === 'bulk-delete' ? dialog.ids : [];
  return (
    <>
      {dialog?.kind === 'pricing' && spec.pricedDestination && regionId !== undefined && (
        <ManagePricingDialog destination={spec.pricedDestination(dialog.row)} regionId={regionId} onClose={onClose} />
      )}
      {dialog?.kind === 'delete' && <DeleteRowDialog spec={spec} row={dialog.row} regionId={regionId} onClose={onClose} />}
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        title={`Delete ${bulk.length} item${bulk.length === 1 ? '' : 's'}?`}
        description={`The selected ${spec.tab.toLowerCase()} are removed; visitors stop seeing them at once.`}
        confirmLabel="Delete"
        onCancel={onClose}
        onConfirm={() => {
          onClose();
          onBulkDelete(bulk);
        }}
      />
    </>
  );
}
