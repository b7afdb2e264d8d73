import type { AuditEntry } from '../../../../../domain/api/admin/audit-log';
import { auditChanges, auditDependants, formatAuditValue } from '../../../../../domain/audit/changes';
import { auditHeadline } from '../../../../../domain/audit/headline';
import { auditActionLabel, auditEntityLabel } from '../../../../../domain/audit/labels';
import { formatStaffTime } from '../../components/staff-time';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the entry's item was called ('Albany', 'CF-000123'), from whichever side of the change has it. */
function itemName(entry: AuditEntry): string | undefined {
  for (const side of [entry.after, entry.before]) {
    if (!isRecord(side)) continue;
    const name = side.name ?? side.title ?? side.reference ?? side.email;
    if (typeof name === 'string' && name) return name;
  }
  return undefined;
}

/** One audit entry: who did what to which item and when; opened, only the fields that changed (old → new). */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const dependants = auditDependants(entry.before);
  const name = itemName(entry);
  const headline = auditHeadline(entry);
  return (
    <details className="rounded-lg border bg-card text-sm" data-testid="audit-entry">
      <summary className="flex cursor-pointer flex-wrap gap-x-3 gap-y-1 p-3">
        <time dateTime={entry.createdAt} className="text-muted-foreground">
          {formatStaffTime(entry.createdAt)}
        </time>
        <span className="font-semibold break-all">{entry.userEmail ?? 'The system'}</span>
        <span className="min-w-0 break-words">
          {auditActionLabel(entry.action)} {auditEntityLabel(entry.entity)}
          {name ? ` “${name}”` : ''}
          {headline ? <span data-testid="audit-headline">: {headline}</span> : null}
          {entry.entityId ? <span className="text-muted-foreground"> (no. {entry.entityId})</span> : null}
        </span>
      </summary>
      <div className="grid gap-3 border-t p-3">
        {changes.length === 0 ? (
          <p className="text-muted-foreground">No field changes recorded.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="audit-diff">
              <caption className="sr-only">What changed</caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-t align-top">
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {change.label}
                    </th>
                    <td className="py-1.5 pr-3 whitespace-pre-wrap break-words text-muted-foreground">
                      <del className="no-underline">{formatAuditValue(change.before)}</del>
                    </td>
                    <td className="py-1.5 whitespace-pre-wrap break-words">
                      <span aria-hidden>→ </span>
                      <ins className="no-underline">{formatAuditValue(change.after)}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {dependants.length > 0 && (
          <div data-testid="audit-dependants">
            <p className="font-semibold">Removed with it</p>
            <ul className="list-disc ps-5">
              {dependants.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
