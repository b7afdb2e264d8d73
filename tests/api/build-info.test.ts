/**
 * Operators can tell which build answers: /readyz, /metrics (a build-info gauge) and the API reference name
 * the package version and the git commit of the checkout the server runs from (the built server takes them
 * from its bundle: tests/process/docker-image-layout.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths';
import { startTestServer, type TestServer } from '../support/server';

const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();

describe('the running build, as operators see it', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('/readyz names the package version and the commit', async () => {
    const response = await server.fetch('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready', database: 'pglite', version, commit });
  });

  it('/metrics has charter_build_info{version,commit,node} 1', async () => {
    const text = await (await server.fetch('/metrics')).text();
    expect(text).toContain('# TYPE charter_build_info gauge');
    expect(text).toContain(`charter_build_info{version="${version}",commit="${commit}",node="${process.version}"} 1`);
  });

  it('the API reference has the package version as info.version', async () => {
    const document = (await (await server.fetch('/api/openapi.json')).json()) as { info: { version: string } };
    expect(document.info.version).toBe(version);
  });
});
