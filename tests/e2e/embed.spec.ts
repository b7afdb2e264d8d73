import http from 'node:http';
import { timeLimit } from '../support/time-limits';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingClicks } from '../../src/server/db/schema';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser, type ContextOptions } from '../support/browser';

/** A partner's page on a second loopback origin (127.0.0.2) that pastes two embed.js tags. */
function startHostPage(widgetOrigin: string, destination: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="zh-CN"><head><title>Partner hotel</title></head><body>
<h1>Partner hotel</h1>
<script>window.__events = []; ['estimate', 'book-click', 'inquiry-submitted'].forEach(function (name) {
  document.addEventListener('charterflight:' + name, function (e) { window.__events.push({ type: e.type, detail: e.detail }); });
});</script>
<script src="${widgetOrigin}/embed.js" data-type="full" data-region="WA" data-lang="en" data-partner="hotel-x"
  data-departure="jandakot" data-destination="${destination}" data-flight-type="same-day" data-aircraft="6-passengers" async></script>
<p>Between the widgets.</p>
<script src="${widgetOrigin}/embed.js" data-type="popup" data-target="#later" data-partner="hotel-x"></script>
<script src="${widgetOrigin}/embed.js" data-type="light-popup" data-target="##not a selector" data-lang="hi"></script>
<script src="/vendor/embed.js" async></script>
<div id="banner"></div>
<div id="later"></div>
<script src="${widgetOrigin}/embed.js" data-type="light" data-target="#banner" async></script>
</body></html>`;
  // Another vendor's "embed.js" on the same page: the loader must leave its tag alone.
  const server = http.createServer((request, response) =>
    request.url === '/vendor/embed.js'
      ? response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__vendorLoaded = true;')
      : response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.2', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.2:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/** A partner's page on 127.0.0.2 with the given body (phone-sized viewport tag, no margins of note). */
function startPartnerPage(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title></head><body style="margin:8px">${body}</body></html>`;
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.2', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.2:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

describe('embedding: the /embed page and the one-tag /embed.js', () => {
  const { server, newContext } = useBrowser({ server: true });

  async function newPage(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext({ viewport: { width: 1280, height: 900 }, ...options });
    await context.route('https://book.skycharter.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Operator booking</h1>' }));
    return { context, page: await context.newPage() };
  }

  it('/embed switches the code with the type and copies it, showing Copied! for 2 s', async () => {
    const { context, page } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/embed`);
    const code = page.getByLabel('Embed code');
    await code.waitFor();
    expect(await code.inputValue()).toBe(
      `<iframe src="${server.url}/widget" width="100%" height="1400" style="border:0;max-width:100%" title="Charter flight booking" loading="lazy" allow="clipboard-write; web-share"></iframe>`,
    );
    await page.getByRole('radio', { name: /Light banner/ }).click();
    expect(await code.inputValue()).toContain(`src="${server.url}/light-widget-embed" width="1000" height="180"`);
    expect(await page.getByTestId('embed-description').textContent()).toMatch(/^A compact banner with From and To/);
    await page.getByRole('radio', { name: /^Popup button/ }).click();
    expect(await code.inputValue()).toContain("'width=800,height=900,");
    await page.getByRole('radio', { name: /Light popup button/ }).click();
    expect(await code.inputValue()).toContain("'width=900,height=750,");
    expect(await page.getByLabel(/Or one script tag/).inputValue()).toContain(`<script src="${server.url}/embed.js" data-type="light-popup"`);
    expect(await page.getByRole('link', { name: /Preview/ }).getAttribute('href')).toBe('/light');
    expect(await page.getByRole('link', { name: /View Full Site/ }).getAttribute('target')).toBe('_blank');
    for (const name of ['HTML', 'WordPress', 'Other website builders']) await page.getByRole('heading', { name }).waitFor();

    const copyButton = page.getByRole('button', { name: 'Copy code' }).first();
    await copyButton.click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    // The label goes back by itself (after 2 s; a busy machine may fire that timer late).
    await expect.poll(() => page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);
  });

  it('/embed selects the code when the clipboard is refused, and speaks the chosen language', async () => {
    const { page } = await newPage();
    // The browser refusing the clipboard (no permission, insecure context): writeText rejects.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
    });
    await page.goto(`${server.url}/embed`);
    const code = page.getByLabel('Embed code');
    await code.waitFor();
    await page.getByRole('button', { name: 'Copy code' }).first().click();
    const wholeCodeSelected = () =>
      code.evaluate((el) => {
        const box = el as HTMLTextAreaElement;
        return document.activeElement === box && box.selectionStart === 0 && box.selectionEnd === box.value.length;
      });
    await expect.poll(wholeCodeSelected).toBe(true);
    expect(await page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);

    await page.goto(`${server.url}/embed?lang=zh`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('嵌入预订小部件');
    expect(await page.getByRole('radio').count()).toBe(4);
  });

  it.each(['light', 'dark'] as const)('/embed at 360 px in the %s theme: keyboard operable, no serious axe violations, no sideways scroll', async (theme) => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(`${server.url}/embed`, { waitUntil: 'networkidle' });
    await page.getByLabel('Embed code').waitFor();
    expect(describeBlocking(await blockingViolations(page))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The type is chosen with the arrow keys, like any radio group.
    await page.getByRole('radio', { name: /Full booking widget/ }).click();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('full');
    // Held like a real key press: Radix moves focus on a timer and checks the item only while the key is down.
    await page.keyboard.press('ArrowDown', { delay: 80 });
    await expect.poll(() => page.getByRole('radio', { name: /Light banner/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Embed code').inputValue()).toContain('/light-widget-embed');
  });

  it('renders two tags on a partner page of another origin: prefill, resize to content, events, partner stored', async () => {
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const wa = regions.find((r) => r.code === 'WA')!;
    const destinations = (await (await server.fetch(`/api/destinations?regionId=${wa.id}`)).json()) as { value: string; flightTypes: string[] }[];
    const destination = destinations.find((d) => d.value !== 'rottnest-island' && d.flightTypes.includes('same-day'))!.value;
    const host = await startHostPage(server.url, destination);
    try {
      const { page } = await newPage();
      await page.goto(host.url);
      const frames = page.locator('iframe');
      await frames.nth(1).waitFor({ state: 'attached' });
      await page.waitForFunction(() => (window as unknown as { __vendorLoaded?: boolean }).__vendorLoaded === true);
      expect(await frames.count()).toBe(2);
      const fullSrc = new URL((await frames.nth(0).getAttribute('src'))!);
      expect(fullSrc.pathname).toBe('/widget');
      expect(fullSrc.searchParams.get('parentOrigin')).toBe(new URL(host.url).origin);
      expect(fullSrc.searchParams.get('partner')).toBe('hotel-x');
      // No data-lang on this tag: the host page's <html lang="zh-CN"> decides.
      expect(await frames.nth(1).getAttribute('src')).toBe(`${server.url}/light-widget-embed?lang=zh&parentOrigin=${encodeURIComponent(new URL(host.url).origin)}`);
      expect(fullSrc.searchParams.get('lang')).toBe('en');
      // The banner went into data-target, after the paragraph between the tags.
      expect(await page.locator('#banner iframe').count()).toBe(1);
      // A blocking tag whose target comes later in the page waits for it; an unusable target renders after the tag.
      expect(await page.locator('#later button').textContent()).toBe('预订包机航班');
      expect(await page.locator('script[data-type="light-popup"] + .charterflight-widget button').textContent()).toBe('अपनी उड़ान चुनें');

      const widget = page.frameLocator('iframe >> nth=0');
      await widget.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
      expect(await widget.getByLabel('Destination', { exact: true }).inputValue()).toBe(destination);

      // The host page hears the estimate of the prefilled route.
      await page.waitForFunction(() => (window as unknown as { __events: { type: string }[] }).__events.some((e) => e.type === 'charterflight:estimate'));
      const events = (await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)) as { type: string; detail: Record<string, unknown> }[];
      const estimate = events.find((e) => e.type === 'charterflight:estimate')!.detail;
      expect(estimate).toMatchObject({ region: 'WA', departure: 'jandakot', destination, flightType: 'same-day', currency: 'AUD', widget: 'full', partner: 'hotel-x' });
      expect(typeof estimate.total).toBe('number');
      expect(estimate.aircraft).toBe('6-passengers'); // not the first aircraft: the prefill chose it

      // The frame follows its content: no fixed 1400 px, no scrollbar inside. In a frame the inquiry form
      // mounts at once, in a chunk of its own: the page is whole once its button is there.
      await widget.getByRole('button', { name: 'Submit Inquiry' }).waitFor();
      const frame = (await (await frames.nth(0).elementHandle())!.contentFrame()) as Frame;
      await page.waitForFunction(() => {
        const el = document.querySelector('iframe') as HTMLIFrameElement;
        return el.style.height !== '900px';
      });
      const contentHeightNow = () => frame.evaluate(() => document.documentElement.scrollHeight);
      const frameBoxHeight = () => frames.nth(0).evaluate((el) => (el as HTMLIFrameElement).getBoundingClientRect().height);
      await expect.poll(async () => Math.abs((await frameBoxHeight()) - (await contentHeightNow()))).toBeLessThanOrEqual(2);
      const frameHeight = await frameBoxHeight();
      expect(frameHeight).not.toBe(1400);
      expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);

      // It grows with its content and shrinks back when the content does.
      const frameHeightNow = () => frames.nth(0).evaluate((el) => Math.round(el.getBoundingClientRect().height));
      await frame.evaluate(() => {
        const tall = document.createElement('div');
        tall.id = 'test-tall-content';
        tall.style.height = '1500px';
        document.querySelector('main')!.append(tall);
      });
      await expect.poll(frameHeightNow, { timeout: timeLimit(5000) }).toBeGreaterThanOrEqual(frameHeight + 1490);
      await frame.evaluate(() => document.getElementById('test-tall-content')!.remove());
      await expect.poll(frameHeightNow, { timeout: timeLimit(5000) }).toBeLessThanOrEqual(frameHeight + 2);

      // Messages not from our frame are ignored, even when they look right.
      await page.evaluate(() => window.postMessage({ source: 'charterflight', type: 'resize', height: 5 }, '*'));
      await page.waitForTimeout(200);
      expect(await frames.nth(0).evaluate((el) => (el as HTMLIFrameElement).style.height)).not.toBe('5px');

      // The popup button opens the widget window at the documented size (docs/product.md §9). The frame above it
      // holds its height while the page scrolls (embed-partners.spec.ts); pressed once it has surely settled.
      await page.locator('#later button').scrollIntoViewIfNeeded();
      let settled = -1;
      const frameStopped = async () => {
        const height = await frameHeightNow();
        const same = height === settled;
        settled = height;
        return same;
      };
      await expect.poll(frameStopped, { interval: 300 }).toBe(true);
      // Pressed from the keyboard: a frame still growing above cannot move the button from under the press.
      await page.locator('#later button').focus();
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      await popup.waitForLoadState('domcontentloaded');
      expect(popup.url()).toBe(`${server.url}/widget?lang=zh&partner=hotel-x&popup=true`);
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight].join('x'))).toBe('800x900');
      await popup.close();

      // A booking click from the embedded widget carries the partner id to the server and to the host.
      await widget.getByTestId('booking-area').getByRole('button', { name: 'Book Now' }).click();
      await page.waitForFunction(() => (window as unknown as { __events: { type: string }[] }).__events.some((e) => e.type === 'charterflight:book-click'));
      const clicks = (await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)) as { type: string; detail: Record<string, unknown> }[];
      expect(clicks.find((e) => e.type === 'charterflight:book-click')!.detail).toEqual({
        departure: 'jandakot',
        departureName: estimate.departureName,
        destination,
        destinationName: estimate.destinationName,
        flightType: 'same-day',
        aircraft: estimate.aircraft,
        aircraftName: estimate.aircraftName,
        party: estimate.party,
        total: estimate.total,
        currency: 'AUD',
        widget: 'full',
        partner: 'hotel-x',
      });
      await expect
        .poll(async () => (await server.database.db.select().from(bookingClicks).orderBy(desc(bookingClicks.id)).limit(1))[0]?.partner, { timeout: timeLimit(5000) })
        .toBe('hotel-x');
    } finally {
      await host.close();
    }
  });

  it('a light banner with data-region, data-lang, data-partner, a theme and a prefill offers that region in that language and books with all of them', async () => {
    interface Place { id: number; value: string; regionId: number; translations: { hi?: { name?: string } } }
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const qld = regions.find((r) => r.code === 'QLD')!;
    const departures = (await (await server.fetch('/api/departure-locations')).json()) as Place[];
    const places = (await (await server.fetch('/api/destinations')).json()) as Place[];
    const host = await startPartnerPage(
      `<script src="${server.url}/embed.js" data-type="light" data-region="QLD" data-lang="hi" data-partner="hotel-x" data-theme="dark" data-email="li@example.com" data-adults="2"></script>`,
    );
    try {
      const { context, page } = await newPage();
      await page.goto(host.url);
      const frame = page.locator('iframe');
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.pathname).toBe('/light-widget-embed');
      expect(Object.fromEntries(src.searchParams)).toEqual({ region: 'QLD', lang: 'hi', partner: 'hotel-x', theme: 'dark', email: 'li@example.com', adults: '2', parentOrigin: new URL(host.url).origin });
      const banner = page.frameLocator('iframe');
      const fromList = banner.getByLabel('कहाँ से', { exact: true });
      await fromList.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      expect(await fromList.locator('option:not([value=""])').allTextContents()).toEqual(
        departures.filter((d) => d.regionId === qld.id).map((d) => d.translations.hi!.name),
      );
      expect(await banner.getByRole('button', { name: 'स्थान चुनें' }).isDisabled()).toBe(true);
      const caboolture = departures.find((d) => d.value === 'YCAB')!;
      const ladyElliot = places.find((d) => d.value === 'YLEL')!;
      await fromList.selectOption(String(caboolture.id));
      await banner.getByLabel('कहाँ तक', { exact: true }).selectOption(String(ladyElliot.id));
      const [popup] = await Promise.all([context.waitForEvent('page'), banner.getByRole('button', { name: 'अभी बुक करें' }).click()]);
      expect(Object.fromEntries(new URL(popup.url()).searchParams)).toEqual({
        departure: 'YCAB',
        destination: 'YLEL',
        flightType: 'same-day',
        region: 'QLD',
        lang: 'hi',
        partner: 'hotel-x',
        // The partner's look and the visitor's prefill go on with Book Now.
        theme: 'dark',
        email: 'li@example.com',
        adults: '2',
        popup: 'true',
      });
    } finally {
      await host.close();
    }
  });

  it('a light-popup button opens the route selector with its region, language and partner, which frames /widget with them', async () => {
    const host = await startPartnerPage(`<script src="${server.url}/embed.js" data-type="light-popup" data-region="WA" data-lang="zh" data-partner="hotel-x"></script>`);
    try {
      const { context, page } = await newPage();
      await page.goto(host.url);
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '选择您的航班' }).click()]);
      expect(popup.url()).toBe(`${server.url}/light?region=WA&lang=zh&partner=hotel-x`);
      const fromList = popup.getByLabel('出发地', { exact: true });
      await fromList.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await fromList.selectOption({ index: 1 });
      await popup.getByLabel('目的地', { exact: true }).selectOption({ index: 1 });
      await popup.getByRole('button', { name: '立即预订' }).click();
      const src = new URL((await popup.getByRole('dialog').locator('iframe').getAttribute('src'))!);
      expect(src.pathname).toBe('/widget');
      expect(src.searchParams.get('region')).toBe('WA');
      expect(src.searchParams.get('lang')).toBe('zh');
      expect(src.searchParams.get('partner')).toBe('hotel-x');
    } finally {
      await host.close();
    }
  });

  it.each([320, 360])('on a %i px phone the light banner frame grows with its content and shows the whole Book Now button', async (width) => {
    const host = await startPartnerPage(`<p>Partner text</p><script src="${server.url}/embed.js" data-type="light" data-region="WA"></script>`);
    try {
      const { page } = await newPage({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true });
      await page.goto(host.url);
      const banner = page.frameLocator('iframe');
      await banner.getByLabel('From', { exact: true }).locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await banner.getByLabel('From', { exact: true }).selectOption({ index: 1 });
      await banner.getByLabel('To', { exact: true }).selectOption({ index: 1 });
      const button = banner.getByRole('button', { name: 'Book Now' });
      const inside = async () => {
        const [frame, box] = await Promise.all([page.locator('iframe').boundingBox(), button.boundingBox()]);
        return box!.x >= frame!.x && box!.x + box!.width <= frame!.x + frame!.width && box!.y + box!.height <= frame!.y + frame!.height;
      };
      await expect.poll(inside).toBe(true);
      // An error line below the form makes the page taller: the frame follows (resize messages to embed.js).
      const heightBefore = await page.locator('iframe').evaluate((el) => el.getBoundingClientRect().height);
      const frame = page.frames().find((f) => new URL(f.url()).pathname === '/light-widget-embed')!;
      await frame.evaluate(() => {
        const tall = document.createElement('p');
        tall.style.height = '300px';
        document.querySelector('main')!.append(tall);
      });
      await expect.poll(() => page.locator('iframe').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(heightBefore + 299);
      expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    } finally {
      await host.close();
    }
  });

  it('serves /embed.js small, cacheable and as JavaScript', async () => {
    const response = await server.fetch('/embed.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await response.text();
    expect(body).toContain('charterflight');
  });
});
