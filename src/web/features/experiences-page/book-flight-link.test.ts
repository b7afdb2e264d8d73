import { describe, expect, it } from 'vitest';
import { bookFlightHref } from './book-flight-link';

describe('bookFlightHref: what an experience’s Book Flight opens', () => {
  it('opens the estimate for the destination and flight type in the experience’s region', () => {
    expect(bookFlightHref({ id: 7, destination: 'wave-rock', flightType: 'same-day' }, 'WA')).toBe('/?region=WA&destination=wave-rock&flightType=same-day&experience=7');
  });

  it('a scenic flight departs from the place it shows (its destination slug is the departure’s)', () => {
    expect(bookFlightHref({ id: 3, destination: 'jandakot', flightType: 'scenic' }, 'WA')).toBe('/?region=WA&departure=jandakot&destination=jandakot&flightType=scenic&experience=3');
  });

  it('without a destination: the region’s default route, with the flight type when there is one', () => {
    expect(bookFlightHref({ id: 1, destination: null, flightType: 'scenic' }, 'QLD')).toBe('/?region=QLD&flightType=scenic');
    expect(bookFlightHref({ id: 1, destination: null, flightType: null }, 'QLD')).toBe('/?region=QLD');
    expect(bookFlightHref({ id: 1, destination: null, flightType: null }, undefined)).toBe('/');
  });

  it('names the experience only when it has a route of its own (a region default is not the experience)', () => {
    expect(bookFlightHref({ id: 4, destination: 'jandakot', flightType: null }, 'WA')).toBe('/?region=WA&destination=jandakot');
  });

  it('encodes slugs and codes it does not expect rather than breaking the address', () => {
    const hostile = 'a&b=c#d e/é';
    const href = bookFlightHref({ id: 9, destination: hostile, flightType: 'one-way' }, 'W&A');
    const params = new URL(href, 'http://localhost').searchParams;
    expect(params.get('destination')).toBe(hostile);
    expect(params.get('region')).toBe('W&A');
    expect(params.get('flightType')).toBe('one-way');
    expect([...params.keys()]).toEqual(['region', 'destination', 'flightType', 'experience']);
  });
});
