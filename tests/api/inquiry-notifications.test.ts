import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/server';

const booking = { contactName: 'Mia Chen', contactEmail: 'mia@example.com', departure: 'jandakot', destination: 'rottnest-island', aircraftType: '3-passengers', flightType: 'same-day', passengers: 2, date: '2026-12-24', specialRequests: 'Window seats' };

describe('staff e-mail about new inquiries (SMTP_URL, NOTIFY_EMAIL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url, NOTIFY_EMAIL: 'ops@charter.example' } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('mails staff once per new booking request, not for an idempotent replay', async () => {
    const first = await server.post('/api/booking-request', booking, { 'idempotency-key': 'mail-1' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    await expect.poll(() => sink.messages.length, { timeout: 5000 }).toBe(1);
    const [message] = sink.messages;
    expect(message!.to).toEqual(['<ops@charter.example>']);
    expect(message!.data).toContain(`Subject: New booking request #${id} from Mia Chen`);
    expect(message!.data).toContain('Reply-To: mia@example.com');
    expect(message!.data).toContain('Route: jandakot to rottnest-island');
    expect(message!.data).toContain('Requests: Window seats');

    expect((await server.post('/api/booking-request', booking, { 'idempotency-key': 'mail-1' })).status).toBe(200);
    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: '张伟', customerEmail: 'wei@example.com', departureDate: '2026-12-24', returnDate: '2026-12-26', language: 'zh' });
    expect(wechat.status).toBe(201);
    await expect.poll(() => sink.messages.length, { timeout: 5000 }).toBe(2);
    expect(sink.messages[1]!.data).toContain('Subject: =?UTF-8?');
  });

  it('still takes the inquiry when the mail server is down', async () => {
    await sink.close();
    const response = await server.post('/api/booking-request', { ...booking, contactName: 'Down Time' });
    expect(response.status).toBe(201);
  });
});
