import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ContentRow } from '../api/content';
import { LabelledSelect } from '../components/labelled-select';
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
  const { appContext } = address;
  return (
    <div className="mx-auto flex w-full max-w-[88rem] flex-wrap items-end gap-3 px-3 pb-3 sm:px-6">
      {/* Only the sections whose lists or saves depend on them show the selectors (decision 0048). */}
      {scoping.region && (
        <LabelledSelect
          label="Region"
          value={activeRegion?.id ?? ''}
          onChange={(value) => {
            const chosen = available.find((r) => r.id === Number(value));
            // An open item closes with the region (it never saves into another one); unsaved changes ask first.
            if (chosen) void confirmDiscard().then((discard) => discard && address.setRegionCode(String(chosen.code)));
          }}
        >
          {available.map((region) => (
            <option key={region.id} value={region.id}>
              {String(region.name)}
              {region.isActive === false ? ' (draft)' : ''}
            </option>
          ))}
        </LabelledSelect>
      )}
      {scoping.appContext && (
        <LabelledSelect
          label="App Context"
          value={appContext}
          onChange={(value) => {
            const next = value === 'twin' ? 'twin' : 'main';
            void confirmDiscard().then((discard) => discard && address.setAppContext(next));
          }}
        >
          <option value="main">Main</option>
          <option value="twin">Twin (Mandarin)</option>
        </LabelledSelect>
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
