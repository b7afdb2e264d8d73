import { useState } from 'react';
import { SheetTitle } from '../../../../components/ui/sheet';
import type { AdminContentType } from '../../../../../domain/api/admin';
import { HistorySection } from '../../history/history-section';
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
  // A restore from the History (or its Reload) changes the item under the form: the form starts again from it.
  const [generation, setGeneration] = useState(0);
  if (opened.state === 'loading') return <PanelMessage title={`Opening ${noun}…`}>One moment.</PanelMessage>;
  if (opened.state === 'missing') {
    return (
      <PanelMessage title={`${spec.label} not found`}>
        There is no {noun} with this number in the chosen region and app context. It may have been deleted, or it belongs to another region or app context.
      </PanelMessage>
    );
  }
  const history = opened.row && (
    <HistorySection
      key={opened.row.id}
      item={{ type: spec.type, id: opened.row.id, regionId: scope.regionId }}
      openedVersion={opened.row.version}
      noun={noun}
      canRestore={canWrite}
      onChanged={() => setGeneration((n) => n + 1)}
    />
  );
  const details = canWrite ? (
    <ResourceForm key={`${item}:${generation}`} spec={spec} editing={opened.row} scope={scope} onSaved={onSaved} onCancel={onCancel} titleAs={SheetTitle} />
  ) : opened.row ? (
    <ReadOnlyDetails spec={spec} row={opened.row} />
  ) : undefined;
  if (details) {
    return (
      <div className="grid gap-6">
        {details}
        {/* A region's lifecycle (draft, preview, publish) sits under its form (decision 0044). */}
        {spec.type === 'regions' && opened.row && <RegionPublishingPanel regionId={opened.row.id} />}
        {history}
      </div>
    );
  }
  return <PanelMessage title={`Add ${noun}`}>Your role can view content only; ask an owner or editor to add it.</PanelMessage>;
}
