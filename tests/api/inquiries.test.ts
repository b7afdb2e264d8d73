/**
 * The three public POSTs (booking-request, send-wechat-payment-link, booking-clicks) over real HTTP:
 * what is stored (read back from the database), Idempotency-Key, docs/product.md §5 validation, malformed and
 * oversized bodies, and the rate limit. Each test name says what the input gets.
 *
 * Every request counts against the per-route budget of 30 a minute (onRequest), so the booking-request and
 * WeChat tests stay well below it and the rate-limit test runs last.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { bookingClicks, bookingRequests, regions, wechatRequests } from '../../src/server/db/schema';
import { INQUIRY_LIMITS, INQUIRY_REFERENCE_PATTERN } from '../../src/domain/api/inquiries';
import { earliestDateAnywhere } from '../../src/domain/visitor-dates';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

type Json = Record<string, unknown>;

/** A calendar date n days from now (UTC), so the requests stay in the future whenever the suite runs. */
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const VALID_BOOKING = {
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
  passengers: 3,
  date: daysFromNow(30),
  contactName: 'Mia Nguyen',
  contactPhone: '+61 400 000 000',
  contactEmail: 'mia@example.com',
  specialRequests: 'Window seats please',
  estimate: 1234.5,
} as const;

const VALID_WECHAT = {
  customerName: '王小明',
  customerEmail: 'xiaoming@example.com',
  departureDate: daysFromNow(20),
  returnDate: daysFromNow(21),
  passengersOver12: 2,
  passengersUnder12: 1,
  totalPassengerWeight: 190.5,
  totalBagWeight: 25,
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
  estimate: 1234.5,
  flightTime: '15 min',
  distance: '32 km',
} as const;

const PLAIN_WORDS = /^(?!.*(?:undefined|Error:|\bat \S+:\d+)).+$/s;

