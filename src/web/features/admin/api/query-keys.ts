/**
 * Every TanStack Query key of the admin panel, in one place. All start with 'admin' (signing out drops them
 * all but `me`), and the second part is the resource's API segment, so one `byType(type)` invalidates every
 * list and page of that resource after a write, whichever tab or form read it.
 */
export interface ListScope {
  regionId?: number | undefined;
  appContext?: 'main' | 'twin' | undefined;
}

export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  /** Everything read from one resource (lists, pages, options): the key to invalidate after a write. */
  byType: (type: string) => ['admin', type] as const,
  /** One list of a resource in a region/app context; `params` are search, filters, sort and page when used. */
  list: (type: string, scope: ListScope = {}, params: object = {}) => ['admin', type, 'list', scope, params] as const,
  /** One row opened by its address (under its type, so a write to the type refreshes it). */
  item: (type: string, id: string, regionId: number | undefined) => ['admin', type, 'item', id, regionId] as const,
  /** The per-hour rules of one app context, or all of them (to invalidate). */
  pricingRules: (appContext?: 'main' | 'twin') => (appContext === undefined ? (['admin', 'pricing-rules'] as const) : (['admin', 'pricing-rules', appContext] as const)),
  /** The adjustments by date of one region, or of all (to invalidate). */
  homeAirfields: (regionId?: number) => (regionId === undefined ? (['admin', 'home-airfields'] as const) : (['admin', 'home-airfields', regionId] as const)),
  priceAdjustments: (regionId?: number) => (regionId === undefined ? (['admin', 'price-adjustments'] as const) : (['admin', 'price-adjustments', regionId] as const)),
  /** The route prices into one destination (they win over its destination prices). */
  routeOverrides: (destinationId: number) => ['admin', 'route-pricing', 'overrides', destinationId] as const,
  settings: (regionId?: number) => (regionId === undefined ? (['admin', 'settings'] as const) : (['admin', 'settings', regionId] as const)),
  destinationPricing: (regionId?: number) => (regionId === undefined ? (['admin', 'destination-pricing'] as const) : (['admin', 'destination-pricing', regionId] as const)),
  routePricing: (regionId?: number) => (regionId === undefined ? (['admin', 'route-pricing'] as const) : (['admin', 'route-pricing', regionId] as const)),
  /** The route prices of one route pair and aircraft (the Edit Route dialog); under route-pricing, so every route write refreshes it. */
  routePricingOf: (scope: object) => ['admin', 'route-pricing', 'of', scope] as const,
  /** A page of the price grid; under route-pricing, so every route write refreshes it. */
  priceGrid: (params: object) => ['admin', 'route-pricing', 'grid', params] as const,
  quotes: (params: object = {}) => ['admin', 'quotes', params] as const,
  inquiries: (kind?: string, params: object = {}) => (kind === undefined ? (['admin', 'inquiries'] as const) : (['admin', 'inquiries', kind, params] as const)),
  /** The bookings pipeline (one list per status filter) and each booking; all under one key to refresh after a payment or refund. */
  flightBookings: (params?: object) => (params === undefined ? (['admin', 'bookings'] as const) : (['admin', 'bookings', params] as const)),
  /** With filters: one list per filter set; without: every audit-log query (to invalidate). */
  auditLog: (filters?: object) => (filters === undefined ? (['admin', 'audit-log'] as const) : (['admin', 'audit-log', filters] as const)),
  /** One item's History (under its type, so every write to the type refreshes it). */
  history: (type: string, id: number) => ['admin', type, 'history', id] as const,
  /** What deleting one row would take with it (under its type, so a write to the type refreshes it). */
  deleteImpact: (type: string, id: number) => ['admin', type, 'delete-impact', id] as const,
  /** The Trash, or one page of it. */
  trash: (params?: object) => (params === undefined ? (['admin', 'trash'] as const) : (['admin', 'trash', params] as const)),
  /** Why rows of a list are not on the public site (under the type, so a write to it refreshes this). */
  notLive: (type: string, regionId?: number) => ['admin', type, 'not-live', regionId] as const,
  bookingClicks: (regionId: number | undefined, days: number) => ['admin', 'analytics', regionId, days] as const,
  /** The home page's new inquiries (under inquiries, so a status change refreshes it) and its week's funnel. */
  homeNewInquiries: (today: string) => ['admin', 'inquiries', 'home', today] as const,
  homeFunnel: (timeZone: string) => ['admin', 'analytics', 'home', timeZone] as const,
  /** The home page's week of quotes and payments (under inquiries, so a quote or payment change refreshes it). */
  homeSales: (timeZone: string) => ['admin', 'inquiries', 'home-sales', timeZone] as const,
  /** Every time zone's home sales (they carry the paused-webhooks warning). */
  homeSalesAll: () => ['admin', 'inquiries', 'home-sales'] as const,
  /** The Staff view's people (GET /api/admin/users). */
  staff: () => ['admin', 'users'] as const,
  accessTokens: () => ['admin', 'access-tokens'] as const,
  /** Outbound webhook endpoints, and one endpoint's delivery log under them. */
  webhooks: () => ['admin', 'webhooks'] as const,
  webhookDeliveries: (id: number) => ['admin', 'webhooks', id, 'deliveries'] as const,
  /** The owner's security settings (require two-factor for everyone). */
  security: () => ['admin', 'security'] as const,
  /** The signed-in person's own sessions (My sessions). */
  mySessions: () => ['admin', 'my-sessions'] as const,
  myCalendarFeed: () => ['admin', 'calendar-feed'] as const,
  /** Whose account a set-password link is for (public page; kept apart from the signed-in lists). */
  resetLink: (token: string) => ['admin', 'reset-link', token] as const,
};
