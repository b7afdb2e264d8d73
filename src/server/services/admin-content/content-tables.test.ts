import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_TYPES } from '../../../domain/api/admin';
import { columnOf } from './content-table';
import { contentResource, fromRow, toColumns } from './content-tables';

describe("each content type's table and rules", () => {
  it.each(ADMIN_CONTENT_TYPES)('%s has a column for every field its list searches and sorts by', (type) => {
    const resource = contentResource(type);
    for (const field of [...resource.searchFields, ...resource.sortFields]) expect(columnOf(resource.table, field), `${type}.${field}`).toBeDefined();
  });

  it('has a region column exactly where the type is scoped by region, and an app context column where it has one', () => {
    for (const type of ADMIN_CONTENT_TYPES) {
      const resource = contentResource(type);
      expect(columnOf(resource.table, 'regionId') !== undefined, type).toBe(resource.region !== 'none');
      expect(columnOf(resource.table, 'appContext') !== undefined, type).toBe(resource.appContext);
    }
  });

  it('names the columns of its unique rules', () => {
    expect(contentResource('regions').unique?.map((rule) => rule.field)).toEqual(['name', 'code']);
    expect(contentResource('destinations').unique?.[0]?.message('perth')).toBe('A destination with the value "perth" already exists');
  });
});

describe('numbers stored as numeric text', () => {
  const experiences = contentResource('experiences');

  it('are written as text and read back as numbers', () => {
    expect(toColumns(experiences, { title: 'Reef', rating: 4.5 })).toEqual({ title: 'Reef', rating: '4.5' });
    const stored = { id: 1, displayOrder: 0, isActive: true, version: 1, updatedAt: new Date(0), updatedBy: null, rating: '4.5' };
    expect(fromRow(experiences, stored)).toEqual({ ...stored, rating: 4.5 });
  });

  it('leave a blank (null) as it is, and other types untouched', () => {
    expect(toColumns(experiences, { rating: null })).toEqual({ rating: null });
    const region = { id: 2, displayOrder: 1, isActive: true, version: 3, updatedAt: new Date(0), updatedBy: 'a@example.com', code: 'WA' };
    expect(fromRow(contentResource('regions'), region)).toEqual(region);
  });
});
