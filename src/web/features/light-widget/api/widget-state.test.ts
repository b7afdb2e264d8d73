import { describe, expect, it } from 'vitest';
import type { LightText } from '../i18n/light-messages';
import { loadView, noticeText } from './widget-state';

describe('the light widget’s loading banners (docs/product.md §4)', () => {
  it('shows the first load where the form will be, with no banner above it', () => {
    expect(loadView({ online: true, status: 'loading', failed: false, departures: 0 })).toEqual({ firstLoad: true, banner: undefined });
  });

  it('shows a later load, a failed load and being offline above the form', () => {
    expect(loadView({ online: true, status: 'loading', failed: false, departures: 3 })).toEqual({ firstLoad: false, banner: 'loading' });
    expect(loadView({ online: true, status: 'error', failed: true, departures: 0 })).toEqual({ firstLoad: false, banner: 'error' });
    expect(loadView({ online: false, status: 'loading', failed: false, departures: 0 })).toEqual({ firstLoad: false, banner: 'offline' });
  });

  it('shows nothing once ready, or for an error with nothing to say', () => {
    expect(loadView({ online: true, status: 'ready', failed: false, departures: 3 })).toEqual({ firstLoad: false, banner: undefined });
    expect(loadView({ online: true, status: 'error', failed: false, departures: 3 })).toEqual({ firstLoad: false, banner: undefined });
  });
});

describe('the light widget’s notice of a choice it made', () => {
  const text: Pick<LightText, 't' | 'name'> = {
    t: (key, values) => `${key} ${JSON.stringify(values)}`,
    name: (row) => row.names.zh ?? row.name,
  };
  const departure = { id: 1, regionId: 1, value: 'jandakot', name: 'Jandakot', names: { zh: '詹达科特' } };
  const destination = { id: 2, regionId: 1, value: 'rottnest-island', name: 'Rottnest Island', names: {}, flightTypes: ['same-day' as const] };

  it('names the places in the visitor’s language', () => {
    expect(noticeText({ kind: 'destination-cleared', departure, destination }, text)).toBe('destinationCleared {"destination":"Rottnest Island","departure":"詹达科特"}');
    expect(noticeText({ kind: 'scenic-departure', departure }, text)).toBe('scenicFrom {"departure":"詹达科特"}');
  });

  it('says nothing without a notice', () => {
    expect(noticeText(undefined, text)).toBeUndefined();
  });
});
