import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

describe('share estimate', () => {
  const { server, browser } = useBrowser({ server: true });

  it('copies the link, shows Copied, and the link opened in a fresh browser quotes the same total', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const share = page.getByRole('button', { name: 'Share Estimate' });
    await share.and(page.locator(':enabled')).waitFor();
    const cardTotal = (await page.getByTestId('estimate-total').first().innerText()).trim();
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share Estimate' });
    await dialog.waitFor();
    const text = await dialog.locator('p').first().innerText();
    const total = /A\$[\d,]+(?:\.\d\d)?/.exec(text)?.[0];
    expect(total, text).toBeDefined();
    expect(text).toMatch(/^Charter flight .+ → .+: A\$[\d,.]+ \(.+\)$/);
    // The shared text quotes the same amount as the estimate card.
    const dollars = (value: string) => Number(value.replace(/[^\d.]/g, ''));
    expect(dollars(total!)).toBe(dollars(cardTotal));

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await dialog.getByLabel('Link to this estimate').inputValue());
    const url = new URL(link);
    expect(url.origin).toBe(server.url);
    for (const key of ['departure', 'destination', 'aircraft', 'flightType', 'region']) expect(url.searchParams.get(key), key).toBeTruthy();
    // 'Copied' goes back to 'Copy link' after 2 s.
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor();

    for (const [name, host] of [['Facebook', 'facebook.com'], ['X', 'x.com'], ['LinkedIn', 'linkedin.com'], ['WhatsApp', 'wa.me']] as const) {
      const anchor = dialog.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await anchor.getAttribute('href')).toContain(host);
      expect(await anchor.getAttribute('target')).toBe('_blank');
      expect(await anchor.getAttribute('rel')).toContain('noopener');
    }
    await context.close();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    const again = other.getByRole('button', { name: 'Share Estimate' });
    await again.and(other.locator(':enabled')).waitFor();
    await other.getByTestId('estimate-total').filter({ hasText: cardTotal }).first().waitFor();
    await again.click();
    const otherDialog = other.getByRole('dialog', { name: 'Share Estimate' });
    expect(await otherDialog.locator('p').first().innerText()).toBe(text);
    expect(await otherDialog.getByLabel('Link to this estimate').inputValue()).toBe(link);
    await fresh.close();
  });

  it('offers More options only where the browser can share, and then shares the estimate through it', async () => {
    const openDialog = async (initScript?: string) => {
      const context = await browser.newContext();
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const share = page.getByRole('button', { name: 'Share Estimate' });
      await share.and(page.locator(':enabled')).waitFor();
      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Share Estimate' });
      await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
      return { context, page, dialog };
    };

    // Chromium on Linux has no share sheet: no button that could only fail.
    const without = await openDialog();
    expect(await without.page.evaluate(() => typeof navigator.share)).toBe('undefined');
    expect(await without.dialog.getByRole('button', { name: 'More options' }).count()).toBe(0);
    await without.context.close();

    // A browser that has one but cannot share this link (canShare says no): still no button.
    const refusing = await openDialog(
      `Object.defineProperty(navigator, 'share', { value: async () => {}, configurable: true });
             Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });`,
    );
    expect(await refusing.dialog.getByRole('button', { name: 'More options' }).count()).toBe(0);
    await refusing.context.close();

    // A browser with a share sheet: the button opens it with the estimate's text and link.
    const able = await openDialog(
      `window.__shared = [];
             Object.defineProperty(navigator, 'share', { value: async (data) => { window.__shared.push(data); }, configurable: true });
             Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });`,
    );
    await able.dialog.getByRole('button', { name: 'More options' }).click();
    const shared = await able.page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared[0]).then((h) => h.jsonValue());
    expect(shared).toMatchObject({
      title: 'Charter flight estimate',
      text: await able.dialog.locator('p').first().innerText(),
      url: await able.dialog.getByLabel('Link to this estimate').inputValue(),
    });
    await able.context.close();
  });
});
