import { describe, expect, it } from 'vitest';
import { fetchJson, HttpError, InvalidFormatError, TimeoutError } from './fetch-json';
import { loadErrorKind } from './load-error';

const answer = (body: string, status = 200, statusText = 'OK') => async () => new Response(body, { status, statusText });

describe('light widget load errors: a kind with its own plain sentence, never the HTTP status line', () => {
  it('tells a server fault from a refused request, a timeout, a lost network and an unreadable body', async () => {
    const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
    expect(loadErrorKind(await failure(fetchJson('/x', answer('boom', 500, 'Internal Server Error'))))).toBe('server');
    expect(loadErrorKind(await failure(fetchJson('/x', answer('', 503, 'Service Unavailable'))))).toBe('server');
    expect(loadErrorKind(await failure(fetchJson('/x', answer('{"message":"no"}', 404, 'Not Found'))))).toBe('request');
    expect(loadErrorKind(await failure(fetchJson('/x', answer('<!doctype html><p>Captive portal</p>'))))).toBe('format');
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(loadErrorKind(await failure(fetchJson('/x', offline)))).toBe('network');
    const hanging = (_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const timeout = await failure(fetchJson('/x', hanging, 10));
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect(loadErrorKind(timeout)).toBe('timeout');
  });

  it('keeps the technical words for the console (docs/product.md §7)', () => {
    expect(new HttpError(500, 'Internal Server Error').message).toBe('HTTP 500: Internal Server Error');
    expect(new InvalidFormatError().message).toBe('Invalid data format received');
  });
});
