import { describe, expect, it } from 'vitest';
import { createListLoader, InvalidFormatError, retryDelay } from './list-loader';
import { fetchJson, HttpError } from './fetch-json';

/** A scripted server: each call answers the next step (a Response factory or an error to throw). */
function scripted(steps: (() => Response)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const step = steps.shift();
    if (!step) throw new TypeError('Failed to fetch');
    return step();
  };
  return { fetch, calls };
}
const json = (body: unknown, status = 200, statusText = 'OK') => () => new Response(JSON.stringify(body), { status, statusText });

describe('light widget list loading (docs/product.md §7)', () => {
  it('asks for JSON without caches and answers from memory for 10 minutes', async () => {
    let now = 0;
    const server = scripted([json([{ id: 1 }]), json([{ id: 2 }])]);
    const loader = createListLoader({ fetch: server.fetch, now: () => now, sleep: async () => {} });
    expect(await loader.load('/api/destinations')).toEqual([{ id: 1 }]);
    expect(server.calls[0]!.init?.headers).toMatchObject({ accept: 'application/json', 'cache-control': 'no-cache' });
    expect(server.calls[0]!.init?.credentials).toBe('same-origin');
    now = 10 * 60_000 - 1;
    expect(await loader.load('/api/destinations')).toEqual([{ id: 1 }]);
    expect(server.calls).toHaveLength(1);
    now = 10 * 60_000;
    expect(await loader.load('/api/destinations')).toEqual([{ id: 2 }]);
    expect(server.calls).toHaveLength(2);
  });

  it('retries three times at 2 s x 1.5^n, then raises the last error in the documented words', async () => {
    const waits: number[] = [];
    const failing = () => new Response('boom', { status: 503, statusText: 'Service Unavailable' });
    const server = scripted([failing, failing, failing, failing]);
    const loader = createListLoader({ fetch: server.fetch, sleep: async (ms) => void waits.push(ms) });
    await expect(loader.load('/api/destinations')).rejects.toThrow('HTTP 503: Service Unavailable');
    expect(waits).toEqual([2000, 3000, 4500]);
    expect(server.calls).toHaveLength(4);
    expect([0, 1, 2].map(retryDelay)).toEqual([2000, 3000, 4500]);
  });

  it('recovers on a retry, and serves the stale copy when the server fails after the cache expired', async () => {
    let now = 0;
    const server = scripted([() => new Response('', { status: 500, statusText: 'Internal Server Error' }), json(['a'])]);
    const loader = createListLoader({ fetch: server.fetch, now: () => now, sleep: async () => {} });
    expect(await loader.load('/x')).toEqual(['a']);
    now = 11 * 60_000;
    expect(await loader.load('/x')).toEqual(['a']); // the scripted server now throws: stale value
  });

  it("refuses a body that is not an array with 'Invalid data format received', without retrying", async () => {
    const server = scripted([json({ items: [] })]);
    const loader = createListLoader({ fetch: server.fetch, sleep: async () => {} });
    await expect(loader.load('/api/destinations')).rejects.toBeInstanceOf(InvalidFormatError);
    await expect(createListLoader({ fetch: scripted([json('nope')]).fetch }).load('/y')).rejects.toThrow('Invalid data format received');
    expect(server.calls).toHaveLength(1);
  });

  it('shares one request between callers asking for the same list at once', async () => {
    const server = scripted([json([1]), json([2])]);
    const loader = createListLoader({ fetch: server.fetch });
    const [first, second] = await Promise.all([loader.load('/api/destinations'), loader.load('/api/destinations')]);
    expect(first).toEqual([1]);
    expect(second).toBe(first);
    expect(server.calls).toHaveLength(1);
  });

  it('clear() forgets every cached list', async () => {
    const server = scripted([json([1]), json([2])]);
    const loader = createListLoader({ fetch: server.fetch });
    await loader.load('/z');
    loader.clear();
    expect(await loader.load('/z')).toEqual([2]);
  });

  it('gives up on a request after the timeout', async () => {
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(fetchJson('/slow', hanging, 20)).rejects.toThrow('The request timed out after 0.02 s');
    expect(new HttpError(404, 'Not Found').message).toBe('HTTP 404: Not Found');
  });
});
