import type { WechatRequestInput } from '../../../../domain/api/inquiries';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/send-wechat-payment-link (SPEC §7) with the attempt's Idempotency-Key. */
export function sendWechatLink(body: Record<string, unknown> & Partial<WechatRequestInput>, key: string) {
  return apiRequest<{ message: string; id?: number }>('/api/send-wechat-payment-link', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}
