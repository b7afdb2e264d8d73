import { describe, expect, it } from 'vitest';
import { isSampleAddress } from './sample-content';

describe('isSampleAddress', () => {
  it('knows the hosts reserved for examples', () => {
    expect(isSampleAddress('https://book.skycharter.example/wa/book/rottnest-island')).toBe(true);
    expect(isSampleAddress('https://example.com/b')).toBe(true);
    expect(isSampleAddress('http://calendar.test/x')).toBe(true);
    expect(isSampleAddress('https://shop.invalid')).toBe(true);
  });
  it('leaves real hosts, relative paths and blanks alone', () => {
    expect(isSampleAddress('https://www.rottnestisland.com/')).toBe(false);
    expect(isSampleAddress('https://examples.com/')).toBe(false);
    expect(isSampleAddress('https://book.example.com.au/')).toBe(false);
    expect(isSampleAddress('/frames/booking?x=1')).toBe(false);
    expect(isSampleAddress(null)).toBe(false);
  });
});
