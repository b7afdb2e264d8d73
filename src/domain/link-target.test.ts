import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearableUrl, formUrl, urlText } from './api/admin/fields';
import { trainingUrlsSchema } from './api/admin/departure-locations';
import { bookingClickSchema } from './api/inquiries';
import { hasSpaceOrControl, isLinkTarget, isSameSitePath, resolvesToOrigin, spaceOrControlMessage } from './link-target';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Every character a URL field refuses: C0, DEL, C1, Unicode spaces and line breaks, invisible format characters. */
const FORBIDDEN = [
  ...range(0x00, 0x1f),
  '\u007f',
  ...range(0x80, 0x9f),
  ' ',
  '\u00a0',
  '\u1680',
  ...range(0x2000, 0x200a),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\u00ad',
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  '\u2060',
  ...range(0x2066, 0x2069),
  '\ufeff',
];
const forbiddenChar = fc.constantFrom(...FORBIDDEN);

/** Addresses the rule accepts as they are. */
const GOOD_ADDRESSES = [
  'https://book.skycharter.example/calendar?route=rottnest&x=1#top',
  'http://operator.example',
  'HTTPS://OPERATOR.EXAMPLE/Path',
  'https://bücher.example/ü',
  '/objects/uploads/5f0c.webp',
  '/assets/seed/hero-wa-rottnest.webp',
  '/wa/pilot-training/jandakot?aircraft=3-passengers',
];
const goodAbsolute = fc.oneof(
  fc.constantFrom(...GOOD_ADDRESSES.filter((a) => !a.startsWith('/'))),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
);
const goodPath = fc.oneof(
  fc.constantFrom(...GOOD_ADDRESSES.filter((a) => a.startsWith('/'))),
  fc.array(fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/), { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);

/** `value` with `char` put in at a position chosen by the generator (start, middle or end). */
const withInserted = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.nat(), forbiddenChar).map(([value, at, char]) => {
    const i = at % (value.length + 1);
    return value.slice(0, i) + char + value.slice(i);
  });

/** What a browser does to an href before it parses it (URL Standard: strip tabs and newlines, trim C0 and space). */
// eslint-disable-next-line no-control-regex -- matching C0 controls is the point here
const asBrowserReadsIt = (value: string) => value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

describe('the link rule (src/domain/link-target.ts)', () => {
  it('refuses a space or control character inserted anywhere into an address it would otherwise accept', () => {
    fc.assert(
      fc.property(withInserted(fc.oneof(goodAbsolute, goodPath)), (value) => {
        expect(hasSpaceOrControl(value)).toBe(true);
        expect(isLinkTarget(value, true)).toBe(false);
        expect(isLinkTarget(value, false)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts web addresses and site paths that carry no such character, and no site path counts as a web address', () => {
    fc.assert(
      fc.property(goodAbsolute, goodPath, (absolute, sitePath) => {
        expect(isLinkTarget(absolute, false)).toBe(true);
        expect(isLinkTarget(sitePath, true)).toBe(true);
        expect(isLinkTarget(sitePath, false)).toBe(false);
      }),
    );
  });

  it('refuses each known way out of the site and every scheme but http(s)', () => {
    const hostile = [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n/evil.example',
      '\t//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/x/../..//evil.example',
      'https:\\\\evil.example',
      'https:/evil.example',
      'https:evil.example',
      'http:///evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://site.example/1',
      'ftp://files.example/x',
      'evil.example/x',
      '',
      '/x\u0000',
      '\u0000/x',
      '/\u200b/evil.example',
      'https://evil.example/\u202eexe.pdf',
      '/\u3000/evil.example',
      '/\u00a0evil',
    ];
    for (const value of hostile) {
      expect(isLinkTarget(value, true), JSON.stringify(value)).toBe(false);
    }
  });

  it('keeps a percent-encoded tab as an inert path on this site (the browser never decodes it into a tab)', () => {
    expect(isSameSitePath('/%09/evil.example')).toBe(true);
    expect(new URL('/%09/evil.example', 'https://fly.example').href).toBe('https://fly.example/%09/evil.example');
  });

  it('what it accepts is what the browser follows: a string of slashes, dots and controls never passes and leaves the site', () => {
    const alphabet = fc.constantFrom('/', '\\', '.', '\t', '\n', '\r', ' ', '%', '0', '9', ':', '@', '?', '#', 'e', 'v', 'h', 't', 'p', 's');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 16 }).map((chars) => chars.join('')), (value) => {
        if (!isLinkTarget(value, true)) return;
        const followed = new URL(asBrowserReadsIt(value), 'https://fly.example');
        expect(followed.href).toBe(new URL(value, 'https://fly.example').href);
        if (value.startsWith('/')) expect(followed.origin).toBe('https://fly.example');
        else expect(['http:', 'https:']).toContain(followed.protocol);
      }),
      { numRuns: 5000 },
    );
  });

  it('tells an address on a given origin from one elsewhere (the calendar frame sandbox relies on it)', () => {
    expect(resolvesToOrigin('/experiences', 'https://fly.example')).toBe(true);
    expect(resolvesToOrigin('https://fly.example/x', 'https://fly.example')).toBe(true);
    expect(resolvesToOrigin('https://book.example/x', 'https://fly.example')).toBe(false);
    expect(resolvesToOrigin('//book.example/x', 'https://fly.example')).toBe(false);
    expect(resolvesToOrigin('http://fly.example/x', 'https://fly.example')).toBe(false);
  });
});

