import { inquiryLegSchema } from '../trip';
import { z } from 'zod';
import { rowVersionFields } from './content-items';
import { INQUIRY_STATUS_VALUES } from './inquiry-updates';

const addOnList = z.array(z.string()).optional();
const inquiryStatus = z.enum(INQUIRY_STATUS_VALUES).or(z.string());
/** Who follows the inquiry up (a staff id) and by which day (YYYY-MM-DD): docs/product.md §2.7 (Inquiries). */
const workQueueFields = { assignedTo: z.number().nullable(), followUpOn: z.string().nullable() };
/** When the visitor cancelled the request from their own link (ISO 8601); null while they have not. */
const visitorCancelled = { cancelledAt: z.string().nullable() };

/** One booking request as staff see it: every column but the idempotency bookkeeping. */
export const adminBookingRequestSchema = z.object({
  id: z.number(),
  /** CF-000123: the visitor's reference (one numbering for both kinds of inquiry). */
  reference: z.string(),
  aircraftType: z.string().nullable(),
  flightType: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  /** The whole party: adults (12 or over) + children. */
  passengers: z.number(),
  /** Under 12. */
  children: z.number(),
  /** kg, when the visitor gave it */
  passengerWeightKg: z.number().nullable(),
  /** kg, when the visitor gave it */
  baggageKg: z.number().nullable(),
  /** YYYY-MM-DD */
  date: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string(),
  specialRequests: z.string().nullable(),
  addOns: z.object({ experiences: addOnList, pilotTraining: addOnList, connectingServices: addOnList }),
  /** The trip's legs when the visitor asked for a trip of several legs (decision 0070); null for one flight. */
  legs: z.array(inquiryLegSchema).nullable().optional(),
  estimate: z.string().nullable(),
  /** The experience the request was made for (its id, and its title when the request came in); null for a plain flight. */
  experienceId: z.number().nullable(),
  experienceTitle: z.string().nullable(),
  isCustomRoute: z.boolean(),
  /** The visitor asked for a firm quote (the estimate card's action): staff make one from the request. */
  wantsQuote: z.boolean(),
  regionId: z.number().nullable(),
  appContext: z.string(),
  language: z.string(),
  partner: z.string().nullable(),
  status: inquiryStatus,
  /** The latest note of the timeline. */
  notes: z.string().nullable(),
  ...workQueueFields,
  ...visitorCancelled,
  /** ISO 8601 */
  createdAt: z.string(),
  ...rowVersionFields,
});
export type AdminBookingRequest = z.infer<typeof adminBookingRequestSchema>;

/** One WeChat/AliPay payment-link request as staff see it: every column but the idempotency bookkeeping. */
export const adminWechatRequestSchema = z.object({
  id: z.number(),
  /** CF-000123: the visitor's reference (one numbering for both kinds of inquiry). */
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** YYYY-MM-DD */
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  passengersOver12: z.number(),
  passengersUnder12: z.number(),
  /** kg */
  totalPassengerWeight: z.number(),
  /** kg */
  totalBagWeight: z.number(),
  aircraftType: z.string().nullable(),
  flightType: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  estimate: z.string().nullable(),
  flightTime: z.string().nullable(),
  distance: z.string().nullable(),
  regionId: z.number().nullable(),
  language: z.string(),
  partner: z.string().nullable(),
  status: inquiryStatus,
  /** The latest note of the timeline. */
  notes: z.string().nullable(),
  ...workQueueFields,
  ...visitorCancelled,
  /** ISO 8601 */
  createdAt: z.string(),
  ...rowVersionFields,
});
export type AdminWechatRequest = z.infer<typeof adminWechatRequestSchema>;

/**
 * What an inquiry's ids and slugs name: visitors' widgets send a place's slug ('jandakot') or its name,
 * and add-ons as ids or titles. Each is the name as staff know it, or the text as it was sent.
 */
export const inquiryNamesSchema = z.object({
  region: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  addOns: z.object({ experiences: z.array(z.string()), pilotTraining: z.array(z.string()), connectingServices: z.array(z.string()) }),
});
export type InquiryNames = z.infer<typeof inquiryNamesSchema>;

/** GET /api/admin/booking-requests/:id and /api/admin/wechat-requests/:id: one inquiry and its names. */
export const bookingRequestDetailSchema = adminBookingRequestSchema.extend({ names: inquiryNamesSchema });
export const wechatRequestDetailSchema = adminWechatRequestSchema.extend({ names: inquiryNamesSchema });
export type BookingRequestDetail = z.infer<typeof bookingRequestDetailSchema>;
export type WechatRequestDetail = z.infer<typeof wechatRequestDetailSchema>;
