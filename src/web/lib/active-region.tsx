import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicRegion } from '../../domain/api/content';
import { chooseActiveRegion } from '../../domain/selection';
import { regionsQuery } from './regions-api';
import { storage, STORAGE_KEYS } from './storage';

/** docs/product.md §2: the five states of the region selector. */
export type RegionStatus = 'loading' | 'error' | 'none' | 'single' | 'many';

interface ActiveRegionState {
  region: PublicRegion | undefined;
  regions: PublicRegion[];
  status: RegionStatus;
  /** Switch by code: stores the preference and puts ?region= in the address bar. */
  setRegionByCode(code: string): void;
  refetch(): void;
  /** A ?region= that named no active region: removed from the address, and said on the page until cleared. */
  notice: { requested: string } | null;
  clearNotice(): void;
}

const Context = createContext<ActiveRegionState | null>(null);

/**
 * docs/product.md §4: the ?region= code if active (case-insensitive), then the stored preference, then the lowest
 * displayOrder; a later change of ?region= switches too. An unknown or inactive code warns, leaves the
 * address bar, and is said on the page (never a silent change: decision 0021).
 */
export function ActiveRegionProvider({ children }: { children: ReactNode }) {
  const regionsResult = useQuery(regionsQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const queryCode = searchParams.get('region');
  const [storedCode, setStoredCode] = useState(() => storage.get(STORAGE_KEYS.region));
  // Visitors get only live regions; a staff preview gets the drafts too (isActive false), chosen only by name in the address (decision 0044).
  const regions = useMemo(() => regionsResult.data ?? [], [regionsResult.data]);
  const region = useMemo(() => {
    const requested = queryCode ? regions.find((r) => r.code.toLowerCase() === queryCode.trim().toLowerCase()) : undefined;
    return requested ?? chooseActiveRegion(regions, queryCode, storedCode);
  }, [regions, queryCode, storedCode]);

  const [notice, setNotice] = useState<{ requested: string } | null>(null);
  useEffect(() => {
    if (!queryCode || regions.length === 0) return;
    if (!regions.some((r) => r.code.toLowerCase() === queryCode.trim().toLowerCase())) {
      console.warn(`Region "${queryCode}" was not found or is not active; showing ${region?.code ?? 'the default region'}.`);
      setNotice({ requested: queryCode });
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.delete('region');
          return updated;
        },
        { replace: true },
      );
    }
  }, [queryCode, regions, region, setSearchParams]);
  const clearNotice = useCallback(() => setNotice(null), []);

  // A region that came from the stored preference goes into the address too (kept in sync with the address
  // bar), replacing the entry so that Back does not step through it; built on the address as it is now.
  const fromStorage = !queryCode && !!storedCode && region?.code.toLowerCase() === storedCode.trim().toLowerCase();
  useEffect(() => {
    if (!fromStorage || !region) return;
    const latest = new URLSearchParams(window.location.search);
    if (latest.get('region')) return;
    latest.set('region', region.code);
    setSearchParams(latest, { replace: true });
  }, [fromStorage, region, setSearchParams]);

  const setRegionByCode = useCallback(
    (code: string) => {
      const next = regions.find((r) => r.code.toLowerCase() === code.toLowerCase());
      if (!next) {
        console.warn(`Region "${code}" was not found or is not active.`);
        return;
      }
      storage.set(STORAGE_KEYS.region, next.code);
      setStoredCode(next.code);
      setNotice(null);
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set('region', next.code);
          // A departure or destination of the old region means nothing in the new one.
          updated.delete('departure');
          updated.delete('destination');
          return updated;
        },
        { replace: false },
      );
    },
    [regions, setSearchParams],
  );

  const status: RegionStatus = regionsResult.isPending
    ? 'loading'
    : regionsResult.isError
      ? 'error'
      : regions.length === 0
        ? 'none'
        : regions.length === 1
          ? 'single'
          : 'many';

  const value = useMemo(
    () => ({ region, regions, status, setRegionByCode, refetch: () => void regionsResult.refetch(), notice, clearNotice }),
    [region, regions, status, setRegionByCode, regionsResult, notice, clearNotice],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useActiveRegion(): ActiveRegionState {
  const state = useContext(Context);
  if (!state) throw new Error('useActiveRegion must be used inside ActiveRegionProvider');
  return state;
}
