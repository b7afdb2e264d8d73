/**
 * Every id a route takes, in its path or its query string, admin and public, is held to one id schema
 * (src/domain/api/common.ts): an id past PostgreSQL's integer range answers 400 "is too large" naming the
 * parameter, never a database error. The routes are walked from the API reference, so a route added later
 * is checked too; a few are also named one by one, with the exact answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const TOO_LARGE = '9999999999';
/** Parameter names that carry a row id. */
const ID_NAME = /^(id|[a-zA-Z]+Id|before)$/;
/** Parameters named like an id that are not numbers, each with its reason. */
const NOT_ROW_IDS: Record<string, string> = {
  '/api/auth/sessions/{id}': "a session's public handle: 22 random characters, never a row id",
};

interface Parameter {
  in: string;
  name: string;
}
type Paths = Record<string, Record<string, { parameters?: Parameter[] }>>;
interface Check {
  method: string;
  url: string;
  name: string;
}

describe.each(testDatabaseKinds())('ids in paths and query strings stay in range (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'id.range@example.com', 'id range password 123');
    cookie = await signIn(server, 'id.range@example.com', 'id range password 123');
  });
  afterAll(async () => server?.close());

  const send = async (method: string, url: string) => {
    const write = method !== 'GET';
    const response = await server.fetch(url, {
      method,
      headers: { cookie, origin: server.url, ...(write ? { 'content-type': 'application/json' } : {}) },
      body: write ? '{}' : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as { message?: string; issues?: { path: string; message: string }[] } };
  };

  /** Every id parameter of the document: in the path of any call (checked first), in the query of a GET. */
  async function checks(): Promise<Check[]> {
    const paths = ((await (await server.fetch('/api/openapi.json')).json()) as { paths: Paths }).paths;
    const found: Check[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (!ID_NAME.test(parameter.name) || NOT_ROW_IDS[path]) continue;
          if (parameter.in !== 'path' && !(parameter.in === 'query' && method === 'get')) continue;
          const url = path.replaceAll(/\{(\w+)\}/g, (_, name: string) => (name === parameter.name && parameter.in === 'path' ? TOO_LARGE : '1'));
          found.push({ method: method.toUpperCase(), url: parameter.in === 'query' ? `${url}?${parameter.name}=${TOO_LARGE}` : url, name: parameter.name });
        }
      }
    }
    return found;
  }

  it('answers 400 "is too large" naming the parameter, on every route that takes an id', async () => {
    const all = await checks();
    // Admin and public lists, items, the price grid, settings, the audit log, staff, trash, route overrides…
    expect(all.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { method, url, name } of all) {
      const answer = await send(method, url);
      const named = answer.body.issues?.some((issue) => issue.path === name && issue.message === 'is too large');
      if (answer.status !== 400 || !named) wrong.push(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['/api/admin/price-grid?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/price-grid?regionId=1&departureLocationId=9999999999', 'Query parameter departureLocationId: is too large'],
    ['/api/admin/settings?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/analytics/booking-clicks?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/audit-log?before=9999999999', 'Query parameter before: is too large'],
    ['/api/admin/route-pricing/export?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/route-overrides/9999999999', 'Path parameter destinationId: is too large'],
    ['/api/admin/destinations?limit=50&regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/booking-requests?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/admin/destinations/9999999999', 'Path parameter id: is too large'],
    ['/api/destinations?regionId=9999999999', 'Query parameter regionId: is too large'],
    ['/api/route-pricing?departureLocationId=9999999999', 'Query parameter departureLocationId: is too large'],
    ['/api/regions/9999999999', 'Path parameter id: is too large'],
  ])('GET %s answers 400 "%s"', async (url, message) => {
    const answer = await send('GET', url);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('says the same for an id in the query of a write, and the same plain words for a missing or non-numeric region', async () => {
    const write = await server.fetch(`/api/route-pricing?regionId=${TOO_LARGE}`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ aircraftType: '3-passengers', departureLocationId: 1, destinationId: 1, flightType: 'same-day', price: 500 }),
    });
    expect(write.status).toBe(400);
    expect(((await write.json()) as { message: string }).message).toBe('Query parameter regionId: is too large');
    expect((await send('GET', '/api/admin/price-grid')).body.message).toBe('Query parameter regionId: choose a region');
    expect((await send('GET', '/api/admin/price-grid?regionId=')).body.message).toBe('Query parameter regionId: choose a region');
    expect((await send('GET', '/api/admin/price-grid?regionId=abc')).body.message).toBe('Query parameter regionId: must be a number');
    expect((await send('GET', '/api/admin/settings?regionId=0')).body.message).toBe('Query parameter regionId: must be a positive number');
  });
});
