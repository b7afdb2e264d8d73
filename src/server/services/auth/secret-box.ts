import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets kept in the database (the TOTP secrets; a visitor's request link while its e-mail waits
 * in the outbox) with AES-256-GCM under a key derived from the
 * session secret: a copy of the database alone does not give away anyone's second factor. Changing
 * SESSION_SECRET makes the sealed secrets unreadable: those people sign in with a recovery code and set
 * two-factor up again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed under another key or was tampered with. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'charter-secret-box', 'totp-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
