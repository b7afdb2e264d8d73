import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/at least 10 characters/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/without ADMIN_EMAIL/);
  });
});
