/**
 * Staff's side of firm quotes (decision 0057) over real HTTP: "Make a quote" from a booking request prefills
 * its route, day, party, aircraft and the price resolver's lines; a quote from all fields; the total is always
 * the server's sum (a total sent is ignored); a draft is changed in place, a sent quote gets version 2 with
 * what changed at the same link; stale writes are refused (409); the link is the quote's for life: sending
 * again after an edit answers the same url, which shows version 2 (a quote made before tokens were sealed gets
 * one new link on its next send, then keeps it); withdraw; the list derives "expired"; an editor gets 403.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicQuoteSchema, quoteDetailSchema, quoteListSchema, quoteWithLinkSchema, type QuoteWithLink } from '../../src/domain/api/quotes';
import { auditLog, bookingRequests, quotes } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { daysAhead, quoteFieldsExample } from '../support/quotes';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'quotes admin password 1';
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

describe('quotes in the admin', () => {
  let server: TestServer;
  let agent: string;
  let editor: string;
  let clock = new Date();

  const send = (method: string, pathname: string, body?: unknown, cookie = agent) =>
    server.fetch(pathname, { method, headers: { origin: server.url, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const create = async (body: unknown) => {
    const response = await send('POST', '/api/admin/quotes', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return quoteWithLinkSchema.parse(await response.json());
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    await createAdmin(server.database.db, 'agent.quotes@example.com', PASSWORD, 'Agent', 'agent');
    await createAdmin(server.database.db, 'editor.quotes@example.com', PASSWORD, 'Editor', 'editor');
    agent = await signIn(server, 'agent.quotes@example.com', PASSWORD);
    editor = await signIn(server, 'editor.quotes@example.com', PASSWORD);
  });
  afterAll(() => server?.close());

  it('makes a quote from a booking request in one step, prefilled from it and the price resolver', async () => {
    const date = daysAhead(30);
    const receipt = await server.post('/api/booking-request', {
      contactName: 'Grace Hopper', contactEmail: 'grace@example.com', departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', aircraftType: '3-passengers', passengers: 2, date, language: 'zh',
    });
    expect(receipt.status).toBe(201);
    const [inquiry] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.contactEmail, 'grace@example.com'));
    const quote = await create({ inquiryId: inquiry!.id });
    expect(quote.url).toMatch(new RegExp(`^${server.url}/quotes/[A-Za-z0-9_-]{43}$`));
    expect(quote).toMatchObject({ status: 'draft', customerName: 'Grace Hopper', language: 'zh', inquiryReference: inquiry!.reference, currentVersion: 1, flightDate: date });
    const [v1] = quote.versions;
    expect(v1!.aircraft).toEqual({ type: '3-passengers', name: '3 Passengers', seats: 3, payloadKg: 300 });
    expect(v1!.party).toMatchObject({ adults: 2, children: 0 });
    // The same price the estimate shows: the resolver's base price and booking fee, in the visitor's language.
    const estimate = (await (await server.post('/api/calculate-price', { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' })).json()) as { breakdown: { basePrice: number; bookingFee: number; total: number } };
    expect(v1!.lines).toEqual([
      { kind: 'flight', label: '包机飞行', amountCents: Math.round(estimate.breakdown.basePrice * 100) },
      ...(estimate.breakdown.bookingFee > 0 ? [{ kind: 'fee', label: '预订费', amountCents: Math.round(estimate.breakdown.bookingFee * 100) }] : []),
    ]);
    expect(quote.totalCents).toBe(Math.round(estimate.breakdown.total * 100));
    // Terms from the terms of sale; valid for quoteValidDays (7 by default).
    expect(v1!.terms.depositPercent).toBe(30);
    expect(Date.parse(v1!.expiresAt) - clock.getTime()).toBe(7 * 86_400_000);
    expect((await send('POST', '/api/admin/quotes', { inquiryId: 999_999 })).status).toBe(404);
  });

  it('adds up the lines itself: a total or amount sent beside them is ignored', async () => {
    const quote = await create({ ...quoteFieldsExample(), totalCents: 1, total: 1 });
    expect(quote.totalCents).toBe(125_000);
    const bad = await send('POST', '/api/admin/quotes', quoteFieldsExample({ lines: [{ kind: 'flight', label: 'Refund?', amountCents: -5 }] }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Only a discount line can be negative/);
  });

  it('changes a draft in place, gives a sent quote version 2 with what changed at the same link, and refuses stale writes', async () => {
    const quote = await create(quoteFieldsExample());
    const draftEdit = await send('PUT', `/api/admin/quotes/${quote.id}`, { ...quoteFieldsExample({ notes: 'Draft change' }), version: quote.version });
    expect(draftEdit.status).toBe(200);
    const draft = quoteDetailSchema.parse(await draftEdit.json());
    expect(draft.versions).toHaveLength(1);
    expect(draft.versions[0]!.notes).toBe('Draft change');

    const sent = quoteWithLinkSchema.parse(await (await send('POST', `/api/admin/quotes/${quote.id}/send`, {})).json());
    expect(sent.status).toBe('sent');
    // The link made with the quote is the one sent: the visitor's link never changes.
    expect(sent.url).toBe(quote.url);
    const lines = [
      { kind: 'flight', label: 'Charter flight', amountCents: 120_000 },
      { kind: 'catering', label: 'Catering', amountCents: 15_000 },
    ];
    const edited = await send('PUT', `/api/admin/quotes/${quote.id}`, { ...quoteFieldsExample({ lines: lines as never, itinerary: { ...quoteFieldsExample().itinerary, date: daysAhead(42) } }), version: sent.version });
    expect(edited.status).toBe(200);
    const v2 = quoteDetailSchema.parse(await edited.json());
    expect(v2.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(v2.versions[1]!.changeSummary).toBe(`Price A$1,250 → A$1,350; date ${daysAhead(40)} → ${daysAhead(42)}; added Catering (A$150); removed Booking fee`);
    const atLink = publicQuoteSchema.parse(await (await server.fetch(`/api/quotes/${tokenOf(sent.url)}`)).json());
    expect(atLink).toMatchObject({ version: 2, totalCents: 135_000, changeSummary: v2.versions[1]!.changeSummary });
    // Sent again after the edit: the same url, still opening version 2.
    const resent = await send('POST', `/api/admin/quotes/${quote.id}/send`, {});
    expect(resent.status).toBe(200);
    expect(quoteWithLinkSchema.parse(await resent.json()).url).toBe(quote.url);
    expect(publicQuoteSchema.parse(await (await server.fetch(`/api/quotes/${tokenOf(quote.url)}`)).json())).toMatchObject({ version: 2, totalCents: 135_000 });
    // The row keeps the hash and the token sealed, never the token in the clear.
    const [row] = await server.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(tokenOf(quote.url));

    const stale = await send('PUT', `/api/admin/quotes/${quote.id}`, { ...quoteFieldsExample(), version: v2.version });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toMatch(/since you opened it/);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'quote'));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'send']));
  });

  it('gives a quote whose token was never sealed one new link on its next send, then keeps it', async () => {
    const quote = await create(quoteFieldsExample({ customerName: 'Made Before' }));
    await server.database.db.update(quotes).set({ tokenSealed: null }).where(eq(quotes.id, quote.id));
    const first = quoteWithLinkSchema.parse(await (await send('POST', `/api/admin/quotes/${quote.id}/send`, {})).json());
    expect(first.url).not.toBe(quote.url);
    expect((await server.fetch(`/api/quotes/${tokenOf(quote.url)}`)).status).toBe(404);
    const second = quoteWithLinkSchema.parse(await (await send('POST', `/api/admin/quotes/${quote.id}/send`, {})).json());
    expect(second.url).toBe(first.url);
    expect((await server.fetch(`/api/quotes/${tokenOf(first.url)}`)).status).toBe(200);
  });

  it('withdraws, then refuses to send or change it (409 in words); lists with the status, expired derived', async () => {
    const withdrawn = await create(quoteFieldsExample({ customerName: 'Withdrawn Person' }));
    expect((await send('POST', `/api/admin/quotes/${withdrawn.id}/withdraw`, {})).status).toBe(200);
    const again = await send('POST', `/api/admin/quotes/${withdrawn.id}/send`, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/is withdrawn, so it cannot be sent/);
    expect((await send('PUT', `/api/admin/quotes/${withdrawn.id}`, quoteFieldsExample())).status).toBe(409);

    const expiring = await create(quoteFieldsExample({ customerName: 'Runs Out', expiresAt: new Date(clock.getTime() + 60_000).toISOString() }));
    clock = new Date(clock.getTime() + 120_000);
    const all = quoteListSchema.parse(await (await send('GET', '/api/admin/quotes')).json());
    expect(all.find((q) => q.id === expiring.id)!.status).toBe('expired');
    expect(all.find((q) => q.id === withdrawn.id)!.status).toBe('withdrawn');
    const onlyExpired = quoteListSchema.parse(await (await send('GET', '/api/admin/quotes?status=expired')).json());
    expect(onlyExpired.map((q) => q.id)).toEqual([expiring.id]);
    expect((await send('GET', '/api/admin/quotes?status=lost')).status).toBe(400);
    expect((await send('GET', '/api/admin/quotes/999999')).status).toBe(404);
  });

  it('is for agents and owners: an editor gets 403 on every quote route', async () => {
    const quote: QuoteWithLink = await create(quoteFieldsExample());
    for (const [method, pathname, body] of [
      ['GET', '/api/admin/quotes'],
      ['GET', `/api/admin/quotes/${quote.id}`],
      ['POST', '/api/admin/quotes', quoteFieldsExample()],
      ['PUT', `/api/admin/quotes/${quote.id}`, quoteFieldsExample()],
      ['POST', `/api/admin/quotes/${quote.id}/send`, {}],
      ['POST', `/api/admin/quotes/${quote.id}/withdraw`, {}],
    ] as const) {
      const response = await send(method, pathname, body, editor);
      expect(response.status, `${method} ${pathname}`).toBe(403);
    }
    expect((await server.fetch('/api/admin/quotes')).status).toBe(401);
  });
});
