import { z } from 'zod';

/*
 * A visitor's own link to a request they sent (decision 0056): /requests/<token> shows it and offers to
 * cancel it; GET /api/requests/{token}, POST /api/requests/{token}/cancel and
 * GET /api/requests/{token}/calendar.ics are its calls.
 */

/** The visitor page's path, before the token. */
export const REQUEST_PAGE_PREFIX = '/requests/';

/** A link token: 32 random bytes in base64url (43 characters, 256 bits). */
export const REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path parameter: anything up to 200 characters, so that a malformed token is a plain 404 like an unknown one. */
export const requestTokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Where the request is, in the visitor's words: new (nobody has started on it), handling (the team is on
 * it) or closed (done, or cancelled: `cancelledAt` says which).
 */
export const VISITOR_REQUEST_STATUSES = ['new', 'handling', 'closed'] as const;
export type VisitorRequestStatus = (typeof VISITOR_REQUEST_STATUSES)[number];

/** Staff statuses as the visitor reads them; a status staff add later reads as being handled. */
export function visitorStatusOf(staffStatus: string, cancelledAt: Date | string | null): VisitorRequestStatus {
  if (cancelledAt || staffStatus === 'closed') return 'closed';
  return staffStatus === 'new' ? 'new' : 'handling';
}

/** GET /api/requests/{token} and the answer of its cancel: the request as the visitor sent it, and where it is. */
export const visitorRequestSchema = z.object({
  /** CF-000123 */
  reference: z.string(),
  kind: z.enum(['booking', 'wechat']),
  /** Place names as staff keep them (a slug the site sent reads as its place's name). */
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  flightType: z.string().nullable(),
  aircraftType: z.string().nullable(),
  /** YYYY-MM-DD: the day asked for (a WeChat request's departure day); null when none was given. */
  date: z.string().nullable(),
  /** YYYY-MM-DD: a WeChat request's return day. */
  returnDate: z.string().nullable(),
  /** Who flies: the number of passengers, and over and under 12 where the request split them. */
  party: z.object({ passengers: z.number(), adults: z.number().nullable(), children: z.number().nullable() }),
  status: z.enum(VISITOR_REQUEST_STATUSES),
  /** ISO 8601: when the visitor cancelled it; null while they have not. */
  cancelledAt: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  language: z.string(),
  /** The request's day as a calendar file; null when the request has no day. */
  calendarUrl: z.string().nullable(),
});
export type VisitorRequest = z.infer<typeof visitorRequestSchema>;

/** The words of the 404 for a link that opens no request (unknown, malformed, or its request deleted). */
export const UNKNOWN_REQUEST_LINK = 'This link does not open any request: check that it was copied in full from your confirmation e-mail.';
/** The 409 when staff closed the request before the visitor cancelled it. */
export const REQUEST_ALREADY_CLOSED = 'This request is already closed, so there is nothing to cancel.';
/** The 404 of the calendar file for a request without a day. */
export const REQUEST_HAS_NO_DAY = 'This request has no day yet, so there is nothing to add to a calendar.';
