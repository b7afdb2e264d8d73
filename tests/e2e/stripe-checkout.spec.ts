/**
 * Paying a deposit in a real browser on the local Stripe-compatible checkout page (docs/product.md §11.1,
 * §11.2, §11.3; decision 0058): the pay link answers the checkout's address, the page shows the server's
 * amount and the methods offered, Pay brings the visitor back with ?paid=1 once the signed webhook has made
 * the deposit paid, and the admin Bookings section shows 'deposit paid' with the payment; a Mandarin visitor's
 * chosen method (WeChat Pay) is the one recorded. The pay call is made directly, and the browser goes to the
 * address it answers. Without Stripe and without bank details, the quote page says in words to contact the
 * operator and the panel's home warns staff.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { insertAcceptedBooking } from '../support/bookings';
import { useBrowser } from '../support/browser';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe';
import { startTestServer, type TestServer } from '../support/server';

const WEBHOOK_SECRET = 'whsec_e2eCheckoutWebhookSecret0123456789';

describe('paying the deposit on the checkout page', () => {
  const { newPage } = useBrowser();
  let stripe: FakeStripe;
  let server: TestServer;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    server = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_e2eCheckoutSecretKey0123456789', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
    stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`;
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const payLink = async (token: string) => {
    const response = await server.post(`/api/quotes/${token}/pay`, {});
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { url: string; amountCents: number };
  };

  it('pays on the checkout page, comes back with ?paid=1, and the admin Bookings section shows deposit paid', async () => {
    const { token, reference } = await insertAcceptedBooking(server.database.db, { name: 'Bessie Coleman', email: 'bessie@example.com' });
    const { url, amountCents } = await payLink(token);
    expect(amountCents).toBe(30_000);

    const page = await newPage();
    await page.goto(url);
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('A$300.00');
    expect(await page.getByRole('radio').count()).toBe(1);
    await page.getByText('Card (Apple Pay, Google Pay)').waitFor();
    await page.getByRole('button', { name: 'Pay A$300.00' }).click();
    await page.waitForURL((address) => address.searchParams.get('paid') === '1');
    expect(new URL(page.url()).pathname).toBe(`/quotes/${token}`);
    expect(stripe.sent.map((s) => [s.event.type, s.status])).toEqual([['checkout.session.completed', 200]]);

    const admin = await newPage();
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Bookings');
    const row = admin.getByTestId('flight-booking-row').filter({ hasText: reference });
    await expect.poll(() => row.getByTestId('flight-booking-status').textContent()).toBe('deposit paid');
    await row.getByRole('button', { name: reference }).click();
    await expect.poll(() => admin.getByTestId('flight-booking-detail-status').textContent()).toBe('deposit paid');
    expect(await admin.getByTestId('flight-booking-payments').textContent()).toContain('A$300.00 deposit · stripe · paid · card');
    expect(await admin.getByTestId('flight-booking-manifest').textContent()).toContain('Bessie Coleman, 70 kg');
  });

  it('offers Alipay and WeChat Pay beside card on a Mandarin booking, and records the one chosen', async () => {
    const { token, booking } = await insertAcceptedBooking(server.database.db, { language: 'zh' });
    const { url } = await payLink(token);
    const page = await newPage();
    await page.goto(url);
    await page.getByText('Alipay').waitFor();
    await page.getByText('WeChat Pay').waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
    await page.getByRole('radio', { name: 'WeChat Pay' }).check();
    await page.getByRole('button', { name: 'Pay A$300.00' }).click();
    await page.waitForURL((address) => address.searchParams.get('paid') === '1');
    const [row] = await server.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'paid', method: 'wechat_pay' });
  });
});

describe('a bank transfer marked received in the panel (no Stripe configured)', () => {
  const { newPage } = useBrowser();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('with no bank details set, tells the visitor in words to contact the operator and warns staff on the home page; staff mark the deposit received', async () => {
    const { token, reference } = await insertAcceptedBooking(server.database.db, { name: 'Nancy Bird Walton' });
    const answer = await server.post(`/api/quotes/${token}/pay`, {});
    expect(await answer.json()).toMatchObject({ kind: 'bank', part: 'deposit', amountCents: 30_000, reference, accountName: null, bsb: null, accountNumber: null });

    // The quote page: no blank account fields, but how to pay in plain words, and the reference to give.
    const visitor = await newPage();
    await visitor.goto(`${server.url}/quotes/${token}`);
    await visitor.getByTestId('pay-button').click();
    const words = await visitor.getByTestId('bank-details-missing').textContent();
    expect(words).toContain('Our bank details are not on this page yet. To pay A$300 by bank transfer, contact us');
    expect(await visitor.getByTestId('bank-details').getByText('BSB').count()).toBe(0);
    expect(await visitor.getByTestId('bank-details').textContent()).toContain(reference);

    const admin = await newPage();
    const { email } = await signInAsAdmin(admin, server);
    expect(await admin.getByTestId('home-bank-details-missing').textContent()).toContain('Bank details are missing');
    await openAdminTab(admin, 'Bookings');
    const row = admin.getByTestId('flight-booking-row').filter({ hasText: reference });
    await row.getByRole('button', { name: reference }).click();
    await expect.poll(() => admin.getByTestId('flight-booking-detail-status').textContent()).toBe('accepted');
    expect(await admin.getByLabel('Amount (A$)').first().inputValue()).toBe('300.00');
    await admin.getByLabel('Transfer reference (optional)').fill('TRF 77');
    await admin.getByRole('button', { name: 'Mark payment received' }).click();
    await expect.poll(() => admin.getByTestId('flight-booking-detail-status').textContent()).toBe('deposit paid');
    expect(await admin.getByTestId('flight-booking-payments').textContent()).toContain(`A$300.00 deposit · bank · paid · bank transfer`);
    expect(await admin.getByTestId('flight-booking-payments').textContent()).toContain(`by ${email}`);
  });
});
