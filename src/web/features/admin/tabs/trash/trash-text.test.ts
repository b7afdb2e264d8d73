import { describe, expect, it } from 'vitest';
import { pageLabel, regionText, whatWentWith } from './trash-text';

describe('trash texts', () => {
  it('says which rows a page shows', () => {
    expect(pageLabel(0, 50, 212)).toBe('Showing 1–50 of 212');
    expect(pageLabel(200, 12, 212)).toBe('Showing 201–212 of 212');
  });
  it('lists what went with an item in words, or nothing', () => {
    expect(whatWentWith([{ kind: 'route-prices', count: 76, label: '76 route prices' }, { kind: 'images', count: 1, label: '1 image' }])).toBe('76 route prices, 1 image');
    expect(whatWentWith([])).toBe('');
    expect(whatWentWith(null)).toBe('');
  });
  it('names the region of an entry, a region gone since, or none', () => {
    expect(regionText({ regionId: 1, regionName: 'Western Australia' })).toBe('Western Australia');
    expect(regionText({ regionId: 9, regionName: null })).toBe('a region deleted since');
    expect(regionText({ regionId: null, regionName: null })).toBeUndefined();
  });
});
