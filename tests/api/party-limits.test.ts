/**
 * Seats and payload are a safety limit: POST /api/booking-request and /api/send-wechat-payment-link refuse
 * a party the aircraft cannot take (400, the limit and the aircraft named in the visitor's language, from
 * the body's `language` or else Accept-Language), whatever the client sent; a party that fits is stored
 * with its adults, children and weights.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { bookingRequests, wechatRequests } from '../../src/server/db/schema';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

type Json = Record<string, unknown>;

const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const BOOKING = {
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
  date: daysFromNow(30),
  contactName: 'Noah Party',
  contactEmail: 'noah@example.com',
} as const;

const WECHAT = {
  customerName: '李华',
  customerEmail: 'lihua@example.com',
  departureDate: daysFromNow(20),
  returnDate: daysFromNow(21),
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
} as const;

describe.each(testDatabaseKinds())('party limits on the public requests (%s)', (kind) => {
  let server: TestServer;
  let db: Database;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await server.post(path, body, headers);
    return { status: response.status, body: (await response.json()) as Json };
  }
  const bookings = async () => (await db.select({ id: bookingRequests.id }).from(bookingRequests)).length;
  const wechats = async () => (await db.select({ id: wechatRequests.id }).from(wechatRequests)).length;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses 9 people on the 3-seat Cessna 172 with 400 naming the aircraft and the limit, in English and in Chinese, and stores nothing', async () => {
    const before = await bookings();
    const en = await post('/api/booking-request', { ...BOOKING, passengers: 9 });
    expect(en.status, JSON.stringify(en.body)).toBe(400);
    expect(en.body.message).toBe('The 3 Passengers aircraft (Cessna 172 single engine) cannot take this party: Seats 3; your party is 9');
    expect(en.body.issues).toEqual([expect.objectContaining({ path: 'aircraftType', code: 'party_limit' })]);

    const zh = await post('/api/booking-request', { ...BOOKING, adults: 7, children: 2, language: 'zh' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('3 座飞机（塞斯纳 172 单引擎）无法搭载您的团体：可坐 3 人；您的团体有 9 人');

    // Without a language in the body, the browser's Accept-Language says it.
    const hi = await post('/api/booking-request', { ...BOOKING, passengers: 9 }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hi.status).toBe(400);
    expect(hi.body.message).toContain('3 सीटें; आपके दल में 9 लोग हैं');
    const zhHeader = await post('/api/booking-request', { ...BOOKING, passengers: 9 }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zhHeader.body.message).toContain('可坐 3 人；您的团体有 9 人');

    // A legacy id of the same aircraft is held to the same seats; 40 through the API as well.
    const legacy = await post('/api/booking-request', { ...BOOKING, aircraftType: '2-passengers', passengers: 40 });
    expect(legacy.status).toBe(400);
    expect(legacy.body.message).toContain('Seats 3; your party is 40');
    expect(await bookings()).toBe(before);
  });

  it('refuses a booking request whose weights the aircraft cannot carry, and counts that disagree', async () => {
    const heavy = await post('/api/booking-request', { ...BOOKING, adults: 2, passengerWeightKg: 250, baggageKg: 60 });
    expect(heavy.status).toBe(400);
    expect(heavy.body.message).toBe('The 3 Passengers aircraft (Cessna 172 single engine) cannot take this party: Carries 300 kg including bags; your party and bags weigh 310 kg');
    const disagree = await post('/api/booking-request', { ...BOOKING, passengers: 3, adults: 1, children: 1 });
    expect(disagree.status).toBe(400);
    expect(disagree.body.message).toBe('passengers: Passengers (3) must be adults plus children (1 + 1)');
  });

  it('refuses the WeChat request of 10 people, 900 kg and 200 kg of bags on the 300 kg aircraft, in Chinese', async () => {
    const before = await wechats();
    const seats = await post('/api/send-wechat-payment-link', { ...WECHAT, passengersOver12: 8, passengersUnder12: 2, totalPassengerWeight: 900, totalBagWeight: 200, language: 'zh' });
    expect(seats.status).toBe(400);
    expect(seats.body.message).toBe('3 座飞机（塞斯纳 172 单引擎）无法搭载您的团体：可坐 3 人；您的团体有 10 人');
    // Seats that fit, weights that do not: the payload is the limit named.
    const weight = await post('/api/send-wechat-payment-link', { ...WECHAT, passengersOver12: 2, passengersUnder12: 1, totalPassengerWeight: 900, totalBagWeight: 200, language: 'zh' });
    expect(weight.status).toBe(400);
    expect(weight.body.message).toBe('3 座飞机（塞斯纳 172 单引擎）无法搭载您的团体：最多载重 300 公斤（含行李）；您的团体和行李共 1,100 公斤');
    const english = await post('/api/send-wechat-payment-link', { ...WECHAT, passengersOver12: 2, totalPassengerWeight: 900, totalBagWeight: 200 }, { 'accept-language': 'en-AU' });
    expect(english.body.message).toBe('The 3 Passengers aircraft (Cessna 172 single engine) cannot take this party: Carries 300 kg including bags; your party and bags weigh 1,100 kg');
    expect(await wechats()).toBe(before);
  });

  it('accepts a party that fits and stores its adults, children and weights', async () => {
    const booking = await post('/api/booking-request', { ...BOOKING, aircraftType: '6-passengers', adults: 3, children: 1, passengerWeightKg: '280.5', baggageKg: 40 });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, booking.body.id as number));
    expect(row).toMatchObject({ aircraftType: '6-passengers', passengers: 4, children: 1, passengerWeightKg: 280.5, baggageKg: 40 });

    // SPEC's single `passengers` still works: all of them adults, no weights.
    const plain = await post('/api/booking-request', { ...BOOKING, passengers: 2 });
    expect(plain.status).toBe(201);
    const [plainRow] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, plain.body.id as number));
    expect(plainRow).toMatchObject({ passengers: 2, children: 0, passengerWeightKg: null, baggageKg: null });

    const wechat = await post('/api/send-wechat-payment-link', { ...WECHAT, passengersOver12: 2, passengersUnder12: 1, totalPassengerWeight: 200, totalBagWeight: 30 });
    expect(wechat.status, JSON.stringify(wechat.body)).toBe(201);
    const [wechatRow] = await db.select().from(wechatRequests).where(eq(wechatRequests.id, wechat.body.id as number));
    expect(wechatRow).toMatchObject({ passengersOver12: 2, passengersUnder12: 1, totalPassengerWeight: '200.0', totalBagWeight: '30.0' });
  });
});
