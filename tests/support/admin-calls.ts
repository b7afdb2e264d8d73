import type { TestServer } from './server';

/** JSON answers are checked field by field in tests; loosely typed on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

export type AdminCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/** Calls the API as the admin panel does: the session cookie, a same-origin Origin, a JSON content type. */
export function adminCaller(server: TestServer, cookie: string): AdminCall {
  return async (method, path, body, headers = {}) => {
    const response = await server.fetch(path, {
      method,
      headers: { cookie, origin: server.url, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}
