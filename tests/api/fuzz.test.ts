/**
 * Property tests over real HTTP: whatever a visitor (or a bot) sends to a public call, the server answers
 * without a 5xx, and every 4xx carries a non-empty `message` in plain words (docs/architecture.md
 * "Security model": bad input anywhere gets a 4xx, never a 5xx).
 *
 * The server trusts 127.0.0.1 as a proxy (TRUST_PROXY) and every request names its own client address in
 * X-Forwarded-For, so the per-address rate limit does not turn the whole run into 429s; a 429 is still
 * accepted as a 4xx, with the same message rules.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const NUM_RUNS = { pglite: 60, postgres: 20 } as const;
const PROPERTY_TIMEOUT_MS = timeLimit(60_000);

/** Values a careless client, an old widget or an attacker might put in any field. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-12-24',
  'jandakot',
  'rottnest-island',
  'wave-rock',
  'YCAB',
  'YBNA',
  'jandakot-twin',
  'same-day',
  'scenic',
  'one-way',
  'pilot-training',
  'return',
  'cessna-210',
  '3-passengers',
  '12-passengers',
  'main',
  'twin',
  'zh',
  'WA',
  'qld',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '<script>alert(1)</script>',
  "'; drop table regions; --",
  'a@b.co',
  'x'.repeat(300),
];

/** Short strings over an alphabet of characters that break things: NUL, lone surrogates, quotes, escapes. */
const hostileString = fc.string({
  unit: fc.constantFrom('a', 'Z', '0', '9', ' ', '-', '.', '@', '%', '"', "'", '\\', '\n', '\t', '\u0000', '\u0001', '\ud800', '\udfff', 'é', '中', '😀', '\u202e'),
  maxLength: 12,
});

const year = fc.oneof(fc.constantFrom(0, 1, 999, 1000, 1899, 1970, 2026, 9999), fc.integer({ min: 0, max: 9999 }));
const dateLike = fc
  .tuple(year, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: dateLike, weight: 2 },
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TRICKY_STRINGS),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 3, 50, 51, 2_147_483_647, 2_147_483_648, 1e21, -0.5, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.emailAddress(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 3 }),
);

interface PostEndpoint {
  path: string;
  fields: string[];
  /** A valid body, so that mutations of one or two fields reach the database. */
  valid: Record<string, unknown>;
}

const POSTS: PostEndpoint[] = [
  {
    path: '/api/calculate-price',
    fields: ['aircraftType', 'flightType', 'departure', 'destination', 'passengers', 'regionId', 'appContext'],
    valid: { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 4, regionId: 1 },
  },
  {
    path: '/api/calculate-prices',
    fields: ['flightType', 'departure', 'destination', 'passengers', 'regionId', 'appContext', 'partner'],
    valid: { flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 4, regionId: 1 },
  },
  {
    path: '/api/booking-request',
    fields: [
      'aircraftType',
      'flightType',
      'departure',
      'destination',
      'passengers',
      'adults',
      'children',
      'passengerWeightKg',
      'baggageKg',
      'date',
      'contactName',
      'contactPhone',
      'contactEmail',
      'specialRequests',
      'estimate',
      'isCustomRoute',
      'wantsQuote',
      'addOns',
      'regionId',
      'appContext',
      'language',
      'partner',
    ],
    valid: {
      aircraftType: '3-passengers',
      flightType: 'same-day',
      departure: 'jandakot',
      destination: 'rottnest-island',
      passengers: 2,
      date: '2026-12-24',
      contactName: 'Fuzz Tester',
      contactEmail: 'fuzz@example.com',
    },
  },
  {
    path: '/api/send-wechat-payment-link',
    fields: [
      'customerName',
      'customerEmail',
      'departureDate',
      'returnDate',
      'passengersOver12',
      'passengersUnder12',
      'totalPassengerWeight',
      'totalBagWeight',
      'aircraftType',
      'flightType',
      'departure',
      'destination',
      'estimate',
      'flightTime',
      'distance',
      'regionId',
      'language',
      'partner',
    ],
    valid: {
      customerName: '测试',
      customerEmail: 'fuzz@example.com',
      departureDate: '2026-11-02',
      returnDate: '2026-11-03',
      passengersOver12: 1,
      flightType: 'same-day',
    },
  },
  {
    path: '/api/booking-clicks',
    fields: ['aircraftType', 'flightType', 'departure', 'destination', 'estimatedPrice', 'bookingUrl', 'regionId', 'appContext', 'partner'],
    valid: { aircraftType: '3-passengers', flightType: 'same-day', estimatedPrice: 100, regionId: 1 },
  },
];

interface GetEndpoint {
  path: string;
  params: string[];
}

const GETS: GetEndpoint[] = [
  { path: '/api/regions', params: [] },
  { path: '/api/departure-locations', params: ['regionId', 'appContext'] },
  { path: '/api/destinations', params: ['regionId', 'appContext'] },
  { path: '/api/hero-images', params: ['regionId', 'appContext'] },
  { path: '/api/pilot-training', params: ['regionId', 'appContext'] },
  { path: '/api/connecting-services', params: ['regionId', 'appContext'] },
  { path: '/api/accreditation-badges', params: ['regionId', 'appContext'] },
  { path: '/api/aircraft-experience-images', params: ['regionId', 'appContext'] },
  { path: '/api/aircraft-experience-images/backgrounds', params: ['types'] },
  { path: '/api/experiences', params: ['regionId', 'region', 'appContext'] },
  { path: '/api/route-pricing', params: ['departureLocationId', 'regionId'] },
  { path: '/api/available-aircraft', params: ['departure', 'destination', 'flightType', 'regionId'] },
];

