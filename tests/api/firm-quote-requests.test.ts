/**
 * A booking request that asks for a firm quote (the estimate card's "Ask for a Firm Quote", docs/product.md §10)
 * over real HTTP: the flag is stored (false unless asked), a value that is not true or false is refused in plain
 * words, staff read it in the list and the record and filter the inbox and its exports on it, both e-mails say a
 * firm quote was asked for, and "Make a quote" makes the draft from the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { readMessage } from '../support/mime-parts';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpMessage } from '../support/smtp-sink';
import { parseCsv } from '../support/spreadsheets';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'firm quote agent password';
const STAFF = 'ops@charter.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DAY = daysFromNow(25);
const request = (name: string, extra: Record<string, unknown> = {}) => ({
  contactName: name,
  contactEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  departure: 'jandakot',
  destination: 'rottnest-island',
  flightType: 'same-day',
  aircraftType: '3-passengers',
  passengers: 2,
  date: DAY,
  estimate: 1234.5,
  ...extra,
});
const to = (address: string) => (message: SmtpMessage) => message.to.includes(`<${address}>`);

describe('booking requests that ask for a firm quote', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let agent: AdminCall;
  let cookie: string;
  const ids: Record<string, number> = {};
  const references: Record<string, string> = {};

  const send = async (name: string, extra: Record<string, unknown> = {}) => {
    const answer = await server.post('/api/booking-request', request(name, extra));
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { id, reference } = (await answer.json()) as { id: number; reference: string };
    ids[name] = id;
    references[name] = reference;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url, NOTIFY_EMAIL: STAFF } });
    await createAdmin(server.database.db, 'quinn.agent@example.com', PASSWORD, 'Quinn Agent', 'agent');
    cookie = await signIn(server, 'quinn.agent@example.com', PASSWORD);
    agent = adminCaller(server, cookie);
    await send('Grace Hopper', { wantsQuote: true, language: 'hi' });
    await send('Alan Turing');
    await send('Edsger Dijkstra', { wantsQuote: false });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('stores the flag, false unless the visitor asked, and staff read it in the list and the record', async () => {
    const list = await agent('GET', '/api/admin/booking-requests?limit=50');
    expect(list.status).toBe(200);
    const flags = Object.fromEntries(list.body.items.map((item: { contactName: string; wantsQuote: boolean }) => [item.contactName, item.wantsQuote]));
    expect(flags).toEqual({ 'Grace Hopper': true, 'Alan Turing': false, 'Edsger Dijkstra': false });

    const asked = await agent('GET', `/api/admin/booking-requests/${ids['Grace Hopper']}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ reference: references['Grace Hopper'], wantsQuote: true });
    expect((await agent('GET', `/api/admin/booking-requests/${ids['Alan Turing']}`)).body.wantsQuote).toBe(false);
  });

  it('refuses a flag that is not true or false with a 400 in plain words, and stores nothing', async () => {
    for (const wantsQuote of ['yes', 1, null]) {
      const answer = await server.post('/api/booking-request', request('Not Stored', { wantsQuote }));
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { message: string };
      expect(body.message).toContain('Firm quote must be true or false');
      expect(body.message).not.toMatch(/undefined|Error:|expected boolean/);
    }
    const list = await agent('GET', '/api/admin/booking-requests?q=Not%20Stored&limit=50');
    expect(list.body.total).toBe(0);
  });

  it('lets staff filter the inbox and its exports on it; a WeChat request never asked for one', async () => {
    const names = async (query: string) => {
      const page = await agent('GET', `/api/admin/booking-requests?limit=50&${query}`);
      expect(page.status).toBe(200);
      return page.body.items.map((item: { contactName: string }) => item.contactName).sort();
    };
    expect(await names('wantsQuote=true')).toEqual(['Grace Hopper']);
    expect(await names('wantsQuote=false')).toEqual(['Alan Turing', 'Edsger Dijkstra']);
    expect(await names('wantsQuote=true&status=new')).toEqual(['Grace Hopper']);

    const bad = await agent('GET', '/api/admin/booking-requests?wantsQuote=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('wantsQuote must be true or false');

    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: 'Wei Zhang', customerEmail: 'wei@example.com', departureDate: DAY, returnDate: daysFromNow(26), language: 'en' });
    expect(wechat.status).toBe(201);
    expect((await agent('GET', '/api/admin/wechat-requests?limit=50&wantsQuote=true')).body.total).toBe(0);
    expect((await agent('GET', '/api/admin/wechat-requests?limit=50&wantsQuote=false')).body.total).toBe(1);

    const file = await server.fetch('/api/admin/inquiries.csv?kind=booking&wantsQuote=true', { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/filename="booking-requests-firm-quote-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(await file.text());
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('Reference')]).toBe(references['Grace Hopper']);
    expect(rows[0]![header!.indexOf('Firm quote asked')]).toBe('Yes');
  });

  it('says a firm quote was asked for in the staff notice and in the visitor’s confirmation, in their language', async () => {
    const reference = references['Grace Hopper']!;
    await expect.poll(() => sink.messages.filter(to(STAFF)).length, { timeout: timeLimit(5000) }).toBeGreaterThanOrEqual(3);
    const staffMails = sink.messages.filter(to(STAFF)).map((message) => readMessage(message.data));
    const staff = staffMails.find((mail) => mail.subject.includes(reference))!;
    expect(staff.subject).toBe(`New firm quote booking request ${reference} from Grace Hopper`);
    expect(staff.text).toContain('The visitor asked for a firm quote');
    expect(staff.text).toContain('Firm quote asked for: Yes');
    const plain = staffMails.find((mail) => mail.subject.includes(references['Alan Turing']!))!;
    expect(plain.subject).toBe(`New booking request ${references['Alan Turing']} from Alan Turing`);
    expect(plain.text).not.toContain('firm quote');

    await expect.poll(() => sink.messages.filter(to('grace.hopper@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
    const visitor = readMessage(sink.messages.find(to('grace.hopper@example.com'))!.data);
    expect(visitor.text).toContain('आपने पक्के कोटेशन का अनुरोध किया है।');
    expect(visitor.text).toContain('पक्के कोटेशन का अनुरोध: हाँ');
    expect(visitor.html).toContain('आपने पक्के कोटेशन का अनुरोध किया है।');
  });

  it('makes the quote from the request in one step: its customer, route, day and party', async () => {
    const made = await agent('POST', '/api/admin/quotes', { inquiryId: ids['Grace Hopper'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ customerName: 'Grace Hopper', customerEmail: 'grace.hopper@example.com', language: 'hi', status: 'draft' });
    expect(JSON.stringify(made.body)).toContain(DAY);
  });

  it('prices the quote from a request that names its places as the booking page sends them', async () => {
    // The booking page sends the places' names; the quote keeps their slugs and the resolver's lines.
    await send('Mary Jackson', { wantsQuote: true, departure: 'Jandakot Airport (YPJT)', destination: 'Rottnest Island (YRTI)' });
    const made = await agent('POST', '/api/admin/quotes', { inquiryId: ids['Mary Jackson'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const latest = made.body.versions.at(-1);
    expect(latest.itinerary).toMatchObject({
      departure: { slug: 'jandakot', name: 'Jandakot Airport (YPJT)' },
      destination: { slug: 'rottnest-island', name: 'Rottnest Island (YRTI)' },
      flightType: 'same-day',
      date: DAY,
    });
    expect(latest.lines.map((line: { kind: string }) => line.kind)).toContain('flight');
  });
});
