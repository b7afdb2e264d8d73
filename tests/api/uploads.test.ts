import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

/** A real PNG of the given size (sharp), optionally with EXIF. */
const png = (width: number, height: number, exif = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png();
  return (exif ? image.withExif({ IFD0: { Copyright: 'secret-owner' } }) : image).toBuffer();
};

/** A PNG header that claims 30000 x 30000 pixels (900 MP) on a few hundred bytes: a decompression bomb. */
async function bombPng(): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  // Fix the IHDR CRC so that decoders read the header rather than refuse the chunk.
  const { crc32 } = await import('node:zlib');
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

describe.each(testDatabaseKinds())('image uploads through signed URLs (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => new Date(clock) });
    await createAdmin(server.database.db, 'uploads@example.com', 'uploads password 1');
    cookie = await signIn(server, 'uploads@example.com', 'uploads password 1');
  });
  afterAll(async () => server?.close());

  const uploadUrl = async (purpose = 'hero') => {
    const response = await server.fetch('/api/objects/upload', {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ purpose }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { uploadURL: string; maxBytes: number; expiresAt: string };
  };
  const put = (url: string, body: Buffer, type = 'image/png') => fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('needs a session to get an upload URL', async () => {
    expect((await server.fetch('/api/objects/upload', { method: 'POST', headers: { origin: server.url } })).status).toBe(401);
    expect((await server.fetch('/api/upload/url')).status).toBe(401);
  });

  it('stores a PNG once: re-encoded to WebP without metadata, with srcset variants, served with long cache headers', async () => {
    const { uploadURL, maxBytes } = await uploadUrl('hero');
    expect(maxBytes).toBe(5_242_880);
    expect(uploadURL).toMatch(new RegExp(`^${server.url}/objects/upload/`));
    const response = await put(uploadURL, await png(2000, 1000, true));
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { objectPath: string; width: number; variants: { path: string; width: number }[] };
    expect(stored.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(stored.width).toBe(2000);
    expect(stored.variants.map((v) => v.width)).toEqual([480, 960, 1600]);

    const file = await server.fetch(stored.objectPath);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await server.fetch(stored.variants[0]!.path)).status).toBe(200);
    expect(existsSync(path.join(server.dataDir, 'objects/uploads'))).toBe(true);

    // Single use: the same URL again is refused.
    const again = await put(uploadURL, await png(10, 10));
    expect(again.status).toBe(403);
    expect(await messageOf(again)).toBe('This upload link was already used or has expired');
  });

  it('refuses a tampered link and an expired one', async () => {
    const { uploadURL } = await uploadUrl();
    const tampered = uploadURL.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await put(tampered, await png(10, 10));
    expect(forged.status).toBe(403);
    expect(await messageOf(forged)).toBe('This upload link is not valid');
    clock += 16 * 60_000;
    const late = await put(uploadURL, await png(10, 10));
    expect(late.status).toBe(403);
    expect(await messageOf(late)).toBe('Request has expired');
  });

  it('refuses a renamed executable, an SVG, an oversized file and a decompression bomb, storing nothing', async () => {
    const before = existsSync(path.join(server.dataDir, 'objects/uploads')) ? readdirSync(path.join(server.dataDir, 'objects/uploads')).length : 0;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2000, 1)]);
    const exe = await put((await uploadUrl()).uploadURL, elf, 'image/png');
    expect(exe.status).toBe(415);
    expect(await messageOf(exe)).toBe('Only PNG, JPEG, WebP and GIF images can be uploaded');

    const svg = await put((await uploadUrl()).uploadURL, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'), 'image/svg+xml');
    expect(svg.status).toBe(415);

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5_242_880, 0)]);
    const oversized = await put((await uploadUrl('badge')).uploadURL, big);
    expect(oversized.status).toBe(413);
    expect(await messageOf(oversized)).toBe('The file is larger than 5 MB');

    const bomb = await put((await uploadUrl()).uploadURL, await bombPng());
    expect(bomb.status).toBe(422);
    expect(await messageOf(bomb)).toMatch(/too large to process|not a readable image/);

    const after = existsSync(path.join(server.dataDir, 'objects/uploads')) ? readdirSync(path.join(server.dataDir, 'objects/uploads')).length : 0;
    expect(after).toBe(before);
    expect((await server.fetch('/objects/uploads/../../secrets.webp')).status).toBe(404);
    expect((await server.fetch('/objects/uploads/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
  });
});
