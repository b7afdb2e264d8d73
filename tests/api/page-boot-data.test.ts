import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(html).toMatch(new RegExp(`<div id="root"><div [^>]*aria-hidden="true"><div .*<img src="${hero.imageUrl}"`));
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
