import { describe, expect, it } from 'vitest';
import { EMAIL_STRINGS } from './email-strings';
import { estimateShown, shown, staffNoticeEmail, visitorConfirmationEmail } from './inquiry-emails';
import { receivedBookingRequest } from './received-inquiry';

const en = EMAIL_STRINGS.en;
const zh = EMAIL_STRINGS.zh;

describe('an inquiry detail as the e-mail shows it', () => {
  it('leaves out what the visitor did not give', () => {
    expect(shown('phone', undefined, en)).toBeUndefined();
    expect(shown('message', '', en)).toBeUndefined();
    expect(shown('customRoute', false, en)).toBeUndefined();
  });

  it('names flight types and aircraft in the reader language, and shows an unknown id as it came', () => {
    expect(shown('flightType', 'same-day', en)).toBe(en.flightTypes['same-day']);
    expect(shown('flightType', 'same-day', zh)).toBe(zh.flightTypes['same-day']);
    expect(shown('aircraft', '3-passengers', en)).toBe(en.aircraft['3-passengers']);
    expect(shown('aircraft', 'zeppelin', en)).toBe('zeppelin');
  });

  it('writes dates long in the reader language, and a date it cannot read as it came', () => {
    expect(shown('date', '2026-12-03', en)).toBe('3 December 2026');
    expect(shown('returnDate', '2026-12-03', zh)).toBe('2026年12月3日');
    expect(shown('departureDate', 'soon', en)).toBe('soon');
  });

  it('writes an estimate in A$ in every language, and a text estimate as it is', () => {
    expect(estimateShown(1234.5)).toBe('A$1,234.50');
    expect(shown('estimate', '890', zh)).toBe('A$890');
    expect(estimateShown('PRICE ON REQUEST')).toBe('PRICE ON REQUEST');
  });

  it('says yes for a custom route, and anything else as it came', () => {
    expect(shown('customRoute', true, zh)).toBe(zh.yes);
    expect(shown('passengers', 3, en)).toBe('3');
  });
});

describe('a booking request as its e-mails show it', () => {
  const row = {
    id: 7,
    reference: 'CF-000007',
    language: 'en',
    contactName: 'Ava Party',
    contactEmail: 'ava@example.com',
    contactPhone: null,
    isCustomRoute: false,
    wantsQuote: false,
    partner: null,
    departure: 'Jandakot Airport',
    destination: 'Rottnest Island',
    flightType: 'same-day',
    aircraftType: '5-passengers-single-prop',
    date: '2026-12-03',
    passengers: 4,
    children: 1,
    passengerWeightKg: 310,
    baggageKg: 20,
    experienceTitle: 'Rottnest Island lunch',
    estimate: '900',
    specialRequests: null,
    addOns: {},
  };

  it('carries the experience, the children and the weights the visitor gave', () => {
    expect(receivedBookingRequest(row).details).toMatchObject({ experience: 'Rottnest Island lunch', passengers: 4, passengersUnder12: 1, passengerWeight: 310, bagWeight: 20 });
  });

  it('leaves out children and weights the visitor did not give', () => {
    const details = receivedBookingRequest({ ...row, children: 0, passengerWeightKg: null, baggageKg: null, experienceTitle: null }).details;
    expect(details).toMatchObject({ passengers: 4 });
    expect([details.passengersUnder12, details.passengerWeight, details.bagWeight, details.experience]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('says a firm quote was asked for, to staff first and to the visitor in their language, and nothing of it otherwise', () => {
    const asked = receivedBookingRequest({ ...row, wantsQuote: true });
    const staff = staffNoticeEmail(asked, 'https://fly.example');
    expect(staff.subject).toBe('New firm quote booking request CF-000007 from Ava Party');
    expect(staff.text).toContain('The visitor asked for a firm quote');
    expect(staff.text).toContain('Firm quote asked for: Yes');
    const visitor = visitorConfirmationEmail({ ...asked, language: 'zh' });
    expect(visitor.text).toContain(zh.next.quote);
    expect(visitor.text).toContain(`${zh.labels.firmQuote}${zh.colon}${zh.yes}`);
    expect(visitor.html).toContain(zh.next.quote);

    const plain = receivedBookingRequest(row);
    expect(staffNoticeEmail(plain, undefined).subject).toBe('New booking request CF-000007 from Ava Party');
    expect(staffNoticeEmail(plain, undefined).text).not.toContain('firm quote');
    expect(visitorConfirmationEmail(plain).text).not.toContain(en.labels.firmQuote);
    expect(visitorConfirmationEmail(plain).text).toContain(en.next.booking);
  });
});
