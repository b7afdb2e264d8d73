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
import { getSettings, saveSettings, type SettingsBody } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { placeIssues, plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { useConflictSave } from '../../no-lost-work/use-conflict-save';
import { CHARGES_RULE_TEXT, formatAmount, plainAmount } from './settings-fields';

interface FeeForm {
  percent: string;
  minimum: string;
  fuel: string;
  levy: string;
  childLevy: string;
}
const FIELDS = ['percent', 'minimum', 'fuel', 'levy', 'childLevy'] as const;
/** The API's path of each field, so a refusal shows beside the field it is about. */
const FIELD_PATHS: Record<(typeof FIELDS)[number], string> = {
  percent: 'bookingFee.percent',
  minimum: 'bookingFee.minimum',
  fuel: 'fuelSurcharge.percent',
  levy: 'passengerLevy.adult',
  childLevy: 'passengerLevy.child',
};
const fieldOf = (path: string) => FIELDS.find((field) => path === FIELD_PATHS[field]);
const formOf = (settings: RegionSettings): FeeForm => ({
  percent: String(settings.bookingFee.percent),
  minimum: formatAmount(settings.bookingFee.minimum),
  fuel: String(settings.fuelSurcharge.percent),
  levy: formatAmount(settings.passengerLevy.adult),
  childLevy: settings.passengerLevy.child === null ? '' : formatAmount(settings.passengerLevy.child),
});
/** What staff typed ('5,000.00', 'A$ 5 000') as the API reads it. */
const bodyOf = (values: FeeForm): SettingsBody => ({
  bookingFee: { percent: plainAmount(values.percent), minimum: plainAmount(values.minimum) },
  fuelSurcharge: { percent: plainAmount(values.fuel) },
  passengerLevy: { adult: plainAmount(values.levy), child: plainAmount(values.childLevy) },
});
const versionOf = (settings: unknown) => {
  const version = (settings as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * Settings (decision 0011): the region's booking fee (percent with a minimum), with what it makes of two
 * sample fares, and its charges (decision 0069): the fuel surcharge and the passenger levy.
 */
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
          <h3 className="font-semibold">Booking fee and charges for {regionName}</h3>
          <p className="text-sm text-muted-foreground">
            Added to every estimate: a percentage of the flight price, never less than the minimum.
            {settings.data.isDefault ? ` This region uses the default (${DEFAULT_BOOKING_FEE.percent} %, at least ${formatAud(DEFAULT_BOOKING_FEE.minimumCents)}).` : ''}
          </p>
          <p className="text-sm" data-testid="fee-in-force">
            In force: {settings.data.bookingFee.percent} % of the flight price, at least {formatAud(centsFromDollars(settings.data.bookingFee.minimum))}.
          </p>
          <p className="text-sm" data-testid="charges-in-force">
            {chargesInForce(settings.data)}
          </p>
          {/* Keyed by region: the form is opened for one region and saves there (a refetch never overwrites typing). */}
          <FeeSettingsForm key={regionId} regionId={regionId} settings={settings.data} />
          <p className="text-sm text-muted-foreground" data-testid="charges-rule">
            {CHARGES_RULE_TEXT}
          </p>
        </Card>
      )}
    </section>
  );
}

/** The charges in force in words: 'Fuel surcharge 4.5 % of the flying; passenger levy A$12.00 per person (children A$6.00).' */
function chargesInForce({ fuelSurcharge, passengerLevy }: RegionSettings): string {
  const fuel = fuelSurcharge.percent > 0 ? `Fuel surcharge ${fuelSurcharge.percent} % of the flying` : 'No fuel surcharge';
  const child = passengerLevy.child === null ? '' : ` (children ${formatAud(centsFromDollars(passengerLevy.child))})`;
  const levy = passengerLevy.adult > 0 || (passengerLevy.child ?? 0) > 0 ? `passenger levy ${formatAud(centsFromDollars(passengerLevy.adult))} per person${child}` : 'no passenger levy';
  return `In force: ${fuel}; ${levy}.`;
}

function FeeSettingsForm({ regionId, settings }: { regionId: number; settings: RegionSettings }) {
  const queryClient = useQueryClient();
  const id = useId();
  const check: Resolver<FeeForm> = (values) => {
    const checked = regionSettingsUpdateSchema.safeParse({ regionId, ...bodyOf(values) });
    if (checked.success) return { values, errors: {} };
    const placed = placeIssues(checked.error.issues, fieldOf, FIELDS);
    return { values: {}, errors: Object.fromEntries(placed.fields.map(([field, message]) => [field, { type: 'schema', message }])) };
  };
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<FeeForm>({ defaultValues: formOf(settings), resolver: check });
  useDirtyForm(formState.isDirty);
  const saver = useConflictSave<FeeForm, RegionSettings>({
    opened: { row: versionOf(settings) },
    send: (values, versions) => saveSettings(regionId, bodyOf(values), versions.get()),
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
  const labels = {
    percent: 'Percent',
    minimum: 'Minimum (A$)',
    fuel: 'Fuel surcharge (%)',
    levy: 'Passenger levy per person (A$)',
    childLevy: 'Passenger levy per child under 12 (A$; blank: as adults)',
  } as const;

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
