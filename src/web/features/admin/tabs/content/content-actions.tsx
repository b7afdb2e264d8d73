import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Sprout } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { importFromRegion, seedExperiences } from '../../api/imports';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { RegionRef } from '../../admin-scope';
import { adminKeys } from '../../api/query-keys';
import type { AdminScope } from '../../admin-scope';
import type { AdminContentItem } from '../../../../../domain/api/admin';
import type { ResourceSpec } from './content-tabs';

const IMPORT_NOUNS = { 'connecting-services': 'connecting services', 'pilot-training': 'pilot training courses' } as const;

/** The extra actions a content type has beside Add (docs/product.md §2): imports from WA, seeding experiences. */
export function ContentActions({ spec, scope, rows }: { spec: Pick<ResourceSpec, 'type' | 'actions'>; scope: AdminScope; rows: AdminContentItem[] | undefined }) {
  if (spec.actions === 'import-from-wa' && (spec.type === 'connecting-services' || spec.type === 'pilot-training')) {
    return <ImportFromWaButton type={spec.type} region={scope.region} regions={scope.regions ?? []} />;
  }
  if (spec.actions === 'seed-experiences' && rows) return <SeedExperiencesButton region={scope.region} rows={rows} />;
  return null;
}

/** docs/product.md §2: 'Import from WA' buttons, shown only while the active region is Queensland. */
export function ImportFromWaButton({ type, region, regions }: { type: 'connecting-services' | 'pilot-training'; region: RegionRef | undefined; regions: RegionRef[] }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => {
      const wa = regions.find((r) => r.code.toUpperCase() === 'WA');
      if (!wa) throw new Error('Western Australia region not found');
      return importFromRegion(type, wa.id, region!.id);
    },
    onSuccess: async ({ imported }) => {
      toast({ title: 'Import successful', description: `${imported} item(s) imported from Western Australia`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.byType(type) });
    },
    onError: (error) =>
      error.message === 'Western Australia region not found'
        ? toast({ title: 'Western Australia region not found', variant: 'destructive' })
        : toast({ title: 'Import failed', description: error instanceof ApiError ? error.serverMessage : `Failed to import ${IMPORT_NOUNS[type]}`, variant: 'destructive' }),
  });
  if (region?.code.toUpperCase() !== 'QLD') return null;
  return (
    <Button variant="outline" onClick={() => run.mutate()} disabled={run.isPending}>
      <Download aria-hidden />
      Import from Western Australia
    </Button>
  );
}

/** docs/product.md §2/§4: 'Seed from Current Data', with a confirmation; shown when there are no experiences or the first is not internal. */
export function SeedExperiencesButton({ region, rows }: { region: RegionRef | undefined; rows: AdminContentItem[] }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const seed = useMutation({
    mutationFn: () => {
      if (!region) throw new Error('No active region selected');
      return seedExperiences(region.id);
    },
    onSuccess: async ({ count }) => {
      toast({ title: 'Experiences seeded successfully', description: `${count} experience(s) added`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.byType('experiences') });
    },
    onError: (error) => toast({ title: 'Failed to seed experiences', description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  const first = rows[0];
  if (first && 'dataSource' in first && first.dataSource === 'internal') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} disabled={seed.isPending}>
        <Sprout aria-hidden />
        Seed from Current Data
      </Button>
      <ConfirmDialog
        open={asking}
        title="Seed from Current Data?"
        description="This adds the eight predefined experiences to the active region. Experiences already there are kept."
        confirmLabel="Seed experiences"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          seed.mutate();
        }}
      />
    </>
  );
}
