/**
 * What the real server process (src/server/main.ts) writes to stdout (decision 0033): with LOG_FORMAT=json
 * one JSON object a line and exactly one line per request; with LOG_FORMAT=pretty readable lines without
 * JSON; in both, the first start's admin password notice, boxed in the readable form. Both processes start
 * at once on fresh DATA_DIRs (a first start: migrations, seed, generated admin).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitReady } from '../support/server-process';

const FIRST_START_MS = SERVER_START_MS;
/** The calls each process gets; each must leave exactly one line. */
const CALLS = ['/api/regions', '/api/destinations?regionId=1', '/api/no-such-call', '/api/regions'];

interface Run {
  stdout: string;
  stderr: string;
  dataDir: string;
}

/** Starts the server with `format`, makes CALLS one after another, stops it with SIGTERM and returns its output. */
async function runServer(format: 'json' | 'pretty'): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-logs-'));
  const server = startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir, LOG_FORMAT: format } });
  try {
    // /healthz is logged at debug: waiting does not add lines at info.
    await waitReady(server, FIRST_START_MS, { path: '/healthz' });
    for (const call of CALLS) await (await fetch(`${server.url}${call}`)).arrayBuffer();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return { stdout: server.stdout(), stderr: server.stderr(), dataDir };
}

describe('server logs', () => {
  let json: Run;
  let pretty: Run;

  beforeAll(async () => {
    [json, pretty] = await Promise.all([runServer('json'), runServer('pretty')]);
  }, FIRST_START_MS + timeLimit(30_000));
  afterAll(() => {
    for (const run of [json, pretty]) if (run) rmSync(run.dataDir, { recursive: true, force: true });
  });

  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

  it('LOG_FORMAT=json: every line is one JSON object, and each request leaves exactly one line with method, url, status and ms', () => {
    const records = lines(json.stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = records.filter((r) => typeof r.url === 'string');
    expect(requestLines.map((r) => `${r.method} ${r.url} ${r.statusCode}`)).toEqual([
      'GET /api/regions 200',
      'GET /api/destinations?regionId=1 200',
      'GET /api/no-such-call 404',
      'GET /api/regions 200',
    ]);
    for (const r of requestLines) {
      expect(typeof r.ms).toBe('number');
      expect(r.msg).toBe(`${r.method} ${r.url} ${r.statusCode} ${r.ms} ms`);
    }
    // Nothing else mentions a request: Fastify's "incoming request" and "request completed" lines are gone.
    expect(records.filter((r) => /incoming request|request completed/.test(String(r.msg)))).toEqual([]);
    const notice = records.find((r) => r.notice === true);
    expect(notice?.msg).toContain('admin-credentials.txt');
    expect(notice?.level).toBe(40);
  });

  it('LOG_FORMAT=pretty: readable lines without JSON, one per request, and the password notice in a box', () => {
    const all = lines(pretty.stdout);
    expect(all.filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
    expect(pretty.stdout).not.toContain('"level"');
    const requestLines = all.filter((l) => / (GET|POST) \//.test(l));
    expect(requestLines).toHaveLength(CALLS.length);
    expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/regions 200 [\d.]+ ms$/);
    expect(requestLines[2]).toMatch(/INFO: GET \/api\/no-such-call 404 [\d.]+ ms$/);
    const box = all.findIndex((l) => l.startsWith('╔'));
    expect(box).toBeGreaterThan(0);
    expect(all[box - 1]).toMatch(/WARN:/);
    expect(all.slice(box, box + 5).join('\n')).toMatch(/║ .*admin@localhost.*\n?.*admin-credentials\.txt/s);
    expect(all.find((l) => l.startsWith('╚'))).toBeDefined();
  });
});
