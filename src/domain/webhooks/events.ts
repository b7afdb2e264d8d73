/**
 * What an outbound webhook can announce (docs/product.md §12.1, decision 0068). The names are the `type` of
 * each message and never change once an integration listens for them.
 */
export const WEBHOOK_EVENTS = ['inquiry.created', 'quote.sent', 'quote.accepted', 'payment.received', 'booking.cancelled', 'booking.weather_cancelled', 'price.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'inquiry.created': 'A visitor sent a booking or WeChat request',
  'quote.sent': 'A quote was sent (or sent again after an edit)',
  'quote.accepted': 'A visitor accepted a quote: it is now a booking',
  'payment.received': 'A payment was received, by card or recorded by staff',
  'booking.cancelled': 'A booking was cancelled',
  'booking.weather_cancelled': 'A flight was cancelled for weather',
  'price.changed': 'A price, a pricing rule or an adjustment was changed',
};

/** Where a delivery stands: waiting for its turn or being tried, delivered, given up, or not sent (its endpoint was paused). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** Tries of one delivery before it is given up (about a day with the waits of decision 0068). */
export const WEBHOOK_MAX_ATTEMPTS = 12;
/** Deliveries given up in a row after which an endpoint is paused and the owners are e-mailed. */
export const WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES = 5;
