import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { bookingFeeCents, DEFAULT_BOOKING_FEE } from '../../../../../domain/booking-fee';
import { centsFromDollars, formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FieldGrid, FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { getSettings, saveSettings } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';
import { checkSettings, formatAmount, plainAmount, settingsErrors, type SettingsErrors } from './settings-fields';

/** Beyond the spec: the region's booking fee (percent with a minimum), with what it makes of two sample fares. */
export function SettingsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({ queryKey: adminKeys.settings(regionId), queryFn: () => getSettings(regionId!), enabled: regionId !== undefined });
  const [percent, setPercent] = useState('');
  const [minimum, setMinimum] = useState('');
  const [errors, setErrors] = useState<SettingsErrors>({});
  const fields = { percent: useRef<HTMLInputElement>(null), minimum: useRef<HTMLInputElement>(null) };
  useEffect(() => {
    if (!settings.data) return;
    setPercent(String(settings.data.bookingFee.percent));
    setMinimum(formatAmount(settings.data.bookingFee.minimum));
    setErrors({});
  }, [settings.data]);
  const showErrors = (found: SettingsErrors) => {
    setErrors(found);
    (found.percent ? fields.percent : found.minimum ? fields.minimum : undefined)?.current?.focus();
  };
  const save = useMutation({
    mutationFn: (body: { percent: string; minimum: string }) => saveSettings(regionId!, body.percent, body.minimum),
    onSuccess: async () => {
      toast({ title: 'Settings saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
    onError: (error) => {
      const found = error instanceof ApiError ? settingsErrors(error.issues) : {};
      showErrors(found);
      const described = Object.keys(found).some((k) => k !== 'form');
      toast({ title: 'Failed to save settings', description: described ? 'Check the fields marked below.' : (found.form ?? 'Please try again'), variant: 'destructive' });
    },
  });

  const current = settings.data?.bookingFee;
  const fee = { percent: Number(plainAmount(percent)), minimumCents: centsFromDollars(Number(plainAmount(minimum))) };
  const valid = Number.isFinite(fee.percent) && Number.isFinite(fee.minimumCents) && percent !== '' && minimum !== '';
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Settings
      </h2>
      {settings.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <Card className="grid max-w-xl gap-4 p-4 sm:p-6">
          <h3 className="font-semibold">Booking fee for {regionName}</h3>
          <p className="text-sm text-muted-foreground">
            Added to every estimate: a percentage of the flight price, never less than the minimum.
            {settings.data?.isDefault ? ` This region uses the default (${DEFAULT_BOOKING_FEE.percent} %, at least ${formatAud(DEFAULT_BOOKING_FEE.minimumCents)}).` : ''}
          </p>
          {current && (
            <p className="text-sm" data-testid="fee-in-force">
              In force: {current.percent} % of the flight price, at least {formatAud(centsFromDollars(current.minimum))}.
            </p>
          )}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (regionId === undefined) return;
              const checked = checkSettings(regionId, percent, minimum);
              if (checked.errors) return showErrors(checked.errors);
              setErrors({});
              save.mutate(checked.body.bookingFee);
            }}
          >
            {errors.form && (
              <p role="alert" className="mb-3 text-sm font-medium text-destructive">
                {errors.form}
              </p>
            )}
            <FieldGrid className="sm:grid-cols-2">
              <FormField id={`${id}-percent`} label="Percent" error={errors.percent}>
                {(control) => <Input {...control} ref={fields.percent} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />}
              </FormField>
              <FormField id={`${id}-minimum`} label="Minimum (A$)" error={errors.minimum}>
                {(control) => (
                  <Input
                    {...control}
                    ref={fields.minimum}
                    inputMode="decimal"
                    value={minimum}
                    onChange={(e) => setMinimum(e.target.value)}
                    onBlur={() => {
                      const dollars = Number(plainAmount(minimum));
                      if (minimum.trim() !== '' && Number.isFinite(dollars)) setMinimum(formatAmount(dollars));
                    }}
                  />
                )}
              </FormField>
            </FieldGrid>
            {valid && (
              <p className="mb-3 text-sm text-muted-foreground" data-testid="fee-preview">
                On a A$1,000.00 flight: {formatAud(bookingFeeCents(100_000, fee))}; on a A$200.00 flight: {formatAud(bookingFeeCents(20_000, fee))}.
              </p>
            )}
            <Button type="submit" disabled={save.isPending || regionId === undefined}>
              Save settings
            </Button>
          </form>
        </Card>
      )}
    </section>
  );
}
