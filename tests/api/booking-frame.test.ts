import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

describe('GET /frames/booking: staff booking HTML as a sandboxed document of its own', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const frame = (params: Record<string, string>) => server.fetch(`/frames/booking?${new URLSearchParams(params)}`);

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
});