describe.each(testDatabaseKinds())('public inquiry POSTs (%s)', (kind) => {
  let server: TestServer;
  let db: Database;
  let wa: number;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await server.post(path, body, headers);
    const text = await response.text();
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      json = { raw: text };
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  function expectPlainError(result: { status: number; body: Json }, status: number, pattern?: RegExp) {
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(typeof result.body.message).toBe('string');
    expect(result.body.message).toMatch(PLAIN_WORDS);
    if (pattern) expect(result.body.message).toMatch(pattern);
  }

  const bookingRow = async (id: number) => (await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0];
  const wechatRow = async (id: number) => (await db.select().from(wechatRequests).where(eq(wechatRequests.id, id)))[0];
  const countBookings = async () => (await db.select({ id: bookingRequests.id }).from(bookingRequests)).length;

  beforeAll(async () => {
    // 127.0.0.1 is a trusted proxy so that the tests of references and dates can come from addresses of
    // their own (X-Forwarded-For) and leave the per-address budget of the other tests alone.
    server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    db = server.database.db;
    wa = (await db.select({ id: regions.id }).from(regions).where(eq(regions.code, 'WA')))[0]!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('POST /api/booking-request', () => {
    it('a complete request gets 201 { message } and is stored as sent', async () => {
      const result = await post('/api/booking-request', { ...VALID_BOOKING, regionId: wa, addOns: { experiences: ['3'] } });
      expect(result.status).toBe(201);
      expect(result.body.message).toBe('Inquiry submitted successfully!');
      expect(result.body.reference).toMatch(INQUIRY_REFERENCE_PATTERN);
      // No SMTP_URL here: the page must not promise an e-mail.
      expect(result.body.confirmationEmail).toBe(false);
      const id = result.body.id as number;
      const row = await bookingRow(id);
      expect(row).toMatchObject({
        reference: result.body.reference,
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
        passengers: 3,
        date: VALID_BOOKING.date,
        contactName: 'Mia Nguyen',
        contactPhone: '+61 400 000 000',
        contactEmail: 'mia@example.com',
        specialRequests: 'Window seats please',
        estimate: '1234.5',
        regionId: wa,
        appContext: 'main',
        status: 'new',
        addOns: { experiences: ['3'] },
      });
    });

    it('a partner site’s request without an Origin header gets 201 too', async () => {
      const response = await server.fetch('/api/booking-request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contactName: 'Partner Guest', contactEmail: 'guest@example.org', partner: 'hotel-perth' }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(await bookingRow(id)).toMatchObject({ partner: 'hotel-perth', passengers: 1, date: null, contactPhone: null });
    });

    it('an Idempotency-Key replay gets the same id and makes no second row', async () => {
      const key = `booking-${kind}-${Date.now()}`;
      const body = { ...VALID_BOOKING, contactName: 'Retry Person' };
      const first = await post('/api/booking-request', body, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const rowsAfterFirst = await countBookings();
      const second = await post('/api/booking-request', body, { 'idempotency-key': key });
      expect([200, 201]).toContain(second.status);
      expect(second.body.id).toBe(first.body.id);
      expect(second.body.reference).toMatch(INQUIRY_REFERENCE_PATTERN);
      expect(second.body.reference).toBe(first.body.reference);
      expect(second.body.message).toBe(first.body.message);
      expect(await countBookings()).toBe(rowsAfterFirst);
      const stored = await db.select().from(bookingRequests).where(eq(bookingRequests.contactName, 'Retry Person'));
      expect(stored).toHaveLength(1);
    });

    it('the same Idempotency-Key with a different body gets 409 and stores nothing', async () => {
      const key = `conflict-${kind}-${Date.now()}`;
      const first = await post('/api/booking-request', { ...VALID_BOOKING, contactName: 'First Body' }, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const before = await countBookings();
      const clash = await post('/api/booking-request', { ...VALID_BOOKING, contactName: 'Second Body' }, { 'idempotency-key': key });
      expectPlainError(clash, 409, /Idempotency-Key/);
      expect(await countBookings()).toBe(before);
    });

    it.each([
      ['a missing contactName gets 400 naming contactName', { contactName: undefined }, /contactName/],
      ['a blank contactName gets 400 naming contactName', { contactName: '   ' }, /contactName/],
      ['a missing contactEmail gets 400 naming contactEmail', { contactEmail: undefined }, /contactEmail/],
      ['a malformed contactEmail gets 400 naming contactEmail', { contactEmail: 'not-an-email' }, /contactEmail/],
      ['a negative passengers count gets 400 naming passengers', { passengers: -2 }, /passengers/],
      ['a non-numeric passengers count gets 400 naming passengers', { passengers: 'lots' }, /passengers/],
      ['an impossible date gets 400 naming date', { date: '2026-02-30' }, /date/],
      ['year 0000 (no such year in PostgreSQL) gets 400 naming date', { date: '0000-01-01' }, /date/],
      ['a NUL character in contactName gets 400 naming contactName', { contactName: 'Mia\u0000Nguyen' }, /contactName/],
      ['a NUL character in an add-on id gets 400 naming addOns', { addOns: { experiences: ['1\u0000'] } }, /addOns/],
      ['an aircraftType longer than its column (41 characters) gets 400 naming aircraftType', { aircraftType: 'a'.repeat(41) }, /aircraftType/],
      ['a flightType longer than its column (21 characters) gets 400 naming flightType', { flightType: 'f'.repeat(21) }, /flightType/],
    ])('%s', async (_name, patch, pattern) => {
      const before = await countBookings();
      const result = await post('/api/booking-request', { ...VALID_BOOKING, ...patch });
      expectPlainError(result, 400, pattern);
      expect(Array.isArray(result.body.issues)).toBe(true);
      expect(await countBookings()).toBe(before);
    });

    it('a lone UTF-16 surrogate after an accented letter gets 201, stored as U+FFFD', async () => {
      const result = await post('/api/booking-request', { ...VALID_BOOKING, contactName: 'Zoé\udfff', specialRequests: 'é\ud800' });
      expect(result.status).toBe(201);
      expect(await bookingRow(result.body.id as number)).toMatchObject({ contactName: 'Zoé\ufffd', specialRequests: 'é\ufffd' });
    });

    it('an unknown regionId gets 400 (not 500) and stores nothing', async () => {
      const before = await countBookings();
      const result = await post('/api/booking-request', { ...VALID_BOOKING, regionId: 987654 });
      expectPlainError(result, 400, /region/i);
      expect(await countBookings()).toBe(before);
    });

    it('a body that is not valid JSON gets 400 in plain words', async () => {
      expectPlainError(await post('/api/booking-request', '{"contactName": "Mia", '), 400, /JSON/);
    });

    it('a text/plain body gets a 4xx in plain words', async () => {
      const response = await server.fetch('/api/booking-request', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: server.url },
        body: 'contactName=Mia&contactEmail=mia@example.com',
      });
      const body = (await response.json()) as Json;
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(body.message).toMatch(PLAIN_WORDS);
    });

    it('a JSON array instead of an object gets 400', async () => {
      expectPlainError(await post('/api/booking-request', [VALID_BOOKING]), 400);
    });

    it('a body over 64 KB gets 413 with a plain message', async () => {
      const result = await post('/api/booking-request', { ...VALID_BOOKING, specialRequests: 'x'.repeat(70 * 1024) });
      expectPlainError(result, 413, /too large/i);
    });
  });

  describe('references, dates and field issues', () => {
    let address = 0;
    /** A client address of its own per request (see beforeAll), so these tests never meet the rate limit. */
    const fresh = () => ({ 'x-forwarded-for': `10.77.${kind === 'pglite' ? 1 : 2}.${++address}` });

    it('every inquiry gets a CF- reference, stored with it, unique and numbered in arrival order across booking and WeChat requests', async () => {
      const first = await post('/api/booking-request', { ...VALID_BOOKING, contactName: 'Ref One' }, fresh());
      const second = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, customerName: 'Ref Two' }, fresh());
      const third = await post('/api/booking-request', { ...VALID_BOOKING, contactName: 'Ref Three', isCustomRoute: true }, fresh());
      const references = [first, second, third].map((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.reference).toMatch(INQUIRY_REFERENCE_PATTERN);
        return r.body.reference as string;
      });
      expect(new Set(references).size).toBe(3);
      const numbers = references.map((r) => Number(r.slice(3)));
      expect(numbers[1]).toBe(numbers[0]! + 1);
      expect(numbers[2]).toBe(numbers[1]! + 1);
      expect((await bookingRow(first.body.id as number))!.reference).toBe(references[0]);
      expect((await wechatRow(second.body.id as number))!.reference).toBe(references[1]);
      expect((await bookingRow(third.body.id as number))!.reference).toBe(references[2]);
      // Every stored inquiry of either kind has a different reference.
      const all = [
        ...(await db.select({ reference: bookingRequests.reference }).from(bookingRequests)),
        ...(await db.select({ reference: wechatRequests.reference }).from(wechatRequests)),
      ].map((r) => r.reference);
      expect(new Set(all).size).toBe(all.length);
    });

    it('a WeChat Idempotency-Key replay gets the same reference', async () => {
      const key = `wechat-ref-${kind}-${Date.now()}`;
      const headers = { ...fresh(), 'idempotency-key': key };
      const first = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, customerName: 'Ref Replay' }, headers);
      const again = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, customerName: 'Ref Replay' }, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body.reference).toBe(first.body.reference);
    });

    it('a date in the past gets 400 "Date cannot be in the past" with the issue on date (code too_small) and stores nothing', async () => {
      const before = await countBookings();
      const result = await post('/api/booking-request', { ...VALID_BOOKING, date: daysFromNow(-2) }, fresh());
      expectPlainError(result, 400, /Date cannot be in the past/);
      expect(result.body.issues).toEqual([{ path: 'date', code: 'too_small', message: 'Date cannot be in the past' }]);
      expect(await countBookings()).toBe(before);
    });

    it('the earliest date that is still today somewhere on Earth gets 201; the day before it gets 400', async () => {
      const earliest = earliestDateAnywhere();
      expect((await post('/api/booking-request', { ...VALID_BOOKING, date: earliest }, fresh())).status).toBe(201);
      expectPlainError(await post('/api/booking-request', { ...VALID_BOOKING, date: dayBefore(earliest) }, fresh()), 400, /past/);
    });

    it('several bad fields get 400 with one issue per field, each with its path, code and plain words', async () => {
      const result = await post(
        '/api/booking-request',
        { ...VALID_BOOKING, contactName: ' ', contactEmail: 'mia@', contactPhone: 'call me', specialRequests: 'x'.repeat(INQUIRY_LIMITS.message + 1) },
        fresh(),
      );
      expectPlainError(result, 400, /^contactName: Name is required \(and 3 more problems\)$/);
      expect(result.body.issues).toEqual([
        { path: 'contactName', code: 'too_small', message: 'Name is required' },
        { path: 'contactPhone', code: 'invalid_format', message: 'Phone must be a phone number, using digits' },
        { path: 'contactEmail', code: 'invalid_format', message: 'Email must be a valid e-mail address, like name@example.com' },
        { path: 'specialRequests', code: 'too_big', message: `Special requests must be at most ${INQUIRY_LIMITS.message} characters` },
      ]);
    });

    it('a custom-route request without a date gets 400 naming date (docs/product.md §5: name, email and date required)', async () => {
      const { date: _date, ...withoutDate } = VALID_BOOKING;
      const result = await post('/api/booking-request', { ...withoutDate, isCustomRoute: true }, fresh());
      expectPlainError(result, 400, /^date: Date is required for a custom route request$/);
      expect(result.body.issues).toEqual([{ path: 'date', code: 'invalid_type', message: 'Date is required for a custom route request' }]);
    });

    it('a WeChat request with missing fields gets one issue per missing field (code invalid_type) beside the documented message', async () => {
      const result = await post('/api/send-wechat-payment-link', { customerEmail: 'wei@', language: 'zh' }, fresh());
      expectPlainError(result, 400);
      expect(result.body.message).toBe('请填写所有必填字段');
      expect(result.body.issues).toEqual([
        { path: 'customerName', code: 'invalid_type', message: 'Please fill all required fields' },
        { path: 'departureDate', code: 'invalid_type', message: 'Please fill all required fields' },
        { path: 'returnDate', code: 'invalid_type', message: 'Please fill all required fields' },
        { path: 'customerEmail', code: 'invalid_format', message: 'Email must be a valid e-mail address, like name@example.com' },
      ]);
    });
  });

  describe('POST /api/send-wechat-payment-link', () => {
    it('a complete request gets 201 { message } and is stored with its numbers and dates', async () => {
      const result = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, regionId: wa });
      expect(result.status).toBe(201);
      expect(typeof result.body.message).toBe('string');
      const row = await wechatRow(result.body.id as number);
      expect(row).toMatchObject({
        customerName: '王小明',
        customerEmail: 'xiaoming@example.com',
        departureDate: VALID_WECHAT.departureDate,
        returnDate: VALID_WECHAT.returnDate,
        passengersOver12: 2,
        passengersUnder12: 1,
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
        estimate: '1234.5',
        flightTime: '15 min',
        distance: '32 km',
        regionId: wa,
        language: 'zh',
      });
      expect(Number(row!.totalPassengerWeight)).toBe(190.5);
      expect(Number(row!.totalBagWeight)).toBe(25);
    });

    it.each([
      ['a missing customerName', { customerName: undefined }],
      ['a blank customerName', { customerName: ' ' }],
      ['a missing customerEmail', { customerEmail: undefined }],
      ['a missing departureDate', { departureDate: '' }],
      ['a missing returnDate on a same-day flight', { returnDate: undefined }],
    ])('%s gets 400 "Please fill all required fields"', async (_name, patch) => {
      const result = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, ...patch });
      expectPlainError(result, 400);
      expect(result.body.message).toBe('Please fill all required fields');
    });

    it('missing fields with language zh get 400 "请填写所有必填字段"', async () => {
      const result = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, customerName: '', language: 'zh' });
      expectPlainError(result, 400);
      expect(result.body.message).toBe('请填写所有必填字段');
    });

    it('missing fields from a zh browser (Accept-Language) get the Chinese message too', async () => {
      const result = await post('/api/send-wechat-payment-link', { customerEmail: 'a@example.com' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('请填写所有必填字段');
    });

    it('a scenic flight without a return date gets 201', async () => {
      const { returnDate: _omit, ...withoutReturn } = VALID_WECHAT;
      const result = await post('/api/send-wechat-payment-link', { ...withoutReturn, flightType: 'scenic' });
      expect(result.status).toBe(201);
      expect(await wechatRow(result.body.id as number)).toMatchObject({ returnDate: null, flightType: 'scenic' });
    });

    it('blank, null and missing passenger and weight numbers get 201 and are stored as 0', async () => {
      const result = await post('/api/send-wechat-payment-link', {
        ...VALID_WECHAT,
        passengersOver12: '',
        passengersUnder12: null,
        totalPassengerWeight: '  ',
        totalBagWeight: undefined,
      });
      expect(result.status).toBe(201);
      const row = await wechatRow(result.body.id as number);
      expect(row!.passengersOver12).toBe(0);
      expect(row!.passengersUnder12).toBe(0);
      expect(Number(row!.totalPassengerWeight)).toBe(0);
      expect(Number(row!.totalBagWeight)).toBe(0);
    });

    it('numbers sent as numeric strings get 201 and are stored as numbers', async () => {
      // Five people: on the 6-seater (the 3-seater cannot take them: tests/api/party-limits.test.ts).
      const result = await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, aircraftType: '6-passengers', passengersOver12: '4', totalBagWeight: '12.5' });
      expect(result.status).toBe(201);
      const row = await wechatRow(result.body.id as number);
      expect(row!.passengersOver12).toBe(4);
      expect(Number(row!.totalBagWeight)).toBe(12.5);
    });

    it.each([
      ['a negative passengersOver12 gets 400 naming it', { passengersOver12: -1 }, /Passengers over 12 cannot be negative/],
      ['a negative totalBagWeight gets 400 naming it', { totalBagWeight: -5 }, /baggage weight cannot be negative/i],
      ['a fractional passengersUnder12 gets 400 naming it', { passengersUnder12: 1.5 }, /Passengers under 12/],
      ['a malformed customerEmail gets 400 naming the e-mail', { customerEmail: 'nope' }, /e-mail/],
      ['a return date before the departure gets 400', { returnDate: dayBefore(VALID_WECHAT.departureDate) }, /Return date/],
      ['a departure date in the past gets 400 naming it', { departureDate: daysFromNow(-3), returnDate: daysFromNow(-2) }, /Departure date cannot be in the past/],
      ['year 0000 as the departure date gets 400 naming it', { departureDate: '0000-01-01' }, /Departure date/],
      ['a NUL character in distance gets 400 naming it', { distance: '32\u0000km' }, /distance/i],
      ['an unknown regionId gets 400 (not 500)', { regionId: 987654 }, /region/i],
    ])('%s', async (_name, patch, pattern) => {
      const before = (await db.select({ id: wechatRequests.id }).from(wechatRequests)).length;
      expectPlainError(await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, ...patch }), 400, pattern);
      expect((await db.select({ id: wechatRequests.id }).from(wechatRequests)).length).toBe(before);
    });

    it('an Idempotency-Key replay gets the same id; the key with another body gets 409', async () => {
      const key = `wechat-${kind}-${Date.now()}`;
      const first = await post('/api/send-wechat-payment-link', VALID_WECHAT, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const again = await post('/api/send-wechat-payment-link', VALID_WECHAT, { 'idempotency-key': key });
      expect(again.body.id).toBe(first.body.id);
      const rows = await db.select().from(wechatRequests).where(eq(wechatRequests.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      expectPlainError(await post('/api/send-wechat-payment-link', { ...VALID_WECHAT, customerName: 'Someone Else' }, { 'idempotency-key': key }), 409);
    });

    it('a malformed JSON body gets 400; null gets 400 "Please fill all required fields"', async () => {
      expectPlainError(await post('/api/send-wechat-payment-link', '{oops'), 400, /JSON/);
      const nullBody = await post('/api/send-wechat-payment-link', 'null');
      expectPlainError(nullBody, 400);
    });
  });

  describe('POST /api/booking-clicks', () => {
    it('a click gets 201 and is stored with its price as exact money', async () => {
      const result = await post('/api/booking-clicks', {
        aircraftType: '3-passengers',
        flightType: 'same-day',
        departure: 'jandakot',
        destination: 'rottnest-island',
        estimatedPrice: 1234.5,
        bookingUrl: 'https://book.skycharter.example/wa/book/rottnest-island',
        regionId: wa,
      });
      expect(result.status).toBe(201);
      expect(typeof result.body.message).toBe('string');
      const [row] = await db.select().from(bookingClicks).where(eq(bookingClicks.id, result.body.id as number));
      expect(row).toMatchObject({ aircraftType: '3-passengers', estimatedPrice: '1234.50', regionId: wa, appContext: 'main' });
    });

    it('an empty click object gets 201 (every field is optional)', async () => {
      expect((await post('/api/booking-clicks', {})).status).toBe(201);
    });

    it('a text estimate such as NOT AVAILABLE gets 201 with no price stored', async () => {
      const result = await post('/api/booking-clicks', { estimatedPrice: 'NOT AVAILABLE' });
      expect(result.status).toBe(201);
      const [row] = await db.select().from(bookingClicks).where(eq(bookingClicks.id, result.body.id as number));
      expect(row!.estimatedPrice).toBeNull();
    });

    it.each([
      ['a negative estimatedPrice gets 400', { estimatedPrice: -1 }],
      ['a partner id with markup gets 400 naming Partner', { partner: '<img src=x>' }],
      ['an unknown regionId gets 400 (not 500)', { regionId: 987654 }],
      ['a regionId of abc gets 400', { regionId: 'abc' }],
      ['an aircraftType over 40 characters gets 400', { aircraftType: 'x'.repeat(41) }],
      ['a NUL character in bookingUrl gets 400', { bookingUrl: 'https://example.com/\u0000' }],
    ])('%s', async (_name, body) => {
      expectPlainError(await post('/api/booking-clicks', body), 400);
    });

    it('an Idempotency-Key replay gets the same id; an over-long key gets 400', async () => {
      const key = `click-${kind}-${Date.now()}`;
      const first = await post('/api/booking-clicks', { estimatedPrice: 10 }, { 'idempotency-key': key });
      const second = await post('/api/booking-clicks', { estimatedPrice: 10 }, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expectPlainError(await post('/api/booking-clicks', {}, { 'idempotency-key': 'k'.repeat(300) }), 400, /Idempotency-Key/);
    });
  });

  describe('rate limit', () => {
    it('a flood of booking requests from one address gets 429 with a plain message (and reads are not limited)', async () => {
      let limited: Awaited<ReturnType<typeof post>> | undefined;
      for (let i = 0; i < 80 && !limited; i++) {
        const result = await post('/api/booking-request', { contactName: 'Flood', contactEmail: 'flood@example.com' });
        expect([201, 429]).toContain(result.status);
        if (result.status === 429) limited = result;
      }
      expect(limited, 'the limit tripped within 80 requests').toBeDefined();
      expectPlainError(limited!, 429, /too many requests/i);
      expect(limited!.headers.get('retry-after')).toMatch(/^\d+$/);
      // A valid request is refused too while the window lasts…
      expect((await post('/api/booking-request', VALID_BOOKING)).status).toBe(429);
      // …but public reads and the other POSTs keep working.
      expect((await server.fetch('/api/regions')).status).toBe(200);
      expect((await post('/api/booking-clicks', {})).status).toBe(201);
    });
  });
});
