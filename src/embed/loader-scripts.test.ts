import { describe, expect, it } from 'vitest';
import { isLoaderTag } from './loader-scripts';

const LOADER = 'https://w.example/embed.js';

describe('embed.js: which tags are ours', () => {
  it('mounts only tags that load this very loader, not other vendors’ embed.js', () => {
    const tag = (src: string, hasType = true) => ({ src, hasType });
    expect(isLoaderTag(tag('https://w.example/embed.js'), LOADER)).toBe(true);
    expect(isLoaderTag(tag('https://w.example/embed.js?v=2', false), LOADER)).toBe(true);
    expect(isLoaderTag(tag('https://shortname.disqus.com/embed.js'), LOADER)).toBe(false);
    expect(isLoaderTag(tag('https://w.example/vendor/embed.js'), LOADER)).toBe(false);
    expect(isLoaderTag(tag('http://w.example/embed.js'), LOADER)).toBe(false);
    expect(isLoaderTag(tag('not a url'), LOADER)).toBe(false);
  });

  it('without a known loader address, takes only tags that ask for a widget type', () => {
    expect(isLoaderTag({ src: 'https://w.example/embed.js', hasType: true }, undefined)).toBe(true);
    expect(isLoaderTag({ src: 'https://shortname.disqus.com/embed.js', hasType: false }, undefined)).toBe(false);
  });
});
