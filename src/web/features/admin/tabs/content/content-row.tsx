import { ArrowDown, ArrowUp, DollarSign, Eye, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { Row } from '../../api/content';
import { ActiveSwitch } from '../../components/active-switch';
import type { ResourceSpec } from './resources';
import { SortableRow } from './sortable-row';

interface ContentRowProps {
  spec: ResourceSpec;
  row: Row;
  selected: boolean;
  onSelect(selected: boolean): void;
  /** Move buttons and the drag handle, when the list can be reordered. */
  reorder: { enabled: boolean; first: boolean; last: boolean; busy: boolean; onMove(by: -1 | 1): void } | undefined;
  toggling: boolean;
  onToggle(isActive: boolean): void;
  onEdit(): void;
  onDelete(): void;
  onPricing: (() => void) | undefined;
  /** Why the row is not on the public site ('Not on the site: needs coordinates'), when it is not. */
  notLive?: string | undefined;
  /** A read-only role (agent): no select, switch, reorder, pricing, edit or delete; View opens the item's details. */
  readOnly: boolean;
}

/** One row of a content list: select, picture, name (long ones truncated, whole in the title), Active, actions. */
export function ContentRow({ spec, row, selected, onSelect, reorder, toggling, onToggle, onEdit, onDelete, onPricing, notLive, readOnly }: ContentRowProps) {
  const name = spec.label(row);
  const value = spec.value?.(row);
  const thumbnail = spec.thumbnail?.(row);
  return (
    <SortableRow id={row.id} name={name} enabled={!readOnly && reorder?.enabled === true && !reorder.busy}>
      {!readOnly && <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select ${name}`} className="size-4 shrink-0" />}
      {spec.thumbnail &&
        (thumbnail ? (
          <img src={thumbnail} alt={String(row.altText ?? '') || name} loading="lazy" decoding="async" width={64} height={40} className="h-10 w-16 shrink-0 rounded border object-cover" />
        ) : (
          <span className="grid h-10 w-16 shrink-0 place-items-center rounded border text-[10px] text-muted-foreground">No image</span>
        ))}
      <div className="min-w-0 flex-1 basis-32">
        <p className="truncate font-semibold" title={name}>
          {name}
        </p>
        {value && (
          <p className="truncate font-mono text-xs text-muted-foreground" title={value}>
            {value}
          </p>
        )}
        {notLive && <p className="text-xs text-amber-700 dark:text-amber-400">{notLive}</p>}
      </div>
      {readOnly ? (
        <Badge variant={row.isActive !== false ? 'success' : 'muted'}>{row.isActive !== false ? 'Active' : 'Inactive'}</Badge>
      ) : (
        <ActiveSwitch checked={row.isActive !== false} name={name} disabled={toggling} onChange={onToggle} />
      )}
      {readOnly ? (
        <Button size="icon" variant="ghost" aria-label={`View ${name}`} onClick={onEdit}>
          <Eye aria-hidden />
        </Button>
      ) : (
        <div className="flex items-center gap-1">
          {reorder?.enabled && (
            <>
              <Button size="icon" variant="ghost" aria-label={`Move ${name} up`} disabled={reorder.first || reorder.busy} onClick={() => reorder.onMove(-1)}>
                <ArrowUp aria-hidden />
              </Button>
              <Button size="icon" variant="ghost" aria-label={`Move ${name} down`} disabled={reorder.last || reorder.busy} onClick={() => reorder.onMove(1)}>
                <ArrowDown aria-hidden />
              </Button>
            </>
          )}
          {onPricing && (
            <Button size="icon" variant="ghost" aria-label={`Manage pricing for ${name}`} onClick={onPricing}>
              <DollarSign aria-hidden />
            </Button>
          )}
          <Button size="icon" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
            <Trash2 aria-hidden className="text-destructive" />
          </Button>
        </div>
      )}
    </SortableRow>
  );
}
