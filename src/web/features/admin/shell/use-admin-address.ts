import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams, type Path } from 'react-router';
import { TAB_ORDER, tabOfSlug, tabSlug, type TabKey } from './admin-tabs';

export type AppContext = 'main' | 'twin';

/** The query parameters that are the panel's settings, kept from tab to tab; the rest belong to a tab's list (use-list-address). */
const SETTINGS = ['region', 'context'] as const;

export interface AdminAddress {
  tab: TabKey;
  /** The open item of the tab ('new' for a new one), from /admin/{tab}/{item}. */
  item: string | undefined;
  appContext: AppContext;
  /** The region's code from ?region= (codes are unique and read well in a shared link). */
  regionCode: string | undefined;
  openTab(tab: TabKey): void;
  /** A section's address as its navigation link gives it: its list, with only the panel's settings kept. */
  tabHref(tab: TabKey): Pick<Path, 'pathname' | 'search'>;
  openItem(item: string): void;
  /** Back to the list: the previous history entry when the item was opened from it, else the list's address. */
  closeItem(): void;
  setAppContext(context: AppContext): void;
  setRegionCode(code: string): void;
  /** Writes the region the panel chose by itself (stored or first) into the address, leaving the rest as is. */
  showRegionCode(code: string): void;
}

/**
 * The panel's state lives in its address, so the back button, shared links and a reload all land where
 * staff were: /admin/{tab}/{item}?region={code}&context=twin (a list's search, filters, sort and page are
 * its own parameters, read and written by use-list-address). Tabs and items push a history entry (back
 * returns to the list); region and app context replace it (they are a setting, not a place).
 */
export function useAdminAddress(): AdminAddress {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [slug, item] = (params['*'] ?? '').split('/').filter(Boolean);
  const tab = tabOfSlug(slug) ?? TAB_ORDER[0]!;
  const appContext: AppContext = search.get('context') === 'twin' ? 'twin' : 'main';
  const regionCode = search.get('region') ?? undefined;

  // Another tab starts with its own list defaults: only the panel's settings go along. The tab on screen
  // keeps its list's search, filters and page (its link closes an open item, back to that list).
  const tabHref = useCallback(
    (next: TabKey) => {
      if (next === tab) return { pathname: `/admin/${tabSlug(next)}`, search: location.search };
      const current = new URLSearchParams(location.search);
      const kept = new URLSearchParams(SETTINGS.flatMap((name) => (current.has(name) ? [[name, current.get(name)!]] : [])));
      const search = kept.toString();
      return { pathname: `/admin/${tabSlug(next)}`, search: search ? `?${search}` : '' };
    },
    [tab, location.search],
  );
  const setParam = useCallback(
    (name: string, value: string | undefined, closeItem: boolean) => {
      const next = new URLSearchParams(location.search);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      // Another region or context has other rows: its list starts at the first page (search and filters stay).
      if (closeItem) next.delete('page');
      // An open item belongs to the region and context it was opened in: changing either closes it.
      navigate({ pathname: closeItem ? `/admin/${tabSlug(tab)}` : location.pathname, search: next.toString() }, { replace: true });
    },
    [navigate, tab, location.pathname, location.search],
  );

  return {
    tab,
    item,
    appContext,
    regionCode,
    openTab: (next) => {
      if (next !== tab || item !== undefined) navigate(tabHref(next));
    },
    tabHref,
    openItem: (next) => navigate({ pathname: `/admin/${tabSlug(tab)}/${encodeURIComponent(next)}`, search: location.search }, { state: { fromList: true } }),
    closeItem: () => {
      if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
      else navigate({ pathname: `/admin/${tabSlug(tab)}`, search: location.search }, { replace: true });
    },
    setAppContext: (next) => setParam('context', next === 'twin' ? 'twin' : undefined, true),
    setRegionCode: (code) => setParam('region', code, true),
    showRegionCode: (code) => setParam('region', code, false),
  };
}
