/**
 * E-mail about inquiries through SMTP_URL, received by a loopback SMTP sink: the staff notice (to
 * NOTIFY_EMAIL) and the visitor's confirmation in the page's language, sent after the answer so that a
 * slow or dead mail server never delays or fails a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { CONFIRMATIONS_PER_ADDRESS_PER_HOUR } from '../../src/server/services/notifications/inquiry-outbox';
import { readMessage } from '../support/mime-parts';
import { startSmtpSink, type SmtpMessage } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/server';

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TRIP_DATE = daysFromNow(30);
const booking = { contactName: 'Mia Chen', contactEmail: 'mia@example.com', departure: 'jandakot', destination: 'rottnest-island', aircraftType: '3-passengers', flightType: 'same-day', passengers: 2, date: TRIP_DATE, specialRequests: 'Window seats' };
const STAFF = 'ops@charter.example';

const to = (address: string) => (message: SmtpMessage) => message.to.includes(`<${address}>`);

describe('e-mail about new inquiries (SMTP_URL, NOTIFY_EMAIL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url, NOTIFY_EMAIL: STAFF } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('mails staff once per new booking request with its reference, not for an idempotent replay', async () => {
    const first = await server.post('/api/booking-request', booking, { 'idempotency-key': 'mail-1' });
    expect(first.status).toBe(201);
    const { reference, confirmationEmail } = (await first.json()) as { reference: string; confirmationEmail: boolean };
    expect(confirmationEmail).toBe(true);
    await expect.poll(() => sink.messages.filter(to(STAFF)).length, { timeout: timeLimit(5000) }).toBe(1);
    const staff = readMessage(sink.messages.find(to(STAFF))!.data);
    expect(staff.subject).toBe(`New booking request ${reference} from Mia Chen`);
    expect(staff.headers).toContain('Reply-To: mia@example.com');
    expect(staff.text).toContain('Route: jandakot → rottnest-island');
    expect(staff.text).toContain('Message: Window seats');
    expect(staff.html).toBe('');

    expect((await server.post('/api/booking-request', booking, { 'idempotency-key': 'mail-1' })).status).toBe(200);
    const wechat = await server.post('/api/send-wechat-payment-link', { customerName: '张伟', customerEmail: 'wei@example.com', departureDate: TRIP_DATE, returnDate: daysFromNow(32), language: 'zh' });
    expect(wechat.status).toBe(201);
    await expect.poll(() => sink.messages.filter(to(STAFF)).length, { timeout: timeLimit(5000) }).toBe(2);
    expect(readMessage(sink.messages.filter(to(STAFF))[1]!.data).subject).toMatch(/^New WeChat request CF-\d{6,} from 张伟$/);
    // One confirmation for the booking (none for its replay) and one for the WeChat request.
    await expect.poll(() => sink.messages.filter(to('mia@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
    await expect.poll(() => sink.messages.filter(to('wei@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
  });

  it('sends the visitor a confirmation in Chinese (zh page) with the reference and the request, plain text and HTML alike', async () => {
    const response = await server.post('/api/booking-request', {
      ...booking,
      contactName: '王小明',
      contactEmail: 'xiaoming@example.com',
      contactPhone: '+86 138 0000 0000',
      departure: '坚达科特',
      destination: '罗特尼斯岛',
      passengers: 3,
      estimate: 1234.5,
      specialRequests: '靠窗座位',
      addOns: { pilotTraining: ['Go Solo Package'] },
      language: 'zh',
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(INQUIRY_REFERENCE_PATTERN);
    await expect.poll(() => sink.messages.filter(to('xiaoming@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
    const raw = sink.messages.find(to('xiaoming@example.com'))!;
    const mail = readMessage(raw.data);
    expect(raw.from).toBe(`<${STAFF}>`);
    expect(mail.headers).toContain(`Reply-To: ${STAFF}`);
    expect(mail.subject).toBe(`我们已收到您的请求 ${reference}`);
    const longDate = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${TRIP_DATE}T00:00:00Z`));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('王小明，您好');
      expect(part).toContain(`您的参考编号是 ${reference}`);
      expect(part).toContain('我们的团队将在 24 小时内与您联系');
    }
    const lines = [
      `参考编号：${reference}`,
      '航线：坚达科特 → 罗特尼斯岛',
      '航班类型：当日往返',
      '机型：3 座',
      `首选日期：${longDate}`,
      '乘客人数：3',
      '电话：+86 138 0000 0000',
      '附加服务：Go Solo Package',
      '留言：靠窗座位',
    ];
    for (const line of lines) expect(mail.text).toContain(line);
    expect(mail.text).toContain('报价：A$1,234.50');
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.html).toContain(`>参考编号</th><td style="padding:4px 0;white-space:pre-wrap">${reference}</td>`);
    expect(mail.html).toContain('>航班类型</th><td style="padding:4px 0;white-space:pre-wrap">当日往返</td>');
  });

  it('escapes what the visitor typed in the HTML part and keeps it verbatim in the text part', async () => {
    const name = 'Eve <img src=x onerror=alert(1)> & "Co"';
    const message = '</td><script>steal()</script>';
    const response = await server.post('/api/booking-request', { ...booking, contactName: name, contactEmail: 'eve@example.com', specialRequests: message });
    expect(response.status).toBe(201);
    await expect.poll(() => sink.messages.filter(to('eve@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
    const mail = readMessage(sink.messages.find(to('eve@example.com'))!.data);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Dear Eve &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).toContain('&lt;/td&gt;&lt;script&gt;steal()&lt;/script&gt;');
    expect(mail.text).toContain(`Dear ${name},`);
    expect(mail.text).toContain(`Message: ${message}`);
  });

  it('confirms a WeChat request in Hindi (hi page) with the payment-link next step and its dates', async () => {
    const response = await server.post('/api/send-wechat-payment-link', {
      customerName: 'Arjun',
      customerEmail: 'arjun@example.com',
      departureDate: TRIP_DATE,
      flightType: 'scenic',
      passengersOver12: 2,
      language: 'hi',
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expect.poll(() => sink.messages.filter(to('arjun@example.com')).length, { timeout: timeLimit(5000) }).toBe(1);
    const mail = readMessage(sink.messages.find(to('arjun@example.com'))!.data);
    expect(mail.subject).toBe(`हमें आपका अनुरोध ${reference} मिल गया है`);
    expect(mail.text).toContain('हम जल्द ही आपको WeChat Pay या Alipay भुगतान लिंक ईमेल करेंगे।');
    expect(mail.text).toContain('उड़ान का प्रकार: दर्शनीय उड़ान');
    expect(mail.text).toContain('12 वर्ष से अधिक के यात्री: 2');
    const longDate = new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${TRIP_DATE}T00:00:00Z`));
    expect(mail.text).toContain(`प्रस्थान तिथि: ${longDate}`);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it(`sends one address at most ${CONFIRMATIONS_PER_ADDRESS_PER_HOUR} confirmations an hour, while staff still hear of every request`, async () => {
    const address = 'many@example.com';
    const staffBefore = sink.messages.filter(to(STAFF)).length;
    for (let i = 0; i <= CONFIRMATIONS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await server.post('/api/booking-request', { ...booking, contactName: `Many ${i}`, contactEmail: address })).status).toBe(201);
    }
    await expect.poll(() => sink.messages.filter(to(STAFF)).length - staffBefore, { timeout: timeLimit(5000) }).toBe(CONFIRMATIONS_PER_ADDRESS_PER_HOUR + 1);
    await expect.poll(() => sink.messages.filter(to(address)).length, { timeout: timeLimit(5000) }).toBe(CONFIRMATIONS_PER_ADDRESS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.filter(to(address))).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_HOUR);
  });

  it('still takes the inquiry when the mail server is down', async () => {
    await sink.close();
    const response = await server.post('/api/booking-request', { ...booking, contactName: 'Down Time' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { reference: string }).reference).toMatch(INQUIRY_REFERENCE_PATTERN);
  });
});

describe('a mail server that stalls (SMTP_URL only, no NOTIFY_EMAIL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;

  beforeAll(async () => {
    // Every connection waits for its hello until the test releases it.
    sink = await startSmtpSink({ holdGreeting: true });
    server = await startTestServer({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://fly.example.com' } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('answers the request while the mail server has not even said hello, and the confirmation arrives once it does', async () => {
    // Answered with no mail sent and no connection given up on: the request did not wait for the mail.
    const response = await server.post('/api/booking-request', { ...booking, contactEmail: 'patient@example.com' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(sink.messages).toHaveLength(0);
    expect(sink.abandoned()).toBe(0);
    // The mail is on its way after the answer, waiting at the greeting; once greeted it goes through.
    await expect.poll(() => sink.held(), { timeout: timeLimit(10_000) }).toBe(1);
    sink.release();
    await expect.poll(() => sink.messages.length, { timeout: timeLimit(10_000) }).toBe(1);
    expect(sink.abandoned()).toBe(0);
    const [message] = sink.messages;
    expect(message!.to).toEqual(['<patient@example.com>']);
    // Without NOTIFY_EMAIL the sender is no-reply at the site's own host, and no staff notice is sent.
    expect(message!.from).toBe('<no-reply@fly.example.com>');
    expect(readMessage(message!.data).subject).toBe(`We received your request ${reference}`);
  });
});
