import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteFrameHtml } from './quote-frame';

const BUILT = '<!doctype html>\n<html lang="en">\n<head><title>Your quote – Charter Flights</title></head>\n<body><div id="root"></div></body></html>';
const words = (heading: string, name: string) => ({ chrome: { productName: name, homeLink: `${name} home` }, booking: {}, 'page-quote': { title: `${heading} {{reference}} – ${name}`, heading, loading: `${heading}…` } });

describe('the quote page’s first frame', () => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'charter-quote-frame-'));
  writeFileSync(path.join(distDir, 'first-frame-words.json'), JSON.stringify({ en: words('Your quote', 'Charter Flights'), zh: { ...words('您的报价', '包机飞行'), chrome: {} }, hi: words('आपका <कोटेशन>', 'चार्टर') }));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('draws the header and the heading in the quote’s language, with its reference in the title', () => {
    const html = quoteFrameHtml(BUILT, distDir, 'zh', { reference: 'Q-2026-0042' });
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>您的报价 Q-2026-0042 – 包机飞行</title>');
    expect(html).toMatch(/<div id="root"><div class="flex min-h-screen flex-col"><header[\s\S]*<h1 class="text-2xl font-bold">您的报价<\/h1>/);
    // A word the translation lacks is English, as in the app.
    expect(html).toContain('Charter Flights</a>');
  });

  it('escapes the words, and names no quote for a link that opens none', () => {
    const html = quoteFrameHtml(BUILT, distDir, 'hi', undefined);
    expect(html).toContain('<h1 class="text-2xl font-bold">आपका &lt;कोटेशन&gt;</h1>');
    expect(html).toContain('<title>आपका &lt;कोटेशन&gt; – चार्टर</title>');
  });

  it('sends the page as built when the build has no words', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'charter-quote-frame-bare-'));
    try {
      expect(quoteFrameHtml(BUILT, bare, 'en', { reference: 'Q-1' })).toBe(BUILT);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
