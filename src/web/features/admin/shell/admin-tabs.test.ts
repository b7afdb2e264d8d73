import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, TAB_ORDER, tabOfSlug, tabScoping, tabSlug } from './admin-tabs';

describe('the side navigation', () => {
  it('lists every section once, Home first, grouped by job', () => {
    expect(TAB_ORDER[0]).toBe('home');
    expect(new Set(TAB_ORDER).size).toBe(TAB_ORDER.length);
    expect(NAV_GROUPS.map((g) => g.label)).toEqual([undefined, 'Content', 'Prices', 'Sales', 'Team', 'System']);
    expect(NAV_GROUPS.find((g) => g.label === 'Sales')!.tabs).toEqual(['inquiries', 'quotes', 'flightBookings', 'bookings']);
    expect(tabSlug('flightBookings')).toBe('flight-bookings');
    expect(NAV_GROUPS.find((g) => g.label === 'System')!.tabs).toEqual(['settings', 'audit', 'trash']);
  });

  it('keeps every section address as it was, and gives Home its own', () => {
    expect(tabSlug('routes')).toBe('route-pricing');
    expect(tabOfSlug('aircraft-images')).toBe('aircraftImages');
    expect(tabOfSlug('home')).toBe('home');
    expect(tabOfSlug('account')).toBe('account');
    expect(tabOfSlug('no-such-section')).toBeUndefined();
  });

  it('shows each selector only where the section reads it', () => {
    expect(tabScoping('destinations')).toEqual({ region: true, appContext: true });
    expect(tabScoping('experiences')).toEqual({ region: true, appContext: false });
    expect(tabScoping('regions')).toEqual({ region: false, appContext: false });
    expect(tabScoping('routes')).toEqual({ region: true, appContext: true });
    expect(tabScoping('pricingRules')).toEqual({ region: false, appContext: true });
    expect(tabScoping('settings')).toEqual({ region: true, appContext: false });
    for (const tab of ['home', 'inquiries', 'audit', 'trash', 'staff', 'account'] as const) expect(tabScoping(tab), tab).toEqual({ region: false, appContext: false });
  });
});
