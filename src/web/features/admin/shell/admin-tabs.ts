import { contentType, type AdminContentType } from '../../../../domain/api/admin';
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
const OTHER_TABS = { home: 'Home', routes: 'Route Pricing', inquiries: 'Inquiries', quotes: 'Quotes', flightBookings: 'Bookings', bookings: 'Book Now clicks', settings: 'Settings', pricingRules: 'Pricing Rules', seasons: 'Seasons and dates', homes: 'Home airfields and positioning', audit: 'Audit Log', trash: 'Trash', staff: 'Staff', account: 'Account' } as const;
export type TabKey = ContentTabKey | keyof typeof OTHER_TABS;

/** A group of the side navigation: a job staff come to do, and the sections that do it. */
export interface NavGroup {
  /** Shown above the group's links; none for Home, which stands alone at the top. */
  label: string | undefined;
  tabs: TabKey[];
}

/**
 * The side navigation, grouped by job (docs/product.md §2.7, decision 0048); each section is shown only to a
 * role that may use it (access/tab-access.ts), and a group with none of them is left out.
 */
export const NAV_GROUPS: NavGroup[] = [
  { label: undefined, tabs: ['home'] },
  { label: 'Content', tabs: ['destinations', 'departures', 'training', 'experiences', 'badges', 'services', 'heroImages', 'aircraftImages', 'regions'] },
  { label: 'Prices', tabs: ['routes', 'pricingRules', 'seasons', 'homes'] },
  { label: 'Sales', tabs: ['inquiries', 'quotes', 'flightBookings', 'bookings'] },
  { label: 'Team', tabs: ['staff'] },
  { label: 'System', tabs: ['settings', 'audit', 'trash'] },
];
/** Every section of the navigation, in its order. */
export const TAB_ORDER: TabKey[] = NAV_GROUPS.flatMap((group) => group.tabs);
/** Views with an address but no place in the tab list (the header's Account menu opens /admin/account). */
const MENU_VIEWS: TabKey[] = ['account'];

/** Each tab's address under /admin (docs/product.md §2.7 names the tabs this way; route pricing reads as what it holds). */
const SLUGS: Record<TabKey, string> = {
  home: 'home',
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
  quotes: 'quotes',
  bookings: 'bookings',
  flightBookings: 'flight-bookings',
  settings: 'settings',
  pricingRules: 'pricing-rules',
  seasons: 'seasons-and-dates',
  homes: 'home-airfields',
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

/** Which of the shell's selectors a section reads: the region, the app context, both or neither. */
export interface TabScoping {
  region: boolean;
  appContext: boolean;
}

/** The sections beyond the content lists that read a selector (the others: neither). */
const OTHER_SCOPING: Partial<Record<TabKey, TabScoping>> = {
  routes: { region: true, appContext: true },
  pricingRules: { region: false, appContext: true },
  seasons: { region: true, appContext: false },
  homes: { region: true, appContext: false },
  bookings: { region: true, appContext: false },
  settings: { region: true, appContext: false },
};
const UNSCOPED: TabScoping = { region: false, appContext: false };

/** The selectors a section shows: only those whose choice changes what it lists or saves. */
export function tabScoping(key: TabKey): TabScoping {
  if (!isContentTab(key)) return OTHER_SCOPING[key] ?? UNSCOPED;
  const description = contentType(CONTENT_TABS[key]);
  return { region: description.region !== 'none', appContext: description.appContext };
}
