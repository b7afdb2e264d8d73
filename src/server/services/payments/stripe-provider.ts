import Stripe from 'stripe';
import type { StripeHostOptions } from '../../config';
import { WebhookRefused, type Checkout, type CheckoutRequest, type PaymentProvider, type ProviderEvent, type RefundResult } from './provider';

type Session = Stripe.Checkout.Session;
type MethodType = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/**
 * The payment methods a checkout offers, by the visitor's language. Sent as `allowed_payment_method_types`:
 * the SDK's API version (2026-10-28) replaced the static `payment_method_types` list with it (decision 0058).
 * Cards in every language (Apple Pay and Google Pay come with card, shown by the browser that has them);
 * Alipay and WeChat Pay for the Mandarin market (docs/product.md §11.1).
 */
export function paymentMethodsFor(language: string): { types: MethodType[]; options?: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions } {
  if (language === 'zh') return { types: ['card', 'alipay', 'wechat_pay'], options: { wechat_pay: { client: 'web' } } };
  return { types: ['card'] };
}

/** Stripe's own page in the visitor's language where it has one. */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', zh: 'zh' };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const numberOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

export function checkoutOf(session: Session): Checkout {
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntent: idOf(session.payment_intent),
    method: session.payment_method_types?.length === 1 ? (session.payment_method_types[0] ?? null) : null,
  };
}

/** The parts of an event the product acts on; any other event is recorded and ignored. */
function providerEventOf(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Session;
    const metadata = session.metadata ?? {};
    return { ...base, checkout: { ...checkoutOf(session), paymentId: numberOf(metadata.payment_id), bookingId: numberOf(metadata.booking_id ?? session.client_reference_id ?? undefined) } };
  }
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    const refund = event.data.object as Stripe.Refund;
    return { ...base, refunds: [{ id: refund.id, status: refund.status ?? 'pending' }] };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return { ...base, refunds: (charge.refunds?.data ?? []).map((r) => ({ id: r.id, status: r.status ?? 'pending' })) };
  }
  return base;
}

const refundStatus = (status: string | null | undefined): RefundResult['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/**
 * Stripe through its official SDK (decision 0058): Checkout Sessions in A$, a refund on the session's
 * PaymentIntent, and webhooks checked with `stripe.webhooks.constructEvent`. `host` points the SDK at a
 * Stripe-compatible server (STRIPE_API_URL), as the tests' local one.
 */
export function stripeProvider(options: { secretKey: string; webhookSecret: string; host?: StripeHostOptions | undefined }): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { ...(options.host ?? {}), maxNetworkRetries: 2, timeout: 15_000, appInfo: { name: 'charter-flight-booking' } });

  return {
    kind: 'stripe',
    async createCheckout(request: CheckoutRequest, idempotencyKey: string) {
      const methods = paymentMethodsFor(request.language);
      const ids = { booking_id: String(request.bookingId), payment_id: String(request.paymentId), part: request.part };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'aud',
          line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: request.amountCents, product_data: { name: request.description } } }],
          allowed_payment_method_types: methods.types,
          ...(methods.options ? { payment_method_options: methods.options } : {}),
          client_reference_id: String(request.bookingId),
          metadata: ids,
          payment_intent_data: { metadata: ids },
          customer_email: request.customerEmail,
          locale: CHECKOUT_LOCALES[request.language] ?? 'auto',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey },
      );
      return checkoutOf(session);
    },
    async readCheckout(id: string) {
      return checkoutOf(await stripe.checkout.sessions.retrieve(id));
    },
    async paymentMethodOf(paymentIntent: string) {
      // Expanded, the PaymentIntent carries the PaymentMethod itself, whose type is the method the visitor chose.
      const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['payment_method'] });
      return typeof intent.payment_method === 'object' && intent.payment_method ? intent.payment_method.type : null;
    },
    async refund({ paymentIntent, amountCents, idempotencyKey, reason }) {
      if (!paymentIntent) throw new Error('This card payment has no charge to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, ...(reason === 'duplicate' ? { reason: 'duplicate' } : { reason: 'requested_by_customer' }) },
        { idempotencyKey },
      );
      return { id: refund.id, status: refundStatus(refund.status) };
    },
    verifyWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!signature) throw new WebhookRefused('This webhook has no Stripe-Signature header');
      try {
        return providerEventOf(stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret));
      } catch {
        throw new WebhookRefused('This webhook’s signature does not match');
      }
    },
  };
}

export { refundStatus };
