import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES } from '../../src/domain/aircraft';
import { resolvesToOrigin } from '../../src/domain/link-target';
import { startTestServer, type TestServer } from '../support/server';

describe('GET /frames/booking: staff booking HTML as a sandboxed document of its own', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  /** As Chromium loads it into an <iframe>: with Sec-Fetch-Dest: iframe. */
  const frame = (params: Record<string, string>) =>
    server.fetch(`/frames/booking?${new URLSearchParams(params)}`, { headers: { 'sec-fetch-dest': 'iframe' } });
  const ROTTNEST = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' };

  it("serves the route's HTML inside a page whose CSP sandboxes it into an opaque origin", async () => {
    const response = await frame({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('class="booking-calendar"');
    expect(html).toContain('<base target="_blank">');
  });

  it('answers 404 with a readable page for a route without staff HTML', async () => {
    const response = await frame({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'wave-rock' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No booking calendar is set up for this route yet.');
  });

  it('answers 400 in plain words for a bad query', async () => {
    const response = await frame({ aircraftType: 'jumbo-jet', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Aircraft type must be one of/);
    const unknown = await frame({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'atlantis', destination: 'rottnest-island' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Departure location 'atlantis' was not found or is not active");
  });

  describe('only as a frame: any other request is sent to the booking page for the same route', () => {
    const open = (query: string, headers: Record<string, string> = {}) =>
      server.fetch(`/frames/booking?${query}`, { headers, redirect: 'manual' });
    const SHARED_LINK = '/?departure=jandakot&destination=rottnest-island&aircraft=3-passengers&flightType=same-day&region=WA';

    it('serves the HTML to Sec-Fetch-Dest: iframe and frame, varying on that header and private to the browser', async () => {
      for (const dest of ['iframe', 'frame']) {
        const response = await open(new URLSearchParams(ROTTNEST).toString(), { 'sec-fetch-dest': dest });
        expect(response.status, dest).toBe(200);
        expect(response.headers.get('vary')).toMatch(/Sec-Fetch-Dest/i);
        expect(response.headers.get('cache-control')).toBe('private, max-age=60');
        expect(await response.text()).toContain('class="booking-calendar"');
      }
    });

    it('redirects (303) a tab, a link, a script fetch and a request without Sec-Fetch-Dest (curl, old browsers) to the shared link', async () => {
      const cases: Record<string, string>[] = [
        { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' },
        { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-dest': 'empty' },
        { 'sec-fetch-dest': 'script' },
        { 'sec-fetch-dest': 'embed' },
        { 'sec-fetch-dest': 'IFRAME' },
        { 'sec-fetch-dest': '' },
        {},
      ];
      for (const headers of cases) {
        const response = await open(new URLSearchParams(ROTTNEST).toString(), headers);
        expect(response.status, JSON.stringify(headers)).toBe(303);
        expect(response.headers.get('location')).toBe(SHARED_LINK);
        expect(response.headers.get('vary')).toMatch(/Sec-Fetch-Dest/i);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.text()).not.toContain('booking-calendar');
      }
    });

    it('points at the route as the resolver found it: slugs for ids, the legacy "return", QLD and the Mandarin page', async () => {
      const byId = await open('aircraftType=3-passengers&flightType=return&departure=1&destination=1&next=https://evil.example');
      expect(byId.status).toBe(303);
      const target = new URL(byId.headers.get('location')!, 'https://fly.example');
      expect(target.pathname).toBe('/');
      expect([...target.searchParams.keys()].sort()).toEqual(['aircraft', 'departure', 'destination', 'flightType', 'region']);
      expect(target.searchParams.get('flightType')).toBe('same-day');
      expect(target.searchParams.get('departure')).toMatch(/^[a-z0-9-]+$/);
      const qld = await open('aircraftType=cessna-210&flightType=scenic&departure=YCAB');
      // The legacy aircraft name becomes its catalogue type; a scenic flight returns to its departure.
      expect(qld.headers.get('location')).toBe('/?departure=YCAB&destination=YCAB&aircraft=5-passengers-single-prop&flightType=scenic&region=QLD');
      const twin = await open('aircraftType=3-passengers&flightType=same-day&departure=jandakot-twin&destination=rottnest-island-twin');
      expect(twin.headers.get('location')).toBe('/mandarin?departure=jandakot-twin&destination=rottnest-island-twin&aircraft=3-passengers&flightType=same-day&region=WA');
    });

    it('is never an open redirect: generated hostile queries get a 400 or a 303 to a booking page of this site', async () => {
      const hostile = fc.oneof(
        fc.constantFrom('//evil.example', 'https://evil.example', '/\\evil.example', '\t//evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '1', 'jandakot', 'rottnest-island', 'YCAB'),
        fc.string({ maxLength: 40 }),
      );
      await fc.assert(
        fc.asyncProperty(hostile, hostile, fc.constantFrom(...AIRCRAFT_TYPES, 'cessna-210', '//evil'), fc.constantFrom('same-day', 'one-way', 'scenic', 'return', '//evil'), async (departure, destination, aircraftType, flightType) => {
          const response = await open(new URLSearchParams({ departure, destination, aircraftType, flightType, redirect: '//evil.example' }).toString());
          expect([303, 400], `${response.status} ${JSON.stringify({ departure, destination })}`).toContain(response.status);
          if (response.status === 400) {
            expect(response.headers.get('location')).toBeNull();
            expect((await response.json()).message).toEqual(expect.any(String));
            return;
          }
          const location = response.headers.get('location')!;
          expect(location).toMatch(/^\/(mandarin)?\?departure=[A-Za-z0-9._-]+&/);
          expect(resolvesToOrigin(location, 'https://fly.example')).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  });
});
