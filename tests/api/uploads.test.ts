import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { uploadTokens } from '../../src/server/db/schema';
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

/** A link in the real format ({uuid}.{expiry}.{43 base64url}) whose signature was never made by the server. */
const madeUpToken = () => `${randomUUID()}.${Date.now() + 10 * 60_000}.${randomBytes(32).toString('base64url')}`;

const MB = 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  message: string;
}

/**
 * A PUT that declares `declaredBytes` but sends only `chunks` (all of them, or just the first bytes) and
 * then waits for the answer. Sending less than declared proves the server answered without the body: a
 * server that waited for it would never answer. The request is torn down once the answer is in.
 */
function rawPut(url: string, declaredBytes: number, chunks: Buffer[], { waitMs = timeLimit(10_000), contentType = 'image/png' } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', headers: { 'content-type': contentType, 'content-length': String(declaredBytes) } });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${waitMs} ms while the body was still incomplete: the server waited for the body`));
    }, waitMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, message: (JSON.parse(text) as { message: string }).message });
        request.destroy();
      });
    });
    for (const chunk of chunks) request.write(chunk);
    if (chunks.reduce((n, c) => n + c.length, 0) >= declaredBytes) request.end();
  });
}

/** Bytes that start like a PNG and go on as noise: the first bytes pass the type check. */
const pngLike = async (bytes: number) => {
  const head = await png(4, 4);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
};

