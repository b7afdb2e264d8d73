import { describe, expect, it } from 'vitest';
import { auditChanges, auditDependants, formatAuditValue } from './changes';
import { auditEntityLabel, auditFieldLabel } from './labels';

describe('audit changes', () => {
  it('lists only the fields that changed, with labels, skipping bookkeeping', () => {
    const before = { id: 5, name: 'Albany', subtitle: 'Great Southern', version: 3, updatedAt: 'x', isActive: true, translations: { zh: { name: '奥尔巴尼' } } };
    const after = { id: 5, name: 'Albany', subtitle: 'Whale coast', version: 4, updatedAt: 'y', isActive: false, translations: { zh: { name: '奥尔巴尼市' } } };
    expect(auditChanges(before, after)).toEqual([
      { field: 'subtitle', label: 'Subtitle', before: 'Great Southern', after: 'Whale coast' },
      { field: 'isActive', label: 'Active', before: true, after: false },
      { field: 'translations.zh.name', label: 'Translations › Chinese › Name', before: '奥尔巴尼', after: '奥尔巴尼市' },
    ]);
  });

  it('labels per-aircraft links with the aircraft name and treats blank and missing alike', () => {
    const changes = auditChanges({ trainingUrls: {}, address: null }, { trainingUrls: { '6-passengers': 'https://t.example/6' }, address: '' });
    expect(changes).toEqual([{ field: 'trainingUrls.6-passengers', label: 'Training links per aircraft › 6 Passengers (6-passengers)', before: null, after: 'https://t.example/6' }]);
  });

  it('a creation lists what was filled in; a non-object payload lists nothing', () => {
    expect(auditChanges(null, { id: 1, name: 'X', subtitle: null }).map((c) => c.label)).toEqual(['Name']);
    expect(auditChanges(null, 'import')).toEqual([]);
  });

  it('reads dependants in the shapes a delete entry may keep them', () => {
    expect(auditDependants({ dependants: ['76 route prices'] })).toEqual(['76 route prices']);
    expect(auditDependants({ dependants: [{ table: 'route_pricing', rows: [{}, {}] }] })).toEqual(['2 × Route price']);
    expect(auditDependants({ dependants: [{ label: 'the default departure of Western Australia' }] })).toEqual(['the default departure of Western Australia']);
    expect(auditDependants({ name: 'x' })).toEqual([]);
  });

  it('formats values and names unknown keys in words', () => {
    expect(formatAuditValue(true)).toBe('Yes');
    expect(formatAuditValue(['same-day', 'scenic'])).toBe('same-day, scenic');
    expect(formatAuditValue(null)).toBe('—');
    expect(auditEntityLabel('route_pricing')).toBe('Route price');
    expect(auditEntityLabel('price_adjustments')).toBe('Season or date price adjustment');
    expect(auditEntityLabel('price_rule')).toBe('Price rule');
    expect(auditFieldLabel('sameDayPrice')).toBe('Same-day price');
    expect(auditFieldLabel('someNewField')).toBe('Some new field');
  });
});
