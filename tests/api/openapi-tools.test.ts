/**
 * The API reference as other tools read it, from the live document: Redocly's recommended rules find no
 * error in it, and a TypeScript client generated from it (openapi-typescript's types, openapi-fetch's calls)
 * compiles under strict TypeScript, refuses a call the API does not have, and works against the running server
 * for an inquiry, a quote's link and an admin read.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteWithLink } from '../../src/domain/api/quotes';
import { createAdmin, signIn } from '../support/admin';
import { quoteFieldsExample } from '../support/quotes';
import { startTestServer, type TestServer } from '../support/server';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');

/** The program a client of the API would write, compiled with the generated types. */
const CLIENT_PROGRAM = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function useClient(baseUrl: string, cookie: string, quoteToken: string) {
  const client = createClient<paths>({ baseUrl });
  const inquiry = await client.POST('/api/booking-request', {
    body: { contactName: 'Generated Client', contactEmail: 'generated.client@example.com', departure: 'jandakot', destination: 'rottnest-island' },
  });
  const quote = await client.GET('/api/quotes/{token}', { params: { path: { token: quoteToken } } });
  const quotes = await client.GET('/api/admin/quotes', { headers: { cookie } });
  const unknown = await client.GET('/api/quotes/{token}', { params: { path: { token: 'A'.repeat(43) } } });
  // The answers are typed from the document: these lines compile only if its shapes are there.
  const requestUrl: string | undefined = inquiry.data?.requestUrl;
  const reference: string | undefined = quote.data?.reference;
  const totalCents: number | undefined = quote.data?.totalCents;
  const listed: string[] | undefined = quotes.data?.map((q) => q.reference);
  const refusal: string | undefined = unknown.error?.message;
  // @ts-expect-error a call the API does not have
  void client.GET('/api/no-such-call');
  // @ts-expect-error a body without the fields the API requires
  void client.POST('/api/booking-request', { body: { contactName: 42 } });
  return {
    inquiry: { status: inquiry.response.status, requestUrl },
    quote: { status: quote.response.status, reference, totalCents },
    quotes: { status: quotes.response.status, listed },
    unknown: { status: unknown.response.status, refusal },
  };
}
`;

describe('the API reference, read by other tools', () => {
  let server: TestServer;
  let doc: unknown;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    doc = await (await server.fetch('/api/openapi.json')).json();
    dir = mkdtempSync(path.join(os.tmpdir(), 'charter-openapi-tools-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names its server: the origin it was read from, or PUBLIC_URL when the operator set it', async () => {
    expect((doc as { servers: unknown }).servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const site = await startTestServer({ env: { PUBLIC_URL: 'https://fly.example.com/' } });
    try {
      const named = (await (await site.fetch('/api/openapi.json')).json()) as { servers: unknown };
      expect(named.servers).toEqual([{ url: 'https://fly.example.com', description: 'This site (PUBLIC_URL)' }]);
    } finally {
      await site.close();
    }
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(REPO, 'node_modules/@redocly/cli/bin/cli.js');
    // Exits non-zero when it finds errors: the report is read either way.
    const { stdout } = await run(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=10000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('generates a client that compiles strictly and works against the server', async () => {
    mkdirSync(path.join(dir, 'client'));
    const client = path.join(dir, 'client');
    writeFileSync(path.join(client, 'api.ts'), astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0])));
    writeFileSync(path.join(client, 'use.ts'), CLIENT_PROGRAM);
    writeFileSync(path.join(client, 'package.json'), JSON.stringify({ type: 'module' }));
    symlinkSync(path.join(REPO, 'node_modules'), path.join(client, 'node_modules'), 'dir');

    const program = ts.createProgram([path.join(client, 'use.ts')], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      outDir: path.join(client, 'out'),
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(program.emit().emitSkipped).toBe(false);

    await createAdmin(server.app.database.db, 'generated.client@example.com', 'generated client password');
    const cookie = await signIn(server, 'generated.client@example.com', 'generated client password');
    const made = (await (await server.post('/api/admin/quotes', quoteFieldsExample(), { cookie })).json()) as QuoteWithLink;
    const token = new URL(made.url).pathname.split('/').at(-1)!;

    // The compiled client runs as a program of its own, as an integration would.
    const script = `const { useClient } = await import(${JSON.stringify(path.join(client, 'out/use.js'))}); console.log(JSON.stringify(await useClient(...process.argv.slice(1))));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, server.url, cookie, token], { cwd: client });
    const answers = JSON.parse(stdout) as Record<string, Record<string, unknown>>;
    expect(answers.inquiry).toEqual({ status: 201, requestUrl: expect.stringMatching(/\/requests\/[\w-]{43}$/) });
    expect(answers.quote).toEqual({ status: 200, reference: made.reference, totalCents: made.totalCents });
    expect(answers.quotes).toEqual({ status: 200, listed: expect.arrayContaining([made.reference]) });
    expect(answers.unknown).toEqual({ status: 404, refusal: expect.stringMatching(/\w+/) });
  });
});
