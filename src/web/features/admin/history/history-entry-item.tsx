import type { HistoryEntry } from '../api/history';
import { Button } from '../../../components/ui/button';
import { formatStaffTime } from '../components/staff-time';

/** 'Jane Smith (jane@example.com)', the e-mail alone without a name, 'The system' for seeds and imports. */
export function whoText(who: HistoryEntry['who']): string {
  if (!who?.email) return 'The system';
  return who.name ? `${who.name} (${who.email})` : who.email;
}

interface HistoryEntryItemProps {
  entry: HistoryEntry;
  current: boolean;
  /** Offered when the role may restore and this version can come back. */
  onRestore?: (() => void) | undefined;
  busy: boolean;
}

/** One entry of an item's History: the version and what happened, who and when, each changed field old → new. */
export function HistoryEntryItem({ entry, current, onRestore, busy }: HistoryEntryItemProps) {
  const title = entry.version === null ? entry.summary : `Version ${entry.version}: ${entry.summary}`;
  return (
    <li className="grid gap-1.5 rounded-md border bg-card p-3 text-sm" data-testid="history-entry">
      <p className="font-semibold">
        {title}
        {current && <span className="font-normal text-muted-foreground"> (shown now)</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        {whoText(entry.who)}
        {entry.at && (
          <>
            {' · '}
            <time dateTime={entry.at}>{formatStaffTime(entry.at)}</time>
          </>
        )}
      </p>
      {entry.changes.length > 0 && (
        <ul className="grid gap-1" aria-label="What changed">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{change.label}:</span> <del className="text-muted-foreground">{change.before}</del>
{' → '}
              <ins className="no-underline">{change.after}</ins>
            </li>
          ))}
        </ul>
      )}
      {onRestore && entry.version !== null && (
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={onRestore}>
            Restore version {entry.version}
          </Button>
        </div>
      )}
    </li>
  );
}
