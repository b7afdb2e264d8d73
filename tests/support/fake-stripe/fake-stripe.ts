import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkoutPage } from './checkout-page';
import { parseStripeForm } from './form-body';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  payment_method_options: Record<string, unknown>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  locale: string | null;
  livemode: false;
  created: number;
  /** The first line item's name: what the page says is paid. */
  description: string;
}

/** A PaymentIntent as Stripe answers it: `payment_method` is the id of the method used, the object when expanded. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  /** The types the checkout allowed, as Stripe copies them from the session: not the one used. */
  payment_method_types: string[];
  payment_method: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

/** A PaymentMethod: its `type` (card, alipay, wechat_pay) is the method the visitor paid with. */
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: string;
  livemode: false;
  created: number;
  [details: string]: unknown;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: unknown };
}

export interface FakeStripe {
  url: string;
  /** The product's webhook address; set once the product listens. */
  webhookUrl: string | undefined;
  sessions: Map<string, FakeSession>;
  paymentIntents: Map<string, FakePaymentIntent>;
  paymentMethods: Map<string, FakePaymentMethod>;
  refunds: Array<{ id: string; payment_intent: string; amount: number; idempotencyKey: string | undefined }>;
  /** Every event sent, in order, and the product's answer to each. */
  sent: Array<{ event: FakeEvent; status: number }>;
  /** Every API call the SDK made: method, path, its Idempotency-Key. */
  calls: Array<{ method: string; path: string; idempotencyKey: string | undefined; body: Record<string, unknown> }>;
  /**
   * Pays a session as the page's Pay button does (sends checkout.session.completed unless told not to). As on
   * Stripe, the session keeps the list of methods it offered; the method used is on its PaymentIntent.
   */
  pay(sessionId: string, options?: { method?: string; send?: boolean }): Promise<FakeEvent>;
  /** Expires a session and sends checkout.session.expired (unless told not to). */
  expire(sessionId: string, options?: { send?: boolean }): Promise<FakeEvent>;
  /** An event for a session as it stands now, not sent. */
  eventFor(type: string, sessionId: string, override?: Partial<FakeSession>): FakeEvent;
  /** Sends an event, signed with the webhook secret; answers the product's status. */
  send(event: FakeEvent): Promise<number>;
  /** Sends an event already sent, again (the same id). */
  resend(eventId: string): Promise<number>;
  /** Sends an event signed with another secret, or with no signature. */
  sendForged(event: FakeEvent, how?: 'wrong-secret' | 'no-signature' | 'tampered'): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}
const stripeError = (response: ServerResponse, status: number, message: string) => json(response, status, { error: { type: 'invalid_request_error', message } });

