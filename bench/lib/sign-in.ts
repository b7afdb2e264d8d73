import { BENCH_ADMIN, type BenchServer } from './server-process';

/**
 * Signs the bench admin in through POST /api/auth/login (as the panel does: JSON, same-origin Origin) and
 * answers the Cookie header value to send with admin calls.
 */
export async function signInBenchAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('charter_session=')) throw new Error('sign-in answered 200 without a session cookie');
  return cookie;
}

/** JSON calls as the admin panel makes them (session cookie, same origin), signed in as the bench admin. */
export async function benchAdminClient(server: BenchServer, timeoutMs = 10_000) {
  const cookie = await signInBenchAdmin(server.baseUrl);
  const call = async (method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${pathname}`, {
      method,
      headers: { cookie, origin: server.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return Object.assign(call, { cookie });
}
