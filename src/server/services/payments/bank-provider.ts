import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { WebhookRefused } from './provider';

/**
 * Bank transfer, when no card provider is configured: there is no checkout page (the pay answer shows the
 * operator's bank details from the terms of sale) and no webhook; staff mark each transfer received. A refund
 * is recorded as made: staff send the money back by transfer themselves.
 */
export const bankTransferProvider: PaymentProvider = {
  kind: 'bank',
  createCheckout() {
    return Promise.reject(new Error('Bank transfer has no checkout page'));
  },
  readCheckout() {
    return Promise.reject(new Error('Bank transfer has no checkout page'));
  },
  paymentMethodOf() {
    return Promise.resolve(null);
  },
  refund() {
    return Promise.resolve({ id: `bank-refund-${randomUUID()}`, status: 'succeeded' });
  },
  verifyWebhook() {
    throw new WebhookRefused('Bank transfer takes no webhooks');
  },
};
