import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, describeBlocking } from '../support/axe';
import { useBrowser } from '../support/browser';

/** docs/product.md §2.5, §2.6 side pages: /experiences and /design-test. */
describe('side pages: experiences and design test', () => {
  const { server, newContext } = useBrowser({ server: true });

  async function open(path: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
    const context = await newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(`${server.url}${path}`);
    return page;
  }

  const cardTitles = (page: Page) => page.getByTestId('experience-card').locator('h3').allTextContents();
  const seriousViolations = async (page: Page) => describeBlocking(await blockingViolations(page));

  it('lists the region’s experiences, follows the region selector, and books on / in a new tab', async () => {
    const page = await open('/experiences');
    await page.getByRole('heading', { name: 'Flight experiences', level: 1 }).waitFor();
    await page.getByTestId('experience-card').first().waitFor();
    const wa = await cardTitles(page);
    expect(wa.length).toBeGreaterThan(0);
    const book = page.getByTestId('experience-card').first().getByRole('link', { name: /^Book Flight/ });
    expect(await book.getAttribute('target')).toBe('_blank');
    // The experience goes with it, so the booking page names it and shows its price (decision 0054).
    expect(await book.getAttribute('href')).toMatch(/^\/\?region=WA&destination=rottnest-island&flightType=same-day&experience=\d+$/);
    expect(await page.getByTestId('experience-card').first().getByText(/A?\$/).count()).toBeGreaterThan(0);

    await page.getByLabel('Region').selectOption('QLD');
    await page.waitForURL(/region=QLD/);
    await expect.poll(async () => (await cardTitles(page)).join('|')).not.toBe(wa.join('|'));
    expect(await page.getByTestId('experience-card').first().getByRole('link', { name: /^Book Flight/ }).getAttribute('href')).toMatch(/^\/\?region=QLD&destination=YLEL&flightType=same-day&experience=\d+$/);

    for (const text of ['Member benefits', 'Flying since day one', 'Certified and insured']) await page.getByRole('heading', { name: text }).waitFor();
    for (const figure of ['10,000+', '5,000+', '15K+', '4.9/5', '500+', '40+']) expect(await page.getByText(figure, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Join the club/ }).getAttribute('target')).toBe('_blank');
  });

  it('speaks Chinese after the language switch, and keeps an empty list when experiences fail to load', async () => {
    const page = await open('/experiences');
    await page.getByTestId('experience-card').first().waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await page.getByRole('heading', { name: '飞行体验', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '会员权益' }).waitFor();

    const failing = await open('/experiences', async (p) => {
      await p.route('**/api/experiences**', (route) => route.abort());
    });
    await failing.getByText('No experiences are listed for this region yet.').waitFor();
    expect(await failing.getByTestId('experience-card').count()).toBe(0);
    await failing.getByRole('heading', { name: 'Member benefits' }).waitFor();
  });

  it('design test: each theme applies and is marked Active; custom colours and fullscreen work', async () => {
    // The site's light theme underneath, whatever the hour ('system' is dark in the evening).
    const page = await open('/design-test', async (p) => {
      await p.addInitScript(() => localStorage.setItem('theme', 'light'));
    });
    await page.getByRole('tab', { name: 'Theme Gallery' }).waitFor();
    const primary = () => page.locator('main').evaluate((el) => getComputedStyle(el).getPropertyValue('--primary').trim());
    const seen = new Set<string>();
    for (const [id, name] of [['modern', 'Modern'], ['luxury', 'Luxury'], ['nature', 'Nature'], ['corporate', 'Corporate'], ['current', 'Current']] as const) {
      await page.getByRole('button', { name: `Apply ${name}` }).click();
      await page.getByTestId(`theme-${id}`).getByText('Active', { exact: true }).waitFor();
      expect(await page.getByText('Active', { exact: true }).count()).toBe(1);
      seen.add(await primary());
    }
    expect(seen.size).toBe(5);
    expect(await primary()).toBe('#0b4f6c'); // 'current': the site's own token

    await page.getByRole('button', { name: 'Apply Nature' }).click();
    await page.reload();
    await page.getByTestId('theme-nature').getByText('Active', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Custom Colors' }).click();
    await page.getByLabel('Primary').fill('#ff0000');
    expect(await primary()).toBe('#ff0000');
    await page.getByRole('button', { name: 'Reset colours' }).click();
    expect(await primary()).toBe('#166534');

    await page.getByRole('tab', { name: 'Live Preview' }).click();
    await page.getByTestId('live-preview').first().waitFor();

    await page.getByRole('button', { name: 'Fullscreen demo' }).click();
    const demo = page.getByTestId('fullscreen-demo');
    await expect.poll(() => demo.getAttribute('data-expanded')).toBe('true');
    await demo.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect.poll(() => demo.getAttribute('data-expanded')).toBeNull();
  });

  it('has no serious or critical axe violations on /experiences and /design-test', async () => {
    const experiences = await open('/experiences');
    await experiences.getByTestId('experience-card').first().waitFor();
    expect(await seriousViolations(experiences)).toEqual([]);
    const design = await open('/design-test');
    await design.getByRole('tab', { name: 'Theme Gallery' }).waitFor();
    expect(await seriousViolations(design)).toEqual([]);
  });
});
