/**
 * Retry on a failed reply (docs/product.md §2.7 (Inquiries), decision 0047): a reply whose e-mail the mail
 * server refused for good shows failed; Retry puts the same message back into the outbox, once however many
 * times it is pressed at once, records who retried and when (timeline and audit log), and the reply shows
 * its new delivery. A reply that has not failed, an editor, and a server without SMTP are refused in words.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_NEEDS_SMTP, RETRY_REFUSALS } from '../../src/domain/api/admin/inquiry-work';
import { jobs } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds } from '../support/databases';
import { readMessage } from '../support/mime-parts';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'retry reply password 5';

interface TimelineEntry {
  id: number;
  kind: string;
  delivery: string | null;
  deliveryError: string | null;
  detail: Record<string, unknown>;
  actor: { name: string } | null;
}

describe.each(testDatabaseKinds())('retrying a failed reply (%s)', (dbKind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let owner: AdminCall;
  let agent: AdminCall;
  let editor: AdminCall;
  let bounced: number;
  let fine: number;
  /** Recipients the mail server refuses for now (550). */
  const refusing = new Set(['bounce@example.com']);

  const book = async (name: string, email: string) => {
    const answer = await server.post('/api/booking-request', { contactName: name, contactEmail: email, departure: 'jandakot', destination: 'rottnest-island', passengers: 1 });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };
  const timeline = async (id: number): Promise<TimelineEntry[]> => (await agent('GET', `/api/admin/booking-requests/${id}/timeline`)).body.events;
  const replyOf = async (id: number, replyId: number) => (await timeline(id)).find((event) => event.id === replyId)!;
  const deliveryOf = async (id: number, replyId: number) => (await replyOf(id, replyId)).delivery;
  /** The reply e-mails the mail server took for this address and subject. */
  const delivered = (email: string, subject: string) => sink.messages.filter((m) => m.to.includes(`<${email}>`)).map((m) => readMessage(m.data)).filter((m) => m.subject === subject);
  const reply = async (id: number, subject: string) => {
    const answer = await agent('POST', `/api/admin/booking-requests/${id}/replies`, { subject, body: `About your flight: ${subject}` });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const retry = (call: AdminCall, id: number, replyId: number) => call('POST', `/api/admin/booking-requests/${id}/replies/${replyId}/retry`, {});

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (recipient) => refusing.has(recipient.replace(/^<|>$/g, '')) });
    server = await startTestServer({ kind: dbKind, env: { SMTP_URL: sink.url }, appOptions: { jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } } } });
    const { db } = server.database;
    await createAdmin(db, 'owen@example.com', PASSWORD, 'Owen Owner', 'owner');
    await createAdmin(db, 'ada@example.com', PASSWORD, 'Ada Agent', 'agent');
    await createAdmin(db, 'eli@example.com', PASSWORD, 'Eli Editor', 'editor');
    owner = adminCaller(server, await signIn(server, 'owen@example.com', PASSWORD));
    agent = adminCaller(server, await signIn(server, 'ada@example.com', PASSWORD));
    editor = adminCaller(server, await signIn(server, 'eli@example.com', PASSWORD));
    bounced = await book('Bo Unce', 'bounce@example.com');
    fine = await book('Fay Fine', 'fay@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends a failed reply again once, however many retries arrive at once, and records who retried and when', async () => {
    const subject = 'Your Rottnest flight, again';
    const replyId = await reply(bounced, subject);
    await expect.poll(() => deliveryOf(bounced, replyId), { timeout: timeLimit(10_000), interval: 100 }).toBe('failed');
    expect((await replyOf(bounced, replyId)).deliveryError).toEqual(expect.any(String));
    expect(delivered('bounce@example.com', subject)).toHaveLength(0);

    // The mailbox exists again; the agent and the owner press Retry at the same moment, the agent twice.
    refusing.delete('bounce@example.com');
    const answers = await Promise.all([retry(agent, bounced, replyId), retry(agent, bounced, replyId), retry(owner, bounced, replyId)]);
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body).toMatchObject({ id: replyId, kind: 'reply', delivery: expect.stringMatching(/^(queued|sent)$/), deliveryError: null });
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([RETRY_REFUSALS.queued, RETRY_REFUSALS.sent]).toContain(refused.body.message);
    }

    await expect.poll(() => deliveryOf(bounced, replyId), { timeout: timeLimit(10_000), interval: 100 }).toBe('sent');
    const mails = delivered('bounce@example.com', subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`About your flight: ${subject}`);
    // One job for the reply and one for its retry: nothing else would ever send it.
    const replyJobs = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, 'email.inquiry-reply'), sql`(${jobs.payload}->>'eventId')::int = ${replyId}`));
    expect(Number(replyJobs[0]!.n)).toBe(2);

    // The timeline: the reply (now sent) and one retry entry, by whoever's press counted.
    const entries = await timeline(bounced);
    const retries = entries.filter((event) => event.kind === 'retry');
    expect(retries).toHaveLength(1);
    const retrier = retries[0]!.actor!.name;
    expect(['Ada Agent', 'Owen Owner']).toContain(retrier);
    expect(retries[0]!.detail).toMatchObject({ replyId, to: 'bounce@example.com', subject, failedWith: expect.any(String) });
    expect(entries.findIndex((event) => event.kind === 'retry')).toBeGreaterThan(entries.findIndex((event) => event.id === replyId));

    const audit = await owner('GET', '/api/admin/audit-log?entity=booking_request&limit=20');
    const retried = audit.body.items.filter((entry: { action: string }) => entry.action === 'reply_retry');
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ entityId: String(bounced), userEmail: retrier === 'Ada Agent' ? 'ada@example.com' : 'owen@example.com', after: { delivery: 'queued', replyId, subject } });

    // Sent now: another press is refused in words, and nothing more goes out.
    const again = await retry(agent, bounced, replyId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RETRY_REFUSALS.sent);
    expect(delivered('bounce@example.com', subject)).toHaveLength(1);
  });

  it('refuses to retry a reply that has not failed, or that is not there, in plain words', async () => {
    const replyId = await reply(fine, 'Your flight is booked');
    await expect.poll(() => deliveryOf(fine, replyId), { timeout: timeLimit(10_000), interval: 100 }).toBe('sent');
    // The owner may retry (the inquiries permission); this reply is simply not failed.
    const sent = await retry(owner, fine, replyId);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe(RETRY_REFUSALS.sent);
    expect(delivered('fay@example.com', 'Your flight is booked')).toHaveLength(1);

    // A reply of another inquiry, an entry that is not a reply, an id nobody has.
    expect((await retry(agent, bounced, replyId)).status).toBe(404);
    expect((await agent('PATCH', `/api/admin/booking-requests/${fine}`, { notes: 'Booked for Friday' })).status).toBe(200);
    const note = (await timeline(fine)).find((event) => event.kind === 'note')!;
    const notReply = await retry(agent, fine, note.id);
    expect(notReply.status).toBe(404);
    expect(notReply.body.message).toBe(`Booking request ${fine} has no reply ${note.id}`);
    expect((await retry(agent, fine, 999_999)).status).toBe(404);
    const bad = await retry(agent, fine, 0);
    expect(bad.status).toBe(400);
  });

  it('keeps editors out (403 in plain words)', async () => {
    const answer = await retry(editor, bounced, 1);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Your role cannot see inquiries; ask an owner or agent');
  });

  it('refuses Retry in plain words (409) when no mail server is set up, as Reply', async () => {
    const quiet = await startTestServer({ kind: dbKind });
    try {
      await createAdmin(quiet.database.db, 'solo@example.com', PASSWORD, 'Solo', 'agent');
      const call = adminCaller(quiet, await signIn(quiet, 'solo@example.com', PASSWORD));
      const refused = await retry(call, 1, 1);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(REPLY_NEEDS_SMTP);
    } finally {
      await quiet.close();
    }
  });
});
