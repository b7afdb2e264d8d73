import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

/** docs/product.md §2 hero slideshow and footer blocks, §9 timers. */
describe('site chrome: hero slideshow and footer', () => {
  const { server, browser } = useBrowser({ server: true });

  it('loads the first hero image eagerly with high priority and a reserved size, and picks slides with the dots', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const hero = page.getByRole('region', { name: 'Featured destinations' });
    const first = hero.locator('img').first();
    await first.waitFor();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('width')).toBe('1600');
    expect(await first.getAttribute('height')).toBe('900');
    await page.waitForFunction(() => (document.querySelector('section[aria-roledescription="carousel"] img') as HTMLImageElement | null)?.complete);

    const dots = hero.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');
    await dots.nth(1).click();
    expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await dots.nth(0).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('advances the hero every 5 s and the reviews every 4 s, and holds them under reduced motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/`);
    const heroDots = page.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    await heroDots.first().waitFor();
    await page.clock.pauseAt(Date.now() + 60_000); // from here on time moves only when the test says so
    const activeReview = () => page.locator('footer figure:not([aria-hidden])').getAttribute('aria-label');
    const activeSlide = () => heroDots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    const review = Number(/Review (\d)/.exec((await activeReview()) ?? '')?.[1]);
    const slide = await activeSlide();
    await page.clock.runFor(4_100);
    expect(await activeReview()).toBe(`Review ${(review % 5) + 1} of 5`);
    await page.clock.runFor(1_000);
    expect(await activeSlide()).toBe((slide + 1) % (await heroDots.count()));
    await context.close();

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await reduced.newPage();
    await still.clock.install();
    await still.goto(`${server.url}/`);
    await still.getByRole('group', { name: 'Choose a slide' }).getByRole('button').first().waitFor();
    await still.clock.runFor(12_000);
    expect(await still.locator('footer figure:not([aria-hidden])').getAttribute('aria-label')).toBe('Review 1 of 5');
    expect(await still.getByRole('group', { name: 'Choose a slide' }).getByRole('button').first().getAttribute('aria-current')).toBe('true');
    await reduced.close();
  });

  it('shows the region badges with links, the trust strip, five reviews and the embed link; the /widget embed is compact', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const footer = page.locator('footer');
    const badgeLinks = footer.locator('section[aria-labelledby="chrome-badges-title"] a');
    await badgeLinks.first().waitFor();
    expect(await badgeLinks.count()).toBeGreaterThan(0);
    expect(await badgeLinks.first().getAttribute('target')).toBe('_blank');
    expect(await footer.getByText('Aviation-authority certified').isVisible()).toBe(true);
    expect(await footer.getByText('Fully insured', { exact: true }).isVisible()).toBe(true);
    expect(await footer.locator('figure').count()).toBe(5);
    expect(await footer.getByRole('link', { name: 'Embed this widget on your site' }).getAttribute('href')).toBe('/embed');
    await context.close();

    const widgetContext = await browser.newContext();
    const widget = await widgetContext.newPage();
    await widget.goto(`${server.url}/widget`);
    const compact = widget.locator('footer');
    await compact.getByRole('heading', { name: 'Cancellation policy' }).waitFor();
    expect(await compact.getByRole('heading', { name: 'What our passengers say' }).isVisible()).toBe(true);
    expect(await compact.getByRole('heading', { name: 'Why fly with us' }).count()).toBe(0);
    expect(await compact.getByRole('link', { name: 'Embed this widget on your site' }).count()).toBe(0);
    await widgetContext.close();
  });
});
