import { can, type Permission, type StaffRole } from '../../../../domain/staff/roles';
import { TAB_ORDER, type TabKey } from '../shell/admin-tabs';

/**
 * The permission each tab needs to be shown. Content and pricing lists only need reading (an agent sees
 * them read-only); the Trash restores and deletes, so it needs writing; Account is everyone's.
 */
export const TAB_PERMISSION: Record<TabKey, Permission | undefined> = {
  // Everyone's: it shows each role the parts its permissions allow (new inquiries, the week's funnel).
  home: undefined,
  destinations: 'content:read',
  departures: 'content:read',
  training: 'content:read',
  experiences: 'content:read',
  badges: 'content:read',
  routes: 'content:read',
  services: 'content:read',
  heroImages: 'content:read',
  aircraftImages: 'content:read',
  regions: 'content:read',
  inquiries: 'inquiries',
  // Firm quotes answer inquiries: agents and owners (decision 0057).
  quotes: 'inquiries',
  bookings: 'insights',
  flightBookings: 'inquiries',
  settings: 'settings',
  pricingRules: 'content:read',
  seasons: 'content:read',
  homes: 'content:read',
  audit: 'audit',
  trash: 'content:write',
  staff: 'staff',
  account: undefined,
};

export const canOpenTab = (role: StaffRole, tab: TabKey): boolean => {
  const permission = TAB_PERMISSION[tab];
  return permission === undefined || can(role, permission);
};

/** The tabs of the tab list a role sees, in the panel's order. */
export const visibleTabs = (role: StaffRole): TabKey[] => TAB_ORDER.filter((tab) => canOpenTab(role, tab));

/** Where a role lands when the address names no tab, or one it cannot open: its first tab. */
export const landingTab = (role: StaffRole, asked: TabKey | undefined): TabKey => (asked !== undefined && canOpenTab(role, asked) ? asked : (visibleTabs(role)[0] ?? 'account'));
