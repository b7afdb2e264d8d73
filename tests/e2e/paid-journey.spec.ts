/**
 * From a visitor's request to a flight paid in full, in a real browser, with the local Stripe-compatible
 * server (docs/product.md §10, §11): a booking request, a quote made from it and sent, the link accepted with
 * a manifest (an overweight one refused in words first), the deposit paid on the checkout page, the signed
 * webhook, 'deposit paid' in the panel, then the balance reminder's link on the day it falls due, the balance
 * paid and 'paid in full' on the page and in the panel. A Mandarin booking is offered Alipay and WeChat Pay.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList } from '../../src/domain/api/admin/bookings';
import type { QuoteWithLink } from '../../src/domain/api/quotes';
import { jobs } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';
import { readMessage } from '../support/mime-parts';
import { startPaymentServer, type PaymentServer } from '../support/payment-server';
import { perthDate } from '../support/perth-date';
import { quoteFieldsExample } from '../support/quotes';
import { timeLimit } from '../support/time-limits';

describe('a visitor from request to a flight paid in full', () => {
  const { newPage } = useBrowser({ context: { viewport: { width: 420, height: 900 }, reducedMotion: 'reduce' } });
  let s: PaymentServer;

  beforeAll(async () => {
    s = await startPaymentServer();
  });
  afterAll(async () => s?.close());

  /** Accepts the quote at `link` as the visitor: name, two passengers of the given weights, baggage, terms. */
  async function accept(page: Page, weights: [number, number]) {
    const form = page.getByTestId('accept-form');
    await form.getByLabel('Your full name').fill('Katherine Johnson');
    await form.getByLabel('Passenger 1: name').fill('Katherine Johnson');
    await form.getByLabel('Passenger 1: weight (kg)').fill(String(weights[0]));
    await form.getByLabel('Passenger 2: name').fill('James Johnson');
    await form.getByLabel('Passenger 2: weight (kg)').fill(String(weights[1]));
    await form.getByLabel('Baggage, all together (kg)').fill('20');
    await form.getByLabel('I accept the terms above').check();
    await form.getByRole('button', { name: 'Accept the quote' }).click();
  }

  /** Pays what the page's button offers on the local checkout page, and comes back to the quote's page. */
  async function payOnCheckout(page: Page, amount: string) {
    await page.getByTestId('pay-button').click();
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.waitForURL((address) => address.pathname.startsWith('/quotes/') && address.searchParams.get('paid') === '1');
  }

  /** The booking's status in the panel's Bookings section, by the quote's reference. */
  async function panelStatus(admin: Page, reference: string) {
    await openAdminTab(admin, 'Bookings');
    const row = admin.getByTestId('flight-booking-row').filter({ hasText: reference });
    await row.waitFor();
    return row.getByTestId('flight-booking-status');
  }

  it('quotes a request, takes the manifest, the deposit and, on its day, the balance: paid in full', async () => {
    const request = await s.server.post('/api/booking-request', {
      contactName: 'Katherine Johnson',
      contactEmail: 'katherine@example.com',
      departure: 'jandakot',
      destination: 'rottnest-island',
      flightType: 'same-day',
      aircraftType: '3-passengers',
      passengers: 2,
      date: perthDate(40),
    });
    expect(request.status).toBe(201);
    const [inquiry] = (await s.owner('GET', '/api/admin/booking-requests?q=Katherine')).body.items as { id: number }[];
    const made = await s.owner('POST', '/api/admin/quotes', { inquiryId: inquiry!.id });
    expect(made.status).toBe(201);
    const quote = (await s.owner('POST', `/api/admin/quotes/${(made.body as QuoteWithLink).id}/send`, {})).body as QuoteWithLink;
    const link = `${s.server.url}${new URL(quote.url).pathname}`;
    const totalCents = quote.versions.at(-1)!.totalCents;
    const deposit = Math.round(totalCents * 0.3);

    const visitor = await newPage();
    await visitor.goto(link);
    await accept(visitor, [170, 160]);
    expect(await visitor.locator('#passenger-0-weight-error').innerText()).toBe('The party weighs 350 kg with baggage; this aircraft carries 300 kg');
    await accept(visitor, [80, 90]);
    const pay = visitor.getByTestId('pay-button');
    await pay.waitFor();
    const aud = (cents: number) => `A$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;
    await payOnCheckout(visitor, aud(deposit));
    await expect.poll(() => visitor.getByTestId('booking-status').getAttribute('data-status'), { timeout: timeLimit(10_000) }).toBe('deposit_paid');

    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, s.server);
    await expect.poll(async () => (await panelStatus(admin, quote.reference)).textContent()).toBe('deposit paid');

    // The balance falls due 14 days before the flight: the reminder waits for that day. Its day comes.
    const reminder = and(eq(jobs.kind, 'email.balance-due'), eq(jobs.dedupeKey, `booking:${(await bookingIdOf(quote.reference))}`));
    const [queued] = await s.database.db.select().from(jobs).where(reminder);
    expect(queued!.runAt.getTime()).toBeGreaterThan(Date.now());
    await s.database.db.update(jobs).set({ runAt: new Date() }).where(reminder);
    s.app.jobs.wake();
    const balanceMail = () =>
      s.sink.messages
        .filter((m) => m.to.some((to) => to.includes('katherine@example.com')))
        .map((m) => readMessage(m.data))
        .find((m) => /balance of/i.test(m.subject));
    await expect.poll(balanceMail, { timeout: timeLimit(10_000) }).toBeDefined();
    const balanceLink = /https?:\/\/\S+\/quotes\/[A-Za-z0-9_-]{43}/.exec(balanceMail()!.text)![0];
    expect(new URL(balanceLink).pathname).toBe(new URL(link).pathname);

    await visitor.goto(`${s.server.url}${new URL(balanceLink).pathname}`);
    await payOnCheckout(visitor, aud(totalCents - deposit));
    await expect.poll(() => visitor.getByTestId('booking-status').getAttribute('data-status'), { timeout: timeLimit(10_000) }).toBe('paid');
    expect(await visitor.getByTestId('pay-button').count()).toBe(0);
    await admin.reload();
    await expect.poll(async () => (await panelStatus(admin, quote.reference)).textContent()).toBe('paid in full');
    // Two checkouts, each completed once; nothing else was sent.
    expect(s.stripe!.sent.map((sent) => [sent.event.type, sent.status])).toEqual([
      ['checkout.session.completed', 200],
      ['checkout.session.completed', 200],
    ]);
  });

  it('offers Alipay and WeChat Pay beside card when a Mandarin visitor pays from the quote page', async () => {
    const quote = (await s.owner('POST', '/api/admin/quotes', quoteFieldsExample({ language: 'zh', customerName: '李华' }))).body as QuoteWithLink;
    const sent = (await s.owner('POST', `/api/admin/quotes/${quote.id}/send`, {})).body as QuoteWithLink;
    const visitor = await newPage();
    await visitor.goto(`${s.server.url}${new URL(sent.url).pathname}`);
    const form = visitor.getByTestId('accept-form');
    await form.waitFor();
    await form.locator('#accept-name').fill('李华');
    await form.locator('#passenger-0-name').fill('李华');
    await form.locator('#passenger-0-weight').fill('70');
    await form.locator('#passenger-1-name').fill('王芳');
    await form.locator('#passenger-1-weight').fill('60');
    await form.getByRole('checkbox').check();
    await form.getByRole('button').last().click();
    await visitor.getByTestId('pay-button').click();
    await visitor.getByText('Alipay').waitFor();
    await visitor.getByText('WeChat Pay').waitFor();
    expect(await visitor.getByRole('radio').count()).toBe(3);
  });

  async function bookingIdOf(reference: string): Promise<number> {
    const { bookings } = (await s.owner('GET', '/api/admin/bookings')).body as BookingList;
    return bookings.find((b) => b.quoteReference === reference)!.id;
  }
});
