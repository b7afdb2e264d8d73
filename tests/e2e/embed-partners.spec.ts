import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { bookingRequests } from '../../src/server/db/schema';
import { useBrowser } from '../support/browser';
import { timeLimit } from '../support/time-limits';

/** A partner's page on a second loopback origin (127.0.0.2): its own text above and below what it pasted. */
function startPartnerPage(pasted: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner hotel</title></head>
<body style="margin:8px;font:16px/1.5 sans-serif">
<h1>Partner hotel</h1><p style="height:300px">Our rooms and views.</p>
<script>window.__events = []; ['estimate', 'book-click', 'inquiry-submitted'].forEach(function (name) {
  document.addEventListener('charterflight:' + name, function (e) { window.__events.push({ type: e.type, detail: e.detail }); });
});</script>
${pasted}
<p id="after" style="height:1200px">More of the partner's page.</p>
</body></html>`;
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.2', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.2:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

type HostEvent = { type: string; detail: Record<string, unknown> };
const hostEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const eventOf = async (page: Page, type: string) => {
  await page.waitForFunction((name) => (window as unknown as { __events: HostEvent[] }).__events.some((e) => e.type === `charterflight:${name}`), type);
  return (await hostEvents(page)).filter((e) => e.type === `charterflight:${type}`).at(-1)!.detail;
};
const frameHeight = (page: Page) => page.locator('iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));

/** Waits until the frame has kept one height for a second: the widget has loaded and reported. */
async function frameSettled(page: Page): Promise<number> {
  let previous = -1;
  let since = Date.now();
  await expect
    .poll(
      async () => {
        const height = await frameHeight(page);
        if (height !== previous) [previous, since] = [height, Date.now()];
        return height !== 900 && Date.now() - since >= 1000;
      },
      { interval: 200, timeout: timeLimit(20_000) },
    )
    .toBe(true);
  return previous;
}

describe('embeds partners can rely on', () => {
  const { server, newPage } = useBrowser({ server: true, context: { viewport: { width: 1280, height: 800 } } });

  /** A WA destination with same-day flights from Jandakot (not Rottnest, whose estimate differs by season). */
  async function sameDayDestination(): Promise<string> {
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const wa = regions.find((r) => r.code === 'WA')!;
    const destinations = (await (await server.fetch(`/api/destinations?regionId=${wa.id}`)).json()) as { value: string; flightTypes: string[] }[];
    return destinations.find((d) => d.value !== 'rottnest-island' && d.flightTypes.includes('same-day'))!.value;
  }

  it('the full widget holds its height while the partner page scrolls to its bottom; Book Now grows it below the visitor’s focus', async () => {
    const destination = await sameDayDestination();
    const host = await startPartnerPage(
      `<script src="${server.url}/embed.js" data-type="full" data-region="WA" data-lang="en" data-partner="hotel-x" data-departure="jandakot" data-destination="${destination}" data-flight-type="same-day" data-aircraft="6-passengers"></script>`,
    );
    try {
      const page = await newPage();
      await page.goto(host.url);
      await eventOf(page, 'estimate');
      const settled = await frameSettled(page);

      // A visitor scrolling down the partner's page in steps, to its bottom: the frame never changes.
      const samples: number[] = [];
      for (let step = 0; step < 200; step += 1) {
        const atBottom = await page.evaluate(() => {
          window.scrollBy(0, 250);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.waitForTimeout(60);
        samples.push(await frameHeight(page));
        if (atBottom) break;
      }
      expect(samples.length).toBeGreaterThan(10);
      expect([...new Set(samples)]).toEqual([settled]);

      // Book Now opens the calendar under the button: what is above the visitor's focus stays where it was.
      const widget = page.frameLocator('iframe');
      const bookNow = widget.getByTestId('booking-area').getByRole('button', { name: 'Book Now' });
      // Back up to the booking area (an off-screen frame of another origin does not paint, so scroll the page to it).
      const inFrame = await page.frames().find((f) => new URL(f.url()).pathname === '/widget')!.evaluate(() => document.querySelector('[data-testid="booking-area"]')!.getBoundingClientRect().top);
      await page.evaluate((offset) => window.scrollTo(0, document.querySelector('iframe')!.getBoundingClientRect().top + window.scrollY + offset - 200), inFrame);
      expect(await frameHeight(page)).toBe(settled);
      const area = widget.getByTestId('booking-area');
      const top = (await area.boundingBox())!.y;
      await bookNow.click();
      await eventOf(page, 'book-click');
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(settled);
      expect((await area.boundingBox())!.y).toBe(top);
    } finally {
      await host.close();
    }
  });

  it('data-theme, data-accent and the visitor prefill reach the widget (as attributes, and as the widget address’s parameters)', async () => {
    const host = await startPartnerPage(
      `<script src="${server.url}/embed.js" data-type="full" data-region="WA" data-lang="en" data-theme="dark" data-accent="#e11d48" data-name="Li Wei" data-email="li.wei@example.com" data-adults="2" data-children="1"></script>`,
    );
    try {
      const page = await newPage();
      await page.goto(host.url);
      const src = new URL((await page.locator('iframe').getAttribute('src'))!);
      expect(Object.fromEntries(src.searchParams)).toMatchObject({ theme: 'dark', accent: '#e11d48', name: 'Li Wei', email: 'li.wei@example.com', adults: '2', children: '1' });
      const widget = page.frameLocator('iframe');
      await expectDarkWithAccent(page, widget);
      const form = widget.locator('#request-form');
      await form.getByLabel('Email').waitFor();
      expect(await form.getByLabel('Email').inputValue()).toBe('li.wei@example.com');
      expect(await form.getByLabel('Full name').inputValue()).toBe('Li Wei');
    } finally {
      await host.close();
    }

    // A plain iframe's address takes the same parameters; a bad accent or theme is ignored.
    const page = await newPage();
    await page.goto(`${server.url}/widget?theme=dark&email=ada%40example.com&accent=url(x)`);
    // Outside a partner's frame the request form mounts when scrolled to, as on the site.
    const email = page.locator('#request-form').getByLabel('Email');
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return email.isVisible();
    }).toBe(true);
    expect(await page.locator('#request-form').getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.evaluate(() => [document.documentElement.getAttribute('data-partner-theme'), document.documentElement.classList.contains('dark')])).toEqual(['dark', true]);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))).toBe('');
  });

  it('a light banner pasted as the documented iframe shows the partner banner at its size, with no empty band', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/embed`);
    await page.getByRole('radio', { name: /Light banner/ }).click();
    const code = await page.getByLabel('Embed code').inputValue();
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(code)!;
    expect(`${width}x${height}`).toBe('1000x180');

    const host = await startPartnerPage(code.replace(/src="[^"]+"/, `src="${server.url}/light-widget-embed?region=WA"`));
    try {
      await page.goto(host.url);
      const banner = page.frameLocator('iframe');
      await banner.getByLabel('From', { exact: true }).locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await banner.getByText('On-demand Air taxi booking').waitFor();
      await banner.getByRole('img', { name: 'Rated 5 out of 5 stars' }).waitFor();
      await banner.getByText('Trusted by 500+ customers').waitFor();
      const frame = page.frames().find((f) => new URL(f.url()).pathname === '/light-widget-embed')!;
      // The banner fills the frame: its content reaches the bottom edge and nothing spills past it.
      const fill = await frame.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        return { top: main.top, bottom: main.bottom, scroll: document.documentElement.scrollHeight, view: window.innerHeight };
      });
      expect(fill.view).toBe(180);
      expect(fill.top).toBe(0);
      expect(fill.bottom).toBeGreaterThanOrEqual(176);
      expect(fill.scroll).toBeLessThanOrEqual(180);
      const lowest = await frame.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().bottom)));
      expect(lowest).toBeGreaterThanOrEqual(150);
      await page.locator('iframe').screenshot({ path: '/tmp/x/banner.png' });

      // On a 360 px phone the same code still shows the whole banner and its button inside 180 px.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(344);
      await banner.getByText('Trusted by 500+ customers').waitFor();
      expect(await frame.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(180);
      const button = (await banner.getByRole('button', { name: 'Select Locations' }).boundingBox())!;
      const box = (await page.locator('iframe').boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
      await page.locator('iframe').screenshot({ path: '/tmp/x/banner-phone.png' });
    } finally {
      await host.close();
    }
  });

  it('the three host-page events carry slugs, names and the party, and a request its reference', async () => {
    const destination = await sameDayDestination();
    const host = await startPartnerPage(
      `<script src="${server.url}/embed.js" data-type="full" data-region="WA" data-lang="zh" data-partner="hotel-x" data-departure="jandakot" data-destination="${destination}" data-flight-type="same-day" data-aircraft="6-passengers" data-name="王小明" data-email="wang@example.com" data-adults="2"></script>`,
    );
    try {
      const page = await newPage();
      await page.goto(host.url);
      const widget = page.frameLocator('iframe');
      const estimate = await eventOf(page, 'estimate');
      expect(estimate).toMatchObject({ departure: 'jandakot', destination, flightType: 'same-day', aircraft: '6-passengers', region: 'WA', currency: 'AUD', widget: 'full', partner: 'hotel-x' });
      // The names the visitor read, in the widget's language.
      const shown = async (label: string) => widget.getByLabel(label, { exact: true }).locator('option:checked').innerText();
      expect(await shown('出发地点')).toContain(estimate.departureName);
      expect(await shown('目的地')).toContain(estimate.destinationName);
      expect(estimate.departureName).not.toBe('jandakot');
      expect(await widget.getByText(estimate.aircraftName as string).count()).toBeGreaterThan(0);
      const { departureName, destinationName, aircraftName } = estimate;
      const route = { departure: 'jandakot', departureName, destination, destinationName, flightType: 'same-day', aircraft: '6-passengers', aircraftName };
      // The party, once the page states one ("Who's flying?"): the prefilled two adults; null before.
      expect([null, { adults: 2, children: 0 }]).toContainEqual(estimate.party);

      await widget.getByTestId('booking-area').getByRole('button', { name: '立即预订' }).click();
      const click = await eventOf(page, 'book-click');
      expect(click).toEqual({ ...route, party: estimate.party, total: estimate.total, currency: 'AUD', widget: 'full', partner: 'hotel-x' });

      const form = widget.locator('#request-form');
      expect(await form.getByLabel('电子邮箱').inputValue()).toBe('wang@example.com');
      await form.getByRole('button', { name: '提交咨询' }).click();
      const confirmation = widget.getByTestId('request-confirmation');
      await confirmation.waitFor();
      const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
      expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);
      const sent = await eventOf(page, 'inquiry-submitted');
      expect(sent).toEqual({ kind: 'inquiry', reference, ...route, party: estimate.party, widget: 'full', partner: 'hotel-x' });
      const [row] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.reference, reference));
      expect(row).toMatchObject({ contactName: '王小明', contactEmail: 'wang@example.com', partner: 'hotel-x' });
    } finally {
      await host.close();
    }
  });

  it('/embed documents the three events: when each comes, every field, and an example listener', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/embed`);
    const events = page.getByRole('heading', { name: 'Events on your page' });
    await events.waitFor();
    for (const name of ['estimate', 'book-click', 'inquiry-submitted']) await page.getByRole('heading', { name: `charterflight:${name}`, exact: true }).waitFor();
    for (const field of ['departureName', 'destinationName', 'aircraftName', 'party', 'reference', 'kind']) expect(await page.locator('dt', { hasText: new RegExp(`^${field}$`) }).count()).toBe(1);
    expect(await page.getByText('The request\'s reference, as the visitor was given it, e.g. CF-000123').count()).toBe(1);
    const example = await page.getByLabel('Example: listening for sent requests').inputValue();
    expect(example).toContain("document.addEventListener('charterflight:inquiry-submitted'");
    expect(example).toContain('"reference": "CF-000123"');
    // The script tag's hint names the new attributes.
    expect(await page.getByText(/data-theme \(light, dark or auto\) and data-accent/).count()).toBe(1);
  });
});

/** The widget is dark, and its Book Now and primary buttons are the partner's colour. */
async function expectDarkWithAccent(page: Page, widget: FrameLocator) {
  await widget.getByRole('heading', { name: 'Welcome, where can we take you?' }).waitFor();
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/widget')!;
  // Pinned by the partner, not the visitor's evening: the widget's own "system" setting is dark at night too.
  expect(await frame.evaluate(() => document.documentElement.getAttribute('data-partner-theme'))).toBe('dark');
  expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');
  // The accent's rules load in a chunk of their own, beside the app's.
  await expect.poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())).toBe('#e11d48');
  expect(await frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-foreground').trim())).toBe('#ffffff');
}
