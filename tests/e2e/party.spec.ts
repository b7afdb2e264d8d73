import { describe, expect, it } from 'vitest';
import { openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useBrowser } from '../support/browser';

const ROUTE = '/?departure=jandakot&destination=rottnest-island&flightType=same-day&aircraft=3-passengers';

/**
 * "Who's flying?" asked once and carried everywhere: a party of 4 greys out the 3-seat Cessna 172 with its
 * limit, moves the choice to an aircraft that takes it, and goes into the share link, the inquiry, its
 * confirmation and the admin record.
 */
describe("who's flying", () => {
  const { server, browser, newPage } = useBrowser({ server: true });

  it('a party of 4 greys out the 3-seat aircraft and is carried into the share link, the inquiry and the admin record', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}${ROUTE}`);
    await page.getByTestId('estimate-total').waitFor();
    const party = page.getByTestId('party');
    expect(await party.getByRole('heading', { name: "Who's flying?" }).isVisible()).toBe(true);
    expect(await page.getByTestId('party-summary').textContent()).toBe('1 adult');
    const three = page.locator('[data-aircraft="3-passengers"]');
    expect(await three.isEnabled()).toBe(true);

    await party.getByRole('button', { name: /Change/ }).click();
    await party.getByLabel('Adults').fill('3');
    await party.getByLabel('Children (under 12)').fill('1');
    await party.getByLabel('Total passenger weight (kg, optional)').fill('250');
    await party.getByLabel('Total baggage weight (kg, optional)').fill('30');
    await page.waitForURL(/bags=30/);

    // The Cessna 172 says why it cannot be chosen, and the page moved to an aircraft that takes the party.
    expect(await three.isDisabled()).toBe(true);
    expect(await three.getByTestId('aircraft-party-limit').textContent()).toBe('Seats 3; your party is 4');
    await page.waitForURL((url) => url.searchParams.get('aircraft') !== '3-passengers');
    const aircraft = new URL(page.url()).searchParams.get('aircraft')!;
    expect(await page.locator(`[data-aircraft="${aircraft}"]`).getAttribute('aria-pressed')).toBe('true');
    // The notice's line loads when first needed (selection-notice.tsx): its words arrive a moment after the move.
    await expect.poll(() => page.getByTestId('selection-notice').textContent()).toContain('The 3 Passengers aircraft cannot take your party (Seats 3; your party is 4)');
    const url = new URL(page.url());
    expect([url.searchParams.get('adults'), url.searchParams.get('children'), url.searchParams.get('weight')]).toEqual(['3', '1', '250']);
    expect(await page.getByTestId('party-summary').textContent()).toBe('3 adults, 1 child · 250 kg, bags 30 kg');
    await expect.poll(() => page.getByTestId('estimate-per-person-label').textContent()).toBe('Per person, 4 passengers');

    // The share link carries the party: a fresh browser sees the same party and the same greyed card.
    const share = page.getByRole('button', { name: 'Share Estimate' });
    await share.and(page.locator(':enabled')).waitFor();
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share Estimate' });
    const link = await dialog.getByLabel('Link to this estimate').inputValue();
    expect(new URL(link).searchParams.get('children')).toBe('1');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const fresh = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const other = await fresh.newPage();
    await other.goto(link);
    await other.getByTestId('estimate-total').waitFor();
    expect(await other.getByTestId('party-summary').textContent()).toBe('3 adults, 1 child · 250 kg, bags 30 kg');
    expect(await other.locator('[data-aircraft="3-passengers"]').isDisabled()).toBe(true);
    expect(await other.locator('[data-aircraft="3-passengers"] [data-testid=aircraft-party-limit]').textContent()).toBe('Seats 3; your party is 4');
    expect(await other.locator(`[data-aircraft="${aircraft}"]`).getAttribute('aria-pressed')).toBe('true');
    await fresh.close();

    // The inquiry below says who flies, sends it, and its confirmation repeats it.
    await page.locator('[data-lazy-section]').first().scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    await form.waitFor();
    await page.getByTestId('request-summary').getByText('3 adults, 1 child · 250 kg, bags 30 kg').waitFor();
    await form.getByLabel('Full name').fill('Pia Party');
    await form.getByLabel('Email').fill('pia@example.com');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    const confirmation = page.getByTestId('request-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByTestId('confirmation-party').textContent()).toBe('We will plan the flight for 3 adults, 1 child · 250 kg, bags 30 kg.');
    const reference = (await confirmation.getByTestId('request-reference').innerText()).trim();
    await context.close();

    // Staff read adults, children and the weights on the inquiry's record.
    const admin = await newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin, server);
    await openAdminTab(admin, 'Inquiries');
    const item = admin.getByTestId('inquiry').filter({ hasText: 'Pia Party' });
    expect((await item.getByTestId('inquiry-reference').innerText()).trim()).toBe(reference);
    await item.getByRole('button').click();
    const detail = admin.getByRole('dialog').getByTestId('inquiry-detail');
    await detail.waitFor();
    const facts = await detail.locator('dl').first().innerText();
    for (const fact of ['Passengers\n4', 'Adults\n3', 'Children (under 12)\n1', 'Passenger weight\n250 kg', 'Baggage weight\n30 kg', `Aircraft\n`]) expect(facts).toContain(fact);
  });
});
