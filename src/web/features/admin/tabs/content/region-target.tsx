import type { RegionRef } from '../../admin-scope';
import { LabelledSelect } from '../../components/labelled-select';

interface RegionTargetProps {
  /** The region the item is in (editing) or goes into (new); null: every region (aircraft images). */
  value: number | null | undefined;
  /** The region the item is in now; undefined for a new item. */
  current: number | null | undefined;
  regions: readonly RegionRef[];
  /** Whether a row may belong to every region (no region). */
  everyRegion: boolean;
  onChange(regionId: number | null): void;
  onBlur(): void;
}

const nameOf = (regions: readonly RegionRef[], id: number | null | undefined) =>
  id === null ? 'every region' : (regions.find((region) => region.id === id)?.name ?? `region ${String(id)}`);

/**
 * Where a region-scoped item saves (docs/decisions/0044): 'Saves into: …' in words, and for an item being
 * edited a choice of region that moves it there on Save. A new item saves into the region the form was
 * opened in; to add it elsewhere, staff switch the panel's region first.
 */
export function RegionTarget({ value, current, regions, everyRegion, onChange, onBlur }: RegionTargetProps) {
  const moving = current !== undefined && value !== current;
  return (
    <div className="grid gap-1 rounded-md border bg-muted/40 px-3 py-2 md:col-span-2">
      <p className="text-sm" data-testid="saves-into">
        Saves into: <strong>{nameOf(regions, value)}</strong>
        {moving ? ` (moved from ${nameOf(regions, current)} when you save)` : ''}
      </p>
      {current !== undefined && (
        <LabelledSelect label="Move to region" value={value === null ? '' : String(value ?? '')} onChange={(next) => onChange(next === '' ? null : Number(next))} onBlur={onBlur}>
          {everyRegion && <option value="">Every region</option>}
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </LabelledSelect>
      )}
    </div>
  );
}
