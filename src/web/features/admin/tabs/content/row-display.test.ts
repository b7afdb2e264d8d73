import { describe, expect, it } from 'vitest';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { resourceSpec } from './content-tabs';
import { rowDisplay, rowName } from './row-display';

const stamp = { id: 7, displayOrder: 1, isActive: true, translations: {}, createdAt: '2026-01-01T00:00:00.000Z', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: null };
const row = <K extends AdminContentType>(_type: K, fields: Omit<AdminContentItem<K>, keyof typeof stamp>) => ({ ...stamp, ...fields }) as AdminContentItem<K>;

const destination = row('destinations', {
  name: 'Rottnest Island',
  subtitle: null,
  value: 'rottnest-island',
  regionId: 1,
  appContext: 'main',
  latitude: null,
  landingFee: null,
  parkingFee: null,
  longitude: null,
  flightTypes: ['same-day'],
  bookingUrl: null,
  oneWayBookingUrl: null,
  iframeHtml: null,
  oneWayIframeHtml: null,
});
const hero = (imageUrl: string, altText: string | null) => row('hero-images', { title: 'Coast', imageUrl, altText, regionId: 1, appContext: 'main' });
const badge = (imageUrl: string) => row('accreditation-badges', { title: 'CASA', description: null, imageUrl, regionId: 1, websiteUrl: null });

describe('how a content list shows a row', () => {
  it('names a row by its name or title, as its type says', () => {
    expect(rowName(resourceSpec('destinations'), destination)).toBe('Rottnest Island');
    expect(rowName(resourceSpec('hero-images'), hero('/a.webp', null))).toBe('Coast');
  });

  it('shows the value beside the name, and no picture for a list without images', () => {
    expect(rowDisplay(resourceSpec('destinations'), destination)).toEqual({ name: 'Rottnest Island', value: 'rottnest-island', picture: undefined });
  });

  it("gives a picture its alt text, else the row's name", () => {
    expect(rowDisplay(resourceSpec('hero-images'), hero('/a.webp', 'Cliffs at dawn')).picture).toEqual({ src: '/a.webp', alt: 'Cliffs at dawn' });
    expect(rowDisplay(resourceSpec('hero-images'), hero('/a.webp', null)).picture).toEqual({ src: '/a.webp', alt: 'Coast' });
  });

  it('keeps the picture place of an image list for a row without an image (src empty), and no value when the type shows none', () => {
    expect(rowDisplay(resourceSpec('accreditation-badges'), badge(''))).toEqual({ name: 'CASA', value: undefined, picture: { src: '', alt: 'CASA' } });
  });
});
