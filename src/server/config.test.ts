import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, stripeHostOptions } from './config';

describe('loadConfig', () => {
  it('defaults to port 5000 on all interfaces with ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 5000, HOST: '0.0.0.0', DATA_DIR: path.resolve('./data'), TRUST_PROXY: [] });
    expect(config.DATABASE_URL).toBeUndefined();
  });
  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', REDIS_URL: '' })).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined });
  });
  it('reads the proxy list', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
  it('refuses a blanket TRUST_PROXY=true', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/blanket true is refused/);
  });
  it('names each bad variable in plain words', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be a URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/without ADMIN_EMAIL/);
  });
  it('keeps secrets exactly as given, spaces included, while hosts, URLs and names are still trimmed', () => {
    const secrets = {
      ADMIN_PASSWORD: '  pass phrase with edges \t ',
      SESSION_SECRET: ' session-secret ',
      S3_ACCESS_KEY_ID: ' AKIA ',
      S3_SECRET_ACCESS_KEY: '\tsecret/key+ ',
    };
    const config = loadConfig({ ...secrets, ADMIN_EMAIL: '  ops@example.com ', REDIS_URL: ' redis://127.0.0.1:6379 ', S3_BUCKET: ' media ' });
    expect(config).toMatchObject(secrets);
    expect(config).toMatchObject({ ADMIN_EMAIL: 'ops@example.com', REDIS_URL: 'redis://127.0.0.1:6379', S3_BUCKET: 'media' });
  });
  it('drains 5 s on SIGTERM in production and not at all elsewhere, unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '250' }).SHUTDOWN_DRAIN_MS).toBe(250);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: ' ' }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS cannot be negative/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS must be a number of milliseconds/);
  });
  it('treats an empty secret as unset and refuses one made only of spaces', () => {
    expect(loadConfig({ SESSION_SECRET: '', S3_SECRET_ACCESS_KEY: '' })).toMatchObject({ SESSION_SECRET: undefined, S3_SECRET_ACCESS_KEY: undefined });
    expect(() => loadConfig({ SESSION_SECRET: '   ' })).toThrow(/SESSION_SECRET is only spaces; set the real value or leave it empty/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: ' '.repeat(12) })).toThrow(/ADMIN_PASSWORD is only spaces/);
    // Kept as given, spaces included; its strength is judged when it creates the first owner (bootstrap).
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '  short   ' }).ADMIN_PASSWORD).toBe('  short   ');
  });
  it('reads the Stripe settings: a webhook secret is required with the key, STRIPE_API_URL becomes the SDK host options', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: '   ' })).toThrow(/STRIPE_WEBHOOK_SECRET is only spaces/);
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL must be a URL/);
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://127.0.0.1:21' })).toThrow(/STRIPE_API_URL: must start with http/);
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: ' http://127.0.0.1:12111 ' });
    expect(config).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(stripeHostOptions(config.STRIPE_API_URL)).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeHostOptions('https://stripe-mock.example')).toEqual({ host: 'stripe-mock.example', port: 443, protocol: 'https' });
    expect(stripeHostOptions('http://[::1]:8080')).toEqual({ host: '::1', port: 8080, protocol: 'http' });
    expect(stripeHostOptions(undefined)).toBeUndefined();
  });
});
