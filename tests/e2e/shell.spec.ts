import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

describe('app shell', () => {
  const { server, browser } = useBrowser({ server: true });

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to flights' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('shows the error fallback with Try Again and Refresh Page when a screen fails to render', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${server.url}/error-test`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByText("We're experiencing a technical issue. Please try refreshing the page.").isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
    expect(errors.some((e) => e.includes('Something went wrong'))).toBe(true);
    await context.close();
  });

  it('serves hashed assets for a year and the page itself uncached', async () => {
    const html = await server.fetch('/');
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await server.fetch(script!);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
