import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { localStorage, objectStorageFor } from './storage';

/** A loopback stand-in for an S3-compatible endpoint (path-style PUT/GET of objects): S3 is outside this machine. */
function fakeS3(): Promise<{ url: string; objects: Map<string, Buffer>; close(): Promise<void> }> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent((request.url ?? '').split('?')[0]!);
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET' && objects.has(key)) {
        const body = objects.get(key)!;
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': body.length }).end(body);
      } else {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

const NAME = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0-480w.webp';

describe('object storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(async () => {
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('uses S3 when a bucket is configured: uploads/{name} in the bucket, path-style on the endpoint', async () => {
    const config = loadConfig({ DATA_DIR: tempDir('charter-s3-'), S3_BUCKET: 'charter', S3_ENDPOINT: s3.url, S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test' });
    const storage = objectStorageFor(config);
    expect(storage.kind).toBe('s3');
    await storage.put(NAME, Buffer.from('webp bytes'), 'image/webp');
    expect([...s3.objects.keys()]).toEqual([`/charter/uploads/${NAME}`]);
    expect((await storage.get(NAME))?.toString()).toBe('webp bytes');
    expect(await storage.get('0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f1.webp')).toBeUndefined();
  });

  it('uses DATA_DIR without a bucket, and refuses names it did not make', async () => {
    const dir = tempDir('charter-local-');
    const storage = objectStorageFor(loadConfig({ DATA_DIR: dir }));
    expect(storage.kind).toBe('local');
    await storage.put(NAME, Buffer.from('x'), 'image/webp');
    expect((await localStorage(dir).get(NAME))?.toString()).toBe('x');
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow(/refusing/);
    expect(await storage.get('../secrets.webp')).toBeUndefined();
  });
});
