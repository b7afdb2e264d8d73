import type { BookingRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/** POST /api/booking-request (SPEC §7) with the attempt's Idempotency-Key. */
export function submitInquiry(body: BookingRequestInput, key: string) {
  return apiRequest<{ message: string; id?: number }>('/api/booking-request', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: 'inquiry', departure: body.departure ?? null, destination: body.destination ?? null, aircraft: body.aircraftType ?? null });
    return answer;
  });
}
