import type { ImpactItem } from '../../api/trash';

/** 'Showing 51–100 of 212'; the page is never empty here (an empty Trash says so instead). */
export function pageLabel(offset: number, count: number, total: number): string {
  return `Showing ${offset + 1}–${offset + count} of ${total}`;
}

/** What went with a deleted item, in one line ('76 route prices, the default departure of Western Australia'). */
export function whatWentWith(summary: readonly ImpactItem[] | null | undefined): string {
  if (!summary) return '';
  return summary.map((item) => item.label).join(', ');
}

/** Which region an entry was in: 'Western Australia', 'a region deleted since', or nothing for an entry of no region. */
export function regionText(entry: { regionId: number | null; regionName: string | null }): string | undefined {
  if (entry.regionName) return entry.regionName;
  return entry.regionId === null ? undefined : 'a region deleted since';
}