type Params = Record<string, unknown>;
const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function sessionOf(params: Params, base: string): FakeSession {
  const items = (params.line_items as Params[] | undefined) ?? [];
  const amount = items.reduce((sum, item) => sum + Number((item.price_data as Params | undefined)?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
  const sessionId = id('cs');
  const first = (items[0]?.price_data as Params | undefined)?.product_data as Params | undefined;
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: String(params.mode ?? 'payment'),
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amount,
    currency: String(params.currency ?? (items[0]?.price_data as Params | undefined)?.currency ?? 'aud'),
    client_reference_id: (params.client_reference_id as string | undefined) ?? null,
    customer_email: (params.customer_email as string | undefined) ?? null,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    // The SDK's API version sends allowed_payment_method_types; older ones payment_method_types.
    payment_method_types: stringList(params.allowed_payment_method_types ?? params.payment_method_types ?? ['card']),
    payment_method_options: (params.payment_method_options as Params | undefined) ?? {},
    payment_intent: null,
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    url: `${base}/pay/${sessionId}`,
    locale: (params.locale as string | undefined) ?? null,
    livemode: false,
    created: now(),
    description: String(first?.name ?? ''),
  };
}

/**
 * A Stripe-compatible server on 127.0.0.1 (random port) for the tests: see README.md. It checks the API
 * key's shape only; it keeps everything in memory for the life of one test file.
 */
export async function startFakeStripe(options: { webhookSecret: string }): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_fake_signer');
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: base,
    webhookUrl: undefined,
    sessions: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    refunds: [],
    sent: [],
    calls: [],
    eventFor(type, sessionId, override = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return { id: id('evt'), object: 'event', type, created: now(), livemode: false, api_version: '2026-10-28.endive', data: { object: { ...session, ...override } } };
    },
    async send(event) {
      return deliver(event, signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: options.webhookSecret }));
    },
    async resend(eventId) {
      const earlier = fake.sent.find((s) => s.event.id === eventId);
      if (!earlier) throw new Error(`no event ${eventId} was sent`);
      return fake.send(earlier.event);
    },
    async sendForged(event, how = 'wrong-secret') {
      if (how === 'no-signature') return deliver(event, undefined);
      if (how === 'tampered') {
        const header = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: options.webhookSecret });
        return deliver({ ...event, data: { object: { ...(event.data.object as object), amount_total: 1 } } }, header);
      }
      return deliver(event, signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_not_the_real_secret' }));
    },
    async pay(sessionId, { method = 'card', send = true } = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (!session.payment_intent) session.payment_intent = paymentIntentFor(session, method).id;
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
      const event = fake.eventFor('checkout.session.completed', sessionId);
      if (send) await fake.send(event);
      return event;
    },
    async expire(sessionId, { send = true } = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
      const event = fake.eventFor('checkout.session.expired', sessionId, { status: 'expired' });
      if (send) await fake.send(event);
      return event;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function paymentIntentFor(session: FakeSession, method: string): FakePaymentIntent {
    const paymentMethod: FakePaymentMethod = { id: id('pm'), object: 'payment_method', type: method, [method]: {}, livemode: false, created: now() };
    fake.paymentMethods.set(paymentMethod.id, paymentMethod);
    const intent: FakePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      payment_method_types: [...session.payment_method_types],
      payment_method: paymentMethod.id,
      metadata: { ...session.metadata },
      livemode: false,
      created: now(),
    };
    fake.paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** GET /v1/payment_intents/{id}, with `expand[]=payment_method` answered as Stripe does (the object in place of its id). */
  function readPaymentIntent(intentId: string, query: Params): { status: number; body: unknown } {
    const intent = fake.paymentIntents.get(intentId);
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intentId}'` } } };
    const expanded = stringList(query.expand).includes('payment_method');
    return { status: 200, body: expanded ? { ...intent, payment_method: fake.paymentMethods.get(intent.payment_method) ?? null } : intent };
  }

  async function deliver(event: FakeEvent, signature: string | undefined, payload = JSON.stringify(event)): Promise<number> {
    if (!fake.webhookUrl) throw new Error('fake Stripe: set webhookUrl before sending events');
    const response = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body: payload });
    await response.arrayBuffer();
    fake.sent.push({ event, status: response.status });
    return response.status;
  }

  function createRefund(params: Params): { status: number; body: unknown } {
    const intent = String(params.payment_intent ?? '');
    const paid = [...fake.sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
    if (!paid) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` } } };
    const amount = Number(params.amount ?? paid.amount_total);
    const refunded = fake.refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    if (amount > paid.amount_total - refunded) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount on charge' } } };
    const refund = { id: id('re'), object: 'refund', amount, currency: paid.currency, payment_intent: intent, status: 'succeeded', reason: params.reason ?? null, created: now() };
    fake.refunds.push({ id: refund.id, payment_intent: intent, amount, idempotencyKey: undefined });
    return { status: 200, body: refund };
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string, query: Params): Promise<void> {
    if (!/^Bearer sk_test_\w+/.test(request.headers.authorization ?? '')) return stripeError(response, 401, 'Invalid API Key provided');
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const body = request.method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    fake.calls.push({ method: request.method ?? '', path, idempotencyKey: key, body });
    const remembered = key ? idempotent.get(`${path} ${key}`) : undefined;
    if (remembered) return json(response, remembered.status, remembered.body);
    let answer: { status: number; body: unknown };
    const read = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = sessionOf(body, base);
      fake.sessions.set(session.id, session);
      answer = { status: 200, body: session };
    } else if (request.method === 'GET' && read) {
      const session = fake.sessions.get(read[1]!);
      answer = session ? { status: 200, body: session } : { status: 404, body: { error: { type: 'invalid_request_error', message: `No such checkout.session: '${read[1]}'` } } };
    } else if (request.method === 'GET' && intent) {
      answer = readPaymentIntent(intent[1]!, query);
    } else if (request.method === 'POST' && path === '/v1/refunds') {
      answer = createRefund(body);
      if (answer.status === 200) fake.refunds.at(-1)!.idempotencyKey = key;
    } else {
      answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } } };
    }
    if (key && request.method === 'POST') idempotent.set(`${path} ${key}`, answer);
    json(response, answer.status, answer.body);
  }

  async function page(request: IncomingMessage, response: ServerResponse, sessionId: string): Promise<void> {
    const session = fake.sessions.get(sessionId);
    if (!session) return stripeError(response, 404, 'No such checkout page');
    if (request.method === 'POST' && session.status === 'open') {
      const method = new URLSearchParams(await readBody(request)).get('method') ?? 'card';
      await fake.pay(sessionId, { method: session.payment_method_types.includes(method) ? method : 'card' });
      response.writeHead(303, { location: session.success_url });
      return void response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(checkoutPage(session));
  }

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname;
    const pay = /^\/pay\/([\w]+)$/.exec(path);
    const handled = pay ? page(request, response, pay[1]!) : api(request, response, path, parseStripeForm(url.search.slice(1)));
    handled.catch((error: unknown) => stripeError(response, 500, error instanceof Error ? error.message : 'fake Stripe failed'));
  });
  return fake;
}
