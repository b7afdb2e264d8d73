import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusalForHost } from './address-check';

describe('the webhook address rule', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '192.0.2.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a host that is a private address written as the URL host, in words, unless private addresses are allowed', async () => {
    expect(await refusalForHost('127.0.0.1', false)).toBe('127.0.0.1 is at 127.0.0.1, a loopback address: webhooks go to public internet addresses only');
    expect(await refusalForHost('::1', false)).toMatch(/a loopback address/);
    expect(await refusalForHost('127.0.0.1', true)).toBeUndefined();
  });

  it('resolves a name and refuses it when it points at a private address', async () => {
    expect(await refusalForHost('localhost', false)).toMatch(/^localhost is at (127\.0\.0\.1|::1), a loopback address/);
    expect(await refusalForHost('localhost', true)).toBeUndefined();
  });

  it('says so when a name does not resolve', async () => {
    expect(await refusalForHost('no-such-host.invalid', false)).toBe('no-such-host.invalid cannot be found (its name does not resolve)');
  });
});
