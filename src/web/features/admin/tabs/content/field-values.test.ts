import { describe, expect, it } from 'vitest';
import { chosenFlightTypes, referenceChoice, referenceShown, textOf, toggledFlightType } from './field-values';

describe('the values a content form field shows and keeps', () => {
  it('shows text as it is and anything else (null, a number not yet typed) blank', () => {
    expect(textOf('Perth')).toBe('Perth');
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
    expect(textOf(3)).toBe('');
  });

  it('reads the ticked flight types from a list only', () => {
    expect(chosenFlightTypes(['same-day', 'scenic'])).toEqual(['same-day', 'scenic']);
    expect(chosenFlightTypes(undefined)).toEqual([]);
    expect(chosenFlightTypes('same-day')).toEqual([]);
  });

  it('adds a ticked flight type once and removes a cleared one', () => {
    expect(toggledFlightType(['same-day'], 'scenic', true)).toEqual(['same-day', 'scenic']);
    expect(toggledFlightType(['same-day', 'scenic'], 'scenic', true)).toEqual(['same-day', 'scenic']);
    expect(toggledFlightType(['same-day', 'scenic'], 'same-day', false)).toEqual(['scenic']);
  });

  it('keeps a reference as its id, and the empty choice as blank both ways', () => {
    expect(referenceChoice('12')).toBe(12);
    expect(referenceChoice('')).toBe('');
    expect(referenceShown(12)).toBe('12');
    expect(referenceShown(null)).toBe('');
    expect(referenceShown('')).toBe('');
  });
});
