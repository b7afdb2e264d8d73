import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { ContentRow } from '../api/content';
import { confirmDiscard } from '../no-lost-work/unsaved-changes';
import type { TabScoping } from './admin-tabs';
import type { AdminAddress } from './use-admin-address';

/** The visitor page's query for the region: a draft opens as a staff preview (decision 0044). */
const previewQuery = (region: { code: string; isActive: boolean } | undefined) => (region ? `?region=${encodeURIComponent(region.code)}${region.isActive ? '' : '&preview=1'}` : '');

type RegionRow = ContentRow<'regions'>;

interface ScopeBarProps {
  scoping: TabScoping;
  regions: RegionRow[];
  activeRegion: RegionRow | undefined;
  address: AdminAddress;
}

/** The header's second row: the region and app context selectors the section reads, and the previews. */
export function ScopeBar({ scoping, regions: available, activeRegion, address }: ScopeBarProps) {
  const regionSelectId = useId();
  const contextSelectId = useId();
  const { appContext } = address;
  return (
    <div className="mx-auto flex w-full max-w-[88rem] flex-wrap items-end gap-3 px-3 pb-3 sm:px-6">
      {/* Only the sections whose lists or saves depend on them show the selectors (decision 0048). */}
      {scoping.region && (
        <div className="grid gap-1">
          <label htmlFor={regionSelectId} className="text-xs font-semibold">
            Region
          </label>
          <select
            id={regionSelectId}
            value={activeRegion?.id ?? ''}
            onChange={(e) => {
              const chosen = available.find((r) => r.id === Number(e.target.value));
              // An open item closes with the region (it never saves into another one); unsaved changes ask first.
              if (chosen) void confirmDiscard().then((discard) => discard && address.setRegionCode(String(chosen.code)));
            }}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm"
          >
            {available.map((region) => (
              <option key={region.id} value={region.id}>
                {String(region.name)}
                {region.isActive === false ? ' (draft)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {scoping.appContext && (
        <div className="grid gap-1">
          <label htmlFor={contextSelectId} className="text-xs font-semibold">
            App Context
          </label>
          <select
            id={contextSelectId}
            value={appContext}
            onChange={(e) => {
              const next = e.target.value === 'twin' ? 'twin' : 'main';
              void confirmDiscard().then((discard) => discard && address.setAppContext(next));
            }}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm"
          >
            <option value="main">Main</option>
            <option value="twin">Twin (Mandarin)</option>
          </select>
        </div>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`/${previewQuery(activeRegion)}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Preview site
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`/mandarin${previewQuery(activeRegion)}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Preview /mandarin
          </a>
        </Button>
      </div>
    </div>
  );
}
