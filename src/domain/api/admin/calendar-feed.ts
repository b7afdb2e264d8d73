import { z } from 'zod';

/**
 * A staff member's own calendar feed of the bookings (docs/product.md §11.3, decision 0067). Only the SHA-256
 * of its token is kept, so its URL is answered once, by the reset that makes it; the read says whether there
 * is one and since when.
 */
export const calendarFeedStateSchema = z.object({
  /** Whether this person has a feed URL that works now. */
  active: z.boolean(),
  /** When the working URL was made (ISO 8601), or null when there is none. */
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** POST /api/admin/calendar-feed/reset: the new URL, shown this once; the old one no longer answers. */
export const calendarFeedMadeSchema = z.object({
  url: z.url(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedMade = z.infer<typeof calendarFeedMadeSchema>;

/** GET /api/calendar/{token}/bookings.ics answers these in plain words, to whoever pasted the URL. */
export const UNKNOWN_CALENDAR_FEED = 'There is no calendar feed at this address: it was reset or copied wrong. Get the current URL in the admin panel, under Account.';
export const CALENDAR_FEED_GONE = 'This calendar feed is turned off: its staff member is deactivated or can no longer see bookings.';
