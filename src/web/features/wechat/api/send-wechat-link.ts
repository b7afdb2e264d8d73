import type { InquiryReceipt, WechatRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/**
 * POST /api/send-wechat-payment-link (docs/product.md §7) with the attempt's Idempotency-Key; answers with the
 * reference.
 */
export function sendWechatLink(body: WechatRequestInput, key: string): Promise<InquiryReceipt> {
  return apiRequest<InquiryReceipt>('/api/send-wechat-payment-link', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: 'wechat', departure: body.departure ?? null, destination: body.destination ?? null, aircraft: body.aircraftType ?? null });
    return answer;
  });
}
