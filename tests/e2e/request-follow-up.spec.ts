/**
 * A confirmation people can act on (decision 0056), in a real browser: a submitted inquiry's confirmation
 * offers Add to calendar (the downloaded .ics holds the day, the route and the reference) and the request's
 * own link; the link, opened in a fresh browser, shows the request and where it is, and cancels it after a
 * confirm step; staff see in the inquiry that the visitor cancelled it; the confirmation e-mail holds the
 * same link.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';
import { perthDate } from '../support/perth-date';
import { parseIcs } from '../support/ics';
import { readMessage } from '../support/mime-parts';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { timeLimit } from '../support/time-limits';

/** A calendar date n days from today in Perth, the test browser's time zone. */

describe('a confirmation people can act on', () => {
  const { newContext, newPage } = useBrowser({ context: { viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' } });
  let sink: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url }, appOptions: { jobs: { pollIntervalMs: 100 } } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('adds the request to a calendar, opens it from its link in a fresh browser, cancels it, and staff see who cancelled', async () => {
    const day = perthDate(14);
    const context = await newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    await form.waitFor();
    // The route is quoted before the inquiry is sent, so that it carries it.
    await page.getByRole('button', { name: 'Share Estimate' }).and(page.locator(':enabled')).waitFor();
    await page.getByTestId('request-summary').getByText('Route').waitFor();
    await form.getByLabel('Full name').fill('Katherine Johnson');
    await form.getByLabel('Email').fill('katherine@example.com');
    await form.getByLabel('Preferred date').fill(day);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    const confirmation = page.getByTestId('request-confirmation');
    await confirmation.waitFor();
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
    expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);
    const followUp = confirmation.getByTestId('request-follow-up');
    await followUp.waitFor();
    expect(await followUp.innerText()).toContain('It is in your confirmation e-mail too.');

    // Add to calendar: a file of one all-day event on the day asked for, naming the route and the reference.
    const [download] = await Promise.all([page.waitForEvent('download'), followUp.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe(`${reference}.ics`);
    const calendar = parseIcs(readFileSync((await download.path())!, 'utf8'));
    const event = calendar.components.find((c) => c.name === 'VEVENT')!;
    expect(event.properties.find((p) => p.name === 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: day.replaceAll('-', '') });
    expect(event.get('SUMMARY')).toBe(`Charter flight request: Jandakot Airport (YPJT) → Rottnest Island (YRTI) (${reference})`);
    expect(event.get('STATUS')).toBe('TENTATIVE');

    // The request's own link, opened in another browser (no cookies, no storage of this one).
    const link = followUp.getByRole('link', { name: 'See or cancel your request' });
    const requestUrl = (await link.getAttribute('href'))!;
    expect(requestUrl).toMatch(new RegExp(`^${server.url}/requests/[A-Za-z0-9_-]{43}$`));
    expect(event.get('DESCRIPTION')).toContain(requestUrl);

    const visitor = await newPage();
    const opened = await visitor.goto(requestUrl);
    expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const request = visitor.getByTestId('visitor-request');
    await request.waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await visitor.title()).toBe(`Your request ${reference} – Charter Flights`);
    expect(await request.getByTestId('request-reference').innerText()).toBe(reference);
    expect(await request.getByTestId('request-status').innerText()).toBe('Received: we have not started on it yet');
    expect(await request.getByTestId('request-route').innerText()).toBe('Jandakot Airport (YPJT) → Rottnest Island (YRTI)');
    expect(await request.getByTestId('request-party').innerText()).toBe('1');
    expect(await request.getByTestId('request-date').innerText()).toBe(new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)));

    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);

    // Cancel asks first; "No, keep it" keeps it; "Yes, cancel it" cancels, and the page says so.
    await request.getByRole('button', { name: 'Cancel this request' }).click();
    const ask = request.getByTestId('cancel-confirm');
    expect(await ask.innerText()).toContain(`Cancel request ${reference}?`);
    await ask.getByRole('button', { name: 'No, keep it' }).click();
    await ask.waitFor({ state: 'detached' });
    await request.getByRole('button', { name: 'Cancel this request' }).click();
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
    await request.getByTestId('request-status').filter({ hasText: /^Cancelled by you on / }).waitFor();
    expect(await request.getByRole('status').innerText()).toBe('Your request is cancelled. We will not contact you about it.');
    expect(await request.getByRole('button', { name: 'Cancel this request' }).count()).toBe(0);
    expect(describeBlocking(await blockingViolations(visitor))).toEqual([]);
    // A reload reads it from the server: still cancelled.
    await visitor.reload();
    await visitor.getByTestId('request-status').filter({ hasText: /^Cancelled by you on / }).waitFor();

    // Staff see it in the inquiry: closed, cancelled by the visitor, and the timeline says from where.
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    await admin.getByTestId('inquiry').filter({ hasText: 'Katherine Johnson' }).getByRole('button').click();
    const panel = admin.getByRole('dialog');
    await panel.getByTestId('inquiry-detail').waitFor();
    expect(await panel.getByTestId('inquiry-detail-reference').innerText()).toBe(reference);
    expect(await panel.getByTestId('inquiry-cancelled').innerText()).toMatch(/^Cancelled by the visitor /);
    const entry = panel.getByTestId('timeline-entry').filter({ hasText: 'Cancelled by the visitor from their request link' });
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(/^The visitor · /);
    expect(await entry.innerText()).toContain('127.0.0.1');
    expect(await entry.innerText()).toContain('status: new → closed');

    // The confirmation e-mail holds the same link.
    await expect.poll(() => sink.messages.filter((m) => m.to.includes('<katherine@example.com>')).length, { timeout: timeLimit(15_000), interval: 100 }).toBe(1);
    const mail = readMessage(sink.messages.find((m) => m.to.includes('<katherine@example.com>'))!.data);
    expect(mail.text).toContain(requestUrl);
    expect(mail.html).toContain(`href="${requestUrl}"`);
  });

  it('says in plain words, in the page’s language, that a link opens no request', async () => {
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem('bookingWidgetLanguage', 'zh'));
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/requests/${'Z'.repeat(43)}`);
    expect(response!.status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: '此链接无法打开任何申请' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('找不到此申请');
  });

  it('opens a request sent in Hindi in Hindi where the visitor never chose a language, and in theirs where they did', async () => {
    const sent = await server.post('/api/booking-request', { contactName: 'Asha', contactEmail: 'asha@example.com', departure: 'jandakot', destination: 'rottnest-island', language: 'hi' });
    const { requestUrl } = (await sent.json()) as { requestUrl: string };
    const fresh = await newPage();
    await fresh.goto(requestUrl);
    await fresh.getByTestId('request-status').filter({ hasText: 'मिल गया: हमने अभी इस पर काम शुरू नहीं किया है' }).waitFor();
    expect(await fresh.getByTestId('request-date').innerText()).toBe('अभी नहीं चुनी गई');
    expect(await fresh.evaluate(() => localStorage.getItem('bookingWidgetLanguage'))).toBeNull();

    const chosen = await newContext();
    await chosen.addInitScript(() => localStorage.setItem('bookingWidgetLanguage', 'en'));
    const page = await chosen.newPage();
    await page.goto(requestUrl);
    await page.getByTestId('request-status').filter({ hasText: 'Received: we have not started on it yet' }).waitFor();
  });
});
