import type { WechatRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/embed-host';

/** POST /api/send-wechat-payment-link (SPEC §7) with the attempt's Idempotency-Key. */
export function sendWechatLink(body: Record<string, unknown> & Partial<WechatRequestInput>, key: string) {
  return apiRequest<{ message: string; id?: number }>('/api/send-wechat-payment-link', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: 'wechat', departure: body.departure, destination: body.destination });
    return answer;
  });
}
