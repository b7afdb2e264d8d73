import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A list of rows in the panel: scrolls sideways on a phone, named for screen readers by its caption, one
 * column per header and, when staff may act on the rows, a last column of actions (named, not shown).
 */
export function AdminTable({ caption, headers, actions, children }: { caption: string; headers: readonly string[]; actions: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs">
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className="p-2">
                {label}
              </th>
            ))}
            {actions && (
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Edit and Remove at the end of a row, each naming the row for screen readers. */
export function EditRemoveCell({ name, onEdit, onRemove }: { name: string; onEdit(): void; onRemove(): void }) {
  return (
    <td className="flex gap-2 p-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="outline" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </td>
  );
}
