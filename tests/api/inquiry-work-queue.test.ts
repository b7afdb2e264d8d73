/**
 * The inquiry work queue (docs/product.md §2.7 (Inquiries), decision 0047): assigning to active staff only, the
 * follow-up day, the timeline with who and when, replies through the e-mail outbox (and refused without
 * SMTP), the saved views, the notes limit, the CSV and .xlsx in people's words, roles, and conflicts.
 */
import * as XLSX from '@e965/xlsx';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_NEEDS_SMTP } from '../../src/domain/api/admin/inquiry-work';
import { applyMigrationsInTransaction } from '../../src/server/backup/migrations-in-transaction';
import { adminUsers } from '../../src/server/db/schema';
import { MIGRATIONS_DIR } from '../../src/server/paths';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { readMessage } from '../support/mime-parts';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { parseCsv } from '../support/spreadsheets';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'work queue password 42';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The rows of a CSV or sheet as objects by header. */
const byHeader = ([header, ...rows]: unknown[][]) => rows.map((row) => Object.fromEntries(header!.map((h, i) => [String(h), row[i]])));

describe.each(testDatabaseKinds())('the inquiry work queue (%s)', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let owner: AdminCall;
  let agent: AdminCall;
  let editor: AdminCall;
  let agentCookie: string;
  let ownerId: number;
  let agentId: number;
  let deactivatedId: number;
  let first: number;
  let second: number;

  const book = async (over: Record<string, unknown>) => {
    const response = await server.post('/api/booking-request', { departure: 'jandakot', destination: 'rottnest-island', passengers: 2, date: daysFromNow(20), ...over });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const versionOf = async (id: number) => (await owner('GET', `/api/admin/booking-requests/${id}`)).body.version as number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ kind, env: { SMTP_URL: sink.url }, appOptions: { jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } } } });
    const { db } = server.database;
    ownerId = (await createAdmin(db, 'olivia@example.com', PASSWORD, 'Olivia Owner', 'owner')).id;
    agentId = (await createAdmin(db, 'alex@example.com', PASSWORD, 'Alex Agent', 'agent')).id;
    await createAdmin(db, 'eddie@example.com', PASSWORD, 'Eddie Editor', 'editor');
    deactivatedId = (await createAdmin(db, 'dana@example.com', PASSWORD, 'Dana Gone', 'agent')).id;
    await db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, deactivatedId));
    owner = adminCaller(server, await signIn(server, 'olivia@example.com', PASSWORD));
    agentCookie = await signIn(server, 'alex@example.com', PASSWORD);
    agent = adminCaller(server, agentCookie);
    editor = adminCaller(server, await signIn(server, 'eddie@example.com', PASSWORD));
    const [region] = (await (await server.fetch('/api/regions')).json()) as { id: number }[];
    first = await book({ contactName: 'Mia Chen', contactEmail: 'mia@example.com', contactPhone: '0412345678', regionId: region!.id });
    second = await book({ contactName: '=HYPERLINK("x")', contactEmail: 'noah@example.com', contactPhone: '+61412345678' });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('lists active staff to assign to, and assigns only them (unknown and deactivated staff refused in plain words)', async () => {
    const staff = await agent('GET', '/api/admin/inquiry-assignees');
    expect(staff.status).toBe(200);
    expect(staff.body.items.map((p: { name: string }) => p.name)).toEqual(['Alex Agent', 'Eddie Editor', 'Olivia Owner']);

    const assigned = await agent('PATCH', `/api/admin/booking-requests/${first}`, { assignedTo: agentId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ assignedTo: agentId, updatedBy: 'alex@example.com' });

    const unknown = await agent('PATCH', `/api/admin/booking-requests/${first}`, { assignedTo: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no staff member with id 999999. Choose someone from the list of active staff.');
    const gone = await agent('PATCH', `/api/admin/booking-requests/${first}`, { assignedTo: deactivatedId });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe('Dana Gone has been deactivated and cannot take inquiries. Choose someone active.');
    expect(gone.body.issues).toEqual([{ path: 'assignedTo', message: gone.body.message }]);
    const text = await agent('PATCH', `/api/admin/booking-requests/${first}`, { assignedTo: 'Alex' });
    expect(text.status).toBe(400);
    expect(text.body.message).toContain('Assignee must be a staff member’s id, or null for nobody');
    // Nothing of the refused writes stuck.
    expect((await owner('GET', `/api/admin/booking-requests/${first}`)).body.assignedTo).toBe(agentId);
  });

  it('sets a follow-up day and refuses days that are not dates (400 in words)', async () => {
    const set = await agent('PATCH', `/api/admin/booking-requests/${first}`, { followUpOn: daysFromNow(-1) });
    expect(set.status).toBe(200);
    expect(set.body.followUpOn).toBe(daysFromNow(-1));
    const notADay = await agent('PATCH', `/api/admin/booking-requests/${first}`, { followUpOn: '2026-02-30' });
    expect(notADay.status).toBe(400);
    expect(notADay.body.message).toContain('Follow-up date is not a real calendar date');
    const words = await agent('PATCH', `/api/admin/booking-requests/${first}`, { followUpOn: 'next Friday' });
    expect(words.status).toBe(400);
    expect(words.body.message).toContain('Follow-up date must be a date like 2026-12-24');
  });

  it('keeps a timeline of notes and changes in order, each with who and when', async () => {
    expect((await owner('PATCH', `/api/admin/booking-requests/${first}`, { notes: 'Called, no answer' })).status).toBe(200);
    expect((await agent('PATCH', `/api/admin/booking-requests/${first}`, { status: 'contacted', notes: 'Spoke to Mia: wants Friday' })).status).toBe(200);
    // The same status again adds no entry.
    expect((await agent('PATCH', `/api/admin/booking-requests/${first}`, { status: 'contacted' })).status).toBe(200);
    const timeline = await agent('GET', `/api/admin/booking-requests/${first}/timeline`);
    expect(timeline.status).toBe(200);
    const entries = timeline.body.events.map((e: { kind: string; body: string | null; actor: { name: string } | null }) => [e.kind, e.body, e.actor?.name]);
    expect(entries).toEqual([
      ['assigned', 'Alex Agent', 'Alex Agent'],
      ['follow_up', daysFromNow(-1), 'Alex Agent'],
      ['note', 'Called, no answer', 'Olivia Owner'],
      ['note', 'Spoke to Mia: wants Friday', 'Alex Agent'],
      ['status', 'contacted', 'Alex Agent'],
    ]);
    expect(timeline.body.events[4].detail).toEqual({ from: 'new', to: 'contacted' });
    const times = timeline.body.events.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The latest note stays on the inquiry for the list.
    expect((await owner('GET', `/api/admin/booking-requests/${first}`)).body.notes).toBe('Spoke to Mia: wants Friday');
    expect((await agent('GET', '/api/admin/booking-requests/999999/timeline')).status).toBe(404);
  });

  it('says where notes are cut: 5,000 characters kept whole, one more refused with the count', async () => {
    const exact = 'n'.repeat(5000);
    expect((await agent('PATCH', `/api/admin/booking-requests/${second}`, { notes: exact })).body.notes).toBe(exact);
    const over = await agent('PATCH', `/api/admin/booking-requests/${second}`, { notes: 'x'.repeat(5001) });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('Notes can be at most 5,000 characters; this one has 5,001. Shorten it, or split it into two.');
    const stored = (await agent('GET', `/api/admin/booking-requests/${second}/timeline`)).body.events.filter((e: { kind: string }) => e.kind === 'note');
    expect(stored.map((e: { body: string }) => e.body.length)).toEqual([5000]);
  });

  it('queues a reply in the outbox, shows it in the timeline, and marks it sent once delivered', async () => {
    const empty = await agent('POST', `/api/admin/booking-requests/${first}/replies`, { subject: 'Your flight', body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Write the reply');
    const twoLines = await agent('POST', `/api/admin/booking-requests/${first}/replies`, { subject: 'a\nBcc: x@y.z', body: 'Hi' });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.message).toContain('Subject must be one line');

    const sent = await agent('POST', `/api/admin/booking-requests/${first}/replies`, { subject: 'Your Rottnest flight', body: 'Hi Mia,\nFriday works. Alex' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ kind: 'reply', body: 'Hi Mia,\nFriday works. Alex', delivery: 'queued', actor: { name: 'Alex Agent' }, detail: { to: 'mia@example.com', subject: 'Your Rottnest flight' } });
    // Mia also has the confirmation of her request: the reply is the message with its subject.
    const replies = () => sink.messages.filter((m) => m.to.includes('<mia@example.com>')).map((m) => readMessage(m.data)).filter((m) => m.subject === 'Your Rottnest flight');
    await expect.poll(() => replies().length, { timeout: timeLimit(10_000), interval: 100 }).toBe(1);
    const [message] = replies();
    expect(message!.text).toContain('Friday works. Alex');
    expect(message!.headers).toMatch(/^Reply-To: alex@example\.com$/im);
    await expect
      .poll(async () => (await agent('GET', `/api/admin/booking-requests/${first}/timeline`)).body.events.at(-1).delivery, { timeout: timeLimit(10_000), interval: 100 })
      .toBe('sent');
    const timeline = await agent('GET', `/api/admin/booking-requests/${first}/timeline`);
    expect(timeline.body.reply).toEqual({ available: true, reason: null, to: 'mia@example.com' });
    expect(timeline.body.events.at(-1).deliveredAt).toEqual(expect.any(String));
  });

  it('refuses a reply in plain words (409) when no mail server is set up, and says why in the timeline', async () => {
    const quiet = await startTestServer({ kind });
    try {
      await createAdmin(quiet.database.db, 'solo@example.com', PASSWORD, 'Solo', 'agent');
      const call = adminCaller(quiet, await signIn(quiet, 'solo@example.com', PASSWORD));
      const response = await quiet.post('/api/booking-request', { contactName: 'Ivy', contactEmail: 'ivy@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 1 });
      const { id } = (await response.json()) as { id: number };
      const timeline = await call('GET', `/api/admin/booking-requests/${id}/timeline`);
      expect(timeline.body.reply).toEqual({ available: false, reason: REPLY_NEEDS_SMTP, to: 'ivy@example.com' });
      const refused = await call('POST', `/api/admin/booking-requests/${id}/replies`, { subject: 'Hello', body: 'Hi Ivy' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(REPLY_NEEDS_SMTP);
      expect((await call('GET', `/api/admin/booking-requests/${id}/timeline`)).body.events).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('answers the saved views: mine, due today (overdue included) and new', async () => {
    const ids = (answer: { body: { items: { id: number }[] } }) => answer.body.items.map((i) => i.id);
    expect(ids(await agent('GET', '/api/admin/booking-requests?assignedTo=me&limit=50'))).toEqual([first]);
    expect(ids(await owner('GET', '/api/admin/booking-requests?assignedTo=me&limit=50'))).toEqual([]);
    expect(ids(await owner('GET', '/api/admin/booking-requests?assignedTo=none&limit=50'))).toEqual([second]);
    expect(ids(await owner('GET', `/api/admin/booking-requests?assignedTo=${agentId}&limit=50`))).toEqual([first]);
    // Overdue (yesterday) is due today; a day in the future is not yet.
    expect(ids(await owner('GET', `/api/admin/booking-requests?dueBy=${daysFromNow(0)}&limit=50`))).toEqual([first]);
    expect(ids(await owner('GET', `/api/admin/booking-requests?dueBy=${daysFromNow(-2)}&limit=50`))).toEqual([]);
    expect(ids(await owner('GET', '/api/admin/booking-requests?status=new&limit=50'))).toEqual([second]);
    const bad = await owner('GET', '/api/admin/booking-requests?assignedTo=someone&limit=50');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('assignedTo must be me, none or a staff member’s id');
    expect((await owner('GET', '/api/admin/booking-requests?dueBy=today')).status).toBe(400);
  });

  it('exports CSV and .xlsx in people’s words: names not ids, phone numbers kept as text, the assignee and follow-up day', async () => {
    const detail = (await owner('GET', `/api/admin/booking-requests/${first}`)).body;
    expect((await server.fetch('/api/admin/inquiries.xlsx?kind=booking')).status).toBe(401);
    const xlsxResponse = await server.fetch('/api/admin/inquiries.xlsx?kind=booking', { headers: { cookie: agentCookie } });
    expect(xlsxResponse.status).toBe(200);
    expect(xlsxResponse.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(xlsxResponse.headers.get('content-disposition')).toMatch(/^attachment; filename="booking-requests-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = XLSX.read(Buffer.from(await xlsxResponse.arrayBuffer()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const sheetRows = byHeader(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }));
    expect(sheetRows).toHaveLength(2);

    const csvResponse = await server.fetch('/api/admin/inquiries.csv?kind=booking', { headers: { cookie: agentCookie } });
    expect(csvResponse.status).toBe(200);
    const csvText = await csvResponse.text();
    const csvRows = byHeader(parseCsv(csvText));
    expect(Object.keys(csvRows[0]!)).not.toContain('id');
    const mia = csvRows.find((r) => r.Name === 'Mia Chen')!;
    const miaSheet = sheetRows.find((r) => r.Name === 'Mia Chen')!;
    for (const row of [mia, miaSheet]) {
      expect(row).toMatchObject({
        Reference: detail.reference,
        Region: detail.names.region,
        Departure: detail.names.departure,
        Destination: detail.names.destination,
        'Assigned to': 'Alex Agent',
        'Follow up on': daysFromNow(-1),
        Status: 'contacted',
      });
    }
    expect(detail.names.departure).not.toBe('jandakot');
    expect(detail.names.region).toEqual(expect.any(String));
    // CSV: a spreadsheet shows ="…" as the text inside (the 0 and + stay); formulas in visitors' words are defused.
    expect(mia.Phone).toBe('="0412 345 678"');
    const noah = csvRows.find((r) => r['E-mail'] === 'noah@example.com')!;
    expect(noah.Phone).toBe('="+61 412 345 678"');
    expect(noah.Name).toBe(`'=HYPERLINK("x")`);
    // .xlsx: phone cells typed as text, exactly as read.
    const phoneColumn = XLSX.utils.encode_col(Object.keys(sheetRows[0]!).indexOf('Phone'));
    const phoneCells = [2, 3].map((r) => sheet[`${phoneColumn}${r}`] as XLSX.CellObject);
    expect(phoneCells.map((c) => [c.t, c.v]).sort()).toEqual([
      ['s', '+61 412 345 678'],
      ['s', '0412 345 678'],
    ]);
    expect(sheetRows.find((r) => r['E-mail'] === 'noah@example.com')!.Passengers).toBe(2);
  });

  it('lets agents work inquiries and keeps editors out (403 in plain words)', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/admin/booking-requests/${first}/timeline`],
      ['PATCH', `/api/admin/booking-requests/${first}`, { assignedTo: ownerId }],
      ['POST', `/api/admin/booking-requests/${first}/replies`, { subject: 'x', body: 'y' }],
      ['GET', '/api/admin/inquiry-assignees'],
      ['GET', '/api/admin/inquiries.xlsx?kind=booking'],
    ] as const) {
      const answer = await editor(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe('Your role cannot see inquiries; ask an owner or agent');
    }
  });

  it('refuses a save based on an older version (409 with the colleague’s version), changing nothing', async () => {
    const opened = await versionOf(second);
    const colleague = await agent('PATCH', `/api/admin/booking-requests/${second}`, { assignedTo: agentId, followUpOn: daysFromNow(3), version: opened });
    expect(colleague.status).toBe(200);
    const stale = await owner('PATCH', `/api/admin/booking-requests/${second}`, { assignedTo: ownerId, notes: 'I will take it', version: opened });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Changed by Alex Agent/);
    expect(stale.body.current).toMatchObject({ id: second, assignedTo: agentId, followUpOn: daysFromNow(3), version: opened + 1, updatedBy: 'alex@example.com' });
    const now = (await owner('GET', `/api/admin/booking-requests/${second}`)).body;
    expect(now).toMatchObject({ assignedTo: agentId, version: opened + 1 });
    const notes = (await owner('GET', `/api/admin/booking-requests/${second}/timeline`)).body.events.filter((e: { body: string }) => e.body === 'I will take it');
    expect(notes).toEqual([]);
    // If-Match works the same way.
    const ifMatch = await owner('PATCH', `/api/admin/booking-requests/${second}`, { status: 'closed' }, { 'if-match': `"${opened}"` });
    expect(ifMatch.status).toBe(409);
  });
});

describe('the work queue migration keeps the notes staff wrote before the timeline', () => {
  it('moves each inquiry’s notes into its timeline as its first note, by whoever last saved it, and adds the view', async () => {
    const client = await PGlite.create();
    try {
      const sql = {
        kind: 'pglite' as const,
        query: async <T,>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        exec: async (text: string) => void (await client.exec(text)),
        close: () => client.close(),
      };
      const workQueue = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).find((m) => m.sql.some((s) => s.includes('"inquiry_events"')))!;
      await sql.exec('begin');
      await applyMigrationsInTransaction(sql, { upTo: workQueue.folderMillis - 1 });
      await sql.exec('commit');
      await client.exec(`
        insert into admin_users (email, name, password_hash) values ('olivia@example.com', 'Olivia Owner', 'x');
        insert into booking_requests (contact_name, contact_email, notes, updated_by, updated_at) values
          ('Mia', 'mia@example.com', 'Called twice; wants Friday', 'Olivia@example.com', '2026-11-20T10:00:00Z'),
          ('Noah', 'noah@example.com', '   ', null, now()),
          ('Ivy', 'ivy@example.com', null, null, now());
        insert into wechat_requests (customer_name, customer_email, departure_date, notes, updated_by, updated_at) values
          ('Wei', 'wei@example.com', '2026-12-01', 'Sent the Alipay link', 'gone@example.com', '2026-11-21T08:00:00Z');
      `);
      await sql.exec('begin');
      await applyMigrationsInTransaction(sql, { after: workQueue.folderMillis - 1, upTo: workQueue.folderMillis });
      await sql.exec('commit');
      const { rows } = await client.query(
        `select e.booking_request_id as booking, e.wechat_request_id as wechat, e.kind, e.body, u.name as actor, e.created_at::text as at, e.detail
         from inquiry_events e left join admin_users u on u.id = e.actor_id order by e.id`,
      );
      expect(rows).toEqual([
        { booking: 1, wechat: null, kind: 'note', body: 'Called twice; wants Friday', actor: 'Olivia Owner', at: '2026-11-20 10:00:00+00', detail: { migrated: true } },
        { booking: null, wechat: 1, kind: 'note', body: 'Sent the Alipay link', actor: null, at: '2026-11-21 08:00:00+00', detail: { migrated: true } },
      ]);
      // The old notes stay where they were too (the latest note), and both inboxes read as one list.
      expect((await client.query('select notes from booking_requests where id = 1')).rows).toEqual([{ notes: 'Called twice; wants Friday' }]);
      const view = await client.query('select kind, name, assigned_to, follow_up_on from inquiries order by kind, id');
      expect(view.rows.map((r) => Object.values(r as object))).toEqual([
        ['booking', 'Mia', null, null],
        ['booking', 'Noah', null, null],
        ['booking', 'Ivy', null, null],
        ['wechat', 'Wei', null, null],
      ]);
    } finally {
      await client.close();
    }
  });
});
