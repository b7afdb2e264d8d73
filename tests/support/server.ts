import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openTestDatabase, type OpenOptions, type TestDatabaseKind } from './databases';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** fetch against the server: `server.fetch('/api/regions')`. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** POST JSON with a same-origin Origin header, as the site's own pages send it. */
  post(pathname: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions extends OpenOptions {
  kind?: TestDatabaseKind;
  env?: Record<string, string>;
  now?: () => Date;
  /** More options for buildApp (e.g. a sheetReader with small limits, shorter job waits). */
  appOptions?: Partial<Pick<AppOptions, 'sheetReader' | 'jobs' | 'logger'>>;
}

/** The real server on 127.0.0.1 with a real database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase(options.kind ?? 'pglite', options);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, database, sessionSecret: 'test-secret-'.padEnd(48, 'x'), now: options.now, ...options.appOptions });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = address.replace('[::1]', '127.0.0.1');
  return {
    url,
    app,
    database,
    dataDir,
    fetch: (pathname, init) => fetch(new URL(pathname, url), init),
    post: (pathname, body, headers = {}) =>
      fetch(new URL(pathname, url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        // Even when a close fails: the suite leaves nothing in /tmp (.ci/run checks).
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
