import type { PaymentPart } from '../../../domain/bookings/payment-schedule';

/** What the product asks a provider's checkout for: the amount is always the server's (from the payment row). */
export interface CheckoutRequest {
  bookingId: number;
  paymentId: number;
  part: PaymentPart;
  amountCents: number;
  /** The visitor's language: which payment methods are offered (Alipay and WeChat Pay in zh). */
  language: string;
  /** What the checkout page says is being paid ('Deposit, Q-000123: Jandakot → Rottnest Island'). */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/** A checkout as the provider holds it. */
export interface Checkout {
  /** The provider's id for it (a Checkout Session id): payments.provider_ref. */
  id: string;
  /** Where the visitor pays (the provider's page). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountTotal: number | null;
  currency: string | null;
  /** The charge behind it, which a refund names (a PaymentIntent id); null until paid. */
  paymentIntent: string | null;
  /**
   * The payment method used when the session offered one only (card); null when it offered several, for the
   * session does not say which was used: its PaymentIntent does (PaymentProvider.paymentMethodOf).
   */
  method: string | null;
}

/** A verified webhook event, reduced to what the product acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The checkout it is about (checkout.session.* events). */
  checkout?: Checkout & { paymentId: number | null; bookingId: number | null };
  /** The refund it is about (refund.updated, charge.refunded). */
  refunds?: Array<{ id: string; status: string }>;
}

export interface RefundResult {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * A payment provider: Stripe (card, Apple Pay, Google Pay, Alipay, WeChat Pay through Checkout) or bank transfer
 * (no checkout: the operator's details, and staff mark the money received). No card data ever reaches the
 * server: the visitor pays on the provider's page.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'bank';
  /** A new checkout for one payment row; `idempotencyKey` makes a retried create the same checkout. */
  createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<Checkout>;
  readCheckout(id: string): Promise<Checkout>;
  /** The type of the payment method a paid charge used (card, alipay, wechat_pay), read from the provider; null if it does not say. */
  paymentMethodOf(paymentIntent: string): Promise<string | null>;
  /** Money back on a paid checkout's charge. */
  refund(input: { paymentIntent: string | null; amountCents: number; idempotencyKey: string; reason: string }): Promise<RefundResult>;
  /** The event a webhook carries, once its signature is checked; throws WebhookRefused otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A webhook whose signature is missing, wrong or too old: answered 400, never acted on. */
export class WebhookRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefused';
  }
}
