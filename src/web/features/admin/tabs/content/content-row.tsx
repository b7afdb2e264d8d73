import { ArrowDown, ArrowUp, DollarSign, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ActiveSwitch } from '../../components/active-switch';
import type { ResourceSpec } from './content-tabs';
import { RegionRowStatus } from './region-row-status';
import { rowDisplay, type RowDisplay } from './row-display';
import { SortableRow } from './sortable-row';

/** Move buttons and the drag handle, when the list can be reordered. */
export interface RowReorder {
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove(by: -1 | 1): void;
}

/** What a row lets staff do; none of it for a read-only role (agent), whose View opens the item's details. */
export interface RowActions {
  selected: boolean;
  onSelect(selected: boolean): void;
  reorder: RowReorder | undefined;
  toggling: boolean;
  onToggle(isActive: boolean): void;
  onEdit(): void;
  onDelete(): void;
  onPricing: (() => void) | undefined;
}

interface ContentRowProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  row: AdminContentItem<K>;
  /** Why the row is not on the public site ('Not on the site: needs coordinates'), when it is not. */
  notLive?: string | undefined;
  /** undefined for a read-only role. */
  actions: RowActions | undefined;
  onView(): void;
}

/** One row of a content list: select, picture, name (long ones truncated, whole in the title), Active, actions. */
export function ContentRow<K extends AdminContentType>({ spec, row, notLive, actions, onView }: ContentRowProps<K>) {
  const shown = rowDisplay(spec, row);
  const { name } = shown;
  // A region is Draft or Live, changed only by Publish / Unpublish with the readiness checks (decision 0044).
  const status = spec.type === 'regions' ? <RegionRowStatus row={row as AdminContentItem<'regions'>} name={name} canWrite={actions !== undefined} /> : undefined;
  return (
    <SortableRow id={row.id} name={name} enabled={actions?.reorder !== undefined && !actions.reorder.busy}>
      {actions && <input type="checkbox" checked={actions.selected} onChange={(event) => actions.onSelect(event.target.checked)} aria-label={`Select ${name}`} className="size-4 shrink-0" />}
      <RowPicture picture={shown.picture} />
      <RowText shown={shown} notLive={notLive} />
      {actions ? <EditControls name={name} active={row.isActive} status={status} actions={actions} /> : <ViewControls name={name} active={row.isActive} status={status} onView={onView} />}
    </SortableRow>
  );
}

function RowPicture({ picture }: { picture: RowDisplay['picture'] }) {
  if (!picture) return null;
  if (!picture.src) return <span className="grid h-10 w-16 shrink-0 place-items-center rounded border text-[10px] text-muted-foreground">No image</span>;
  return <img src={picture.src} alt={picture.alt} loading="lazy" decoding="async" width={64} height={40} className="h-10 w-16 shrink-0 rounded border object-cover" />;
}

function RowText({ shown, notLive }: { shown: RowDisplay; notLive: string | undefined }) {
  return (
    <div className="min-w-0 flex-1 basis-32">
      <p className="truncate font-semibold" title={shown.name}>
        {shown.name}
      </p>
      {shown.value && (
        <p className="truncate font-mono text-xs text-muted-foreground" title={shown.value}>
          {shown.value}
        </p>
      )}
      {notLive && <p className="text-xs text-amber-700 dark:text-amber-400">{notLive}</p>}
    </div>
  );
}

/** What stands where the Active state is: the given status (a region's Draft or Live), else Active or Inactive. */
type StatusProps = { name: string; active: boolean; status: ReactNode | undefined };

function ViewControls({ name, active, status, onView }: StatusProps & { onView(): void }) {
  return (
    <>
      {status ?? <Badge variant={active ? 'success' : 'muted'}>{active ? 'Active' : 'Inactive'}</Badge>}
      <Button size="icon" variant="ghost" aria-label={`View ${name}`} onClick={onView}>
        <Eye aria-hidden />
      </Button>
    </>
  );
}

function EditControls({ name, active, status, actions }: StatusProps & { actions: RowActions }) {
  const { reorder } = actions;
  return (
    <>
      {status ?? <ActiveSwitch checked={active} name={name} disabled={actions.toggling} onChange={actions.onToggle} />}
      <div className="flex items-center gap-1">
        {reorder && (
          <>
            <Button size="icon" variant="ghost" aria-label={`Move ${name} up`} disabled={reorder.first || reorder.busy} onClick={() => reorder.onMove(-1)}>
              <ArrowUp aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={`Move ${name} down`} disabled={reorder.last || reorder.busy} onClick={() => reorder.onMove(1)}>
              <ArrowDown aria-hidden />
            </Button>
          </>
        )}
        {actions.onPricing && (
          <Button size="icon" variant="ghost" aria-label={`Manage pricing for ${name}`} onClick={actions.onPricing}>
            <DollarSign aria-hidden />
          </Button>
        )}
        <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={actions.onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} onClick={actions.onDelete}>
          <Trash2 aria-hidden className="text-destructive" />
        </Button>
      </div>
    </>
  );
}
