import { BENCH_ADMIN } from './server-process';

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
