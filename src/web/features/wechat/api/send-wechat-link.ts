import type { WechatRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

/** POST /api/send-wechat-payment-link (SPEC §7) with the attempt's Idempotency-Key. */
export function sendWechatLink(body: Record<string, unknown> & Partial<WechatRequestInput>, key: string) {
  return apiRequest<{ message: string; id?: number }>('/api/send-wechat-payment-link', {
    method: 'POST',
    body: { ...body, partner: embedPartner() },
    headers: { 'Idempotency-Key': key },
  }).then((answer) => {
    postToHost('inquiry-submitted', { kind: 'wechat', departure: body.departure ?? null, destination: body.destination ?? null, aircraft: body.aircraftType ?? null });
    return answer;
  });
}
