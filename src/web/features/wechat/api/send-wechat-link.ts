import type { InquiryReceipt, WechatRequestInput } from '../../../../domain/api/inquiries';
import type { RouteDetail } from '../../../../domain/embed-messages';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/**
 * POST /api/send-wechat-payment-link (docs/product.md §7) with the attempt's Idempotency-Key; answers with the
 * reference, which an embedding page hears with the route's slugs, names and party (`hostRoute`).
 */
export function sendWechatLink(body: WechatRequestInput, key: string, hostRoute: RouteDetail<string | null>): Promise<InquiryReceipt> {
  return apiRequest<InquiryReceipt>('/api/send-wechat-payment-link', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: 'wechat', reference: answer.reference, ...hostRoute });
    return answer;
  });
}
