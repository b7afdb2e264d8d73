import { ADMIN_CONTENT_TYPES, CONTENT_TYPES } from '../../domain/api/admin';
import { HISTORY_SUBJECTS } from '../services/history/history-subjects';

/**
 * What the API reference names each operation (its `operationId`, the name a generated client gives the call)
 * and says it does (its `summary`), keyed by method and route as Fastify registers it. A route that answers
 * without a body, or with something other than JSON, says so here too, since the route's own schema describes
 * JSON only. tests/api/openapi.test.ts checks that every documented route has an entry and every entry a route.
 */
export interface Operation {
  id: string;
  summary: string;
  /** The success the route's schema does not describe: 204 (no body) or a file of this media type. */
  success?: { status: 204 } | { status: 200; mediaType: string; description: string };
}

const NO_CONTENT = { status: 204 } as const;
const file = (mediaType: string, description: string) => ({ status: 200 as const, mediaType, description });
const op = (id: string, summary: string, success?: Operation['success']): Operation => (success ? { id, summary, success } : { id, summary });

const OPERATIONS: Record<string, Operation> = {
  'GET /metrics': op('getMetrics', 'Prometheus metrics', file('text/plain', 'The metrics in the Prometheus text format.')),
  'GET /healthz': op('getHealth', 'Liveness: the process answers'),
  'GET /readyz': op('getReadiness', 'Readiness: the database answers and migrations have run'),
  'PUT /objects/upload/:token': op('putUpload', 'Upload a file to a signed upload address'),
  'GET /objects/uploads/:file': op('getUpload', 'Read an uploaded file', file('application/octet-stream', 'The file as it was uploaded, with its own media type.')),
  'GET /frames/booking': op('getBookingFrame', 'The booking frame a partner embeds, for one route', file('text/html', 'The frame as an HTML page.')),

  'POST /api/auth/login': op('signIn', 'Sign in with e-mail, password and, when enabled, a two-factor code'),
  'POST /api/auth/logout': op('signOut', 'Sign out of this session'),
  'GET /api/auth/me': op('getCurrentUser', 'The signed-in staff member'),
  'POST /api/auth/password': op('changePassword', 'Change the signed-in staff member’s password'),
  'GET /api/auth/reset': op('checkPasswordResetLink', 'Check a set-password link before showing its form'),
  'POST /api/auth/reset': op('setPasswordFromLink', 'Set a password from a set-password link'),
  'GET /api/auth/sessions': op('listSessions', 'The signed-in staff member’s sessions'),
  'DELETE /api/auth/sessions/:id': op('endSession', 'End one of the signed-in staff member’s sessions'),
  'POST /api/auth/sessions/end-others': op('endOtherSessions', 'End every other session of the signed-in staff member'),
  'POST /api/auth/confirm-password': op('confirmPassword', 'Confirm the password before a sensitive change'),
  'POST /api/auth/two-factor/setup': op('startTwoFactorSetup', 'Start two-factor setup: a new secret and its QR code'),
  'POST /api/auth/two-factor/enable': op('enableTwoFactor', 'Turn two-factor sign-in on with a code from the app'),
  'POST /api/auth/two-factor/disable': op('disableTwoFactor', 'Turn two-factor sign-in off'),

  'GET /api/admin/booking-requests': op('listBookingRequests', 'List booking requests (inquiries)'),
  'GET /api/admin/booking-requests/:id': op('getBookingRequest', 'Read one booking request'),
  'PATCH /api/admin/booking-requests/:id': op('updateBookingRequest', 'Change a booking request’s status, assignee or notes'),
  'GET /api/admin/booking-requests/:id/timeline': op('getBookingRequestTimeline', 'A booking request’s timeline: changes, notes and replies'),
  'POST /api/admin/booking-requests/:id/replies': op('replyToBookingRequest', 'E-mail a reply to the visitor of a booking request'),
  'POST /api/admin/booking-requests/:id/replies/:replyId/retry': op('retryBookingRequestReply', 'Send a failed reply to a booking request again'),
  'GET /api/admin/wechat-requests': op('listWechatRequests', 'List WeChat and Alipay payment-link requests'),
  'GET /api/admin/wechat-requests/:id': op('getWechatRequest', 'Read one WeChat or Alipay payment-link request'),
  'PATCH /api/admin/wechat-requests/:id': op('updateWechatRequest', 'Change a payment-link request’s status, assignee or notes'),
  'GET /api/admin/wechat-requests/:id/timeline': op('getWechatRequestTimeline', 'A payment-link request’s timeline: changes, notes and replies'),
  'POST /api/admin/wechat-requests/:id/replies': op('replyToWechatRequest', 'E-mail a reply to the visitor of a payment-link request'),
  'POST /api/admin/wechat-requests/:id/replies/:replyId/retry': op('retryWechatRequestReply', 'Send a failed reply to a payment-link request again'),
  'GET /api/admin/inquiries.csv': op('exportInquiriesCsv', 'Export the inquiries shown as CSV', file('text/csv', 'The inquiries as CSV.')),
  'GET /api/admin/inquiries.xlsx': op(
    'exportInquiriesXlsx',
    'Export the inquiries shown as an Excel workbook',
    file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The inquiries as an Excel workbook.'),
  ),
  'GET /api/admin/inquiry-assignees': op('listInquiryAssignees', 'Staff an inquiry can be assigned to'),

  'GET /api/admin/settings': op('getSettings', 'The site’s settings'),
  'PUT /api/admin/settings': op('updateSettings', 'Change the site’s settings'),
  'GET /api/admin/pricing-rules': op('getPricingRules', 'The per-hour pricing rules and flight-type multipliers'),
  'PUT /api/admin/pricing-rules': op('updatePricingRules', 'Change the per-hour pricing rules and flight-type multipliers'),
  'GET /api/admin/route-overrides/:destinationId': op('getRouteOverrides', 'The route prices that override a destination’s price'),
  'GET /api/admin/audit-log': op('listAuditLog', 'The audit log: who changed what, when and from where'),
  'GET /api/admin/analytics/booking-clicks': op('getBookingClickFigures', 'Booking clicks by day, route and partner'),
  'GET /api/admin/home/new-inquiries': op('getHomeNewInquiries', 'The home page’s new inquiries'),
  'GET /api/admin/home/funnel': op('getHomeFunnel', 'The home page’s estimates-to-requests funnel'),
  'GET /api/admin/home/sales': op('getHomeSales', 'The home page’s quotes and payments this week'),
  'GET /api/admin/users': op('listStaff', 'List staff accounts'),
  'POST /api/admin/users': op('createStaff', 'Create a staff account (a set-password link is e-mailed)'),
  'PATCH /api/admin/users/:id': op('updateStaff', 'Change a staff account’s name, role or status'),
  'POST /api/admin/users/:id/reset-password': op('resetStaffPassword', 'Issue a staff member a new set-password link'),
  'DELETE /api/admin/users/:id/sessions': op('endStaffSessions', 'Sign a staff member out everywhere'),
  'GET /api/admin/access-tokens': op('listAccessTokens', 'Access tokens for integrations (never their secrets)'),
  'POST /api/admin/access-tokens': op('createAccessToken', 'Make an access token: its secret is answered this once'),
  'DELETE /api/admin/access-tokens/:id': op('revokeAccessToken', 'Revoke an access token at once', NO_CONTENT),
  'GET /api/admin/webhooks': op('listWebhookEndpoints', 'Outbound webhook endpoints (never their signing secrets)'),
  'POST /api/admin/webhooks': op('createWebhookEndpoint', 'Register a webhook endpoint: its signing secret is answered this once'),
  'PATCH /api/admin/webhooks/:id': op('updateWebhookEndpoint', 'Change a webhook endpoint’s address or events'),
  'POST /api/admin/webhooks/:id/pause': op('pauseWebhookEndpoint', 'Pause a webhook endpoint: nothing is sent to it'),
  'POST /api/admin/webhooks/:id/resume': op('resumeWebhookEndpoint', 'Resume a paused webhook endpoint'),
  'DELETE /api/admin/webhooks/:id': op('deleteWebhookEndpoint', 'Delete a webhook endpoint and its delivery log', NO_CONTENT),
  'GET /api/admin/webhooks/:id/deliveries': op('listWebhookDeliveries', 'A webhook endpoint’s latest deliveries and each of their tries'),
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend': op('resendWebhookDelivery', 'Send a delivery again, with the same webhook-id'),
  'GET /api/admin/security': op('getSecuritySettings', 'The security settings: two-factor policy and session lengths'),
  'PUT /api/admin/security': op('updateSecuritySettings', 'Change the security settings'),

  'GET /api/admin/bookings': op('listBookings', 'List bookings by status and flight date'),
  'GET /api/admin/bookings/:id': op('getBooking', 'Read one booking: manifest, payments, refunds and history'),
  'POST /api/admin/bookings/:id/payments': op('recordBankPayment', 'Mark a bank transfer received'),
  'POST /api/admin/bookings/:id/refunds': op('refundBooking', 'Refund part or all of what a booking paid'),
  'POST /api/admin/bookings/:id/confirm-cancellation': op('confirmBookingCancellation', 'Confirm a visitor’s cancellation and send the refund'),
  'POST /api/admin/bookings/:id/weather-cancel': op('cancelBookingForWeather', 'Cancel a flight for weather: the visitor chooses a new date or a refund'),
  'GET /api/admin/quotes': op('listQuotes', 'List quotes with their status and total'),
  'POST /api/admin/quotes': op('createQuote', 'Make a quote from a booking request or from full fields'),
  'GET /api/admin/quotes/:id': op('getQuote', 'Read one quote with its versions'),
  'PUT /api/admin/quotes/:id': op('updateQuote', 'Edit a quote (a sent quote gets a new version)'),
  'POST /api/admin/quotes/:id/send': op('sendQuote', 'Send a quote: e-mail the visitor its link'),
  'POST /api/admin/quotes/:id/withdraw': op('withdrawQuote', 'Withdraw a quote'),
  'GET /api/admin/calendar-feed': op('getMyCalendarFeed', 'Whether the signed-in staff member has a bookings calendar feed, and since when'),
  'POST /api/admin/calendar-feed/reset': op('resetMyCalendarFeed', 'Make a new bookings calendar feed URL; the old one stops working'),

  'GET /api/regions/:id': op('getRegion', 'Read one published region'),
  'GET /api/aircraft-experience-images/backgrounds': op('listAircraftBackgrounds', 'The background images of the aircraft cards'),
  'GET /api/route-pricing': op('listRoutePrices', 'Route prices of a region'),
  'POST /api/route-pricing': op('saveRoutePrice', 'Create or change a route price'),
  'PUT /api/route-pricing/:id': op('updateRoutePrice', 'Change a route price'),
  'DELETE /api/route-pricing/:id': op('deleteRoutePrice', 'Delete a route price (to the trash)', NO_CONTENT),
  'GET /api/admin/route-pricing': op('listAdminRoutePrices', 'List route prices (staff view)'),
  'GET /api/admin/route-pricing/:id/delete-impact': op('getRoutePriceDeleteImpact', 'What deleting a route price would affect'),
  'GET /api/admin/route-pricing/export': op(
    'exportRoutePrices',
    'Export a region’s route prices as an Excel workbook',
    file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The route prices as an Excel workbook.'),
  ),
  'GET /api/admin/route-pricing/template': op(
    'getRoutePriceTemplate',
    'An empty route-price workbook to fill in and import',
    file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'An empty route-price workbook.'),
  ),
  'POST /api/import-routes': op('importRoutePrices', 'Import route prices from a workbook'),
  'GET /api/destination-pricing': op('listDestinationPrices', 'Destination prices of a region'),
  'PUT /api/destination-pricing/upsert': op('saveDestinationPrice', 'Create or change a destination price'),
  'GET /api/admin/price-grid': op('getPriceGrid', 'The effective price of every route and aircraft of a region, on a chosen date'),
  'GET /api/admin/price-adjustments': op('listPriceAdjustments', 'A region’s seasons, days of the week and peak dates'),
  'POST /api/admin/price-adjustments': op('createPriceAdjustment', 'Add a season, days of the week or a peak date'),
  'PUT /api/admin/price-adjustments/:id': op('updatePriceAdjustment', 'Change a season, days of the week or a peak date'),
  'DELETE /api/admin/price-adjustments/:id': op('deletePriceAdjustment', 'Remove a season, days of the week or a peak date (to the trash)'),
  'GET /api/admin/home-airfields': op('listHomeAirfields', 'A region’s home airfields and positioning charges, per aircraft'),
  'POST /api/admin/home-airfields': op('createHomeAirfield', 'Set an aircraft’s home airfield and positioning charge in a region'),
  'PUT /api/admin/home-airfields/:id': op('updateHomeAirfield', 'Change an aircraft’s home airfield or positioning charge'),
  'DELETE /api/admin/home-airfields/:id': op('deleteHomeAirfield', 'Remove an aircraft’s home airfield (no positioning charged)'),
  'POST /api/bulk-price-changes/preview': op('previewBulkPriceChange', 'Preview a change of many prices at once'),
  'POST /api/bulk-price-changes': op('applyBulkPriceChange', 'Change many prices at once'),
  'POST /api/bulk-price-changes/:id/undo': op('undoBulkPriceChange', 'Undo a change of many prices'),
  'GET /api/admin/bulk-price-changes': op('listBulkPriceChanges', 'The changes of many prices made so far'),
  'POST /api/calculate-price': op('calculatePrice', 'The price of one aircraft for a flight, on a date (today when none), with its lines'),
  'POST /api/calculate-prices': op('calculatePrices', 'The prices of every aircraft for a flight'),
  'POST /api/calculate-trip': op('calculateTrip', 'The price of a trip of several legs, with positioning and waiting, as one estimate'),
  'GET /api/available-aircraft': op('listAvailableAircraft', 'The aircraft that fly a route'),

  'POST /api/connecting-services/import': op('importConnectingServices', 'Import connecting services from a workbook'),
  'POST /api/pilot-training/import': op('importPilotTraining', 'Import pilot training courses from a workbook'),
  'POST /api/admin/experiences/seed-from-legacy': op('seedExperiencesFromLegacy', 'Create the experiences of the former site'),
  'POST /api/objects/upload': op('requestUpload', 'A signed address to upload an image to'),
  'GET /api/upload/url': op('getUploadUrl', 'A signed address to upload an image to (the former call)'),
  'GET /api/admin/not-live': op('listNotLive', 'Regions and content not yet live'),
  'GET /api/admin/regions/:id/readiness': op('getRegionReadiness', 'What a region still needs before it can go live'),
  'POST /api/admin/regions/:id/publish': op('publishRegion', 'Put a region live'),
  'POST /api/admin/regions/:id/unpublish': op('unpublishRegion', 'Take a region off the site'),
  'GET /api/admin/trash': op('listTrash', 'Deleted items that can still be restored'),
  'POST /api/admin/trash/:id/restore': op('restoreFromTrash', 'Restore a deleted item'),
  'DELETE /api/admin/trash/:id': op('deleteFromTrash', 'Delete an item from the trash for good', NO_CONTENT),

  'POST /api/booking-request': op('createBookingRequest', 'Send a booking request (an inquiry), or ask for a firm quote'),
  'POST /api/send-wechat-payment-link': op('requestWechatPaymentLink', 'Ask for a WeChat Pay or Alipay payment link'),
  'POST /api/booking-clicks': op('recordBookingClick', 'Count a click on Book Now'),
  'GET /api/requests/:token': op('getVisitorRequest', 'A visitor’s request, by its link'),
  'POST /api/requests/:token/cancel': op('cancelVisitorRequest', 'Cancel a visitor’s request, by its link'),
  'GET /api/requests/:token/calendar.ics': op('getVisitorRequestCalendar', 'The request’s day as a calendar file', file('text/calendar', 'One all-day event (RFC 5545).')),
  'GET /api/calendar/:token/bookings.ics': op('getStaffCalendarFeed', 'A staff member’s bookings as a calendar feed, by its secret URL', file('text/calendar', 'One event per booked flight (RFC 5545).')),
  'GET /api/quotes/:token': op('getQuoteByLink', 'A quote’s latest version, by its link'),
  'POST /api/quotes/:token/accept': op('acceptQuote', 'Accept a quote with the typed name and the passenger manifest'),
  'POST /api/quotes/:token/pay': op('payQuote', 'What is due now on a booking, and where to pay it'),
  'GET /api/quotes/:token/cancellation': op('getCancellationPreview', 'What cancelling a booking would refund now'),
  'POST /api/quotes/:token/cancel': op('cancelBooking', 'Cancel a booking from its link'),
  'POST /api/quotes/:token/rebook': op('rebookAfterWeather', 'Move a flight cancelled for weather to another date'),
  'POST /api/quotes/:token/weather-refund': op('refundAfterWeather', 'Take a full refund for a flight cancelled for weather'),
  'POST /api/payments/stripe/webhook': op('receiveStripeEvent', 'Receive a signed Stripe event'),
};

