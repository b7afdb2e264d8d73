import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { AIRCRAFT_NAMES, partyRefusal, visitorLanguage } from './party-refusal';

const locale = (language: 'zh' | 'hi') =>
  (JSON.parse(readFileSync(new URL(`../../../web/locales/${language}/booking.json`, import.meta.url), 'utf8')) as { aircraft: { types: Record<string, { label: string; description: string }> } }).aircraft.types;

describe('party refusal', () => {
  it('names each aircraft as the booking page does in Chinese and Hindi', () => {
    for (const language of ['zh', 'hi'] as const) {
      const types = locale(language);
      for (const type of AIRCRAFT_TYPES) expect(AIRCRAFT_NAMES[language][type], `${language} ${type}`).toEqual([types[type]!.label, types[type]!.description]);
    }
  });

  it('says nothing for a party that fits or an aircraft that is not ours', () => {
    expect(partyRefusal('3-passengers', { adults: 3, children: 0 }, 'en')).toBeNull();
    expect(partyRefusal('jumbo', { adults: 40, children: 0 }, 'en')).toBeNull();
    expect(partyRefusal(undefined, { adults: 40, children: 0 }, 'en')).toBeNull();
    expect(partyRefusal('cessna-210', { adults: 6, children: 0 }, 'en')).toBe('The 5 Passengers (Single Prop) aircraft (Cessna 210) cannot take this party: Seats 5; your party is 6');
  });

  it("reads the visitor's language from the body, else Accept-Language, else English", () => {
    expect(visitorLanguage('hi', 'zh-CN')).toBe('hi');
    expect(visitorLanguage(undefined, 'fr-FR,zh-TW;q=0.8')).toBe('zh');
    expect(visitorLanguage('xx', undefined)).toBe('en');
  });
});
