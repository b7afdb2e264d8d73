import { MapPin, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { uploadedSrcSet } from '../../../../domain/image-variants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveRegion } from '../../../lib/active-region';
import { useLocalized } from '../../../lib/localized';

/** docs/product.md §2: the five states of the region selector: error, loading, none, single (a label), many (a dropdown). */
export function RegionSelector() {
  const { t } = useTranslation('booking');
  const l = useLocalized();
  const { region, regions, status, setRegionByCode, refetch } = useActiveRegion();
  const id = useId();

  return (
    <div className="flex flex-col gap-2" data-testid="region-selector" data-status={status}>
      <Label htmlFor={status === 'many' ? id : undefined} className="flex items-center gap-1.5">
        <MapPin className="size-4 text-primary" aria-hidden />
        {t('region.label')}
      </Label>
      {status === 'loading' && <Skeleton className="h-11 w-full" />}
      {status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
          <span className="font-medium text-destructive">{t('region.error')}</span>
          <Button variant="outline" size="sm" onClick={refetch}>
            <RefreshCw aria-hidden />
            {t('retry')}
          </Button>
        </div>
      )}
      {status === 'none' && <p className="rounded-md bg-muted px-3 py-2.5 text-sm text-muted-foreground">{t('region.none')}</p>}
      {status === 'single' && region && (
        <p className="flex h-11 items-center gap-2 rounded-md border bg-muted/50 px-3 text-sm font-semibold" data-testid="region-name">
          <RegionIcon url={region.iconUrl} />
          {l(region, 'name')}
        </p>
      )}
      {status === 'many' && (
        <div className="flex items-center gap-2">
          <RegionIcon url={region?.iconUrl} />
          <div className="min-w-0 flex-1">
            <NativeSelect id={id} value={region?.code ?? ''} onChange={(event) => setRegionByCode(event.target.value)}>
              {regions.map((r) => (
                <option key={r.id} value={r.code}>
                  {l(r, 'name')}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </div>
  );
}

/** The region's icon beside its name (decorative: the name says it); nothing when the region has none. */
function RegionIcon({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  // Fixed size, so the row does not move when the image arrives; the smallest upload variant suffices.
  return <img src={url} srcSet={uploadedSrcSet(url)} sizes="28px" alt="" width={28} height={28} decoding="async" className="size-7 shrink-0 rounded object-contain" data-testid="region-icon" />;
}
