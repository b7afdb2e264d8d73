import type { AdminContentType } from '../../../../domain/api/admin';
import { resourceSpec } from '../tabs/content/content-tabs';

/** The content tabs, each the list of one content type. */
const CONTENT_TABS = {
  destinations: 'destinations',
  departures: 'departure-locations',
  training: 'pilot-training',
  experiences: 'experiences',
  badges: 'accreditation-badges',
  services: 'connecting-services',
  heroImages: 'hero-images',
  aircraftImages: 'aircraft-experience-images',
  regions: 'regions',
} as const satisfies Record<string, AdminContentType>;
type ContentTabKey = keyof typeof CONTENT_TABS;
// Every content type has its tab (tsc names a type left out).
type NoneLeft<T extends never> = T;
export type EveryTypeHasATab = NoneLeft<Exclude<AdminContentType, (typeof CONTENT_TABS)[ContentTabKey]>>;

/** The tabs beyond the content lists, with their labels. */
const OTHER_TABS = { routes: 'Route Pricing', inquiries: 'Inquiries', bookings: 'Book Now clicks', settings: 'Settings', pricingRules: 'Pricing Rules', audit: 'Audit Log', trash: 'Trash', staff: 'Staff', account: 'Account' } as const;
export type TabKey = ContentTabKey | keyof typeof OTHER_TABS;

/**
 * docs/product.md §2.7 tab order, then the panel's own tabs (each shown only to a role that may use it:
 * access/tab-access.ts).
 */
export const TAB_ORDER: TabKey[] = ['destinations', 'departures', 'training', 'experiences', 'badges', 'routes', 'services', 'heroImages', 'aircraftImages', 'regions', 'inquiries', 'bookings', 'settings', 'pricingRules', 'audit', 'trash', 'staff'];
/** Views with an address but no place in the tab list (the header's Account menu opens /admin/account). */
const MENU_VIEWS: TabKey[] = ['account'];

/** Each tab's address under /admin (docs/product.md §2.7 names the tabs this way; route pricing reads as what it holds). */
const SLUGS: Record<TabKey, string> = {
  destinations: 'destinations',
  departures: 'departures',
  training: 'training',
  experiences: 'experiences',
  badges: 'accreditation-badges',
  routes: 'route-pricing',
  services: 'services',
  heroImages: 'hero-images',
  aircraftImages: 'aircraft-images',
  regions: 'regions',
  inquiries: 'inquiries',
  bookings: 'bookings',
  settings: 'settings',
  pricingRules: 'pricing-rules',
  audit: 'audit-log',
  trash: 'trash',
  staff: 'staff',
  account: 'account',
};

export const tabSlug = (key: TabKey) => SLUGS[key];
export const tabOfSlug = (slug: string | undefined): TabKey | undefined => [...TAB_ORDER, ...MENU_VIEWS].find((key) => SLUGS[key] === slug);
export const isContentTab = (key: TabKey): key is ContentTabKey => key in CONTENT_TABS;
export const tabLabel = (key: TabKey) => (isContentTab(key) ? resourceSpec(CONTENT_TABS[key]).tab : OTHER_TABS[key]);
/** The content type a content tab lists. */
export const contentTypeOf = (key: ContentTabKey): AdminContentType => CONTENT_TABS[key];
