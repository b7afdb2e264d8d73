import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootQuoteKey } from '../../src/domain/boot-quote-key';
import { destinations } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';

/** The JSON a booking page carries for its first render (src/server/plugins/page-boot-data.ts). */
function bootData(html: string): Record<string, unknown> {
  const match = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('booking pages carry their first screen: boot data, hero preload and first paint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('inlines exactly what the API answers for the first region, preloads and paints its first hero', async () => {
    const response = await server.fetch('/', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    const data = bootData(html);
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const wa = regions.find((r) => r.code === 'WA')!;
    expect(data['/api/regions']).toEqual(regions);
    for (const path of [
      `/api/hero-images?regionId=${wa.id}&appContext=main`,
      `/api/departure-locations?regionId=${wa.id}&appContext=main`,
      `/api/destinations?regionId=${wa.id}&appContext=main`,
      `/api/aircraft-experience-images?regionId=${wa.id}`,
      `/api/accreditation-badges?regionId=${wa.id}`,
    ]) {
      expect(data[path], path).toEqual(await (await server.fetch(path)).json());
    }
    const hero = (data[`/api/hero-images?regionId=${wa.id}&appContext=main`] as { imageUrl: string }[])[0]!;
    expect(html).toContain(`<link rel="preload" as="image" href="${hero.imageUrl}" fetchpriority="high">`);
    // The first frame stands before #root (React's first commit would clear what is inside it), hero and all.
    expect(html).toMatch(new RegExp(`<div id="first-frame" lang="en"[^>]*>.*<img src="${hero.imageUrl}".*</div><div id="root"></div>`));
    // The first paint waits for the frame's last element: never a frame painted half-parsed.
    expect(html).toMatch(/<link rel="expect" href="#first-frame-end" blocking="render"><\/head>/);
    expect(html).toMatch(/<span id="first-frame-end"><\/span><\/div><div id="root"><\/div>/);
  });

  it("carries the answers the page asks for before its first price: the default route's pricing rows and every aircraft's quote", async () => {
    const data = bootData(await (await server.fetch('/')).text());
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string; defaultDepartureLocationId: number }[];
    const wa = regions.find((r) => r.code === 'WA')!;
    const pricingPath = `/api/route-pricing?departureLocationId=${wa.defaultDepartureLocationId}&regionId=${wa.id}`;
    expect(data[pricingPath]).toEqual(await (await server.fetch(pricingPath)).json());
    // Every aircraft of the default route, under the key the page reads it by: the same prices the API gives.
    const quoteKey = Object.keys(data).find((key) => key.startsWith('POST /api/calculate-prices?'));
    expect(quoteKey).toMatch(new RegExp(`^POST /api/calculate-prices\\?flightType=same-day&departure=[a-z-]+&destination=[a-z-]+&regionId=${wa.id}&appContext=main&language=en&adults=1&children=0$`));
    const params = new URL(quoteKey!.slice('POST '.length), server.url).searchParams;
    const route = { flightType: 'same-day', departure: params.get('departure')!, destination: params.get('destination')!, regionId: wa.id, appContext: 'main', language: 'en' as const, adults: 1, children: 0 };
    expect(quoteKey).toBe(bootQuoteKey(route));
    type Quotes = { quotes: { aircraftType: string; estimate: unknown; breakdown: { total: number } | null }[] };
    const quotes = data[quoteKey!] as Quotes;
    const asked = (await (await server.post('/api/calculate-prices', route)).json()) as Quotes;
    expect(quotes.quotes.find((q) => q.aircraftType === '3-passengers')?.estimate).toEqual(expect.any(Number));
    expect(quotes.quotes.map((q) => [q.aircraftType, q.estimate, q.breakdown?.total])).toEqual(asked.quotes.map((q) => [q.aircraftType, q.estimate, q.breakdown?.total]));
    // A shared estimate's address chooses its own route: nothing is guessed for it.
    const shared = bootData(await (await server.fetch('/?departure=jandakot&destination=rottnest-island&flightType=scenic')).text());
    expect(Object.keys(shared).some((key) => /^(\/api\/route-pricing|POST )/.test(key))).toBe(false);
    // A partner's page quotes with its partner itself (the admin home counts it under that partner).
    const partnered = bootData(await (await server.fetch('/?partner=hotel-x')).text());
    expect(Object.keys(partnered).some((key) => key.startsWith('POST '))).toBe(false);
    expect(Object.keys(partnered).some((key) => key.startsWith('/api/route-pricing?'))).toBe(true);
  });

  it("keys the first quote by the page's language and the day its address names, and quotes them so", async () => {
    type Quotes = { quotes: { aircraftType: string; lines: { kind: string; label: string }[]; priceDate: string; dateGiven: boolean; party: { adults: number; children: number } | null }[] };
    const firstQuote = (data: Record<string, unknown>) => {
      const key = Object.keys(data).find((candidate) => candidate.startsWith('POST /api/calculate-prices?'));
      expect(key).toBeDefined();
      return { params: new URL(key!.slice('POST '.length), server.url).searchParams, quotes: data[key!] as Quotes };
    };
    const labels = (quotes: Quotes) => quotes.quotes.find((quote) => quote.aircraftType === '3-passengers')!.lines.map((line) => line.label);

    // The page starts in Chinese (an address naming it, or a twin page): the lines come in Chinese, keyed so.
    for (const path of ['/?lang=zh', '/mandarin']) {
      const { params, quotes } = firstQuote(bootData(await (await server.fetch(path)).text()));
      expect(params.get('language'), path).toBe('zh');
      expect(labels(quotes), path).toEqual(['包机飞行', '预订费']);
    }
    const hindi = firstQuote(bootData(await (await server.fetch('/?lang=hi')).text()));
    expect(hindi.params.get('language')).toBe('hi');
    expect(labels(hindi.quotes)).toEqual(['चार्टर उड़ान', 'बुकिंग शुल्क']);

    // A day in the address (a shared estimate) is the day quoted, and the key names it as the page asks.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const dated = firstQuote(bootData(await (await server.fetch(`/?date=${day}`)).text()));
    expect(dated.params.get('date')).toBe(day);
    expect(dated.quotes.quotes.every((quote) => quote.priceDate === day && quote.dateGiven)).toBe(true);
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const wa = regions.find((r) => r.code === 'WA')!;
    const route = { flightType: 'same-day', departure: dated.params.get('departure')!, destination: dated.params.get('destination')!, regionId: wa.id, appContext: 'main' };
    expect(Object.keys(bootData(await (await server.fetch(`/?date=${day}`)).text()))).toContain(bootQuoteKey({ ...route, language: 'en', date: day, adults: 1, children: 0 }));

    // A party in the address (a shared estimate) is the party quoted: its levy, not every seat's.
    const party = firstQuote(bootData(await (await server.fetch('/?adults=2&children=1')).text()));
    expect([party.params.get('adults'), party.params.get('children')]).toEqual(['2', '1']);
    expect(party.quotes.quotes.every((quote) => quote.party?.adults === 2 && quote.party.children === 1)).toBe(true);

    // No day, a day already past everywhere, or no real day: today's price, and a key without a day.
    for (const path of ['/', '/?date=2020-01-01', '/?date=2027-02-30', '/?date=tomorrow']) {
      const today = firstQuote(bootData(await (await server.fetch(path)).text()));
      expect(today.params.has('date'), path).toBe(false);
      expect(today.quotes.quotes.every((quote) => !quote.dateGiven), path).toBe(true);
    }
  });

  it('follows ?region= (any case) and the twin context of /mandarin; /widget gets data but no hero', async () => {
    const regions = (await (await server.fetch('/api/regions')).json()) as { id: number; code: string }[];
    const qld = regions.find((r) => r.code === 'QLD')!;
    const qldPage = bootData(await (await server.fetch('/?region=qld')).text());
    expect(Object.keys(qldPage)).toContain(`/api/destinations?regionId=${qld.id}&appContext=main`);
    const twin = bootData(await (await server.fetch('/mandarin')).text());
    expect(Object.keys(twin).some((key) => key.endsWith('&appContext=twin'))).toBe(true);
    const widget = await (await server.fetch('/widget?region=QLD')).text();
    expect(Object.keys(bootData(widget))).toContain(`/api/departure-locations?regionId=${qld.id}&appContext=main`);
    expect(widget).not.toContain('rel="preload" as="image"');
    expect(widget).toContain('<div id="root"></div>');
  });

  it('leaves other pages alone and never lets content close the script element', async () => {
    for (const path of ['/experiences', '/admin', '/no-such-page']) {
      expect(await (await server.fetch(path)).text(), path).not.toContain('id="boot-data"');
    }
    await server.database.db.update(destinations).set({ name: '</script><script>alert(1)</script>' }).where(eq(destinations.value, 'rottnest-island'));
    await server.app.content.invalidate(false);
    const html = await (await server.fetch('/')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(bootData(html))).toContain('</script><script>alert(1)</script>');
  });
});
