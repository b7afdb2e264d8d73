import { describe, expect, it } from 'vitest';
import { sectionsFor, sectionsToRemove, sectionsToSave } from './route-sections';

describe('Edit Route dialog sections (docs/product.md §4)', () => {
  const row = { id: 7, aircraftType: '3-passengers', departureLocationId: 1, departureName: 'A', destinationId: 2, destinationName: 'B', flightType: 'one-way', price: 420, iframeHtml: null, isCustomRoute: false, isActive: true, version: 1, updatedAt: '2026-11-23T00:00:00.000Z', updatedBy: null };
  it('fills the sections from the rows that exist', () => {
    const sections = sectionsFor([row]);
    expect(sections.map((s) => s.flightType)).toEqual(['same-day', 'scenic', 'one-way']);
    expect(sections[2]).toMatchObject({ id: 7, price: '420' });
    expect(sections[0]).toMatchObject({ id: undefined, price: '' });
  });
  it('saves a flight type with a price, widget HTML or the custom flag; HTML alone costs 0; custom drops the HTML', () => {
    const sections = sectionsFor([]);
    sections[0]!.price = ' 650 ';
    sections[1]!.iframeHtml = '<div>calendar</div>';
    expect(sectionsToSave(sections).map((s) => [s.section.flightType, s.body])).toEqual([
      ['same-day', { price: '650', iframeHtml: null, isCustomRoute: false }],
      ['scenic', { price: '0', iframeHtml: '<div>calendar</div>', isCustomRoute: false }],
    ]);
    sections[1]!.isCustomRoute = true;
    expect(sectionsToSave(sections)[1]!.body).toEqual({ price: '0', iframeHtml: null, isCustomRoute: true });
  });
  it('removes a flight type whose price was cleared, so the next source takes over, and only one that had a row', () => {
    const sections = sectionsFor([row]);
    expect(sectionsToRemove(sections)).toEqual([]);
    sections[2]!.price = '  ';
    expect(sectionsToRemove(sections).map((s) => [s.flightType, s.id])).toEqual([['one-way', 7]]);
    sections[2]!.isCustomRoute = true;
    expect(sectionsToRemove(sections)).toEqual([]);
  });
});
