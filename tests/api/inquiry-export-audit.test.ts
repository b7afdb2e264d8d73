/**
 * The inquiries CSV holds every visitor's contact details: each export, of either kind, leaves an entry in
 * the audit log saying who exported, when, from which address and browser, and how many rows the file held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

interface AuditEntry {
  userEmail: string;
  action: string;
  entity: string;
  createdAt: string;
  after: { rows: number; format: string; ip: string; device: string };
}

describe.each(testDatabaseKinds())('exporting the inquiries CSV is audited (%s)', (kind) => {
  let server: TestServer;
  let owner: AdminCall;
  let ownerCookie: string;
  let agentCookie: string;

  beforeAll(async () => {
    // Behind a trusted proxy, the address is the visitor's as the proxy forwards it.
    server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    await createAdmin(server.database.db, 'export.owner@example.com', 'export owner password 1');
    await createAdmin(server.database.db, 'export.agent@example.com', 'export agent password 1', null, 'agent');
    ownerCookie = await signIn(server, 'export.owner@example.com', 'export owner password 1');
    agentCookie = await signIn(server, 'export.agent@example.com', 'export agent password 1');
    owner = adminCaller(server, ownerCookie);
    for (const name of ['Ava', 'Ben']) {
      const booking = await server.post('/api/booking-request', { contactName: name, contactEmail: `${name.toLowerCase()}@example.com`, departure: 'jandakot', destination: 'rottnest-island', aircraftType: '3-passengers', flightType: 'same-day', passengers: 2, date: daysFromNow(30) });
      expect(booking.status).toBe(201);
    }
    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: '李娜', customerEmail: 'na@example.com', departureDate: daysFromNow(30), returnDate: daysFromNow(31), language: 'zh' });
    expect(wechat.status).toBe(201);
  });
  afterAll(async () => server?.close());

  /** Fetches the CSV as a browser behind the proxy would; answers its number of data rows. */
  async function exportCsv(cookie: string, query: string, from: string): Promise<number> {
    const answer = await server.fetch(`/api/admin/inquiries.csv?${query}`, { headers: { cookie, 'user-agent': FIREFOX, 'x-forwarded-for': from } });
    expect(answer.status).toBe(200);
    return (await answer.text()).trim().split('\r\n').length - 1;
  }

  const latest = async (entity: string): Promise<AuditEntry> => {
    const page = await owner('GET', `/api/admin/audit-log?entity=${entity}&limit=1`);
    expect(page.status).toBe(200);
    return page.body.items[0] as AuditEntry;
  };

  it('records who exported the booking requests, when, from which address and browser, and how many rows', async () => {
    const before = Date.now();
    const rows = await exportCsv(ownerCookie, 'kind=booking', '203.0.113.7');
    expect(rows).toBeGreaterThanOrEqual(2);
    const entry = await latest('booking_request');
    expect(entry).toMatchObject({ userEmail: 'export.owner@example.com', action: 'export', entity: 'booking_request', after: { rows, format: 'csv', ip: '203.0.113.7', device: 'Firefox on Windows' } });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records the WeChat requests export too, by an agent, with its own count', async () => {
    const rows = await exportCsv(agentCookie, 'kind=wechat', '198.51.100.23');
    expect(rows).toBe(1);
    expect(await latest('wechat_request')).toMatchObject({ userEmail: 'export.agent@example.com', action: 'export', after: { rows: 1, ip: '198.51.100.23' } });
  });

  it('leaves no entry for a refused export (bad kind, no session)', async () => {
    const count = async () => ((await owner('GET', '/api/admin/audit-log?limit=200')).body.items as AuditEntry[]).filter((e) => e.action === 'export').length;
    const exports = await count();
    expect((await owner('GET', '/api/admin/inquiries.csv?kind=fax')).status).toBe(400);
    expect((await server.fetch('/api/admin/inquiries.csv')).status).toBe(401);
    expect(await count()).toBe(exports);
  });
});
