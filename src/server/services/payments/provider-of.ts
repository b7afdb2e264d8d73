import { stripeHostOptions, type Config } from '../../config';
import { bankTransferProvider } from './bank-provider';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set (config requires its webhook secret with it), else bank transfer. */
export function paymentProviderOf(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return bankTransferProvider;
  return stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, host: stripeHostOptions(config.STRIPE_API_URL) });
}
