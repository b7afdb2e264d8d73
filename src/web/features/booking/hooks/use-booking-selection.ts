import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressPatch, SelectionRequest } from '../../../../domain/flight-selection';

const PARAMS = { departure: 'departure', destination: 'destination', flightType: 'flightType', aircraft: 'aircraft' } as const;
// The light widget's popup sends ids; they are replaced by slugs once resolved.
const ID_PARAMS = { departure: 'departureId', destination: 'destinationId' } as const;

/**
 * The flights-tab choice as kept in the address bar (docs/product.md §2: shared-estimate links), read verbatim and
 * written with replace navigation; ?region= belongs to the region provider and is never touched here.
 */
export function useBookingSelection() {
  const [params, setParams] = useSearchParams();

  const request = useMemo<SelectionRequest>(
    () => ({
      departure: params.get('departure') || params.get('departureId'),
      destination: params.get('destination') || params.get('destinationId'),
      flightType: params.get('flightType'),
      aircraft: params.get('aircraft'),
    }),
    [params],
  );

  /** Writes the patch; false when it was refused (the address changed since) or changed nothing. */
  const update = useCallback(
    (patch: AddressPatch, options: { onlyIfUrlIs?: string } = {}): boolean => {
      // Build on the address bar as it is now, not as of the last render: two quick changes both stick.
      const latest = new URLSearchParams(window.location.search);
      // A correction computed from an older address (the sync effect) must not undo a newer choice.
      if (options.onlyIfUrlIs !== undefined && latest.toString() !== options.onlyIfUrlIs) return false;
      const next = new URLSearchParams(latest);
      for (const [field, value] of Object.entries(patch) as [keyof AddressPatch, string | null | undefined][]) {
        if (value === undefined) continue;
        if (value === null) next.delete(PARAMS[field]);
        else next.set(PARAMS[field], value);
        if (field === 'departure' || field === 'destination') next.delete(ID_PARAMS[field]);
      }
      if (next.toString() === latest.toString()) return false;
      setParams(next, { replace: true });
      return true;
    },
    [setParams],
  );

  return { request, search: params.toString(), update };
}
