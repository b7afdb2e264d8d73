import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { PROJECT_ROOT } from './lib/server-process';
import { buildWebApp, kb } from './lib/web';

export const EMBED_JS_GZIP_BUDGET_KB = 5;

/** The size of /embed.js as built (scripts/build.mjs): raw, gzip -9 and brotli. */
export const embedJsBench: Bench = {
  name: 'embed-js',
  title: `/embed.js size (target <= ${EMBED_JS_GZIP_BUDGET_KB} KB gzip)`,
  budgetMs: 120_000,
  async run(ctx) {
    ctx.log('building the web app…');
    await buildWebApp();
    const body = readFileSync(path.join(PROJECT_ROOT, 'dist/web/embed.js'));
    const sizes = { rawKb: kb(body.length), gzipKb: kb(gzipSync(body, { level: 9 }).length), brotliKb: kb(brotliCompressSync(body).length) };
    ctx.log(formatTable([['file', 'raw KB', 'gzip -9 KB', 'brotli KB'], ['/embed.js', sizes.rawKb, sizes.gzipKb, sizes.brotliKb]]));
    const ok = sizes.gzipKb <= EMBED_JS_GZIP_BUDGET_KB;
    ctx.log(`embed.js ${sizes.gzipKb} KB gzip (target <= ${EMBED_JS_GZIP_BUDGET_KB}): ${ok ? 'PASS' : 'FAIL'}`);
    return { ok, data: { targetGzipKb: EMBED_JS_GZIP_BUDGET_KB, ...sizes } };
  },
};
