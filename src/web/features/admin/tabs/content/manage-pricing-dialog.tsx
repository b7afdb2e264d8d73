import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../../../domain/flight-types';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import type { Row } from '../../api/content';
import { adminKeys } from '../../api/query-keys';
import { listDestinationPrices, upsertDestinationPrice, type DestinationPrice } from '../../api/destination-pricing';

const FIELDS: Record<RouteFlightType, { price: 'sameDayPrice' | 'scenicPrice' | 'oneWayPrice'; html: 'sameDayIframeHtml' | 'scenicIframeHtml' | 'oneWayIframeHtml'; title: string }> = {
  'same-day': { price: 'sameDayPrice', html: 'sameDayIframeHtml', title: 'Same-day' },
  scenic: { price: 'scenicPrice', html: 'scenicIframeHtml', title: 'Scenic' },
  'one-way': { price: 'oneWayPrice', html: 'oneWayIframeHtml', title: 'One-way' },
};

type Draft = Record<string, Record<string, string>>;

function draftOf(rows: DestinationPrice[]): Draft {
  return Object.fromEntries(
    AIRCRAFT_TYPES.map((type) => {
      const row = rows.find((r) => r.aircraftType === type);
      const fields: Record<string, string> = {};
      for (const { price, html } of Object.values(FIELDS)) {
        fields[price] = row?.[price] === null || row?.[price] === undefined ? '' : String(row[price]);
        fields[html] = row?.[html] ?? '';
      }
      return [type, fields];
    }),
  );
}

/**
 * SPEC §2 Manage Pricing: a price and widget HTML per aircraft type for each flight type the destination
 * offers. Blank means not available (sent as null); an aircraft type with no price and no saved row is skipped.
 */
export function ManagePricingDialog({ destination, regionId, onClose }: { destination: Row; regionId: number; onClose(): void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const prices = useQuery({ queryKey: adminKeys.destinationPricing(regionId), queryFn: () => listDestinationPrices(regionId) });
  const saved = (prices.data ?? []).filter((row) => row.destinationId === destination.id);
  const [draft, setDraft] = useState<Draft>();
  useEffect(() => {
    if (prices.data && !draft) setDraft(draftOf(prices.data.filter((row) => row.destinationId === destination.id)));
  }, [prices.data, draft, destination.id]);
  const offered = ROUTE_FLIGHT_TYPES.filter((type) => (Array.isArray(destination.flightTypes) ? (destination.flightTypes as string[]) : []).includes(type));

  const save = useMutation({
    mutationFn: async () => {
      for (const type of AIRCRAFT_TYPES) {
        const fields = draft![type]!;
        const hasPrice = Object.values(FIELDS).some(({ price }) => fields[price]!.trim() !== '');
        if (!hasPrice && !saved.some((row) => row.aircraftType === type)) continue;
        await upsertDestinationPrice(regionId, { destinationId: destination.id, aircraftType: type, ...fields });
      }
    },
    onSuccess: async () => {
      toast({ title: 'Pricing updated successfully', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.destinationPricing() });
      onClose();
    },
    onError: (error) => toast({ title: 'Failed to update pricing', description: error instanceof ApiError ? error.serverMessage : 'Please try again', variant: 'destructive' }),
  });
  const set = (type: string, field: string, value: string) => setDraft((d) => ({ ...d!, [type]: { ...d![type]!, [field]: value } }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Manage Pricing</DialogTitle>
          <DialogDescription>
            {String(destination.name)}: A$ per aircraft for each flight type it offers. Leave a price blank when the aircraft does not fly it.
          </DialogDescription>
        </DialogHeader>
        {!draft ? (
          <p role="status">Loading prices…</p>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            {AIRCRAFT_TYPES.map((type) => (
              <fieldset key={type} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold">{AIRCRAFT[type].label}</legend>
                {offered.map((flightType) => {
                  const { price, html, title } = FIELDS[flightType];
                  return (
                    <div key={flightType} className="grid gap-1">
                      <label htmlFor={`${id}-${type}-${price}`} className="text-xs font-medium">
                        {title} price, {AIRCRAFT[type].label}
                      </label>
                      <Input id={`${id}-${type}-${price}`} inputMode="decimal" placeholder="Not available" value={draft[type]![price]} onChange={(e) => set(type, price, e.target.value)} />
                      <label htmlFor={`${id}-${type}-${html}`} className="sr-only">
                        {title} widget HTML, {AIRCRAFT[type].label}
                      </label>
                      <Textarea id={`${id}-${type}-${html}`} rows={2} className="min-h-0 font-mono text-xs" placeholder="Widget HTML (optional)" value={draft[type]![html]} onChange={(e) => set(type, html, e.target.value)} />
                    </div>
                  );
                })}
              </fieldset>
            ))}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                Save pricing
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
