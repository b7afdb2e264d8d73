import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSales } from '../../src/domain/api/admin/home';
import { DEFAULT_CANCELLATION_BANDS } from '../../src/domain/quotes/quote-shapes';
import { bookings, payments, quoteAcceptances, quotes, quoteVersions, refunds } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const TERMS = { cancellationBands: DEFAULT_CANCELLATION_BANDS, depositPercent: 30, fullPaymentWithinDays: 14, balanceDueDaysBefore: 14, weatherPolicy: 'refund-or-rebook' as const };
const ITINERARY = { departure: { name: 'Jandakot Airport' }, destination: { name: 'Rottnest Island' }, flightType: 'same-day', date: '2027-03-01' };

describe.each(testDatabaseKinds())('the sales figures on the home page and /metrics (%s)', (kind) => {
  let server: TestServer;
  let owner = '';
  let editor = '';
  let serial = 0;

  /** A quote of `totalCents`, sent and/or accepted at the given times, as the quote service leaves it. */
  async function quote(totalCents: number, stamps: { sentAt?: Date; acceptedAt?: Date }) {
    const db = server.database.db;
    const [row] = await db
      .insert(quotes)
      .values({ tokenHash: `sales-${kind}-${++serial}`.padEnd(64, '0'), status: stamps.acceptedAt ? 'accepted' : 'sent', customerName: 'Sales Figure', customerEmail: 'sales@example.com', ...stamps })
      .returning({ id: quotes.id });
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    await db.insert(quoteVersions).values({ quoteId: row!.id, version: 1, itinerary: ITINERARY, aircraftName: 'Cessna 172', seats: 3, payloadKg: 300, party: { adults: 2, children: 0 }, lines: [{ kind: 'flight', label: 'Flight', amountCents: totalCents }], totalCents, expiresAt, terms: TERMS });
    return row!.id;
  }

  async function booking(quoteId: number, totalCents: number) {
    const db = server.database.db;
    const [acceptance] = await db.insert(quoteAcceptances).values({ quoteId, version: 1, name: 'Sales Figure', passengers: [{ name: 'Sales Figure', weightKg: 80 }] }).returning({ id: quoteAcceptances.id });
    const [row] = await db.insert(bookings).values({ quoteId, acceptanceId: acceptance!.id, flightDate: '2027-03-01', totalCents, depositCents: totalCents * 0.3 }).returning({ id: bookings.id });
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ kind });
    for (const role of ['owner', 'editor'] as const) await createAdmin(server.database.db, `sales-${role}@example.com`, 'sales figures password 1', null, role);
    owner = await signIn(server, 'sales-owner@example.com', 'sales figures password 1');
    editor = await signIn(server, 'sales-editor@example.com', 'sales figures password 1');
  });
  afterAll(async () => server?.close());

  it("counts this week's quotes sent and accepted with their totals, the money received and refunded; last month's are not this week's", async () => {
    const now = new Date();
    const lastMonth = new Date(now.getTime() - 30 * 86_400_000);
    await quote(100_000, { sentAt: now });
    const accepted = await quote(250_000, { sentAt: now, acceptedAt: now });
    await quote(999_900, { sentAt: lastMonth, acceptedAt: lastMonth });
    const bookingId = await booking(accepted, 250_000);
    const db = server.database.db;
    const [paid] = await db.insert(payments).values({ bookingId, part: 'deposit', provider: 'bank', amountCents: 75_000, status: 'paid', paidAt: now, recordedBy: 'sales-owner@example.com' }).returning({ id: payments.id });
    // A checkout still open is not money received.
    await db.insert(payments).values({ bookingId, part: 'balance', provider: 'stripe', providerRef: `cs_sales_${kind}`, amountCents: 175_000, status: 'pending' });
    await db.insert(refunds).values({ bookingId, paymentId: paid!.id, amountCents: 5_000, status: 'succeeded', reason: 'goodwill', requestedBy: 'sales-owner@example.com' });

    const response = await server.fetch('/api/admin/home/sales?timeZone=Australia%2FPerth', { headers: { cookie: owner } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as HomeSales;
    expect(body).toMatchObject({ timeZone: 'Australia/Perth', sent: { count: 2, valueCents: 350_000 }, accepted: { count: 1, valueCents: 250_000 }, paid: { count: 1, valueCents: 75_000 }, refundedCents: 5_000 });

    // /metrics counts all time, in A$.
    const metrics = await (await server.fetch('/metrics')).text();
    expect(metrics).toContain('charter_sales{stage="sent",measure="count"} 3');
    expect(metrics).toContain('charter_sales{stage="sent",measure="value_aud"} 13499');
    expect(metrics).toContain('charter_sales{stage="accepted",measure="count"} 2');
    expect(metrics).toContain('charter_sales{stage="paid",measure="value_aud"} 750');
    expect(metrics).toContain('charter_sales{stage="refunded",measure="value_aud"} 50');
  });

  it('answers a role without inquiries 403 in plain words, and a bad time zone 400', async () => {
    const forbidden = await server.fetch('/api/admin/home/sales', { headers: { cookie: editor } });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toBe('Your role cannot see inquiries; ask an owner or agent');
    const bad = await server.fetch('/api/admin/home/sales?timeZone=Mars%2FOlympus', { headers: { cookie: owner } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Time zone must be a name such as Australia\/Perth/);
  });
});
