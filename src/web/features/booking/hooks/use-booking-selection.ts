import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AIRCRAFT_TYPES, LEGACY_AIRCRAFT_ALIASES } from '../../../../domain/aircraft';
import { FLIGHT_TYPES, type FlightType } from '../../../../domain/flight-types';

/** The flights-tab choice as kept in the address bar (SPEC §2: shared-estimate links). */
export interface UrlSelection {
  /** A departure `value` slug, or an id from ?departureId= (light widget). */
  departure: string | null;
  destination: string | null;
  flightType: FlightType;
  aircraftType: string;
}

export const DEFAULT_FLIGHT_TYPE: FlightType = 'same-day';
export const DEFAULT_AIRCRAFT = '3-passengers';

function parseFlightType(value: string | null): FlightType {
  const normalised = value === 'return' ? 'same-day' : value;
  return (FLIGHT_TYPES as readonly string[]).includes(normalised ?? '') ? (normalised as FlightType) : DEFAULT_FLIGHT_TYPE;
}

function parseAircraft(value: string | null): string {
  const normalised = value ? (LEGACY_AIRCRAFT_ALIASES[value] ?? value) : null;
  return normalised && (AIRCRAFT_TYPES as readonly string[]).includes(normalised) ? normalised : DEFAULT_AIRCRAFT;
}

export type SelectionPatch = Partial<{ departure: string; destination: string; flightType: string; aircraftType: string }>;

/**
 * Reads and writes departure, destination, flightType and aircraft in the search params (replace
 * navigation); ?region= belongs to the region provider and is never touched here.
 */
export function useBookingSelection() {
  const [params, setParams] = useSearchParams();

  const selection = useMemo<UrlSelection>(
    () => ({
      departure: params.get('departure') || params.get('departureId'),
      destination: params.get('destination') || params.get('destinationId'),
      flightType: parseFlightType(params.get('flightType')),
      aircraftType: parseAircraft(params.get('aircraft')),
    }),
    [params],
  );

  const update = useCallback(
    (patch: SelectionPatch, options: { onlyIfUrlIs?: string } = {}) => {
      // Build on the address bar as it is now, not as of the last render: two quick changes both stick.
      const latest = new URLSearchParams(window.location.search);
      // A correction computed from an older address (the sync effect) must not undo a newer choice.
      if (options.onlyIfUrlIs !== undefined && latest.toString() !== options.onlyIfUrlIs) return;
      const next = new URLSearchParams(latest);
      let changed = false;
      const put = (key: string, value: string | undefined) => {
        if (value === undefined || next.get(key) === value) return;
        next.set(key, value);
        changed = true;
      };
      put('departure', patch.departure);
      put('destination', patch.destination);
      put('flightType', patch.flightType);
      put('aircraft', patch.aircraftType);
      // Ids from the light widget are replaced by the slugs once resolved.
      for (const [key, idKey] of [['departure', 'departureId'], ['destination', 'destinationId']] as const) {
        if (patch[key] !== undefined && next.has(idKey)) {
          next.delete(idKey);
          changed = true;
        }
      }
      if (changed) setParams(next, { replace: true });
    },
    [setParams],
  );

  /** What the address bar literally holds (so defaults get written for a complete shared link). */
  const raw = useMemo(() => ({ flightType: params.get('flightType'), aircraft: params.get('aircraft'), search: params.toString() }), [params]);

  return { selection, raw, update };
}
