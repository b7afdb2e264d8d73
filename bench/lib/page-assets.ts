import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export type AssetKind = 'html' | 'js' | 'css' | 'font';

export interface PageAsset {
  url: string;
  kind: AssetKind;
  rawBytes: number;
  /** gzip -9 of the decoded body: the figure byte budgets are stated in, whatever encoding was served. */
  gzipBytes: number;
}

const kindOf = (pathname: string, contentType: string): AssetKind | undefined =>
  /\.js$/.test(pathname) ? 'js' : /\.css$/.test(pathname) ? 'css' : /\.(woff2?|ttf|otf)$/.test(pathname) ? 'font' : contentType.startsWith('text/html') ? 'html' : undefined;

/**
 * Every HTML, JS, CSS and font response `page` receives from `origin` (API JSON left out), from now on;
 * the returned function waits for their bodies. `name` may shorten an address (a secret path, say).
 */
export function recordPageAssets(page: Page, origin: string, name: (pathname: string) => string = (pathname) => pathname): () => Promise<PageAsset[]> {
  const pending: Promise<PageAsset | undefined>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return;
    pending.push(
      (async () => {
        const kind = kindOf(url.pathname, (await response.allHeaders())['content-type'] ?? '');
        if (!kind) return undefined;
        const body = await response.body();
        return { url: name(url.pathname), kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
      })().catch(() => undefined),
    );
  });
  return async () => (await Promise.all(pending)).filter((asset) => asset !== undefined);
}
