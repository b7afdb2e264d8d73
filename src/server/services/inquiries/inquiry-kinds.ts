import { bookingRequests, wechatRequests } from '../../db/schema';

/** The two inboxes, by their path under /api/admin: table, audit entity and the label messages use. */
export const INQUIRY_KINDS = {
  'booking-requests': { table: bookingRequests, entity: 'booking_request', label: 'Booking request' },
  'wechat-requests': { table: wechatRequests, entity: 'wechat_request', label: 'WeChat request' },
} as const;
export type InquiryKind = keyof typeof INQUIRY_KINDS;