async function until(condition: () => boolean, what: string, timeoutMs = timeLimit(5000)) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

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

  const storedDir = () => path.join(server.dataDir, 'objects/uploads');
  const spoolDir = () => path.join(server.dataDir, 'upload-spool');

  it('answers 50 simultaneous 10 MB PUTs with made-up links 403, reading almost none of the 500 MB and without growing the process by hundreds of MB', async () => {
    const sockets: Socket[] = [];
    const onConnection = (socket: Socket) => sockets.push(socket);
    server.app.server.on('connection', onConnection);
    const body = randomBytes(10 * MB);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => rawPut(`${server.url}/objects/upload/${madeUpToken()}`, body.length, [body])));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(403));
      expect(new Set(answers.map((a) => a.message))).toEqual(new Set(['This upload link is not valid']));
      expect(answers.every((a) => a.headers.connection === 'close')).toBe(true);
    } finally {
      clearInterval(sampler);
      server.app.server.off('connection', onConnection);
    }
    await until(() => sockets.every((s) => s.destroyed), 'the server closed every refused connection');
    const bytesRead = sockets.reduce((n, s) => n + s.bytesRead, 0);
    // Reading the bodies would be 500 MB; what is read is what was already in flight when the answer left.
    expect(sockets.length).toBe(50);
    expect(bytesRead / sockets.length).toBeLessThan(1 * MB);
    expect(rssPeak - rssBefore).toBeLessThan(120 * MB);
  });

  it('refuses a made-up, a tampered and an expired link with 403 while their 10 MB body is still unsent', async () => {
    const first = [await pngLike(64 * 1024)];
    const madeUp = await rawPut(`${server.url}/objects/upload/${madeUpToken()}`, 10 * MB, first);
    expect(madeUp.status).toBe(403);
    expect(madeUp.message).toBe('This upload link is not valid');

    const { uploadURL } = await uploadUrl('image');
    const tampered = await rawPut(uploadURL.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 10 * MB, first);
    expect(tampered.status).toBe(403);
    expect(tampered.message).toBe('This upload link is not valid');
    expect(tampered.headers.connection).toBe('close');

    clock += 16 * 60_000;
    const expired = await rawPut(uploadURL, 10 * MB, first);
    expect(expired.status).toBe(403);
    expect(expired.message).toBe('Request has expired');
  });

  it('answers 413 to a body over the link limit, declared or streamed, keeping no partial file and leaving the link usable', async () => {
    const storedBefore = filesIn(storedDir()).length;
    const { uploadURL } = await uploadUrl('badge'); // 5 MB

    const declared = await rawPut(uploadURL, 5 * MB + 1, [await pngLike(64 * 1024)]);
    expect(declared.status).toBe(413);
    expect(declared.message).toBe('The file is larger than 5 MB');

    // No Content-Length (chunked): the limit is found while streaming. The client would send up to 64 MB.
    let produced = 0;
    const head = await pngLike(256 * 1024);
    const streamed = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (produced >= 64 * MB) return controller.close();
          const chunk = produced === 0 ? head : randomBytes(256 * 1024);
          produced += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
        },
      }),
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await messageOf(streamed)).toBe('The file is larger than 5 MB');
    expect(produced).toBeLessThan(24 * MB);

    expect(filesIn(spoolDir())).toEqual([]);
    expect(filesIn(storedDir()).length).toBe(storedBefore);
    const accepted = await put(uploadURL, await png(40, 30));
    expect(accepted.status).toBe(201);
  });

  it('turns a fifth simultaneous upload away with 503 and Retry-After before reading it, and takes it on the same link once a slot is free', async () => {
    const links = await Promise.all(Array.from({ length: 5 }, () => uploadUrl('image')));
    const held = links.slice(0, 4).map(({ uploadURL }) => {
      const request = http.request(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': String(8 * MB) } });
      request.on('error', () => {});
      return request;
    });
    const first = await pngLike(64 * 1024);
    for (const request of held) request.write(first);
    await until(() => filesIn(spoolDir()).length === 4, 'four uploads are being spooled');
    for (const name of filesIn(spoolDir())) expect(statSync(path.join(spoolDir(), name)).mode & 0o777).toBe(0o600);
    expect(statSync(spoolDir()).mode & 0o777).toBe(0o700);

    const fifth = links[4]!.uploadURL;
    const busy = await rawPut(fifth, 8 * MB, [first]);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.message).toBe('Too many uploads are in progress; please try again in a few seconds');

    for (const request of held) request.destroy();
    await until(() => filesIn(spoolDir()).length === 0, 'the abandoned uploads are cleaned up');
    const accepted = await put(fifth, await png(30, 20));
    expect(accepted.status).toBe(201);
  });

  it('answers a text file 415 and keeps its link: the same link then takes a PNG (201), and is refused after that', async () => {
    const { uploadURL } = await uploadUrl('service');
    const words = Array.from({ length: 200 }, () => randomBytes(4).toString('hex')).join(' ');
    const text = await put(uploadURL, Buffer.from(`Flight notes\n${words}\n`), 'text/plain');
    expect(text.status).toBe(415);
    expect(await messageOf(text)).toBe('Only PNG, JPEG, WebP and GIF images can be uploaded');

    const image = await put(uploadURL, await png(64, 48));
    expect(image.status).toBe(201);

    const again = await rawPut(uploadURL, 10 * MB, [await pngLike(64 * 1024)]);
    expect(again.status).toBe(403);
    expect(again.message).toBe('This upload link was already used or has expired');
  });

  it('stores one image when two PUTs race with one link: one 201, one 403', async () => {
    const storedBefore = filesIn(storedDir()).length;
    const { uploadURL } = await uploadUrl('image');
    const image = await png(1200, 800);
    const answers = await Promise.all([put(uploadURL, image), put(uploadURL, image)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    const winner = answers.find((a) => a.status === 201)!;
    const { objectPath } = (await winner.json()) as { objectPath: string };
    expect(await messageOf(answers.find((a) => a.status === 403)!)).toBe('This upload link was already used or has expired');

    expect(filesIn(storedDir()).length - storedBefore).toBe(4); // the full size and three srcset variants
    const id = new URL(uploadURL).pathname.split('/').pop()!.split('.')[0]!;
    const [row] = await server.database.db.select({ objectPath: uploadTokens.objectPath }).from(uploadTokens).where(eq(uploadTokens.id, id));
    expect(row?.objectPath).toBe(objectPath);
  });

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
