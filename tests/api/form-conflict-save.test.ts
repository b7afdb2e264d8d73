/**
 * The conflict rules every versioned admin form shares (ConflictSave, inside useConflictSave), driven with
 * the forms' own API calls against a real server: a destination (the content form), the booking fee
 * (Settings) and an inquiry's follow-up. A colleague saves first; the form's save meets the 409 and nothing
 * is overwritten; Overwrite or Reload then save; and a second save from the same form is not taken as stale.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequests, destinations, regions } from '../../src/server/db/schema';
import { createAdmin, signIn } from '../support/admin';
import { startTestServer, type TestServer } from '../support/server';
import type { AdminDestination } from '../../src/domain/api/admin';
import { getRow, saveRow } from '../../src/web/features/admin/api/content';
import { updateInquiry } from '../../src/web/features/admin/api/inquiries';
import { saveSettings } from '../../src/web/features/admin/api/insights';
import { ConflictSave } from '../../src/web/features/admin/no-lost-work/use-conflict-save';

describe('a versioned form\'s save meets a colleague\'s newer version', () => {
  let server: TestServer;
  let colleague: string;
  let wa: number;
  const browserFetch = globalThis.fetch;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    await createAdmin(db, 'form@example.com', 'the form user password', 'Fran Form');
    await createAdmin(db, 'colleague@example.com', 'the colleague password', 'Cole League');
    const staff = await signIn(server, 'form@example.com', 'the form user password');
    colleague = await signIn(server, 'colleague@example.com', 'the colleague password');
    wa = (await db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    // The panel's calls use the page's relative addresses and its session cookie: here they go to the test
    // server, signed in as the form's user, from its own origin (as a browser on the panel's page sends them).
    globalThis.fetch = (input, init) =>
      browserFetch(new URL(String(input), server.url), { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: staff, origin: server.url } });
  });
  afterAll(async () => {
    globalThis.fetch = browserFetch;
    await server?.close();
  });

  /** A save by someone else, straight to the API. */
  async function colleagueSaves(method: string, path: string, body: unknown) {
    const response = await browserFetch(`${server.url}${path}`, { method, headers: { cookie: colleague, origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  /** The save's failure, for the form to read. */
  const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.fail('the save went through'), (error: unknown) => error);

  it('destinations (the content form): the conflict names who, nothing is overwritten, Overwrite saves the typed values', async () => {
    const [albany] = await server.database.db.select().from(destinations).where(eq(destinations.value, 'albany'));
    const opened = await getRow('destinations', String(albany!.id), wa);
    const form = new ConflictSave<{ subtitle: string }, AdminDestination>({ row: opened.version }, (values, versions) =>
      saveRow('destinations', opened.id, { ...values, version: versions.get() }, wa),
    );
    await colleagueSaves('PUT', `/api/destinations/${opened.id}?regionId=${wa}`, { subtitle: 'Whales from June (colleague)' });

    const conflict = form.failed(await failureOf(form.send({ subtitle: 'Historic port town (form)' })));
    expect(conflict?.message).toMatch(/^Changed by colleague@example\.com at .+ since you opened it$/);
    expect(conflict?.current).toMatchObject({ subtitle: 'Whales from June (colleague)', version: (opened.version as number) + 1 });
    expect((await getRow('destinations', String(opened.id), wa)).subtitle).toBe('Whales from June (colleague)');

    const typed = form.overwriting();
    expect(typed).toEqual({ subtitle: 'Historic port town (form)' });
    const saved = await form.send(typed!);
    expect(saved).toMatchObject({ subtitle: 'Historic port town (form)', version: (opened.version as number) + 2 });
    expect(form.conflict).toBeUndefined();
    // Saving again from the same form is based on the version the last answer carried.
    expect(await form.send({ subtitle: 'Historic port town (again)' })).toMatchObject({ version: (opened.version as number) + 3 });
  });

  it('settings: Reload takes the colleague\'s fee, and the next save is based on it', async () => {
    const form = new ConflictSave<{ percent: string; minimum: string }, { version: number }>({ row: 0 }, (values, versions) =>
      saveSettings(wa, { bookingFee: { percent: values.percent, minimum: values.minimum } }, versions.get()),
    );
    await colleagueSaves('PUT', '/api/admin/settings', { regionId: wa, bookingFee: { percent: '4', minimum: '15' } });

    const conflict = form.failed(await failureOf(form.send({ percent: '7.5', minimum: '20' })));
    expect(conflict?.message).toMatch(/^Changed by colleague@example\.com at .+ since you opened it$/);
    const current = form.reloading();
    expect(current).toMatchObject({ bookingFee: { percent: 4 } });
    expect(form.conflict).toBeUndefined();
    expect(form.overwriting()).toBeUndefined();
    const saved = await form.send({ percent: '5', minimum: '15' });
    expect(saved.version).toBe(current!.version + 1);
    expect((await form.send({ percent: '6', minimum: '15' })).version).toBe(current!.version + 2);
  });

  it('an inquiry\'s follow-up: a colleague\'s note is offered, not replaced; other failures are not conflicts', async () => {
    const [inquiry] = await server.database.db
      .insert(bookingRequests)
      .values({ contactName: 'Ada Conflict', contactEmail: 'ada@example.com', regionId: wa })
      .returning({ id: bookingRequests.id, version: bookingRequests.version });
    const form = new ConflictSave<{ status: string; notes: string }, Record<string, unknown>>({ row: inquiry!.version }, (values, versions) =>
      updateInquiry('booking', inquiry!.id, { ...values, version: versions.get() }),
    );
    await colleagueSaves('PATCH', `/api/admin/booking-requests/${inquiry!.id}`, { notes: 'Called back (colleague)' });

    const conflict = form.failed(await failureOf(form.send({ status: 'contacted', notes: 'Sent a quote (form)' })));
    expect(conflict?.current).toMatchObject({ notes: 'Called back (colleague)' });
    const [kept] = await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, inquiry!.id));
    expect(kept!.notes).toBe('Called back (colleague)');
    expect(await form.send(form.overwriting()!)).toMatchObject({ notes: 'Sent a quote (form)' });
    expect(await form.send({ status: 'closed', notes: 'Done (form)' })).toMatchObject({ status: 'closed' });

    // A refusal for another reason (400 in plain words) is the form's to show beside its fields, not a conflict.
    const refused = await failureOf(form.send({ status: 'lost in space', notes: '' }));
    expect(form.failed(refused)).toBeUndefined();
    expect((refused as Error).message).toMatch(/^400: /);
  });
});
