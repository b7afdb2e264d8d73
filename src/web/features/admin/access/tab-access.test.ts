import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../../domain/staff/roles';
import { TAB_ORDER } from '../shell/admin-tabs';
import { canOpenTab, landingTab, TAB_PERMISSION, visibleTabs } from './tab-access';

const CONTENT_TABS = ['destinations', 'departures', 'training', 'experiences', 'badges', 'services', 'heroImages', 'aircraftImages', 'regions'] as const;

describe('which tabs each role sees', () => {
  it('names a permission (or none, for Home and Account) for every tab of the panel', () => {
    for (const tab of TAB_ORDER.filter((t) => t !== 'home')) expect(TAB_PERMISSION[tab], tab).toBeDefined();
    expect(TAB_PERMISSION.home).toBeUndefined();
    expect(TAB_PERMISSION.account).toBeUndefined();
  });

  it('shows an owner every tab, Staff included', () => {
    expect(visibleTabs('owner')).toEqual(TAB_ORDER);
    expect(visibleTabs('owner')).toContain('staff');
  });

  it('shows an editor content, pricing, Book Now clicks and the Trash, and no inquiries, settings, audit log or staff', () => {
    expect(visibleTabs('editor')).toEqual(['home', ...CONTENT_TABS, 'routes', 'pricingRules', 'seasons', 'homes', 'bookings', 'trash']);
  });

  it('shows an agent the content read-only and the inquiries, and nothing that writes content (the Trash) or belongs to the owner', () => {
    expect(visibleTabs('agent')).toEqual(['home', ...CONTENT_TABS, 'routes', 'pricingRules', 'seasons', 'homes', 'inquiries', 'quotes', 'flightBookings']);
    for (const tab of ['trash', 'staff', 'settings', 'audit', 'bookings'] as const) expect(canOpenTab('agent', tab), tab).toBe(false);
  });

  it('lets every role open its own Account, which is not in the tab list', () => {
    for (const role of STAFF_ROLES) {
      expect(canOpenTab(role, 'account')).toBe(true);
      expect(visibleTabs(role)).not.toContain('account');
    }
  });

  it('lands a role on the tab asked for when it may open it, else on Home', () => {
    expect(landingTab('agent', 'inquiries')).toBe('inquiries');
    expect(landingTab('agent', 'staff')).toBe('home');
    expect(landingTab('editor', undefined)).toBe('home');
  });
});
