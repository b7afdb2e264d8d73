import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './server-process';

/** Debian's Chromium and the flags this machine needs: one list, shared with the browser tests. */
export { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/browser';

let built: Promise<void> | undefined;

/** Builds dist/web exactly as `npm run build` does (once per bench run). */
export function buildWebApp(): Promise<void> {
  built ??= (async () => {
    const buildScript = pathToFileURL(path.join(PROJECT_ROOT, 'scripts/build.mjs')).href;
    const { buildWeb } = (await import(buildScript)) as { buildWeb: () => Promise<void> };
    const cwd = process.cwd();
    process.chdir(PROJECT_ROOT); // vite.config.ts and build.mjs name paths relative to the root
    try {
      await buildWeb();
    } finally {
      process.chdir(cwd);
    }
  })();
  return built;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
