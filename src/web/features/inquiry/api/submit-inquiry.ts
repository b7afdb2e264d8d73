import type { BookingRequestInput, InquiryReceipt } from '../../../../domain/api/inquiries';
import type { RouteDetail } from '../../../../domain/embed-messages';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/**
 * POST /api/booking-request (docs/product.md §7) with the attempt's Idempotency-Key; answers with the reference,
 * which an embedding page hears with the route's slugs, names and party (`hostRoute`).
 */
export function submitInquiry(body: BookingRequestInput, key: string, hostRoute: RouteDetail<string | null>): Promise<InquiryReceipt> {
  return apiRequest<InquiryReceipt>('/api/booking-request', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: body.isCustomRoute ? 'custom-route' : 'inquiry', reference: answer.reference, ...hostRoute });
    return answer;
  });
}
