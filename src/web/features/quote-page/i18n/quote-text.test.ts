import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createQuoteText, loadQuoteMessages } from './quote-text';

/** The files as the server would send them (in tests the address is the source path). */
function diskServer() {
  const fetched: string[] = [];
  const serve = async (url: string) => {
    fetched.push(url);
    return new Response(readFileSync(new URL(`../../../../..${url.split('?')[0]}`, import.meta.url)));
  };
  return { fetched, serve };
}

describe('the quote page’s words', () => {
  it('fetches only the chosen language (the page’s strings and the chrome), and ships English with the page', async () => {
    const { fetched, serve } = diskServer();
    const zh = createQuoteText('zh', await loadQuoteMessages('zh', serve));
    expect(fetched.sort()).toEqual([expect.stringMatching(/\/zh\/chrome[-\w]*\.json/), expect.stringMatching(/\/zh\/page-quote[-\w]*\.json/)]);
    expect(zh.t('heading')).toBe('您的报价');
    expect(zh.chrome('languageNames.hi')).toBe('हिन्दी');
    await loadQuoteMessages('en', serve);
    expect(fetched).toHaveLength(2);
  });

  it('reads nested keys, fills placeholders and picks plural forms by the language’s rules', async () => {
    const en = createQuoteText('en', await loadQuoteMessages('en'));
    expect(en.t('status.sent')).toBe('Ready to accept');
    expect(en.t('title', { reference: 'Q-7' })).toBe('Your quote Q-7 – Charter Flights');
    expect(en.t('cancel.hours', { count: 1 })).toBe('1 hour');
    expect(en.t('cancel.hours', { count: 30 })).toBe('30 hours');
    // A key with no plural forms is used as it is, its count filled in.
    expect(en.t('timeLeftDays', { count: 3, date: 'Friday' })).toBe('3 days (until Friday)');
    const { serve } = diskServer();
    const zh = createQuoteText('zh', await loadQuoteMessages('zh', serve));
    expect(zh.t('cancel.hours', { count: 1 })).toMatch(/^1\s?小时$/);
  });

  it('fills a word a translation lacks with English, and shows English when the strings cannot load', async () => {
    const partial = createQuoteText('hi', { quote: { heading: 'आपका कोटेशन' }, chrome: {} });
    expect(partial.t('heading')).toBe('आपका कोटेशन');
    expect(partial.t('status.expired')).toBe('Expired');
    expect(partial.chrome('productName')).toBe('Charter Flights');
    // An unknown key shows itself rather than nothing.
    expect(partial.t('no.such.key')).toBe('no.such.key');
    const failing = async () => new Response('down', { status: 503 });
    expect(createQuoteText('hi', await loadQuoteMessages('hi', failing)).t('heading')).toBe('Your quote');
  });
});
