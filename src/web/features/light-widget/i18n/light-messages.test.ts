import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../lib/format-message';
import { createLightText, loadLightMessages } from './light-messages';

const read = (language: string) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/page-light-widget.json`, import.meta.url), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('light widget strings', () => {
  const english = read('en');

  it.each(['zh', 'hi'])('%s translates every English message, with the same placeholders and no English left', (language) => {
    const translated = read(language);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(translated)) {
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english[key]);
    }
  });

  it('fetches only the chosen language, fills in placeholders, and stays in English when the strings fail to load', async () => {
    const fetched: string[] = [];
    // The files as the server would send them (in tests the address is the source path).
    const serveFromDisk = async (url: string) => {
      fetched.push(url);
      return new Response(readFileSync(new URL(`../../../../..${url.split('?')[0]}`, import.meta.url)));
    };
    const zh = createLightText('zh', await loadLightMessages('zh', serveFromDisk));
    expect(fetched).toEqual([expect.stringMatching(/\/zh\/page-light-widget[-\w]*\.json(\?.*)?$/)]);
    expect(zh.t('bookNow')).toBe('立即预订');
    expect(zh.t('retried', { count: 2 })).toBe('已重试 2 次。');
    expect(createLightText('hi', await loadLightMessages('hi', serveFromDisk)).t('from')).toBe('कहाँ से');
    expect(createLightText('en', await loadLightMessages('en', serveFromDisk)).t('retried', { count: 1 })).toBe('Retried 1 time(s).');
    expect(fetched).toHaveLength(2); // English ships with the page
    const failing = async () => new Response('down', { status: 503 });
    expect(createLightText('hi', await loadLightMessages('hi', failing)).t('from')).toBe('From');
    expect(formatMessage('{{a}} and {{ b }} but not {{c}}', { a: 'x', b: 0 })).toBe('x and 0 but not {{c}}');
  });

  it("names regions and places in the visitor's language, in English where staff left no translation", () => {
    const place = { name: 'Rottnest Island (YRTI)', names: { zh: '罗特内斯岛 (YRTI)' } };
    expect(createLightText('zh', read('zh') as never).name(place)).toBe('罗特内斯岛 (YRTI)');
    expect(createLightText('hi', read('hi') as never).name(place)).toBe('Rottnest Island (YRTI)');
    expect(createLightText('en', english as never).name(place)).toBe('Rottnest Island (YRTI)');
  });
});
