import type { ImpactItem } from '../../../domain/api/admin/trash';
import type { TrashedRows } from '../../db/schema';

/** What putting one row back came to: back in place, clashing with a row created since, or its parent gone. */
export type ReinsertOutcome = 'ok' | 'clash' | 'orphan';

type SummaryLine = { kind: string; count?: number; label: string };

/** Why the item itself cannot come back, in words that say what to do first; undefined when it came back. */
export function itemRefusal(outcome: ReinsertOutcome, label: string, name: string): string | undefined {
  if (outcome === 'clash') return `${label} "${name}" cannot be restored: one created since has the same name or value. Rename or delete that one first.`;
  if (outcome === 'orphan') return `${label} "${name}" cannot be restored: what it belongs to (its region, departure or destination) was deleted since. Restore that first.`;
  return undefined;
}

/** What a set of rows is called in words, from the entry's summary ('76 route prices' -> 'route prices'), else its kind. */
export const setWords = (set: TrashedRows, summary: readonly SummaryLine[]): string =>
  summary.find((s) => s.kind === set.kind)?.label.replace(/^\d+ /, '') ?? set.kind;

/** Rows linked back to the item: counted under the summary's words, or the kind when the summary does not name it. */
export function relinkedImpact(set: TrashedRows, summary: readonly SummaryLine[], linked: number): ImpactItem[] {
  if (linked === 0) return [];
  const line = summary.find((s) => s.kind === set.kind);
  return [{ kind: set.kind, count: linked, label: line?.label ?? `${linked} ${set.kind}` }];
}

/** The restored and skipped lines of one set of rows put back one by one. */
export function reinsertedImpact(kind: string, what: string, outcomes: readonly ReinsertOutcome[]): { restored: ImpactItem[]; skipped: ImpactItem[] } {
  const count = (outcome: ReinsertOutcome) => outcomes.filter((o) => o === outcome).length;
  const [ok, clash, orphan] = [count('ok'), count('clash'), count('orphan')];
  const restored = ok > 0 ? [{ kind, count: ok, label: `${ok} ${what}` }] : [];
  const skipped: ImpactItem[] = [];
  if (clash > 0) skipped.push({ kind, count: clash, label: `${clash} ${what} not restored: a matching one was created since` });
  if (orphan > 0) skipped.push({ kind, count: orphan, label: `${orphan} ${what} not restored: what they belong to was deleted since` });
  return { restored, skipped };
}

/** The answer's message: the item restored, and what of its rows was not. */
export const restoredMessage = (label: string, name: string, skipped: readonly ImpactItem[]) =>
  skipped.length > 0 ? `${label} "${name}" restored; ${skipped.map((s) => s.label).join('; ')}` : `${label} "${name}" restored`;
