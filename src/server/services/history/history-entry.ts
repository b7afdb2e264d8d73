import type { HistoryChange, HistoryEntry } from '../../../domain/api/admin/history';
import { auditChanges } from '../../../domain/audit/changes';
import { historyValue, type ReferenceNames } from './history-values';

/** An audit row of the item, as the History reads it (who by the account's name when there is one). */
export interface HistoryAuditRow {
  id: number;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  userEmail: string | null;
  userName: string | null;
}

/** What the History knows of the item now. */
export interface HistoryState {
  /** null when the item is deleted. */
  currentVersion: number | null;
  names: ReferenceNames;
  /** Keys the audit log adds beside the row to name it (a route price's `name`): not fields one changes. */
  labelKeys?: ReadonlySet<string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version a side of an entry holds, when it is a whole row (it has its `version`). */
export const versionOf = (side: unknown): number | null => (isRecord(side) && typeof side.version === 'number' ? side.version : null);

/**
 * Actions whose `after` is the whole item as that write left it: a version one can go back to. A reorder
 * records each moved item's whole row, and so does a route import for each place it creates or changes
 * (its route prices are recorded in route_import_rows); an import's own entry has no item id.
 */
export const VERSION_ACTIONS = ['create', 'update', 'restore', 'restore_version', 'reorder', 'import'] as const;
const makesVersion = (action: string) => (VERSION_ACTIONS as readonly string[]).includes(action);

/** Keys an entry's `after` carries beside the row (a Trash restore's report, a restore's version number). */
const NOT_FIELDS = new Set(['restoredVersion', 'restored', 'skipped', 'trashEntryId', 'summary', 'file']);

function withoutNotes(side: unknown, labelKeys: ReadonlySet<string> | undefined): unknown {
  if (!isRecord(side)) return side;
  return Object.fromEntries(Object.entries(side).filter(([key]) => !NOT_FIELDS.has(key) && !labelKeys?.has(key)));
}

/** What a change did, field by field, in words. A delete or a Trash restore changes no field: their summary says it. */
export function changesOf(row: Pick<HistoryAuditRow, 'action' | 'before' | 'after'>, names: ReferenceNames, labelKeys?: ReadonlySet<string>): HistoryChange[] {
  if (row.action === 'delete' || row.action === 'restore') return [];
  const before = row.action === 'create' || row.before === null ? null : withoutNotes(row.before, labelKeys);
  return auditChanges(before, withoutNotes(row.after, labelKeys)).map((change) => ({
    field: change.field,
    label: change.label,
    before: historyValue(change.field, change.before, names),
    after: historyValue(change.field, change.after, names),
  }));
}

/** 'Created', 'Changed', 'Restored version 3' …: what an entry did, in words. */
export function summaryOf(row: Pick<HistoryAuditRow, 'action' | 'after'>): string {
  switch (row.action) {
    case 'create':
      return 'Created';
    case 'update':
      return 'Changed';
    case 'delete':
      return 'Deleted (moved to the Trash)';
    case 'restore':
      return 'Restored from the Trash';
    case 'reorder':
      return 'Moved in the list';
    case 'import':
      return importedFrom(row.after);
    case 'restore_version': {
      const restored = isRecord(row.after) ? row.after.restoredVersion : undefined;
      return typeof restored === 'number' ? `Restored version ${restored}` : 'Restored an earlier version';
    }
    default:
      return row.action.charAt(0).toUpperCase() + row.action.slice(1).replace(/_/g, ' ');
  }
}

/** 'Imported from routes.xlsx': an import's entry names its file (older imports did not record it). */
export function importedFrom(after: unknown): string {
  const file = isRecord(after) && typeof after.file === 'string' ? after.file : null;
  return file ? `Imported from ${file}` : 'Imported from a spreadsheet';
}

export const restorable = (version: number | null, state: Pick<HistoryState, 'currentVersion'>) => version !== null && state.currentVersion !== null && version !== state.currentVersion;

/** One audit row as a History entry. */
export function historyEntryOf(row: HistoryAuditRow, state: HistoryState): HistoryEntry {
  const version = makesVersion(row.action) ? versionOf(row.after) : null;
  return {
    key: `a${row.id}`,
    id: row.id,
    action: row.action,
    summary: summaryOf(row),
    who: row.userEmail === null ? null : { name: row.userName, email: row.userEmail },
    at: row.createdAt.toISOString(),
    version,
    changes: changesOf(row, state.names, state.labelKeys),
    restorable: restorable(version, state),
  };
}

const isoOrNull = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);

/**
 * The version the item had before the oldest change on record (a seeded or imported item's first state), as
 * an entry of its own, so it can be restored too; undefined when the oldest entry holds no whole row, or
 * that version is already listed.
 */
export function earlierVersionOf(oldest: HistoryAuditRow | undefined, listed: HistoryEntry[], state: HistoryState, earlierName: string | null): HistoryEntry | undefined {
  if (!oldest || oldest.action === 'create') return undefined;
  const version = versionOf(oldest.before);
  if (version === null || listed.some((entry) => entry.version === version)) return undefined;
  const before = oldest.before as Record<string, unknown>;
  const email = typeof before.updatedBy === 'string' ? before.updatedBy : null;
  return earlierEntry(version, email === null ? null : { name: earlierName, email }, isoOrNull(before.updatedAt), state);
}

/** The version an item had before its oldest change on record, as an entry: who and when as far as known. */
export const earlierEntry = (version: number, who: HistoryEntry['who'], at: string | null, state: Pick<HistoryState, 'currentVersion'>): HistoryEntry => ({
  key: 'earlier',
  id: null,
  action: 'earlier',
  summary: 'As it was before the changes on record',
  who,
  at,
  version,
  changes: [],
  restorable: restorable(version, state),
});
