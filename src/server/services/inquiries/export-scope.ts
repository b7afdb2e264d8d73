import type { InquiryListQuery, InquiryView } from '../../../domain/api/admin';

/** What an export was narrowed to, as its file name and its audit entry say it. */
export interface ExportScope {
  /** The saved view the filters amount to (mine, due, new), or null for all. */
  view: InquiryView | null;
  /** The list query as staff asked it (`assignedTo: 'me'`, not their id), without paging: what the audit entry keeps. */
  filters: Partial<Pick<InquiryListQuery, 'q' | 'status' | 'regionId' | 'assignedTo' | 'dueBy' | 'wantsQuote' | 'sort'>>;
  /** The same in a file name's words: mine, due-by-2026-11-26, status-contacted, search-mia, … (empty for all). */
  words: string[];
}

/** Letters and digits of a search, lower case, dashes between: what a file name can carry on every system. */
const fileWord = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');

function assigneeWord(assignedTo: InquiryListQuery['assignedTo']): string | undefined {
  if (assignedTo === undefined) return undefined;
  if (assignedTo === 'me') return 'mine';
  return assignedTo === 'none' ? 'unassigned' : `assigned-to-${assignedTo}`;
}

/** Requests that asked for a firm quote, or those that did not. */
const firmQuoteWord = (wantsQuote: boolean | undefined) => (wantsQuote === undefined ? undefined : wantsQuote ? 'firm-quote' : 'no-firm-quote');

/**
 * The saved views are filters (docs/product.md §2.7 (Inquiries)): mine is `assignedTo=me`, due today is
 * `dueBy`, new is `status=new`; an export names whichever the query holds, then the other filters.
 */
export function exportScope(query: InquiryListQuery): ExportScope {
  const { q, status, regionId, assignedTo, dueBy, wantsQuote, sort } = query;
  const filters = Object.fromEntries(Object.entries({ q: q || undefined, status, regionId, assignedTo, dueBy, wantsQuote, sort }).filter(([, value]) => value !== undefined)) as ExportScope['filters'];
  const view: InquiryView | null = assignedTo === 'me' ? 'mine' : dueBy !== undefined ? 'due' : status === 'new' ? 'new' : null;
  const words = [
    assigneeWord(assignedTo),
    dueBy === undefined ? undefined : `due-by-${dueBy}`,
    status === undefined ? undefined : status === 'new' ? 'new' : `status-${status}`,
    regionId === undefined ? undefined : `region-${regionId}`,
    firmQuoteWord(wantsQuote),
    filters.q === undefined ? undefined : ['search', fileWord(filters.q)].filter(Boolean).join('-'),
  ].filter((word): word is string => word !== undefined);
  return { view, filters, words };
}
