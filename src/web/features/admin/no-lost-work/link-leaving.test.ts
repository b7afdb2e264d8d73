import { describe, expect, it } from 'vitest';
import { inAppDestination, isPlainClick } from './link-leaving';

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = new URL('https://charter.example/admin/destinations?q=perth#list');
const link = (href: string, over: { target?: string; download?: boolean } = {}) => ({ href, target: '', download: false, ...over });

describe('a click the unsaved-changes guard asks about', () => {
  it('is a plain left click nobody handled', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is not a click with a modifier, another button, or one already handled', () => {
    for (const over of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...over })).toBe(false);
    }
  });
});

describe('where a link moves the panel', () => {
  it('names an in-app address, relative ones resolved against the page', () => {
    expect(inAppDestination(link('https://charter.example/admin/trash'), here)).toBe('/admin/trash');
    expect(inAppDestination(link('departures?q=x#top'), here)).toBe('/admin/departures?q=x#top');
    expect(inAppDestination(link('/admin/destinations', { target: '_self' }), here)).toBe('/admin/destinations');
  });

  it('leaves alone another site, another window, a download and the address already shown', () => {
    expect(inAppDestination(link('https://elsewhere.example/admin'), here)).toBeUndefined();
    expect(inAppDestination(link('/admin/trash', { target: '_blank' }), here)).toBeUndefined();
    expect(inAppDestination(link('/admin/export.csv', { download: true }), here)).toBeUndefined();
    expect(inAppDestination(link('/admin/destinations?q=perth#list'), here)).toBeUndefined();
  });
});
