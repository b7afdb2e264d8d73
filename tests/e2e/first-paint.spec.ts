import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type Json } from '../support/admin-calls';
import { useBrowser } from '../support/browser';

const WELCOME = 'Welcome, where can we take you?';

/** The first region's default route, by the public API (what the page must read before its script runs). */
async function defaultRoute(server: { fetch(path: string): Promise<Response> }) {
  const json = async (path: string): Promise<Json> => (await server.fetch(path)).json();
  const regions: Json[] = await json('/api/regions');
  const region = [...regions].sort((a, b) => a.displayOrder - b.displayOrder)[0];
  const departures: Json[] = await json(`/api/departure-locations?regionId=${region.id}&appContext=main`);
  const destinations: Json[] = await json(`/api/destinations?regionId=${region.id}&appContext=main`);
  return {
    region,
    departure: departures.find((d) => d.id === region.defaultDepartureLocationId),
    destination: destinations.find((d) => d.id === region.defaultDestinationId),
  };
}

/** The option a select shows: the frame's by its id (the frame is a picture, hidden from assistive technology). */
const shownOption = (page: Page, selector: string) => page.locator(selector).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
/** The option one of the app's selects shows, by its label. */
const appOption = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');

/** The booking page reads before its script runs: the server draws its first frame (decision 0053). */
describe('first paint of the booking page', () => {
  const { server, newContext } = useBrowser({ server: true, context: { viewport: { width: 390, height: 844 } } });

  it('reads with JavaScript disabled: the welcome line and the default region, departure and destination', async () => {
    const { region, departure, destination } = await defaultRoute(server);
    const regions: Json[] = await (await server.fetch('/api/regions')).json();
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const heading = page.locator('#first-frame h1');
    expect(await heading.textContent()).toBe(WELCOME);
    expect(await heading.isVisible()).toBe(true);
    expect(await shownOption(page, '#first-frame-departure')).toBe(departure.name);
    expect(await shownOption(page, '#first-frame-destination')).toBe(destination.name);
    expect(await page.locator('#first-frame-departure').isVisible()).toBe(true);
    expect(await page.locator('label[data-for="first-frame-departure"]').textContent()).toBe('Departure Location');
    expect(await page.locator('label[data-for="first-frame-destination"]').textContent()).toBe('Destination');
    if (regions.length > 1) expect(await shownOption(page, '#first-frame-region')).toBe(region.name);
    else expect(await page.getByText(region.name, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('On-demand Air taxi booking').isVisible()).toBe(true);
    expect(await page.locator('#first-frame a[href="/"]').isVisible()).toBe(true);
    // The frame's route is a real choice of this region, as the app's would be.
    expect(await page.locator('#first-frame-departure').inputValue()).toBe(departure.value);
    // A picture of the page: nothing in it is read out twice or can be chosen and lost.
    expect(await page.locator('#first-frame').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#first-frame').getAttribute('inert')).not.toBeNull();
  });

  it('reads in the language the address asks for, and /mandarin in Chinese', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=hi`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.locator('#first-frame h1').textContent()).not.toBe(WELCOME);
    expect(await page.locator('#first-frame h1').isVisible()).toBe(true);
    await page.goto(`${server.url}/mandarin`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.locator('#first-frame h1').textContent()).toMatch(/[\u4e00-\u9fff]/);
  });

  it('hands over to the app without a console error or warning, and the app is the page from then on', async () => {
    const { departure, destination } = await defaultRoute(server);
    const page = await (await newContext()).newPage();
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(available-aircraft|route-pricing|calculate-prices?$)/.test(path)) asked.push(path);
    });
    const response = await page.goto(`${server.url}/`);
    expect(await response!.text()).toContain('id="first-frame"');
    await page.getByTestId('estimate-total').waitFor();
    // The first price came with the page: no round trip stood between the app and it.
    expect(asked).toEqual([]);
    // The hand-over moved nothing on the screen (the app's page was laid out where the frame stood).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (total += (entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBeLessThan(0.1);
    expect(await page.locator('#first-frame').count()).toBe(0);
    expect(await page.getByRole('heading', { name: WELCOME }).count()).toBe(1);
    expect(await appOption(page, 'Departure Location')).toBe(departure.name);
    expect(await appOption(page, 'Destination')).toBe(destination.name);
    // The select is the app's now: a choice changes the address.
    const other = await page
      .getByLabel('Destination', { exact: true })
      .evaluate((select: HTMLSelectElement, current: string) => [...select.options].find((o) => o.value && o.value !== current)?.value, destination.value);
    await page.getByLabel('Destination', { exact: true }).selectOption(other!);
    await page.waitForURL((url) => url.searchParams.get('destination') === other);
    expect(complaints).toEqual([]);
  });

  it('a visitor who chose another language or region never sees the frame drawn for someone else', async () => {
    const page = await (await newContext()).newPage();
    await page.addInitScript(() => {
      localStorage.setItem('bookingWidgetLanguage', 'zh');
      localStorage.setItem('preferred-region', 'QLD');
    });
    // Scripts stop after theme-init.js, so what the frame shows before the app is what is seen here.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${server.url}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    // Hidden, so neither by role nor by label: found by the frame's own ids.
    expect(await page.locator('#first-frame h1').evaluate((h) => getComputedStyle(h).visibility)).toBe('hidden');
    expect(await page.locator('#first-frame-departure').evaluate((s) => getComputedStyle(s).visibility)).toBe('hidden');
    // The frame itself (header, hero image, boxes) still stands.
    expect(await page.locator('#first-frame header').isVisible()).toBe(true);
  });

  it('shows a staff edit of the default route in the next page', async () => {
    const { region, departure } = await defaultRoute(server);
    await createAdmin(server.database.db, 'first.paint@example.com', 'first paint admin password 1');
    const call = adminCaller(server, await signIn(server, 'first.paint@example.com', 'first paint admin password 1'));
    const renamed = `${departure.name} (new terminal)`;
    expect((await call('PUT', `/api/departure-locations/${departure.id}?regionId=${region.id}`, { name: renamed })).status).toBe(200);

    const html = await (await server.fetch('/')).text();
    expect(html).toContain(`>${renamed}</option>`);
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server.url}/`);
    expect(await shownOption(page, '#first-frame-departure')).toBe(renamed);
  });
});
