import type { BookingRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/booking-request (SPEC §7) with the attempt's Idempotency-Key. */
export function submitInquiry(body: BookingRequestInput, key: string) {
  return apiRequest<{ message: string; id?: number }>('/api/booking-request', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}
