/**
 * The inquiry work queue in a real browser (docs/product.md §2.7 (Inquiries), decision 0047): an agent opens an
 * inquiry in the side panel, assigns it to themselves, sets its follow-up day and a note, replies by e-mail
 * (the loopback mail server receives it and the timeline says it was sent), and finds it under "Mine" and
 * "Due today" (bookmarkable addresses); Export under "Mine" downloads only theirs. Unsaved work asks before
 * the panel closes; the notes box says where it cuts instead of cutting. A reply the mail server refused shows
 * failed, and Retry sends it once the mailbox takes it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { openAdminTab } from '../support/admin-browser';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { readMessage } from '../support/mime-parts';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { parseCsv } from '../support/spreadsheets';
import { signInThroughForm } from '../support/staff';
import { timeLimit } from '../support/time-limits';

const PASSWORD = 'agent browser password 9';

describe('the inquiry work queue in the admin panel', () => {
  const { newPage } = useBrowser({ context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });
  let sink: SmtpSink;
  let server: TestServer;
  let inquiryId: number;
  let otherId: number;
  /** Recipients the mail server refuses for now (550, for good). */
  const refusing = new Set(['noah@example.com']);

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (recipient) => refusing.has(recipient.replace(/^<|>$/g, '')) });
    server = await startTestServer({ env: { SMTP_URL: sink.url }, appOptions: { jobs: { pollIntervalMs: 100, retry: { minDelayMs: 200, factor: 2, maxDelayMs: 1_000 } } } });
    await createAdmin(server.database.db, 'alex@example.com', PASSWORD, 'Alex Agent', 'agent');
    await createAdmin(server.database.db, 'olivia@example.com', PASSWORD, 'Olivia Owner', 'owner');
    const booked = await server.post('/api/booking-request', {
      contactName: 'Mia Chen',
      contactEmail: 'mia@example.com',
      contactPhone: '0412345678',
      departure: 'jandakot',
      destination: 'rottnest-island',
      passengers: 2,
    });
    expect(booked.status).toBe(201);
    inquiryId = ((await booked.json()) as { id: number }).id;
    const other = await server.post('/api/booking-request', { contactName: 'Noah Other', contactEmail: 'noah@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 1 });
    otherId = ((await other.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('an agent assigns an inquiry, sets its follow-up day, replies, and finds it under Mine and Due today', async () => {
    const page = await newPage();
    await signInThroughForm(page, server, 'alex@example.com', PASSWORD);
    await openAdminTab(page, 'Inquiries');
    await page.getByTestId('inquiry').filter({ hasText: 'Mia Chen' }).getByRole('button').click();
    const panel = page.getByRole('dialog');
    await panel.getByTestId('inquiry-detail').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/inquiries/${inquiryId}`);

    // Assign, follow up today, and a note: one Save, each change in the timeline with who.
    await panel.getByLabel('Assigned to').selectOption({ label: 'Alex Agent' });
    await panel.getByLabel('Follow up on').fill(perthDate());
    await panel.getByLabel('Add a note').fill('Called Mia: wants a Friday morning');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Inquiry saved successfully').first().waitFor();
    const timeline = panel.getByTestId('inquiry-timeline');
    await timeline.getByText('Assigned to Alex Agent').waitFor();
    // Each entry's lines: who and when, then what (a note's text after it).
    const entries = (await timeline.getByTestId('timeline-entry').allInnerTexts()).map((entry) => entry.split('\n').map((line) => line.trim()).filter(Boolean));
    expect(entries.map((lines) => lines.slice(1).join(' '))).toEqual([
      expect.stringContaining('Note Called Mia: wants a Friday morning'),
      'Assigned to Alex Agent',
      expect.stringMatching(/^Follow up on /),
    ]);
    for (const [who] of entries) expect(who).toMatch(/^Alex Agent · /);

    // The notes box counts and refuses to save what the server would refuse, instead of cutting it.
    await panel.getByLabel('Add a note').fill('x'.repeat(5001));
    expect(await panel.getByTestId('text-limit').first().innerText()).toBe('5,001 / 5,000 characters: 1 too many. Shorten it, or split it into two.');
    expect(await panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // Leaving with that unsaved note asks first; Keep editing keeps it.
    await panel.getByRole('button', { name: 'Close' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect((await panel.getByLabel('Add a note').inputValue()).length).toBe(5001);
    await panel.getByLabel('Add a note').fill('');

    // Reply by e-mail: queued, sent through the mail server, and the timeline says so.
    await panel.getByLabel('Reply', { exact: true }).fill('Hi Mia,\nFriday at 9 works. Alex');
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply queued: it is on its way').first().waitFor();
    const reply = timeline.getByTestId('timeline-entry').filter({ hasText: 'Replied by e-mail to mia@example.com' });
    await reply.getByTestId('reply-delivery').filter({ hasText: /^Sent / }).waitFor({ timeout: timeLimit(15_000) });
    expect(await reply.innerText()).toContain('Hi Mia,\nFriday at 9 works. Alex');
    const mailed = sink.messages.filter((m) => m.to.includes('<mia@example.com>')).map((m) => readMessage(m.data));
    expect(mailed.some((m) => m.text.includes('Friday at 9 works'))).toBe(true);

    // Mine: a view in the address, so it can be bookmarked.
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Saved views' }).getByRole('button', { name: 'Mine' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('mine');
    await expect.poll(() => page.getByTestId('inquiry').allInnerTexts()).toEqual([expect.stringContaining('Mia Chen')]);
    expect(await page.getByTestId('inquiry').getByTestId('inquiry-assignee').innerText()).toBe('Assigned to Alex Agent');

    // Export under Mine: the file holds Mine's rows only, and its name says so.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^booking-requests-mine-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(rows.map((row) => row[header!.indexOf('Name')])).toEqual(['Mia Chen']);

    // Due today, opened from a bookmark: the inquiry to follow up today is there, the other one is not.
    await page.goto(`${server.url}/admin/inquiries?view=due`);
    await page.getByText('overdue inquiries are included').waitFor();
    await expect.poll(() => page.getByTestId('inquiry').allInnerTexts()).toEqual([expect.stringContaining('Follow up today')]);
    expect(await page.getByTestId('inquiry').innerText()).toContain('Mia Chen');
  });

  it('another staff member sees the assignment, and Mine is their own', async () => {
    const page = await newPage();
    await signInThroughForm(page, server, 'olivia@example.com', PASSWORD);
    await page.goto(`${server.url}/admin/inquiries?view=mine`);
    await page.getByText('Nothing is assigned to you.').waitFor();
    await page.goto(`${server.url}/admin/inquiries/${inquiryId}`);
    const panel = page.getByRole('dialog');
    await panel.getByTestId('inquiry-timeline').waitFor();
    expect(await panel.getByLabel('Assigned to').locator('option:checked').innerText()).toBe('Alex Agent');
    expect(await panel.getByTestId('inquiry-timeline').innerText()).toContain('Called Mia: wants a Friday morning');
  });

  it('a reply the mail server refused shows failed, and Retry sends it', async () => {
    const page = await newPage();
    await signInThroughForm(page, server, 'alex@example.com', PASSWORD);
    await page.goto(`${server.url}/admin/inquiries/${otherId}`);
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Send reply' }).waitFor();
    await panel.getByLabel('Subject').fill('Your flight to Rottnest');
    await panel.getByLabel('Reply', { exact: true }).fill('Hi Noah,\nWe have a seat on Saturday.');
    await panel.getByRole('button', { name: 'Send reply' }).click();
    const reply = panel.getByTestId('timeline-entry').filter({ hasText: 'Replied by e-mail to noah@example.com' });
    await reply.getByTestId('reply-delivery').filter({ hasText: /^Not sent: / }).waitFor({ timeout: timeLimit(15_000) });

    // The mailbox takes mail again: Retry, and the same reply goes out, once.
    refusing.delete('noah@example.com');
    await reply.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Reply queued again: it is on its way').first().waitFor();
    await reply.getByTestId('reply-delivery').filter({ hasText: /^Sent / }).waitFor({ timeout: timeLimit(15_000) });
    expect(await reply.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    const retried = panel.getByTestId('timeline-entry').filter({ hasText: 'Sent the failed reply “Your flight to Rottnest” again to noah@example.com' });
    expect(await retried.innerText()).toMatch(/^Alex Agent · /);
    const mailed = sink.messages.filter((m) => m.to.includes('<noah@example.com>')).map((m) => readMessage(m.data)).filter((m) => m.subject === 'Your flight to Rottnest');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain('We have a seat on Saturday.');
  });
});
