import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { bookingFeeCents } from '../../../../../domain/booking-fee';
import { formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { getSettings, saveSettings } from '../../api/insights';
import { adminKeys } from '../../api/query-keys';


/** Beyond the spec: the region's booking fee (percent with a minimum), with what it makes of two sample fares. */
export function SettingsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({ queryKey: adminKeys.settings(regionId), queryFn: () => getSettings(regionId!), enabled: regionId !== undefined });
  const [percent, setPercent] = useState('');
  const [minimum, setMinimum] = useState('');
  useEffect(() => {
    if (!settings.data) return;
    setPercent(String(settings.data.bookingFee.percent));
    setMinimum(settings.data.bookingFee.minimum.toFixed(2));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => saveSettings(regionId!, percent, minimum),
    onSuccess: async () => {
      toast({ title: 'Settings saved successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
    },
    onError: (error) => toast({ title: 'Failed to save settings', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' }),
  });

  const fee = { percent: Number(percent), minimumCents: Math.round(Number(minimum) * 100) };
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
            {settings.data?.isDefault ? ' This region uses the default (5 %, at least A$25).' : ''}
          </p>
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <div className="grid gap-1">
              <label htmlFor={`${id}-percent`} className="text-sm font-semibold">
                Percent
              </label>
              <Input id={`${id}-percent`} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-minimum`} className="text-sm font-semibold">
                Minimum (A$)
              </label>
              <Input id={`${id}-minimum`} inputMode="decimal" value={minimum} onChange={(e) => setMinimum(e.target.value)} />
            </div>
            {valid && (
              <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="fee-preview">
                On a A$1,000.00 flight: {formatAud(bookingFeeCents(100_000, fee))}; on a A$200.00 flight: {formatAud(bookingFeeCents(20_000, fee))}.
              </p>
            )}
            <Button type="submit" className="justify-self-start" disabled={save.isPending || regionId === undefined}>
              Save settings
            </Button>
          </form>
        </Card>
      )}
    </section>
  );
}
