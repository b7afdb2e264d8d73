import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * The one rule for where a webhook may go (decision 0068): only addresses ipaddr.js classes as `unicast`, the
 * public internet. Private, loopback, link-local, unique-local, carrier-grade NAT, multicast, broadcast,
 * unspecified, documentation and other reserved ranges are refused, so an endpoint cannot make the server call
 * into its own network. An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why an address is refused, in the owner's words (the range as ipaddr.js names it). */
export function addressRefusal(host: string, address: string): string {
  const range = ipaddr.isValid(address) ? ipaddr.process(address).range() : 'unknown';
  return `${host} is at ${address}, a ${range} address: webhooks go to public internet addresses only`;
}

/** The address a URL's host names, without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Every address `host` resolves to now, each checked: resolves to a refusal in words when one of them is not
 * public (a name with one public and one private address is refused too: either could be used), or when the
 * name does not resolve. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES) skips the check.
 */
export async function refusalForHost(host: string, allowPrivate: boolean): Promise<string | undefined> {
  if (ipaddr.isValid(host)) return allowPrivate || isPublicAddress(host) ? undefined : addressRefusal(host, host);
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `${host} cannot be found (its name does not resolve)`;
  }
  if (allowPrivate) return undefined;
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  return bad ? addressRefusal(host, bad.address) : undefined;
}