const queryValue = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...TRICKY_STRINGS, '1', '2', '3-passengers,cessna-210', 'junk,,3-passengers'),
  fc.integer().map(String),
  dateLike,
);

function queryString(params: string[]): fc.Arbitrary<string> {
  const key = params.length > 0 ? fc.oneof(fc.constantFrom(...params), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  return fc
    .tuple(
      fc.dictionary(key, queryValue, { maxKeys: params.length + 2 }),
      // Repeated keys (?regionId=1&regionId=2) and hand-made junk the URL encoder would never produce.
      fc.array(fc.tuple(key, queryValue), { maxLength: 2 }),
      fc.option(fc.constantFrom('%', '%zz', '%00', '=&=', '&&', 'regionId[]=1', 'regionId[a]=1', 'types', '%E0%A4%A'), { nil: undefined }),
    )
    .map(([dict, extra, junk]) => {
      const search = new URLSearchParams(Object.entries(dict));
      for (const [k, v] of extra) search.append(k, v);
      const encoded = search.toString();
      return [encoded, junk].filter(Boolean).join('&');
    });
}

/** The query as the server sees it, for telling quoted input apart from leaks. */
function decodeQuery(query: string): string {
  try {
    return decodeURIComponent(query.replaceAll('+', ' '));
  } catch {
    return query;
  }
}

const idempotencyKey = fc.option(fc.stringMatching(/^[\x21-\x7e]{1,24}$/), { nil: undefined });

describe.each(testDatabaseKinds())('fuzzing the public API (%s)', (kind) => {
  let server: TestServer;
  let requestNumber = 0;
  const numRuns = NUM_RUNS[kind];

  /** A distinct client address per request, believed because 127.0.0.1 is a trusted proxy here. */
  function clientAddress(): string {
    requestNumber++;
    return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
  }

  /** Throws (so fast-check shrinks and reports) unless the answer is a non-5xx with a plain-words error. */
  async function expectWellBehaved(response: Response, what: string, input = what): Promise<void> {
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
    if (response.status < 400) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${what} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') {
      throw new Error(`${what} answered ${response.status} without a message: ${text.slice(0, 200)}`);
    }
    // Messages may quote what was sent ("Destination 'undefined' was not found"); anything else is a leak.
    for (const leak of ['Error:', 'undefined', '\n    at ']) {
      if (message.includes(leak) && !input.includes(leak)) {
        throw new Error(`${what} answered ${response.status} with a technical message: ${message}`);
      }
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe.each(POSTS)('POST $path', (endpoint) => {
    const send = async (body: string, key: string | undefined) => {
      const headers: Record<string, string> = { 'x-forwarded-for': clientAddress() };
      if (key !== undefined) headers['idempotency-key'] = key;
      const response = await server.post(endpoint.path, body, headers);
      await expectWellBehaved(response, `POST ${endpoint.path} ${body.slice(0, 300)}`, body);
    };

    it(
      'any JSON value gets a non-5xx answer; every 4xx has a plain message',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.jsonValue(), idempotencyKey, async (value, key) => send(JSON.stringify(value), key)),
          { numRuns },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it(
      'objects made of the real field names with random values get a non-5xx answer',
      async () => {
        const fields = fc.dictionary(fc.constantFrom(...endpoint.fields), anyValue, { maxKeys: endpoint.fields.length });
        await fc.assert(
          fc.asyncProperty(fc.boolean(), fields, idempotencyKey, async (startValid, patch, key) =>
            send(JSON.stringify({ ...(startValid ? endpoint.valid : {}), ...patch }), key),
          ),
          { numRuns },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it(
      'a valid body with one field replaced by a hostile value gets a non-5xx answer',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...endpoint.fields), anyValue, async (field, value) =>
            send(JSON.stringify({ ...endpoint.valid, [field]: value }), undefined),
          ),
          { numRuns },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it(
      'bodies that are not JSON at all get a 4xx with a plain message',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml'), async (raw, contentType) => {
            const response = await server.fetch(endpoint.path, {
              method: 'POST',
              headers: { 'content-type': contentType, 'x-forwarded-for': clientAddress(), origin: server.url },
              body: raw,
            });
            await expectWellBehaved(response, `POST ${endpoint.path} (${contentType}) ${JSON.stringify(raw)}`, raw);
          }),
          { numRuns: Math.ceil(numRuns / 2) },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  });

  describe.each(GETS)('GET $path', (endpoint) => {
    it(
      'any query string gets a non-5xx answer; every 4xx has a plain message',
      async () => {
        await fc.assert(
          fc.asyncProperty(queryString(endpoint.params), async (query) => {
            const path = query ? `${endpoint.path}?${query}` : endpoint.path;
            const response = await server.fetch(path, { headers: { 'x-forwarded-for': clientAddress() } });
            await expectWellBehaved(response, `GET ${path}`, decodeQuery(query));
          }),
          { numRuns },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  });

  it(
    'GET /api/regions/:id with any id gets a non-5xx answer',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), hostileString, fc.integer().map(String), fc.constantFrom(...TRICKY_STRINGS)), fc.option(fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '%2F..', '?%'), { nil: '' }), async (id, rawSuffix) => {
          // Lone surrogates cannot be percent-encoded; the browser would send U+FFFD for them.
          const path = `/api/regions/${encodeURIComponent(Buffer.from(id, 'utf8').toString('utf8'))}${rawSuffix}`;
          const response = await server.fetch(path);
          // An empty id is another path (/api/regions/), which lists the regions.
          await expectWellBehaved(response, `GET ${path}`, decodeQuery(path));
        }),
        { numRuns },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('still answers normally after the fuzzing', async () => {
    const response = await server.fetch('/api/regions');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(2);
  });
});
