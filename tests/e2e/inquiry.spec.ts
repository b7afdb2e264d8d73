import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

interface StoredInquiry {
  contactName: string;
  contactEmail: string;
  passengers: number;
  departure: string | null;
  destination: string | null;
  aircraftType: string | null;
  estimate: string | null;
  language: string;
  addOns: { experiences?: string[]; pilotTraining?: string[]; connectingServices?: string[] };
}

describe('inquiry form', () => {
  let server: TestServer;
  let browser: TestBrowser;
  let cookie: string;

  const stored = async (): Promise<StoredInquiry[]> => {
    const response = await server.fetch('/api/admin/booking-requests', { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: StoredInquiry[] }).items;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    await createAdmin(server.database.db, 'staff@example.com', 'correct horse battery staple');
    cookie = await signIn(server, 'staff@example.com', 'correct horse battery staple');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('submits an inquiry with add-ons from / and stores it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // The inquiry area loads when it nears the viewport: scroll down to it as a visitor would.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    await form.getByRole('group', { name: 'Additional Services' }).waitFor();
    // Wait for the route to be quoted so that the inquiry carries it.
    await page.getByRole('button', { name: 'Share Estimate' }).and(page.locator(':enabled')).waitFor();

    await form.getByRole('button', { name: /^Experiences & Activities/ }).click();
    const experience = form.getByRole('checkbox').first();
    const experienceTitle = (await experience.locator('xpath=..').innerText()).split('\n')[0]!.trim();
    await experience.check();
    await form.getByRole('button', { name: /^Pilot Training/ }).click();
    await form.getByRole('checkbox', { name: /Go Solo Package/ }).check();

    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Phone (optional)').fill('+61 400 000 000');
    await form.getByLabel('Passengers').fill('3');
    await form.getByLabel('Message (optional)').fill('Window seats please');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    await page.getByText('Inquiry submitted successfully!', { exact: true }).waitFor();
    // The form resets after success.
    expect(await form.getByLabel('Full name').inputValue()).toBe('');

    const rows = await stored();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ contactName: 'Ada Lovelace', contactEmail: 'ada@example.com', passengers: 3, language: 'en' });
    expect(row.departure).toBeTruthy();
    expect(row.aircraftType).toBeTruthy();
    expect(row.addOns.pilotTraining).toEqual(['Go Solo Package']);
    expect(row.addOns.experiences).toEqual([experienceTitle]);
    await context.close();
  });

  it('refuses a bad e-mail in plain words and stores nothing', async () => {
    const before = (await stored()).length;
    const context = await browser.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/booking-request') && posts.push(request.url()));
    await page.goto(`${server.url}/`);
    // The inquiry area loads when it nears the viewport: scroll down to it as a visitor would.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    await form.getByLabel('Full name').fill('Bad Email');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await form.getByText('Please enter a valid email address, like name@example.com').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect((await stored()).length).toBe(before);
    await context.close();
  });

  it('on a failed submit shows Submission Failed and retries the same attempt with the same Idempotency-Key', async () => {
    const before = (await stored()).length;
    const context = await browser.newContext();
    const page = await context.newPage();
    const keys: string[] = [];
    let calls = 0;
    await page.route('**/api/booking-request', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      else await route.continue();
    });
    await page.goto(`${server.url}/`);
    // The inquiry area loads when it nears the viewport: scroll down to it as a visitor would.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    await page.getByRole('button', { name: 'Share Estimate' }).and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Full name').fill('Retry Person');
    await form.getByLabel('Email').fill('retry@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Submission Failed', { exact: true }).waitFor();
    await page.getByText('Please try again', { exact: true }).waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Retry Person');

    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Inquiry submitted successfully!', { exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((await stored()).length).toBe(before + 1);
    await context.close();
  });

  it('shows the connecting-services carousel, which advances every 5 s, pauses, and moves with the arrow keys', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    // The inquiry area loads when it nears the viewport: scroll down to it as a visitor would.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    await carousel.getByRole('heading', { name: 'Connecting Services' }).waitFor();
    const visible = () => carousel.locator('li[aria-roledescription="slide"]:not([aria-hidden="true"])').first().getAttribute('aria-label');
    expect(await visible()).toMatch(/^1 of \d+$/);
    await page.waitForTimeout(5600);
    expect(await visible()).toMatch(/^2 of /);

    await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5600);
    expect(await visible()).toMatch(/^2 of /);

    await carousel.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await visible()).toMatch(/^3 of /);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await visible()).toMatch(/^1 of /);
    await context.close();
  });
});
