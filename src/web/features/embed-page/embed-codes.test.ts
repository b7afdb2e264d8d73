import { describe, expect, it } from 'vitest';
import { EMBED_TYPES, embedCode, scriptSnippet } from './embed-codes';

describe('embed codes (docs/product.md §2.4, §9 sizes)', () => {
  const origin = 'https://flights.example.com';
  it('gives each type its own code with the documented sizes', () => {
    expect(embedCode('full', origin)).toContain('src="https://flights.example.com/widget" width="100%" height="1400"');
    expect(embedCode('light', origin)).toContain('src="https://flights.example.com/light-widget-embed" width="1000" height="180"');
    expect(embedCode('popup', origin)).toContain("window.open('https://flights.example.com/widget?popup=true', 'charterflight', 'width=800,height=900,");
    expect(embedCode('light-popup', origin)).toContain("window.open('https://flights.example.com/light', 'charterflight', 'width=900,height=750,");
    expect(new Set(EMBED_TYPES.map((type) => embedCode(type, origin))).size).toBe(4);
  });
  it('offers the one-tag script for the same type', () => {
    expect(scriptSnippet('light', origin)).toBe('<script src="https://flights.example.com/embed.js" data-type="light" data-region="WA" data-partner="your-site" async></script>');
  });
});
