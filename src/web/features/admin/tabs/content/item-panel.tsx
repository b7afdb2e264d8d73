import { SheetTitle } from '../../../../components/ui/sheet';
import type { AdminContentType } from '../../../../../domain/api/admin';
import type { ResourceSpec } from './content-tabs';
import { PanelMessage } from './edit-panel';
import { ReadOnlyDetails } from './read-only-details';
import { RegionPublishingPanel } from './region-publishing-panel';
import { ResourceForm, type FormScope } from './resource-form';
import type { Opened } from './use-opened-row';

interface ItemPanelProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  opened: Opened<K>;
  /** The address's item ('new' or a row id): a new form for each. */
  item: string | undefined;
  canWrite: boolean;
  scope: FormScope;
  onSaved(): Promise<void>;
  onCancel(): void;
}

/** What the side panel shows for the address's item: its form, its details (read-only role), or why there is none. */
export function ItemPanel<K extends AdminContentType>({ spec, opened, item, canWrite, scope, onSaved, onCancel }: ItemPanelProps<K>) {
  const noun = spec.label.toLowerCase();
  if (opened.state === 'loading') return <PanelMessage title={`Opening ${noun}…`}>One moment.</PanelMessage>;
  if (opened.state === 'missing') {
    return (
      <PanelMessage title={`${spec.label} not found`}>
        There is no {noun} with this number in the chosen region and app context. It may have been deleted, or it belongs to another region or app context.
      </PanelMessage>
    );
  }
  const details = canWrite ? (
    <ResourceForm key={item} spec={spec} editing={opened.row} scope={scope} onSaved={onSaved} onCancel={onCancel} titleAs={SheetTitle} />
  ) : opened.row ? (
    <ReadOnlyDetails spec={spec} row={opened.row} />
  ) : undefined;
  // A region's lifecycle (draft, preview, publish) sits under its form (decision 0044).
  if (details && spec.type === 'regions' && opened.row) {
    return (
      <div className="grid gap-6">
        {details}
        <RegionPublishingPanel regionId={opened.row.id} />
      </div>
    );
  }
  if (details) return details;
  return <PanelMessage title={`Add ${noun}`}>Your role can view content only; ask an owner or editor to add it.</PanelMessage>;
}
