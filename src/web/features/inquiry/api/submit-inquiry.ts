import type { BookingRequestInput, InquiryReceipt } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/** POST /api/booking-request (docs/product.md §7) with the attempt's Idempotency-Key; answers with the reference. */
export function submitInquiry(body: BookingRequestInput, key: string): Promise<InquiryReceipt> {
  return apiRequest<InquiryReceipt>('/api/booking-request', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', {
      kind: body.isCustomRoute ? 'custom-route' : 'inquiry',
      departure: body.departure ?? null,
      destination: body.destination ?? null,
      aircraft: body.aircraftType ?? null,
    });
    return answer;
  });
}
