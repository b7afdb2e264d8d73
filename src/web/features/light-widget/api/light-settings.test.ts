import { describe, expect, it } from 'vitest';
import { lightLanguage, readLightSettings } from './light-settings';

const nothingStored = { region: null, language: null };

describe('light widget settings: region, language and partner', () => {
  it('takes region, lang and partner from the address first (embed.js data-region, data-lang, data-partner)', () => {
    expect(readLightSettings('?region=QLD&lang=hi&partner=hotel-x', { region: 'WA', language: 'zh' })).toEqual({
      regionCodes: ['QLD', 'WA'],
      language: 'hi',
      partner: 'hotel-x',
    });
  });

  it("falls back to the visitor's stored region and language, then to every region in English", () => {
    expect(readLightSettings('', { region: 'WA', language: 'zh' })).toEqual({ regionCodes: ['WA'], language: 'zh', partner: undefined });
    expect(readLightSettings('', nothingStored)).toEqual({ regionCodes: [], language: 'en', partner: undefined });
  });

  it('ignores values it cannot use rather than passing them on', () => {
    const hostile = `?region=${encodeURIComponent('"><script>alert(1)</script>')}&lang=fr&partner=${encodeURIComponent('hotel x<script>')}`;
    expect(readLightSettings(hostile, { region: 'W'.repeat(11), language: 'klingon' })).toEqual({ regionCodes: [], language: 'en', partner: undefined });
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