describe('URL fields of the schemas go through the rule with one plain message', () => {
  it("answers '<Label> must not contain spaces or control characters' for a control character anywhere, even at the ends", () => {
    fc.assert(
      fc.property(withInserted(fc.oneof(goodAbsolute, goodPath)), (value) => {
        for (const schema of [urlText('Booking URL'), clearableUrl('Booking URL'), formUrl('Booking URL')]) {
          const result = schema.safeParse(value);
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((i) => i.message)).toEqual([spaceOrControlMessage('Booking URL')]);
        }
      }),
      { numRuns: 1000 },
    );
    expect(urlText('Image URL').safeParse('/\t/evil.example/x').error?.issues[0]?.message).toBe('Image URL must not contain spaces or control characters');
  });

  it('refuses a way out of the site in plain words and keeps good addresses as typed', () => {
    expect(clearableUrl('Booking URL').safeParse('/\\evil.example').error?.issues[0]?.message).toBe(
      'Booking URL must be a web address (https://…) or a path on this site (/…)',
    );
    expect(clearableUrl('Website URL', { allowRelative: false }).safeParse('/about').error?.issues[0]?.message).toBe(
      'Website URL must be a web address starting with http:// or https://',
    );
    for (const value of GOOD_ADDRESSES) expect(clearableUrl('Booking URL').parse(value)).toBe(value);
  });

  it('still treats blank as "none": empty or only spaces clears, null clears, absent keeps', () => {
    expect(clearableUrl('Booking URL').parse('')).toBeNull();
    expect(clearableUrl('Booking URL').parse('   ')).toBeNull();
    expect(clearableUrl('Booking URL').parse(null)).toBeNull();
    expect(clearableUrl('Booking URL').parse(undefined)).toBeUndefined();
    expect(formUrl('Image URL').parse('  ')).toBe('');
  });

  it('holds the per-aircraft training URLs and the public booking-click link to the same rule', () => {
    const training = trainingUrlsSchema.safeParse({ '3-passengers': 'https://train.example/3', '6-passengers': '/\t/evil.example' });
    expect(training.error?.issues).toMatchObject([{ path: ['6-passengers'], message: 'Training URL for 6 Passengers (6-passengers) must not contain spaces or control characters' }]);
    const click = bookingClickSchema.safeParse({ bookingUrl: 'https://book.example/\r\nx' });
    expect(click.error?.issues[0]?.message).toBe('Booking URL must not contain spaces or control characters');
    expect(bookingClickSchema.safeParse({ bookingUrl: '//evil.example' }).success).toBe(false);
    expect(bookingClickSchema.parse({ bookingUrl: 'https://book.example/x' }).bookingUrl).toBe('https://book.example/x');
    expect(bookingClickSchema.parse({ bookingUrl: '' }).bookingUrl).toBeUndefined();
  });
});
