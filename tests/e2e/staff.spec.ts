import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSectionNames, openAdminTab } from '../support/admin-browser';
import { blockingViolations, describeBlocking } from '../support/axe';
import { insertAcceptedBooking } from '../support/bookings';
import { useBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { createOwner, hasRoute, onTestServer, signInThroughForm } from '../support/staff';

/**
 * Staff accounts (decisions 0031, 0032) in Chromium against the real server: the owner adds an agent in the Staff
 * view and gets the one-time setup link; the agent chooses a password on the set-password page, signs in, sees the
 * inquiries and content read-only, and no Staff, settings or pricing edits; axe finds nothing serious on the new
 * views; the agent makes a calendar feed URL in Account, reads it, and resets it; the owner makes an access token,
 * sees it once, an integration uses it and the owner revokes it. Runs once the server has the staff routes
 * (POST /api/admin/users); before that it is skipped.
 */
const server = await startTestServer();
const serverHasStaffRoutes = hasRoute(server, 'POST', '/api/admin/users');
if (!serverHasStaffRoutes) await server.close();

const OWNER = { email: 'owner.e2e@example.com', password: 'owner e2e long password', name: 'Olive Owner' };
const AGENT = { email: 'andy.agent@example.com', name: 'Andy Agent', password: 'quiet harbour lantern 42' };

describe.skipIf(!serverHasStaffRoutes)('staff accounts in the admin panel', () => {
  const { newPage } = useBrowser({ context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } });

  beforeAll(async () => {
    await createOwner(server, OWNER.email, OWNER.password, OWNER.name);
  });
  afterAll(async () => {
    await server.close();
  });

  it('the owner adds an agent; the agent sets a password, signs in, and sees inquiries and read-only content only', async () => {
    const owner = await newPage();
    await signInThroughForm(owner, server, OWNER.email, OWNER.password);
    await openAdminTab(owner, 'Staff');
    expect(describeBlocking(await blockingViolations(owner, { include: ['main'] }))).toEqual([]);

    await owner.getByRole('button', { name: 'Add person' }).click();
    const add = owner.getByRole('form', { name: 'Add a person' });
    // Nothing typed: each field says what it needs, and the first one has the focus.
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await add.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await add.getByLabel('Name').fill(AGENT.name);
    await add.getByLabel('E-mail').fill(AGENT.email);
    await add.getByRole('radio', { name: /^Agent/ }).check();
    expect(describeBlocking(await blockingViolations(owner, { include: ['[role="dialog"]'] }))).toEqual([]);
    await add.getByRole('button', { name: 'Add person' }).click();

    const shown = owner.getByTestId('one-time-link');
    await shown.waitFor();
    // No SMTP_URL in the test: the owner is told to hand the link over.
    expect(await shown.textContent()).toContain('No e-mail was sent');
    const setupUrl = await shown.getByLabel(/One-time link for/).inputValue();
    expect(new URL(setupUrl).pathname).toBe('/admin/set-password');
    await owner.getByRole('button', { name: 'Done' }).click();
    const row = owner.getByTestId('staff-row').filter({ hasText: AGENT.email });
    await expect.poll(() => row.textContent()).toContain('Invite pending');

    // The agent opens the link (a fresh browser, not signed in).
    const agent = await newPage();
    await agent.goto(onTestServer(server, setupUrl));
    await agent.getByText(`For the account of ${AGENT.name} (${AGENT.email})`).waitFor();
    expect(await agent.getByText('At least 12 characters').count()).toBeGreaterThan(0);
    expect(describeBlocking(await blockingViolations(agent))).toEqual([]);
    // Ten characters: refused by the server, its words beside the field, the field focused.
    await agent.getByLabel('New password', { exact: true }).fill('short pass');
    await agent.getByLabel('Repeat the new password').fill('short pass');
    await agent.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => agent.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await agent.locator('[id$="-new-error"]').textContent()).toMatch(/\S/);

    await agent.getByLabel('New password', { exact: true }).fill(AGENT.password);
    await agent.getByLabel('Repeat the new password').fill(AGENT.password);
    await agent.getByRole('button', { name: 'Set password' }).click();
    await agent.getByText('Your password is set').waitFor();
    expect(new URL(agent.url()).pathname).toBe('/admin');

    // The link works once.
    const again = await newPage();
    await again.goto(onTestServer(server, setupUrl));
    await again.getByText('This link has already been used or has expired').waitFor();

    await agent.getByLabel('E-mail').fill(AGENT.email);
    await agent.getByLabel('Password').fill(AGENT.password);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('button', { name: 'Sign out' }).waitFor();

    const tabs = await adminSectionNames(agent);
    expect(tabs).toContain('Inquiries');
    expect(tabs).toContain('Destinations');
    for (const hidden of ['Staff', 'Settings', 'Audit Log', 'Trash', 'Book Now clicks']) expect(tabs, hidden).not.toContain(hidden);

    await openAdminTab(agent, 'Inquiries');
    await openAdminTab(agent, 'Route Pricing');
    // The price grid, read-only: no import, no cell side panels, and typing saves nothing.
    await agent.getByTestId('grid-row').first().waitFor();
    expect(await agent.getByRole('button', { name: /^Custom route and widget HTML/ }).count()).toBe(0);
    expect(await agent.getByRole('button', { name: /^(Edit|Delete|Import) / }).count()).toBe(0);
    expect(await agent.getByRole('textbox', { name: /route price/ }).first().getAttribute('readonly')).not.toBeNull();
    await openAdminTab(agent, 'Pricing Rules');
    await agent.getByRole('heading', { name: 'Pricing Rules' }).waitFor();
    expect(await agent.getByRole('button', { name: 'Save pricing rules' }).count()).toBe(0);
    await openAdminTab(agent, 'Destinations');
    await agent.getByTestId('admin-row').first().waitFor();
    expect(await agent.getByRole('button', { name: /^Add / }).count()).toBe(0);
    expect(await agent.getByRole('button', { name: /^(Edit|Delete|Manage pricing for) / }).count()).toBe(0);
    expect(await agent.getByRole('switch').count()).toBe(0);
    await agent.getByRole('button', { name: /^View / }).first().click();
    await agent.getByText('Your role can view this destination').waitFor();

    // The Staff view by its address: the plain refusal, no list.
    await agent.goto(`${server.url}/admin/staff`);
    await agent.getByText('Only an owner can manage staff').waitFor();
    expect(await agent.getByTestId('staff-row').count()).toBe(0);

    await agent.getByRole('button', { name: 'Account', exact: true }).click();
    await agent.getByRole('heading', { name: 'Account', level: 2 }).waitFor();
    await agent.getByTestId('my-session').filter({ hasText: 'This device' }).waitFor();

    // The agent's calendar feed of the bookings: made, shown with Copy, read by a client with no cookie; a reset ends it.
    const booked = await insertAcceptedBooking(server.database.db, { name: 'Cal Feed' });
    const feed = agent.getByTestId('calendar-feed');
    await feed.getByText('You have no calendar URL yet.').waitFor();
    await feed.getByRole('button', { name: 'Make my calendar URL' }).click();
    const firstUrl = await feed.getByLabel('Your calendar URL').inputValue();
    expect(new URL(firstUrl).pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);
    await feed.getByRole('button', { name: 'Copy' }).waitFor();
    const firstFile = await fetch(onTestServer(server, firstUrl));
    expect(firstFile.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await firstFile.text()).toContain(booked.reference);
    await feed.getByRole('button', { name: 'Reset calendar URL' }).click();
    await expect.poll(() => feed.getByLabel('Your calendar URL').inputValue()).not.toBe(firstUrl);
    const secondUrl = await feed.getByLabel('Your calendar URL').inputValue();
    expect((await fetch(onTestServer(server, firstUrl))).status).toBe(404);
    expect((await fetch(onTestServer(server, secondUrl))).status).toBe(200);
    // After a reload the URL is not shown again (only its SHA-256 is kept), but the panel says there is one.
    await agent.reload();
    await agent.getByTestId('calendar-feed').getByText(/You have a calendar URL, made /).waitFor();
    expect(await agent.getByTestId('calendar-feed').getByLabel('Your calendar URL').count()).toBe(0);
    expect(describeBlocking(await blockingViolations(agent, { include: ['main'] }))).toEqual([]);

    // The owner's list now shows the agent active, with a last sign-in.
    await owner.reload();
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/Active/);
    expect(await row.textContent()).not.toContain('Never');
  });

  it('the owner makes an access token, copies it once, an integration uses it, and the owner revokes it', async () => {
    const owner = await newPage();
    await signInThroughForm(owner, server, OWNER.email, OWNER.password);
    await openAdminTab(owner, 'Staff');
    const form = owner.getByRole('form', { name: 'New access token' });
    // Nothing typed: the name says what it needs.
    await form.getByRole('button', { name: 'Make token' }).click();
    await owner.getByText('Give the token a name that says what uses it').waitFor();
    await form.getByLabel('Name (what uses it)').fill('Accounts sync');
    await form.getByLabel('What it may do').selectOption('inquiries-only');
    expect(await form.textContent()).toContain('Inquiries only: Inquiries, quotes and bookings: read and change; nothing else.');
    await form.getByRole('button', { name: 'Make token' }).click();
    const shown = owner.getByTestId('new-access-token');
    await shown.waitFor();
    const secret = await shown.getByLabel(/The token for “Accounts sync”/).inputValue();
    expect(secret).toMatch(/^cft_[\w-]{43}$/);
    expect(describeBlocking(await blockingViolations(owner, { include: ['main'] }))).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    // Shown once: the list has its first characters only.
    const row = owner.getByTestId('access-token-row').filter({ hasText: 'Accounts sync' });
    await expect.poll(() => row.textContent()).toContain(`${secret.slice(0, 8)}…`);
    expect(await owner.locator('main').textContent()).not.toContain(secret);

    const used = await fetch(`${server.url}/api/admin/quotes`, { headers: { authorization: `Bearer ${secret}` } });
    expect(used.status).toBe(200);
    await owner.reload();
    await expect.poll(() => row.textContent()).toContain('from 127.0.0.1');

    await row.getByRole('button', { name: 'Revoke Accounts sync' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => row.getAttribute('data-revoked')).toBe('true');
    expect((await fetch(`${server.url}/api/admin/quotes`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
  });
});
