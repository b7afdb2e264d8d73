import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../support/axe';
import { describeViolations, noBusyRegion } from '../support/axe-visitor-pages';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/admin';
import { startTestServer } from '../support/server';
import { createOwner, hasRoute, onTestServer, signInThroughForm } from '../support/staff';

/**
 * The staff-account views (decision 0032): Staff, Account with the two-factor setup open, and the set-password page
 * a link opens. Runs once the server has the staff routes (POST /api/admin/users); before that it is skipped.
 */
const staffServer = await startTestServer();
const serverHasStaffRoutes = hasRoute(staffServer, 'POST', '/api/admin/users');
if (!serverHasStaffRoutes) await staffServer.close();

describe.skipIf(!serverHasStaffRoutes)('accessibility of the staff-account views (axe)', () => {
  const OWNER = { email: 'a11y.owner@example.com', password: 'a11y owner long password', name: 'Ada Owner' };
  const { browser } = useBrowser();

  beforeAll(async () => {
    await createOwner(staffServer, OWNER.email, OWNER.password, OWNER.name);
  });
  afterAll(async () => {
    await staffServer.close();
  });

  const expectNone = async (page: Page, label: string, include?: string[]) => {
    const found = await blockingViolations(page, include ? { include } : {});
    if (found.length) console.log(describeViolations(label, found));
    expect(found.map((v) => `${label}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  };

  it('Staff, Account with the two-factor setup, and the set-password page: none serious or critical', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await signInThroughForm(page, staffServer, OWNER.email, OWNER.password);
      await page.goto(`${staffServer.url}/admin/staff`);
      await page.getByTestId('staff-row').first().waitFor();
      await noBusyRegion(page);
      await expectNone(page, 'Staff view');

      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByTestId('my-session').first().waitFor();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByTestId('two-factor-secret').waitFor();
      await expectNone(page, 'Account view with the two-factor setup');

      // A person added through the API, as the Staff view adds one; their link opens the public page.
      const cookie = await signIn(staffServer, OWNER.email, OWNER.password);
      const added = await staffServer.post('/api/admin/users', { email: 'a11y.editor@example.com', name: 'Eddie Editor', role: 'editor' }, { cookie });
      expect([200, 201], await added.clone().text()).toContain(added.status);
      const { setupUrl } = (await added.json()) as { setupUrl: string };
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(onTestServer(staffServer, setupUrl));
      await visitor.getByText('For the account of').waitFor();
      await expectNone(visitor, 'set-password page');
      await visitor.context().close();
    } finally {
      await context.close();
    }
  });
});
