import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminContentItem } from '../../../../domain/api/admin';
import { storage } from '../../../lib/storage';

const REGION_KEY = 'admin-region';

type RegionRow = AdminContentItem<'regions'>;

export interface RegionChoice {
  /** The region the panel works in: the address's, else the one last used on this device, else the first. */
  region: RegionRow | undefined;
  /** What the address asked for that does not exist, said in words; undefined when nothing was replaced. */
  notice: string | undefined;
  dismissNotice(): void;
}

/**
 * The panel's own region state (docs/decisions/0044): every region, live or draft, may be chosen. When the
 * address names a region or an app context that does not exist, the panel says so and which one it shows
 * instead; it never switches without a word.
 */
export function useRegionChoice(available: RegionRow[], loaded: boolean, regionCode: string | undefined, showRegionCode: (code: string) => void): RegionChoice {
  const [search] = useSearchParams();
  const [storedRegionId] = useState<number | undefined>(() => Number(storage.get(REGION_KEY)) || undefined);
  const [notice, setNotice] = useState<string>();

  const named = regionCode === undefined ? undefined : available.find((r) => r.code.toUpperCase() === regionCode.toUpperCase());
  const region = named ?? available.find((r) => r.id === storedRegionId) ?? available[0];
  const code = region?.code;

  useEffect(() => {
    if (!region || !code) return;
    storage.set(REGION_KEY, String(region.id));
    if (code === regionCode) return;
    if (regionCode !== undefined && loaded) setNotice(`There is no region with the code "${regionCode}" (it may have been deleted or its code changed); showing ${region.name}.`);
    // A link copied from here opens the same region.
    showRegionCode(code);
  }, [region, code, regionCode, loaded, showRegionCode]);

  const context = search.get('context');
  const contextNotice = context !== null && context !== 'main' && context !== 'twin' ? `There is no app context "${context}"; showing Main.` : undefined;
  return { region, notice: notice ?? contextNotice, dismissNotice: () => setNotice(undefined) };
}