const words = (slug: string) => slug.split(/[-\s]+/);
const pascal = (text: string) =>
  words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('');

/** The calls every content type has (routes/admin-content/content-resources.ts, public/content-lists.ts). */
function contentOperations(): Record<string, Operation> {
  const entries: [string, Operation][] = [];
  for (const type of ADMIN_CONTENT_TYPES) {
    const { label, reorderable } = CONTENT_TYPES[type];
    const one = label.toLowerCase();
    const many = `${one}s`;
    const [Plural, Singular] = [pascal(many), pascal(label)];
    entries.push(
      [`GET /api/${type}`, op(`list${Plural}`, `List published ${many}`)],
      [`GET /api/admin/${type}`, op(`listAdmin${Plural}`, `List ${many} (staff view)`)],
      [`GET /api/admin/${type}/:id`, op(`getAdmin${Singular}`, `Read one ${one} (staff view)`)],
      [`POST /api/admin/${type}/bulk`, op(`bulkChange${Plural}`, `Change, move or delete several ${many} at once`)],
      [`POST /api/${type}`, op(`create${Singular}`, `Create a ${one}`)],
      [`PUT /api/${type}/:id`, op(`update${Singular}`, `Change a ${one}`)],
      [`DELETE /api/${type}/:id`, op(`delete${Singular}`, `Delete a ${one} (to the trash)`, NO_CONTENT)],
      [`GET /api/admin/${type}/:id/delete-impact`, op(`get${Singular}DeleteImpact`, `What deleting a ${one} would affect`)],
    );
    if (reorderable) entries.push([`POST /api/${type}/reorder`, op(`reorder${Plural}`, `Reorder ${many}`)]);
  }
  for (const { type, label } of HISTORY_SUBJECTS) {
    const one = label.toLowerCase();
    entries.push(
      [`GET /api/admin/${type}/:id/history`, op(`get${pascal(label)}History`, `The change history of a ${one}`)],
      [`POST /api/admin/${type}/:id/history/restore`, op(`restore${pascal(label)}Version`, `Restore a ${one} to an earlier version`)],
    );
  }
  return Object.fromEntries(entries);
}

export const API_OPERATIONS: Readonly<Record<string, Operation>> = { ...contentOperations(), ...OPERATIONS };

/** The key of a route in API_OPERATIONS: its method and its Fastify path. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
