import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../aircraft';
import { auditEntityLabel, auditFieldLabel } from './labels';

/** One field that differs between an entry's before and after, with its label ('Subtitle', 'Translations › Chinese › Name'). */
export interface AuditChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping every write touches: listing it would hide the real change. */
const BOOKKEEPING = new Set(['id', 'version', 'updatedAt', 'updatedBy', 'createdAt', 'dependants']);
const SEGMENT_LABELS: Record<string, string> = { zh: 'Chinese', hi: 'Hindi', en: 'English' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function segmentLabel(segment: string, depth: number): string {
  if (depth === 0) return auditFieldLabel(segment);
  if ((AIRCRAFT_TYPES as readonly string[]).includes(segment)) return aircraftNameAndCode(segment);
  return SEGMENT_LABELS[segment] ?? auditFieldLabel(segment);
}

/** Nested objects (translations, per-aircraft links, the booking fee) become one entry per leaf. */
function flatten(value: unknown, path: string[] = [], into = new Map<string, { path: string[]; value: unknown }>()) {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (path.length === 0 && BOOKKEEPING.has(key)) continue;
      flatten(inner, [...path, key], into);
    }
  } else if (path.length > 0) {
    into.set(path.join('.'), { path, value });
  }
  return into;
}

const same = (a: unknown, b: unknown) => (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed: only the fields whose value differs, old and new. A creation lists what was
 * filled in; a deletion what the item held. Payloads that are not objects (an import summary) give none.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(isRecord(before) ? before : {});
  const now = flatten(isRecord(after) ? after : {});
  const fields = [...new Set([...now.keys(), ...old.keys()])];
  return fields
    .map((field) => {
      const path = (now.get(field) ?? old.get(field))!.path;
      return { field, label: path.map(segmentLabel).join(' › '), before: old.get(field)?.value ?? null, after: now.get(field)?.value ?? null };
    })
    .filter((change) => !same(change.before, change.after));
}

/** A value as staff read it in the diff: Yes/No, lists joined, '—' for nothing. */
export function formatAuditValue(value: unknown): string {
  if (isBlank(value)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatAuditValue).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * The rows removed with a deleted item, as the delete entry keeps them in `before.dependants`: plain
 * sentences ('76 route prices') or `{ label }`, `{ entity|table|type, count|rows }` records.
 */
export function auditDependants(before: unknown): string[] {
  if (!isRecord(before)) return [];
  const dependants = before.dependants;
  const list = Array.isArray(dependants) ? dependants : isRecord(dependants) ? Object.entries(dependants).map(([kind, rows]) => ({ kind, rows })) : [];
  return list.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (!isRecord(item)) return [];
    if (typeof item.label === 'string') return [item.label];
    const kind = [item.entity, item.table, item.type, item.kind].find((k): k is string => typeof k === 'string');
    const count = typeof item.count === 'number' ? item.count : Array.isArray(item.rows) ? item.rows.length : undefined;
    if (!kind) return [];
    return [count === undefined ? auditEntityLabel(kind) : `${count} × ${auditEntityLabel(kind.replace(/s$/, ''))}`];
  });
}
