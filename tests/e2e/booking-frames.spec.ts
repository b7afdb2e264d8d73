import http from 'node:http';
import { timeLimit } from '../support/time-limits';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { useBrowser } from '../support/browser';

/** The operator's calendar host as the booking page sees it; its pages come from a loopback server below. */
const CALENDAR_ORIGIN = 'https://calendar.operator.example';

/**
 * An operator's hosted calendar: it uses its own storage and cookies, reports that it ran, and at once
 * tries to take the visitor's whole tab elsewhere without any click. A link in it leaves on a click.
 */
const CALENDAR_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Calendar</title></head><body>
<h1>Operator calendar</h1>
<a href="${CALENDAR_ORIGIN}/checkout" target="_top">Go to checkout</a>
<script>
  let storage = 'ok';
  try { localStorage.setItem('slot', '10:30'); } catch (e) { storage = e.message; }
  const report = new URLSearchParams({ origin: self.origin, storage });
  fetch('/ran?' + report).then(() => {
    let outcome = 'no-error';
    try { top.location.href = '${CALENDAR_ORIGIN}/escaped'; } catch (e) { outcome = e.name; }
    setTimeout(() => fetch('/tried?outcome=' + encodeURIComponent(outcome)), 300);
  });
</script></body></html>`;

describe('booking frames in Chromium: the operator calendar sandbox and /frames/booking only as a frame', () => {
  const { server, newContext } = useBrowser({ server: true });
  let calendar: http.Server;
  let calendarUrl: string;
  const calendarHits: string[] = [];

  beforeAll(async () => {
    calendar = http.createServer((request, response) => {
      calendarHits.push(request.url ?? '');
      const body = request.url?.startsWith('/wave-rock/calendar') ? CALENDAR_PAGE : `<!doctype html><h1>${request.url}</h1>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => calendar.listen(0, '127.0.0.1', resolve));
    calendarUrl = `http://127.0.0.1:${(calendar.address() as AddressInfo).port}`;

    // Staff point Wave Rock at the hosted calendar and Albany at a path on this site, through the admin API.
    await createAdmin(server.database.db, 'frames.admin@example.com', 'frames admin password 1');
    const cookie = await signIn(server, 'frames.admin@example.com', 'frames admin password 1');
    for (const [value, bookingUrl] of [['wave-rock', `${CALENDAR_ORIGIN}/wave-rock/calendar`], ['albany', '/experiences']] as const) {
      const [row] = await server.database.db.select().from(destinations).where(eq(destinations.value, value));
      const saved = await server.fetch(`/api/destinations/${row!.id}`, {
        method: 'PUT',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ bookingUrl }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => calendar?.close(() => resolve()));
  });

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    // The calendar host is answered by the loopback calendar server (the page's CSP frames https: only).
    await context.route(`${CALENDAR_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      const answer = await fetch(`${calendarUrl}${url.pathname}${url.search}`);
      await route.fulfill({ status: answer.status, contentType: answer.headers.get('content-type') ?? 'text/html', body: await answer.text() });
    });
    // The seeded operator links of other routes point at a .example host: answer them locally too.
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    return { context, page: await context.newPage() };
  }

  async function openCalendar(page: Page, destination: string) {
    await page.goto(`${server.url}/?departure=jandakot&destination=${destination}&flightType=same-day&aircraft=3-passengers`);
    await page.getByTestId('estimate-total').waitFor();
    await page.getByTestId('booking-area').getByRole('button', { name: 'Book Now' }).click();
    const frame = page.getByTestId('booking-calendar-frame');
    await frame.waitFor();
    return frame;
  }

  const tokens = (sandbox: string | null) => (sandbox ?? '').split(/\s+/).filter(Boolean).sort();

  it('frames the calendar with exactly the least it needs, and its top.location without a click leaves the booking page where it is', async () => {
    const { page } = await newPage();
    const frame = await openCalendar(page, 'wave-rock');
    expect(await frame.getAttribute('src')).toBe(`${CALENDAR_ORIGIN}/wave-rock/calendar`);
    expect(tokens(await frame.getAttribute('sandbox'))).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);

    // The calendar ran in its own origin (not the opaque one of a sandbox without allow-same-origin; the
    // browser's own third-party storage policy may still refuse it storage), then tried to move the top window.
    await expect.poll(() => calendarHits.find((hit) => hit.startsWith('/tried')), { timeout: timeLimit(15_000) }).toBeTruthy();
    const ran = new URL(calendarHits.find((hit) => hit.startsWith('/ran?'))!, CALENDAR_ORIGIN).searchParams;
    expect(ran.get('origin')).toBe(CALENDAR_ORIGIN);
    expect(ran.get('storage')).not.toMatch(/sandbox/i);
    // Chromium refuses it with a SecurityError (another engine may refuse it silently).
    expect(['/tried?outcome=SecurityError', '/tried?outcome=no-error']).toContain(calendarHits.find((hit) => hit.startsWith('/tried')));
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(server.url);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(calendarHits).not.toContain('/escaped');
    await page.getByTestId('booking-calendar-frame').waitFor();

    // A click in the calendar may take the tab to the operator's checkout: that is what the token allows.
    await page.frameLocator('[data-testid=booking-calendar-frame]').getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(`${CALENDAR_ORIGIN}/checkout`);
    expect(calendarHits).toContain('/checkout');
  });

  it('drops allow-same-origin when the calendar address is a path on this site', async () => {
    const { page } = await newPage();
    const frame = await openCalendar(page, 'albany');
    expect(await frame.getAttribute('src')).toBe('/experiences');
    expect(tokens(await frame.getAttribute('sandbox'))).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
  });

  it('/frames/booking opened in a tab lands on the booking page for the route, whose staff-HTML frame still renders', async () => {
    const { page } = await newPage();
    await page.goto(`${server.url}/frames/booking?aircraftType=3-passengers&flightType=same-day&departure=jandakot&destination=rottnest-island&regionId=1`);
    await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/');
    expect(landed.searchParams.get('departure')).toBe('jandakot');
    expect(landed.searchParams.get('destination')).toBe('rottnest-island');
    expect(await page.getByLabel('Departure Location').inputValue()).toBe('jandakot');
    expect(await page.getByLabel('Destination', { exact: true }).inputValue()).toBe('rottnest-island');

    // Framed by the page itself (Chromium sends Sec-Fetch-Dest: iframe), the same address serves the HTML.
    const framed = page.waitForResponse((response) => response.url().includes('/frames/booking?'));
    await page.getByTestId('booking-area').getByRole('button', { name: 'Book Now' }).click();
    const response = await framed;
    // 200, not the 303 every other kind of request gets (tests/api/booking-frame.test.ts).
    expect(response.status()).toBe(200);
    const element = page.getByTestId('booking-html-frame');
    await element.waitFor();
    const frame = await (await element.elementHandle())!.contentFrame();
    await frame!.waitForSelector('.booking-calendar[data-ready="true"]');
  });
});
