/**
 * The inquiry exports hold what staff see (docs/product.md §2.7 (Inquiries), decision 0047): the CSV and the
 * .xlsx take the list's own query (a saved view, the status filter, the search, the sort), hold every row the
 * list shows across all its pages, in the list's order, say in the file name what they hold, and leave an
 * audit entry naming the view and filters. Booking and WeChat requests alike.
 */
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { parseCsv } from '../support/spreadsheets';

const PASSWORD = 'export views password 7';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TODAY = daysFromNow(0);

/** The first sheet of an .xlsx as rows of cells, as a spreadsheet reads it. */
function sheetRows(file: Buffer): unknown[][] {
  const book = XLSX.read(file, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
}

interface ExportAudit {
  userEmail: string;
  action: string;
  after: { rows: number; format: string; view: string | null; filters: Record<string, unknown>; fileName: string };
}

describe.each(testDatabaseKinds())('inquiry exports follow the list’s view, filters and search (%s)', (dbKind) => {
  let server: TestServer;
  let owner: AdminCall;
  let agent: AdminCall;
  let agentCookie: string;
  let agentId: number;
  let ownerId: number;

  const book = async (name: string) => {
    const answer = await server.post('/api/booking-request', { contactName: name, contactEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, departure: 'jandakot', destination: 'rottnest-island', passengers: 2, date: daysFromNow(20) });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };
  const askWechat = async (name: string) => {
    const answer = await server.post('/api/send-wechat-payment-link', { customerName: name, customerEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, departureDate: daysFromNow(30), returnDate: daysFromNow(31), language: 'en' });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind: dbKind });
    const { db } = server.database;
    ownerId = (await createAdmin(db, 'olga@example.com', PASSWORD, 'Olga Owner', 'owner')).id;
    agentId = (await createAdmin(db, 'artie@example.com', PASSWORD, 'Artie Agent', 'agent')).id;
    owner = adminCaller(server, await signIn(server, 'olga@example.com', PASSWORD));
    agentCookie = await signIn(server, 'artie@example.com', PASSWORD);
    agent = adminCaller(server, agentCookie);

    // Seven booking requests: three Artie's (two due, one of them overdue), two Olga's (one due), two nobody's.
    const work: [string, Record<string, unknown>][] = [
      ['Mia Stone', { assignedTo: agentId, followUpOn: daysFromNow(-2), status: 'contacted' }],
      ['Noah Miles', { assignedTo: agentId, followUpOn: TODAY }],
      ['Ivy Park', { assignedTo: agentId, followUpOn: daysFromNow(4), status: 'contacted' }],
      ['Milo Grant', { assignedTo: ownerId, followUpOn: daysFromNow(-1) }],
      ['Zoe Hart', { assignedTo: ownerId, status: 'closed' }],
      ['Emil Brandt', {}],
      ['Amira Cole', { status: 'contacted' }],
    ];
    for (const [name, patch] of work) {
      const id = await book(name);
      if (Object.keys(patch).length > 0) expect((await owner('PATCH', `/api/admin/booking-requests/${id}`, patch)).status).toBe(200);
    }
    for (const [name, patch] of [
      ['Wei Lin', { assignedTo: agentId }],
      ['Mei Chen', { assignedTo: agentId, status: 'contacted' }],
      ['Li Na', {}],
    ] as const) {
      const id = await askWechat(name);
      if (Object.keys(patch).length > 0) expect((await owner('PATCH', `/api/admin/wechat-requests/${id}`, patch)).status).toBe(200);
    }
  });
  afterAll(async () => server?.close());

  /** Every reference the list shows for a query, page after page (two a page), in its order. */
  async function listedReferences(call: AdminCall, path: string, query: string): Promise<string[]> {
    const references: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const page = await call('GET', `/api/admin/${path}?${query}${query ? '&' : ''}limit=2&offset=${offset}`);
      expect(page.status).toBe(200);
      references.push(...page.body.items.map((item: { reference: string }) => item.reference));
      if (offset + 2 >= page.body.total) return references;
    }
  }

  async function exported(format: 'csv' | 'xlsx', query: string): Promise<{ references: string[]; fileName: string }> {
    const answer = await server.fetch(`/api/admin/inquiries.${format}?${query}`, { headers: { cookie: agentCookie } });
    expect(answer.status).toBe(200);
    const fileName = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? '';
    const grid: unknown[][] = format === 'csv' ? parseCsv(await answer.text()) : sheetRows(Buffer.from(await answer.arrayBuffer()));
    const [header, ...rows] = grid;
    const column = header!.indexOf('Reference');
    return { references: rows.map((row) => String(row[column])), fileName };
  }

  const latestExport = async (entity: string): Promise<ExportAudit> => {
    const page = await owner('GET', `/api/admin/audit-log?entity=${entity}&limit=1`);
    expect(page.status).toBe(200);
    expect(page.body.items[0].action).toBe('export');
    return page.body.items[0] as ExportAudit;
  };

  // What the panel sends for each view and filter, the words the file name carries, and what the audit entry keeps.
  const CASES = [
    { name: 'all', list: '', words: '', view: null, filters: {} },
    { name: 'mine', list: 'assignedTo=me&sort=-createdAt', words: '-mine', view: 'mine', filters: { assignedTo: 'me', sort: '-createdAt' } },
    { name: 'due today (overdue included, soonest first)', list: `dueBy=${TODAY}&sort=followUpOn`, words: `-due-by-${TODAY}`, view: 'due', filters: { dueBy: TODAY, sort: 'followUpOn' } },
    { name: 'new', list: 'status=new&sort=-createdAt', words: '-new', view: 'new', filters: { status: 'new', sort: '-createdAt' } },
    { name: 'mine with the status filter', list: 'assignedTo=me&status=contacted&sort=-createdAt', words: '-mine-status-contacted', view: 'mine', filters: { assignedTo: 'me', status: 'contacted', sort: '-createdAt' } },
    { name: 'a search', list: 'q=mi&sort=-createdAt', words: '-search-mi', view: null, filters: { q: 'mi', sort: '-createdAt' } },
    { name: 'a search in a view, sorted by name', list: 'q=MI&assignedTo=none&sort=name', words: '-unassigned-search-mi', view: null, filters: { q: 'MI', assignedTo: 'none', sort: 'name' } },
  ] as const;

  it.each(CASES)('exports the booking requests of $name: the rows the list shows on all its pages, named in the file and the audit log', async ({ list, words, view, filters }) => {
    const listed = await listedReferences(agent, 'booking-requests', list);
    expect(listed.length).toBeGreaterThan(0);
    for (const format of ['csv', 'xlsx'] as const) {
      // The list's page parameters come along, as the panel sends them; the file still holds every page.
      const file = await exported(format, `kind=booking&${list}&limit=2&offset=2`);
      expect(file.references, format).toEqual(listed);
      expect(file.fileName).toBe(`booking-requests${words}-${TODAY}.${format}`);
      const entry = await latestExport('booking_request');
      expect(entry).toMatchObject({ userEmail: 'artie@example.com', after: { rows: listed.length, format, view, fileName: file.fileName } });
      expect(entry.after.filters).toEqual(filters);
    }
  });

  it('answers the views with the rows they are about', async () => {
    const names = async (query: string) => (await agent('GET', `/api/admin/booking-requests?${query}&limit=50`)).body.items.map((i: { contactName: string }) => i.contactName);
    expect(await names('assignedTo=me')).toEqual(['Ivy Park', 'Noah Miles', 'Mia Stone']);
    expect(await names(`dueBy=${TODAY}&sort=followUpOn`)).toEqual(['Mia Stone', 'Milo Grant', 'Noah Miles']);
    const arties = (await exported('csv', 'kind=booking&assignedTo=me')).references;
    expect(arties).toHaveLength(3);
    // Olga's "mine" is her own: none of Artie's file.
    const olgas = await listedReferences(owner, 'booking-requests', 'assignedTo=me');
    expect(olgas).toHaveLength(2);
    expect(olgas.filter((reference) => arties.includes(reference))).toEqual([]);
  });

  it('exports the WeChat requests the same way: mine, and a search', async () => {
    for (const [list, words, count] of [
      ['assignedTo=me', '-mine', 2],
      ['q=lin&sort=-createdAt', '-search-lin', 1],
      ['assignedTo=me&status=contacted', '-mine-status-contacted', 1],
    ] as const) {
      const listed = await listedReferences(agent, 'wechat-requests', list);
      expect(listed).toHaveLength(count);
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await exported(format, `kind=wechat&${list}`);
        expect(file.references).toEqual(listed);
        expect(file.fileName).toBe(`wechat-requests${words}-${TODAY}.${format}`);
        expect((await latestExport('wechat_request')).after).toMatchObject({ rows: count, format, fileName: file.fileName });
      }
    }
  });

  it('refuses a filter the list would refuse, in the same words, and leaves no audit entry', async () => {
    const before = (await owner('GET', '/api/admin/audit-log?limit=1')).body.items[0].id;
    const bad = await agent('GET', '/api/admin/inquiries.csv?kind=booking&status=open');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of new, contacted, closed');
    const listBad = await agent('GET', '/api/admin/booking-requests?status=open');
    expect(listBad.body.message).toBe(bad.body.message);
    expect((await agent('GET', '/api/admin/inquiries.xlsx?kind=booking&dueBy=today')).status).toBe(400);
    expect((await owner('GET', '/api/admin/audit-log?limit=1')).body.items[0].id).toBe(before);
  });
});
