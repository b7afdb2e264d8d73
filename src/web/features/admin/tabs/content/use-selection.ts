import { useState } from 'react';
import { allSelected, withSelection } from './list-view';

/** The rows ticked for a bulk action, across pages, and whether the page on screen is all ticked. */
export function useSelection(pageIds: readonly number[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return {
    selected,
    allOnPage: allSelected(pageIds, selected),
    select: (ids: readonly number[], on: boolean) => setSelected((current) => withSelection(current, ids, on)),
    clear: () => setSelected(new Set()),
  };
}
