import type { BrowserContext, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { useBrowser } from '../support/browser';
import { onTestServer } from '../support/staff';

/**
 * The set-password page in Chromium: once it has read the link's token it takes it out of the address bar
 * (a reload still works), the token reaches no Referer of anything the page loads, the page's answer says
 * `Referrer-Policy: no-referrer`, and a guessable password is refused with the server's reason beside the field.
 */
const OWNER = { email: 'private.link.owner@example.com', password: 'gulls over the breakwater' };
const PERSON = { email: 'private.link@example.com', name: 'Pia Private', password: 'seven lamps on the jetty' };

describe('the set-password link stays private', () => {
  const { server, browser } = useBrowser({ server: true });
  let context: BrowserContext;
  let setupUrl: string;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await createAdmin(server.database.db, OWNER.email, OWNER.password, 'Olive Owner', 'owner');
    const owner = await signIn(server, OWNER.email, OWNER.password);
    const created = await server.fetch('/api/admin/users', {
      method: 'POST',
      headers: { origin: server.url, cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ email: PERSON.email, name: PERSON.name, role: 'agent' }),
    });
    expect(created.status).toBe(201);
    setupUrl = onTestServer(server, ((await created.json()) as { setupUrl: string }).setupUrl);
  });

  it('takes the token out of the address bar and off every Referer, and still works after a reload', async () => {
    const token = new URL(setupUrl).searchParams.get('token')!;
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    const answer = await page.goto(setupUrl);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByText(`For the account of ${PERSON.name} (${PERSON.email})`).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/admin/set-password');
    expect(await page.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe('no-referrer');

    const referers = await Promise.all(requests.map(async (request) => (await request.allHeaders()).referer ?? ''));
    expect(requests.length).toBeGreaterThan(2);
    expect(referers.filter((referer) => referer.includes(token))).toEqual([]);

    // A reload finds the token in this history entry's state, not in the address.
    await page.reload();
    await page.getByText(`For the account of ${PERSON.name} (${PERSON.email})`).waitFor();
    expect(page.url()).not.toContain(token);

    // A long but guessable password: the server's reason, in plain words, beside the field.
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill('password1234');
    await page.getByLabel('Repeat the new password').fill('password1234');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[id$="-new-error"]').textContent()).toMatch(/^This password is too easy to guess\. This is similar to a commonly used password\./);

    await newPassword.fill(PERSON.password);
    await page.getByLabel('Repeat the new password').fill(PERSON.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set').waitFor();
    expect(page.url()).not.toContain(token);
    // Back does not lead to the token either: the link's history entry was replaced.
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(token);
  });
});
