import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

/** Visitor requests refuse past dates: keep these in the future whenever the suite runs. */
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('staff follow-up on inquiries: status, notes, CSV (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let bookingId: number;
  let wechatId: number;

  const call = (method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'inbox@example.com', 'inbox password 123');
    cookie = await signIn(server, 'inbox@example.com', 'inbox password 123');
    const booking = await server.post('/api/booking-request', {
      contactName: '=cmd|calc',
      contactEmail: 'mia@example.com',
      departure: 'jandakot',
      destination: 'rottnest-island',
      aircraftType: '3-passengers',
      flightType: 'same-day',
      passengers: 2,
      date: daysFromNow(30),
      specialRequests: 'Window seats, please "both"',
    });
    expect(booking.status).toBe(201);
    bookingId = ((await booking.json()) as { id: number }).id;
    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: '张伟', customerEmail: 'wei@example.com', departureDate: daysFromNow(30), returnDate: daysFromNow(32), language: 'zh' });
    expect(wechat.status).toBe(201);
    wechatId = ((await wechat.json()) as { id: number }).id;
  });
  afterAll(async () => server?.close());

  it('sets status and notes, records who did it, and lists the change', async () => {
    const response = await call('PATCH', `/api/admin/booking-requests/${bookingId}`, { status: 'contacted', notes: '  Called back, wants Friday  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: bookingId,
      status: 'contacted',
      notes: 'Called back, wants Friday',
      assignedTo: null,
      followUpOn: null,
      version: 2,
      updatedAt: expect.any(String),
      updatedBy: 'inbox@example.com',
    });
    const list = (await (await call('GET', '/api/admin/booking-requests?status=contacted')).json()) as { items: { id: number; notes: string }[] };
    expect(list.items.map((i) => i.id)).toContain(bookingId);
    const closed = await call('PATCH', `/api/admin/wechat-requests/${wechatId}`, { status: 'closed' });
    expect(((await closed.json()) as { status: string }).status).toBe('closed');
  });

  it('answers bad input in plain words and unknown ids with 404', async () => {
    const bad = await call('PATCH', `/api/admin/booking-requests/${bookingId}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Status must be new, contacted or closed');
    const empty = await call('PATCH', `/api/admin/booking-requests/${bookingId}`, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toContain('Send a status, notes or both');
    const extra = await call('PATCH', `/api/admin/booking-requests/${bookingId}`, { status: 'new', contactEmail: 'x@y.z' });
    expect(extra.status).toBe(400);
    const missing = await call('PATCH', '/api/admin/wechat-requests/999999', { status: 'new' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('WeChat request 999999 was not found');
  });

  it('exports CSV for spreadsheets, with formulas defused', async () => {
    const response = await call('GET', '/api/admin/inquiries.csv?kind=booking');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="booking-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toMatch(/^Reference,/);
    expect(text).toContain("'=cmd|calc");
    expect(text).toContain('"Window seats, please ""both"""');
    const wechat = await (await call('GET', '/api/admin/inquiries.csv?kind=wechat')).text();
    expect(wechat).toContain('张伟');
    expect((await call('GET', '/api/admin/inquiries.csv?kind=fax')).status).toBe(400);
    expect((await server.fetch('/api/admin/inquiries.csv')).status).toBe(401);
  });
});
