import type { HistoryEntry } from '../../../domain/api/admin/history';
import type { Executor } from '../../db/database';
import { earlierEntry } from './history-entry';
import { historyValue } from './history-values';

/*
 * An item's History is merged from sources of entries (decision 0046): its audit entries, and for a route
 * price the bulk changes and the imports that wrote it (their own tables: one audit entry covers thousands of
 * prices). Each source reads its own index newest first from its own position, so a page costs the same
 * however long the History is; the cursor (`nextBefore`) holds one position per source, so paging is exact.
 */

/** What the sources know of the item now. */
export interface StreamContext {
  /** null when the item is deleted. */
  currentVersion: number | null;
  labelKeys?: ReadonlySet<string>;
}

/** One entry of a source: where it stands in the source (its key; newer is larger), when, and the entry. */
export interface StreamItem {
  key: number;
  at: Date;
  entry: HistoryEntry;
  /** When this is the oldest entry of all: the version the item had before it, as an entry (it can come back too). */
  earlier?(listed: HistoryEntry[]): Promise<HistoryEntry | undefined>;
}

export interface HistoryStream {
  /** Up to `limit` entries of item `id` with a key below `before` (every one when undefined), newest first. */
  read(executor: Executor, id: number, before: number | undefined, limit: number, context: StreamContext): Promise<StreamItem[]>;
}

export interface MergedPage {
  items: StreamItem[];
  /** null when every source is read to its end. */
  next: string | null;
}

/** `before` as positions, one per source; undefined: from the newest. A cursor of fewer positions (an older one) reads the rest from the newest. */
export function positionsOf(before: string | undefined, count: number): (number | undefined)[] {
  const parts = before === undefined ? [] : before.split('.').map(Number);
  return Array.from({ length: count }, (_, at) => parts[at]);
}

/** Newer first: the later time, then the earlier source (an audit entry before a bulk change of the same moment). */
const newer = (a: { item: StreamItem; source: number }, b: { item: StreamItem; source: number }) => b.item.at.getTime() - a.item.at.getTime() || a.source - b.source;

/**
 * The next `limit` entries of all sources together, newest first, and the cursor after them: a source that
 * gave entries to the page stands at its last one, one that gave none stays where it was (or just above its
 * newest, so it is read again), one that has no more stands at 0.
 */
export function mergePage(read: StreamItem[][], positions: (number | undefined)[], limit: number): MergedPage {
  const all = read.flatMap((items, source) => items.map((item) => ({ item, source })));
  all.sort(newer);
  const page = all.slice(0, limit);
  if (all.length <= limit) return { items: page.map((p) => p.item), next: null };
  const next = read.map((items, source) => {
    const taken = page.filter((p) => p.source === source);
    if (taken.length > 0) return taken.at(-1)!.item.key;
    if (items.length === 0) return 0;
    return positions[source] ?? items[0]!.key + 1;
  });
  return { items: page.map((p) => p.item), next: next.join('.') };
}

const NO_NAMES = new Map();

/** A route price's price before and after a write that only changed the price (a bulk change, an import), in words. */
export const priceChange = (before: string | null, after: string | null) => [
  { field: 'price', label: 'Price', before: historyValue('price', before, NO_NAMES), after: historyValue('price', after, NO_NAMES) },
];

/**
 * When a price-only write (a bulk change, an import) is the oldest entry of all: the version before it, as an
 * entry (unless the write created the price, or that version is listed).
 */
export const earlierThanWrite =
  (row: { beforePrice: string | null; afterVersion: number }, context: StreamContext) =>
  async (listed: HistoryEntry[]): Promise<HistoryEntry | undefined> => {
    const version = row.afterVersion - 1;
    if (row.beforePrice === null || listed.some((entry) => entry.version === version)) return undefined;
    return earlierEntry(version, null, null, context);
  };
