/**
 * Which `<script>` tags on the partner's page are ours. Pages carry other vendors' "embed.js" files too
 * (comment and video services use that name), so a tag counts only when it loads this very loader: the
 * same origin and path as the running script. Without a known running script (it was not loaded by a
 * tag), only tags that ask for a widget type are taken.
 */
export const LOADER_SELECTOR = 'script[src*="/embed.js"]';

export function isLoaderTag(tag: { src: string; hasType: boolean }, loaderUrl: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(tag.src);
  } catch {
    return false;
  }
  if (!loaderUrl) return tag.hasType && url.pathname.endsWith('/embed.js');
  const loader = new URL(loaderUrl);
  return url.origin === loader.origin && url.pathname === loader.pathname;
}
