import type { BookingDetail, BookingList, MarkPaymentReceived, RefundRequest } from '../../../../domain/api/admin/bookings';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** GET /api/admin/bookings: the pipeline, filtered by status when given. */
export const listFlightBookings = (status: string | undefined) => adminRequest<BookingList>(`/api/admin/bookings${query({ status })}`);

/** GET /api/admin/bookings/{id}: manifest, payments, refunds and events. */
export const getFlightBooking = (id: number) => adminRequest<BookingDetail>(`/api/admin/bookings/${id}`);

/** POST /api/admin/bookings/{id}/payments: a bank transfer seen on the statement; the key makes a double click one payment. */
export const markPaymentReceived = (id: number, body: MarkPaymentReceived, idempotencyKey: string) =>
  adminRequest<BookingDetail>(`/api/admin/bookings/${id}/payments`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

/** POST /api/admin/bookings/{id}/refunds: money back through the provider it came by. */
export const refundFlightBooking = (id: number, body: RefundRequest, idempotencyKey: string) =>
  adminRequest<BookingDetail>(`/api/admin/bookings/${id}/refunds`, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

/** POST /api/admin/bookings/{id}/confirm-cancellation: the refund the visitor's cancellation recorded, sent back. */
export const confirmFlightCancellation = (id: number) => adminRequest<BookingDetail>(`/api/admin/bookings/${id}/confirm-cancellation`, { method: 'POST', body: {} });

/** POST /api/admin/bookings/{id}/weather-cancel: the visitor is e-mailed to choose a new date or a full refund. */
export const weatherCancelFlight = (id: number) => adminRequest<BookingDetail>(`/api/admin/bookings/${id}/weather-cancel`, { method: 'POST', body: {} });
