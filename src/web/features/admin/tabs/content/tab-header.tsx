import { Plus } from 'lucide-react';
import type { AdminContentItem } from '../../../../../domain/api/admin';
import { Button } from '../../../../components/ui/button';
import type { AdminScope } from '../../admin-scope';
import { ContentActions } from './content-actions';
import type { ResourceSpec } from './content-tabs';

interface TabHeaderProps {
  spec: Pick<ResourceSpec, 'type' | 'tab' | 'label' | 'actions' | 'customAdd'>;
  scope: AdminScope;
  /** The page's rows once read (the seeding action looks at them). */
  rows: AdminContentItem[] | undefined;
  canWrite: boolean;
  onAdd(): void;
}

/** The tab's title, its extra actions and Add (for a role that can write). */
export function TabHeader({ spec, scope, rows, canWrite, onAdd }: TabHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={`${spec.type}-title`} className="text-xl font-bold">
        {spec.tab}
      </h2>
      <div className="flex flex-wrap gap-2">
        {canWrite && <ContentActions spec={spec} scope={scope} rows={rows} />}
        {canWrite && !spec.customAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add {spec.label.toLowerCase()}
          </Button>
        )}
      </div>
    </div>
  );
}
