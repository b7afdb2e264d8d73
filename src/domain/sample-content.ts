/**
 * Whether an address points at a host reserved for examples (RFC 2606 and 6761: `.example`, `.test`,
 * `.invalid`, example.com/.net/.org), which never reaches a real site: the seed's stand-in links do, and the
 * pages that show one say it is sample content instead of letting a visitor wait for it.
 */
export function isSampleAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  const reservedName = /(^|\.)(example|test|invalid)$/.test(host);
  const reservedDomain = /(^|\.)example\.(com|net|org)$/.test(host);
  return reservedName || reservedDomain;
}
