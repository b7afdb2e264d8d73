import { describe, expect, it } from 'vitest';
import { editDistance, NearMatchIndex } from './near-matches';

describe('near matches of a new slug', () => {
  const index = new NearMatchIndex([
    { value: 'perth-airport', name: 'Perth Airport (YPPH)' },
    { value: 'rottnest-island', name: 'Rottnest Island (YRTI)' },
    { value: 'jandakot', name: 'Jandakot Airport (YPJT)' },
    { value: 'YBAF', name: 'Archerfield Airport (YBAF)' },
  ]);

  it('flags a shorter or longer slug by whole words', () => {
    expect(index.matches('perth', 'Perth').map((m) => m.value)).toEqual(['perth-airport']);
    expect(index.matches('rottnest-island-yrti', 'Rottnest').map((m) => m.value)).toEqual(['rottnest-island']);
    // 'pert' is not a word of 'perth-airport'.
    expect(index.matches('pert', 'Pert')).toEqual([]);
  });

  it('flags one typo, a swap of two letters counting as one', () => {
    expect(index.matches('jandakott', 'J').map((m) => m.value)).toEqual(['jandakot']);
    expect(index.matches('jnadakot', 'J')[0]).toMatchObject({ value: 'jandakot', why: 'one letter apart' });
    expect(index.matches('rotnest-island', 'R').map((m) => m.value)).toEqual(['rottnest-island']);
    expect(index.matches('rotnest-islnd', 'R')).toEqual([]); // two edits: far enough to be another place
    expect(index.matches('ybaf', 'x')).toEqual([]); // the same location, whatever the case: not new
    expect(index.matches('ybag', 'x').map((m) => m.value)).toEqual(['YBAF']);
    expect(index.matches('busselton', 'Busselton')).toEqual([]);
  });

  it('flags a second location of the same name', () => {
    expect(index.matches('perth-intl', 'perth airport (ypph)')[0]).toMatchObject({ value: 'perth-airport', why: "an existing location is already named 'Perth Airport (YPPH)'" });
  });

  it('counts edits exactly, stopping past the limit', () => {
    expect(editDistance('abcd', 'abdc', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('', 'ab', 2)).toBe(2);
  });
});
