import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { regionSettingsUpdateSchema, type RegionSettings } from '../../../../../domain/api/admin/settings';
import { bookingFeeCents, DEFAULT_BOOKING_FEE } from '../../../../../domain/booking-fee';
import { centsFromDollars, formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { getSettings, saveSettings } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { formatAmount, plainAmount } from './settings-fields';

interface FeeForm {
  percent: string;
  minimum: string;
}
const FIELDS = ['percent', 'minimum'] as const;
const fieldOf = (path: string) => FIELDS.find((field) => path === `bookingFee.${field}`);
const formOf = (settings: RegionSettings): FeeForm => ({ percent: String(settings.bookingFee.percent), minimum: formatAmount(settings.bookingFee.minimum) });
/** What staff typed ('5,000.00', 'A$ 5 000') as the API reads it. */
const plainForm = (values: FeeForm): FeeForm => ({ percent: plainAmount(values.percent), minimum: plainAmount(values.minimum) });
const versionOf = (settings: unknown) => {
  const version = (settings as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
};

/** Settings (decision 0011): the region's booking fee (percent with a minimum), with what it makes of two sample fares. */
export function SettingsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  const id = useId();
  const settings = useQuery({ queryKey: adminKeys.settings(regionId), queryFn: () => getSettings(regionId!), enabled: regionId !== undefined });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Settings
      </h2>
      {settings.isPending || regionId === undefined ? (
        <Skeleton className="h-48" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {plainFailure(settings.error)}
        </p>
      ) : (
        <Card className="grid max-w-xl gap-4 p-4 sm:p-6">
          <h3 className="font-semibold">Booking fee for {regionName}</h3>
          <p className="text-sm text-muted-foreground">
            Added to every estimate: a percentage of the flight price, never less than the minimum.
            {settings.data.isDefault ? ` This region uses the default (${DEFAULT_BOOKING_FEE.percent} %, at least ${formatAud(DEFAULT_BOOKING_FEE.minimumCents)}).` : ''}
          </p>
          <p className="text-sm" data-testid="fee-in-force">
            In force: {settings.data.bookingFee.percent} % of the flight price, at least {formatAud(centsFromDollars(settings.data.bookingFee.minimum))}.
          </p>
          {/* Keyed by region: the form is opened for one region and saves there (a refetch never overwrites typing). */}
          <FeeSettingsForm key={regionId} regionId={regionId} settings={settings.data} />
        </Card>
      )}
    </section>
  );
}

function FeeSettingsForm({ regionId, settings }: { regionId: number; settings: RegionSettings }) {
  const queryClient = useQueryClient();
  const id = useId();
  const check: Resolver<FeeForm> = (values) => {
    const checked = regionSettingsUpdateSchema.safeParse({ regionId, bookingFee: plainForm(values) });
    if (checked.success) return { values, errors: {} };
    const placed = placeIssues(checked.error.issues, fieldOf, FIELDS);
    return { values: {}, errors: Object.fromEntries(placed.fields.map(([field, message]) => [field, { type: 'schema', message }])) };
  };
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<FeeForm>({ defaultValues: formOf(settings), resolver: check });
  useDirtyForm(formState.isDirty);
  const saver = useConflictSave<FeeForm, RegionSettings>({
    opened: { row: versionOf(settings) },
    send: (values, versions) => {
      const plain = plainForm(values);
      return saveSettings(regionId, plain.percent, plain.minimum, versions.get());
    },
    onSaved: async (saved) => {
      reset(formOf(saved));
      toast({ title: 'Settings saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
    onFailed: (error) => {
      const placed = placeIssues(serverIssues(error), fieldOf, FIELDS);
      placed.fields.forEach(([field, message], index) => setError(field as keyof FeeForm, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: 'Failed to save settings', description: plainFailure(error), variant: 'destructive' });
    },
    onReload: (current) => reset(formOf(current as unknown as RegionSettings)),
  });
  const [percent, minimum] = watch(['percent', 'minimum']);
  const fee = { percent: Number(plainAmount(percent)), minimumCents: centsFromDollars(Number(plainAmount(minimum))) };
  const valid = Number.isFinite(fee.percent) && Number.isFinite(fee.minimumCents) && percent !== '' && minimum !== '';
  const labels = { percent: 'Percent', minimum: 'Minimum (A$)' } as const;

  return (
    <form className="grid gap-3 sm:grid-cols-2" noValidate onSubmit={handleSubmit((values) => saver.save(values))}>
      {FIELDS.map((field) => {
        const error = formState.errors[field]?.message;
        return (
          <div key={field} className="grid content-start gap-1">
            <label htmlFor={`${id}-${field}`} className="text-sm font-semibold">
              {labels[field]}
            </label>
            <Input
              id={`${id}-${field}`}
              inputMode="decimal"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              {...register(field)}
            />
            {error && (
              <p id={`${id}-${field}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {valid && (
        <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="fee-preview">
          On a A$1,000.00 flight: {formatAud(bookingFeeCents(100_000, fee))}; on a A$200.00 flight: {formatAud(bookingFeeCents(20_000, fee))}.
        </p>
      )}
      <div className="grid gap-2 sm:col-span-2">
        <ConflictNotice conflict={saver.conflict} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
        <Button type="submit" className="justify-self-start" disabled={saver.pending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
