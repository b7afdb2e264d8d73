import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../src/server/db/schema';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

interface Place {
  id: number;
  name: string;
  value: string;
}

/** The light widgets of SPEC §2 (/light styled, /light-widget-embed plain, /light-widget-demo) in Chromium. */
describe('light widget', { timeout: 60_000 }, () => {
  let server: TestServer;
  let browser: TestBrowser;
  let departure: Place;
  let destination: Place;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    departure = ((await (await server.fetch('/api/departure-locations')).json()) as Place[])[0]!;
    destination = ((await (await server.fetch('/api/destinations')).json()) as Place[]).find((d) => d.value !== departure.value)!;
  });
  const openContexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, prepare?: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    openContexts.push(context);
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(`${server.url}${path}`);
    return { context, page };
  }

  async function chooseRoute(page: Page) {
    await page.getByLabel('From').selectOption(String(departure.id));
    await page.getByLabel('To').selectOption(String(destination.id));
  }

  it('enables Book Now only for two different places; the plain variant opens a popup on the site root', async () => {
    const { context, page } = await open('/light-widget-embed');
    const button = page.getByRole('button', { name: /Select Locations|Book Now/ });
    await page.getByLabel('From').locator(`option[value="${departure.id}"]`).waitFor({ state: 'attached' });
    expect(await button.textContent()).toBe('Select Locations');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByLabel('From').locator('option').first().textContent()).toBe('Select departure');
    expect(await page.getByLabel('To').locator('option').first().textContent()).toBe('Select destination');

    await chooseRoute(page);
    expect(await button.textContent()).toBe('Book Now');
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    const url = new URL(popup.url());
    expect(`${url.protocol}//${url.host}`).toBe(server.url); // the port is kept on 127.0.0.1
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ departureId: String(departure.id), destinationId: String(destination.id), popup: 'true' });
    await popup.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
  });

  it('refuses the same place at both ends', async () => {
    const [twin] = await server.database.db
      .insert(destinations)
      .values({ name: departure.name, value: `${departure.value}-twin`, regionId: 1, flightTypes: ['same-day'], isActive: true, appContext: 'main' })
      .returning();
    await server.app.content.invalidate(false);
    const { page } = await open('/light-widget-embed');
    await page.getByLabel('To').locator(`option[value="${twin!.id}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('From').selectOption(String(departure.id));
    await page.getByLabel('To').selectOption(String(twin!.id));
    await page.getByText('Departure and destination must be different.').waitFor();
    expect(await page.getByRole('button', { name: 'Select Locations' }).isDisabled()).toBe(true);
  });

  it('falls back to this window when the popup is blocked', async () => {
    const { page } = await open('/light-widget-embed', async (p) => {
      await p.addInitScript(() => (window.open = () => null));
    });
    await page.getByLabel('From').locator(`option[value="${departure.id}"]`).waitFor({ state: 'attached' });
    await chooseRoute(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('popup') === 'true');
    expect(new URL(page.url()).searchParams.get('departureId')).toBe(String(departure.id));
    await page.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
  });

  it("the styled variant opens the 'Book Flight' dialog framing the booking page with the ids", async () => {
    const { page } = await open('/light');
    await page.getByLabel('From').locator(`option[value="${departure.id}"]`).waitFor({ state: 'attached' });
    await chooseRoute(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Flight' });
    await dialog.waitFor();
    const frame = dialog.locator('iframe[title="Booking Widget"]');
    expect(await frame.getAttribute('src')).toBe(`/?departureId=${departure.id}&destinationId=${destination.id}`);
    await page.frameLocator('iframe[title="Booking Widget"]').getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the offline banner while the browser is offline and recovers when it is back', async () => {
    const { context, page } = await open('/light');
    await page.getByLabel('From').locator(`option[value="${departure.id}"]`).waitFor({ state: 'attached' });
    await context.setOffline(true);
    await page.getByText('No internet connection').waitFor();
    expect(await page.getByText('Connection lost').isVisible()).toBe(true);
    expect(await page.getByText('Waiting for connection to restore...').isVisible()).toBe(true);
    await context.setOffline(false);
    await page.getByText('No internet connection').waitFor({ state: 'hidden' });
    await chooseRoute(page);
    expect(await page.getByRole('button', { name: 'Book Now' }).isEnabled()).toBe(true);
  });

  it("shows the load error with 'Retried N time(s).' and recovers with Retry", async () => {
    let failedCalls = 0;
    const { page } = await open('/light', async (p) => {
      await p.route('**/api/destinations', (route) => {
        failedCalls += 1;
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
      });
    });
    await page.getByText('Loading booking options...').waitFor();
    const panel = page.getByRole('alert').filter({ hasText: 'Unable to load booking options' });
    await panel.waitFor({ timeout: 20_000 }); // three retries at 2 s, 3 s, 4.5 s first
    expect(failedCalls).toBe(4);
    expect(await panel.textContent()).toContain('HTTP 500: Internal Server Error');
    expect(await panel.textContent()).toContain('Retried 1 time(s).');
    await page.unroute('**/api/destinations');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('To').locator(`option[value="${destination.id}"]`).waitFor({ state: 'attached' });
    expect(await panel.count()).toBe(0);
  });

  it("inside a partner's sandboxed frame that allows neither popups nor top navigation, says to allow popups", async () => {
    // The partner's page on another origin, framing the 1000x180 banner the way the embed page suggests.
    const partner = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Partner</title><iframe title="Charter booking" sandbox="allow-scripts allow-same-origin allow-forms" width="1000" height="180" src="${server.url}/light-widget-embed"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    try {
      const context = await browser.newContext({ viewport: { width: 1100, height: 400 } });
      openContexts.push(context);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
      const frame = page.frameLocator('iframe[title="Charter booking"]');
      await frame.getByLabel('From').locator(`option[value="${departure.id}"]`).waitFor({ state: 'attached' });
      await frame.getByLabel('From').selectOption(String(departure.id));
      await frame.getByLabel('To').selectOption(String(destination.id));
      await frame.getByRole('button', { name: 'Book Now' }).click();
      await frame.getByRole('alert').filter({ hasText: 'Unable to open booking. Please allow popups.' }).waitFor();
      // No dialog: the site root refuses to be framed by the partner, so it would only show a blocked frame.
      expect(await frame.getByRole('dialog').count()).toBe(0);
      expect(context.pages()).toHaveLength(1);
      expect(new URL(page.url()).port).toBe(String((partner.address() as AddressInfo).port));
    } finally {
      await new Promise((resolve) => partner.close(resolve));
    }
  });

  it("titles the demo page 'Light Booking Widget Demo' and shows both variants", async () => {
    let listRequests = 0;
    const { page } = await open('/light-widget-demo', async (p) => {
      p.on('request', (request) => void (new URL(request.url()).pathname === '/api/destinations' && listRequests++));
    });
    await page.getByRole('heading', { name: 'Light Booking Widget Demo' }).waitFor();
    expect(await page.title()).toBe('Light Booking Widget Demo');
    expect(await page.getByLabel('From').count()).toBe(2);
    await page.getByLabel('To').nth(1).locator(`option[value="${destination.id}"]`).waitFor({ state: 'attached' });
    expect(listRequests).toBe(1); // the two widgets share one request per list
  });
});
