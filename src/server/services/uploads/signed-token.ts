import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * An upload URL's token: `{id}.{expiry ms}.{HMAC}`. The signature stops guessing and tampering before the
 * database is asked; the database row (upload_tokens) makes it single-use.
 */
export function createUploadToken(secret: string, expiresAt: Date): { id: string; token: string } {
  const id = randomUUID();
  const payload = `${id}.${expiresAt.getTime()}`;
  return { id, token: `${payload}.${sign(secret, payload)}` };
}

export function verifyUploadToken(secret: string, token: string, now: Date): { id: string } | { error: 'invalid' | 'expired' } {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { error: 'invalid' };
  const [, id, expiry, signature] = match;
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { error: 'invalid' };
  if (Number(expiry) <= now.getTime()) return { error: 'expired' };
  return { id: id! };
}

const sign = (secret: string, payload: string) => createHmac('sha256', `upload:${secret}`).update(payload).digest('base64url');
