/**
 * The one way the web app talks to the server (docs/product.md §7): credentials included, JSON in and out, and any
 * non-OK answer raised as "status: message" (the server's plain-words message, else the status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The whole JSON answer, for errors that carry more than a message (a 409's `current` row). */
    readonly body: unknown = undefined,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

export async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; issues?: { path: string; message: string }[] };
    if (typeof body.message === 'string' && body.message) return new ApiError(response.status, body.message, body.issues ?? [], body);
  } catch {
    /* not JSON: use the text */
  }
  return new ApiError(response.status, text || response.statusText);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The request every call sends (the admin panel's calls too, which add their retries): the session cookie, JSON in and out. */
export function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  return fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** An answer's JSON (undefined for 204), or the ApiError of an answer that is not OK. */
export async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return answerOf<T>(await sendRequest(path, options));
}

/** A query string from defined values only: `query({ regionId: 1, x: undefined })` → `?regionId=1`. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A fresh key per user action, so a retried POST never stores twice (the server honours it). */
export function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
