import type { RouteFlightType } from '../../../../../domain/flight-types';

/** A form value as an input shows it: text as it is, anything else blank. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The flight types ticked, from a form value that may not be a list yet. */
export const chosenFlightTypes = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The flight types after one box is ticked (added once, at the end) or cleared. */
export function toggledFlightType(chosen: readonly string[], type: RouteFlightType, on: boolean): string[] {
  const others = chosen.filter((t) => t !== type);
  return on ? [...others, type] : others;
}

/** A reference select's choice as the form keeps it: the id as a number, '' for the empty choice. */
export const referenceChoice = (selected: string): number | '' => (selected === '' ? '' : Number(selected));

/** A reference's value as the select shows it ('' for none). */
export const referenceShown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
