import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat } from './logger';
import { isSecretName, redactLogValue, redactText } from './redact';
import { declareSecretUrl, REDACTED } from './secret-urls';

const TOKEN = 'Zk3pQ9xW2mV7nB4cR8tY1uI6oP0aS5dF3gH2jK9lL4q';

/** Every line a logger of that format writes while `write` runs, as one text. */
function captured(format: LogFormat, write: (log: ReturnType<typeof createLogger>) => void): string {
  const destination = new PassThrough();
  let text = '';
  destination.on('data', (chunk: Buffer) => (text += chunk.toString()));
  write(createLogger({ level: 'trace', format, destination }));
  return text;
}

describe('secret names', () => {
  it('knows a secret by a whole word of its name, in any spelling', () => {
    for (const name of ['token', 'code', 'newPassword', 'current_password', 'X-Amz-Signature', 'api_key', 'apiKey', 'set-cookie', 'authorization', 'client_secret', 'sig', 'otp'])
      expect(isSecretName(name), name).toBe(true);
    for (const name of ['recoveryCodes', 'otp_code', 'codes']) expect(isSecretName(name), name).toBe(true);
    for (const name of ['regionId', 'passengers', 'credentialsFile', 'destination', 'email', 'q', 'sort', 'lang', 'partner', 'signal', 'endedSessions', 'statusCode', 'regionCode', 'errorCode'])
      expect(isSecretName(name), name).toBe(false);
  });
});

describe('redacting a text', () => {
  it('redacts query values named as secrets and keeps the others', () => {
    expect(redactText(`/api/auth/reset?token=${TOKEN}`)).toBe(`/api/auth/reset?token=${REDACTED}`);
    expect(redactText(`GET /x?regionId=1&code=123456&lang=zh 200`)).toBe(`GET /x?regionId=1&code=${REDACTED}&lang=zh 200`);
    expect(redactText('https://s3.example/b/k?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abcdef')).toContain(`X-Amz-Signature=${REDACTED}`);
    expect(redactText('failed: Authorization: Bearer abc.def-ghi')).toBe(`failed: Authorization: Bearer ${REDACTED}`);
    expect(redactText('connect postgres://app:s3cr%40t@db:5432/charter failed')).toBe(`connect postgres://app:${REDACTED}@db:5432/charter failed`);
    expect(redactText('redis://:hunter2@cache:6379 and smtp://mailer:pw@mail.example:587')).toBe(`redis://:${REDACTED}@cache:6379 and smtp://mailer:${REDACTED}@mail.example:587`);
    // A port is not a password.
    expect(redactText('http://127.0.0.1:5000/api/regions')).toBe('http://127.0.0.1:5000/api/regions');
  });

  it('redacts every query value and the declared path segments of a route that declared them', () => {
    declareSecretUrl('/api/quotes/:token', { params: ['token'] });
    declareSecretUrl('/unit-test/one-time', { query: true });
    expect(redactText(`GET /api/quotes/${TOKEN} 200`)).toBe(`GET /api/quotes/${REDACTED} 200`);
    expect(redactText(`http://host/api/quotes/${TOKEN}?lang=en`)).toBe(`http://host/api/quotes/${REDACTED}?lang=en`);
    expect(redactText(`/unit-test/one-time?t=${TOKEN}&x`)).toBe(`/unit-test/one-time?t=${REDACTED}&${REDACTED}`);
    // Twice is the same as once.
    expect(redactText(redactText(`/api/quotes/${TOKEN}`))).toBe(`/api/quotes/${REDACTED}`);
  });

  it('redacts fields named as secrets, and secrets inside every text of a logged value', () => {
    const value = redactLogValue({
      headers: { authorization: 'Bearer x', cookie: 'charter_session=abc', 'set-cookie': ['charter_session=abc'], accept: 'text/html' },
      body: { email: 'a@b.co', newPassword: 'hunter2 hunter2', code: '123456' },
      note: `opened /api/auth/reset?token=${TOKEN}`,
    });
    expect(value).toEqual({
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, accept: 'text/html' },
      body: { email: 'a@b.co', newPassword: REDACTED, code: REDACTED },
      note: `opened /api/auth/reset?token=${REDACTED}`,
    });
  });
});

describe('payment secrets (decision 0058)', () => {
  const SECRET_KEY = 'sk_test_51PaymentsSecretKeyAbcdef0123456789';
  const WEBHOOK_SECRET = 'whsec_PaymentsWebhookSecret0123456789abcdef';
  it('redacts STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET by name and by shape, in fields, texts and errors, in both formats', () => {
    for (const format of ['json', 'pretty'] as const) {
      const text = captured(format, (log) => {
        log.info({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, webhookSecret: WEBHOOK_SECRET }, 'settings');
        log.warn(`Stripe refused the key ${SECRET_KEY} (webhook secret ${WEBHOOK_SECRET})`);
        log.error(new Error(`Invalid API Key provided: ${SECRET_KEY}`));
        declareSecretUrl('/api/quotes/:token/pay', { params: ['token'] });
        declareSecretUrl('/quotes/:token', { params: ['token'] });
        log.info({ url: `/api/quotes/${TOKEN}/pay`, successUrl: `http://127.0.0.1:5000/quotes/${TOKEN}?paid=1` }, `POST /api/quotes/${TOKEN}/pay 200`);
      });
      expect(text).toContain('Invalid API Key provided: [redacted]');
      expect(text).toContain('/api/quotes/[redacted]/pay');
      expect(text).toContain('/quotes/[redacted]?paid=1');
      for (const secret of [SECRET_KEY, WEBHOOK_SECRET, TOKEN]) expect(text).not.toContain(secret);
    }
  });
});

describe('the process logger', () => {
  it.each(['json', 'pretty'] as const)('writes no secret at any level in %s, in messages, fields, errors and requests', (format) => {
    const text = captured(format, (log) => {
      const error = Object.assign(new Error(`could not open /api/auth/reset?token=${TOKEN}`), { code: 'ECONNRESET', url: `/admin/set-password?token=${TOKEN}` });
      for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
        log[level]({ url: `/api/auth/reset?token=${TOKEN}`, password: 'hunter2 hunter2 hunter2' }, `GET /admin/set-password?token=${TOKEN} 200`);
      }
      log.error({ err: error }, 'request failed');
      // A malformed request's parse error carries the raw request bytes (Fastify logs it at trace).
      log.trace({ err: Object.assign(new Error('Parse Error: Invalid header'), { rawPacket: Buffer.from(`GET /x?token=${TOKEN} HTTP/1.1\r\ncookie: s=${TOKEN}\r\n`) }) }, 'client error');
      log.error(error);
      log.info('%s', `interpolated ?code=${TOKEN}`);
      log.child({ reqId: 'r1' }).warn({ req: { method: 'GET', url: `/api/auth/reset?token=${TOKEN}`, headers: { cookie: TOKEN } } }, 'with a request');
    });
    expect(text).toContain('[redacted]');
    expect(text).toContain('ECONNRESET');
    expect(text).toMatch(/\[\d+ bytes\]/);
    expect(text).not.toContain('"data":[');
    expect(text).toContain('request failed');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('hunter2');
  });
});
