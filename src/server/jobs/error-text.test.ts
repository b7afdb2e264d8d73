import { describe, expect, it } from 'vitest';
import { errorText, secretsOf } from './error-text';

describe('errorText', () => {
  it('keeps the code and the message of an error on one line', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION' });
    expect(errorText(error)).toBe('ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525');
    expect(errorText(new Error('line one\n  line two'))).toBe('line one line two');
  });

  it('hides the user and password of any URL in the message', () => {
    expect(errorText(new Error('cannot reach smtp://mailer:hunter2@mail.example.com:587 (timeout)'))).toBe('cannot reach smtp://***@mail.example.com:587 (timeout)');
    expect(errorText(new Error('postgres://app:s3cr%40t@db/charter refused'))).toBe('postgres://***@db/charter refused');
  });

  it('hides every secret it is given, wherever it appears', () => {
    const secrets = secretsOf(['smtp://mailer:p%40ss-word@mail.example.com', undefined, 'session-secret-value', 'smtp://no-password.example.com']);
    expect(secrets).toEqual(['p%40ss-word', 'p@ss-word', 'session-secret-value']);
    expect(errorText(new Error('535 auth failed for p@ss-word; key session-secret-value'), secrets)).toBe('535 auth failed for ***; key ***');
  });

  it('bounds the length and says something for errors that are not errors', () => {
    expect(errorText(new Error('x'.repeat(2_000)))).toHaveLength(500);
    expect(errorText(undefined)).toBe('unknown error');
    expect(errorText('plain words')).toBe('plain words');
  });
});
