import { describe, expect, it } from 'vitest';
import { lightLanguage, readLightSettings } from './light-settings';

const nothingStored = { region: null, language: null };

describe('light widget settings: region, language and partner', () => {
  it('takes region, lang and partner from the address first (embed.js data-region, data-lang, data-partner)', () => {
    expect(readLightSettings('?region=QLD&lang=hi&partner=hotel-x', { region: 'WA', language: 'zh' })).toEqual({
      regionCodes: ['QLD', 'WA'],
      language: 'hi',
      partner: 'hotel-x',
      passOn: [],
    });
  });

  it("passes the partner's theme, accent and the visitor's prefill on as they came, for the full widget to check", () => {
    const search = '?theme=dark&accent=%23e11d48&name=Li%20Wei&email=li%40example.com&adults=2&children=1&weight=150&bags=20&other=x';
    expect(readLightSettings(search, nothingStored).passOn).toEqual([
      ['theme', 'dark'],
      ['accent', '#e11d48'],
      ['name', 'Li Wei'],
      ['email', 'li@example.com'],
      ['adults', '2'],
      ['children', '1'],
      ['weight', '150'],
      ['bags', '20'],
    ]);
    // Blank or oversized values are left behind.
    expect(readLightSettings(`?theme=%20&name=${'n'.repeat(201)}`, nothingStored).passOn).toEqual([]);
  });

  it("falls back to the visitor's stored region and language, then to every region in English", () => {
    expect(readLightSettings('', { region: 'WA', language: 'zh' })).toEqual({ regionCodes: ['WA'], language: 'zh', partner: undefined, passOn: [] });
    expect(readLightSettings('', nothingStored)).toEqual({ regionCodes: [], language: 'en', partner: undefined, passOn: [] });
  });

  it('ignores values it cannot use rather than passing them on', () => {
    const hostile = `?region=${encodeURIComponent('"><script>alert(1)</script>')}&lang=fr&partner=${encodeURIComponent('hotel x<script>')}`;
    expect(readLightSettings(hostile, { region: 'W'.repeat(11), language: 'klingon' })).toEqual({ regionCodes: [], language: 'en', partner: undefined, passOn: [] });
    expect(readLightSettings(`?partner=${'p'.repeat(101)}`, nothingStored).partner).toBeUndefined();
  });

  it('reads language tags the way pages write them', () => {
    expect(lightLanguage('zh-CN')).toBe('zh');
    expect(lightLanguage(' HI_in ')).toBe('hi');
    expect(lightLanguage('en')).toBe('en');
    expect(lightLanguage('de')).toBeUndefined();
    expect(lightLanguage(null)).toBeUndefined();
  });
});
