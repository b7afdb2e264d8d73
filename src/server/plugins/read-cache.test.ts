import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryBytes, ReadCache } from './read-cache';

/** A JSON-able value whose serialized form is about `size` bytes of random text. */
const payloadOf = (size: number) => ({ text: randomBytes(Math.ceil(size / 2)).toString('hex').slice(0, size) });

const counting = () => {
  const loads: string[] = [];
  const load = (key: string, value: unknown) => async () => {
    loads.push(key);
    return value;
  };
  return { loads, load };
};

describe('ReadCache', () => {
  it('evicts the least recently used answers once their bytes exceed maxBytes, and never holds more', async () => {
    const cache = new ReadCache({ maxEntries: 1_000, maxBytes: 10_000 });
    const { loads, load } = counting();
    for (let i = 0; i < 3; i++) await cache.get(`k${i}`, load(`k${i}`, payloadOf(3_000)));
    expect(cache.size.entries).toBe(3);
    const three = cache.size.bytes;
    expect(three).toBeGreaterThan(9_000);
    expect(three).toBeLessThanOrEqual(10_000);

    // k0 is read again, so k1 is now the least recently used: the fourth answer pushes k1 out, not k0.
    await cache.get('k0', load('k0-again', payloadOf(3_000)));
    await cache.get('k3', load('k3', payloadOf(3_000)));
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.entries).toBe(3);
    await cache.get('k0', load('k0-reload', payloadOf(3_000)));
    await cache.get('k1', load('k1-reload', payloadOf(3_000)));
    expect(loads).toEqual(['k0', 'k1', 'k2', 'k3', 'k1-reload']);
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  });

  it('counts the key, the body and the ETag of each entry', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const key = `route?${'é'.repeat(50)}`;
    const cached = await cache.get(key, async () => payloadOf(500));
    expect(cache.size.bytes).toBe(entryBytes(key, cached));
    expect(entryBytes(key, cached)).toBe(Buffer.byteLength(key) + Buffer.byteLength(cached.body) + cached.etag.length);
  });

  it('evicts by entry count as well, however small the answers', async () => {
    const cache = new ReadCache({ maxEntries: 50, maxBytes: 1_000_000 });
    for (let i = 0; i < 5_000; i++) await cache.get(`tiny-${i}`, async () => []);
    expect(cache.size.entries).toBe(50);
  });

  it('answers but does not keep an answer larger than maxBytes', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 2_000 });
    const { loads, load } = counting();
    const first = await cache.get('big', load('big', payloadOf(5_000)));
    expect(JSON.parse(first.body).text).toHaveLength(5_000);
    expect(cache.size).toMatchObject({ entries: 0, bytes: 0 });
    await cache.get('big', load('big', payloadOf(5_000)));
    expect(loads).toEqual(['big', 'big']);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 100_000 });
    const { loads, load } = counting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('list', load('list', [1, 2, 3]))));
    expect(loads).toEqual(['list']);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('answers a load that began before clear() to its callers but does not store it', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 100_000 });
    let finish!: (value: unknown) => void;
    const slow = cache.get('list', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(['before the change']);
    expect(JSON.parse((await slow).body)).toEqual(['before the change']);
    expect(cache.size.entries).toBe(0);
    const after = await cache.get('list', async () => ['after the change']);
    expect(JSON.parse(after.body)).toEqual(['after the change']);
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 100_000 });
    await expect(cache.get('list', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(cache.size).toMatchObject({ entries: 0, loading: 0 });
    expect(JSON.parse((await cache.get('list', async () => ['back'])).body)).toEqual(['back']);
  });
});
