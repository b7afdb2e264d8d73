import { describe, expect, it } from 'vitest';
import { addOnGroups, estimateText, routeText } from './inquiry-facts';

const names = (over: Partial<Parameters<typeof routeText>[0]> = {}) => ({
  region: null,
  departure: 'Jandakot Airport',
  destination: 'Rottnest Island',
  addOns: { experiences: [], pilotTraining: [], connectingServices: [] },
  ...over,
});

describe('inquiry facts', () => {
  it('shows estimates in A$ with separators, texts as sent', () => {
    expect(estimateText('5000')).toBe('A$5,000.00');
    expect(estimateText('1450.5')).toBe('A$1,450.50');
    expect(estimateText('A$1,450')).toBe('A$1,450.00');
    expect(estimateText('NOT AVAILABLE')).toBe('NOT AVAILABLE');
    expect(estimateText(null)).toBeUndefined();
  });

  it('names the route once when the flight comes back to where it started', () => {
    expect(routeText(names())).toBe('Jandakot Airport → Rottnest Island');
    expect(routeText(names({ destination: 'Jandakot Airport' }))).toBe('Jandakot Airport');
    expect(routeText(names({ departure: null, destination: null }))).toBeUndefined();
  });

  it('groups add-ons by kind and leaves empty groups out', () => {
    expect(addOnGroups(names({ addOns: { experiences: ['Wave Rock Day Trip'], pilotTraining: [], connectingServices: ['Ferry'] } }))).toEqual([
      { label: 'Experiences', items: ['Wave Rock Day Trip'] },
      { label: 'Connecting services', items: ['Ferry'] },
    ]);
  });
});
