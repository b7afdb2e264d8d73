import { describe, expect, it } from 'vitest';
import { bookingSnapshot } from '../../../../../tests/support/booking-snapshot';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { missesRequired, partyValues, wechatContext, wechatTrip, type TripText } from './wechat-request';

const t: TripText = (key, options) => (options ? `${key}:${options.count}` : key);

const snapshot = (over: Partial<BookingSnapshot> = {}) =>
  bookingSnapshot({ appContext: 'twin', breakdown: { flightMinutes: 24.6, distanceKm: 35.4 } as BookingSnapshot['breakdown'], ...over });

describe('the WeChat request’s trip in words', () => {
  it('names the route, the estimate in whole dollars, and the rounded time and distance', () => {
    expect(wechatTrip(snapshot(), 'en', t)).toEqual({ route: 'Jandakot → Rottnest Island', estimate: 'A$1,234', flightTime: 'minutes:25', distance: 'km:35' });
  });

  it('tells a scenic flight by its departure, with its own time and distance words', () => {
    expect(wechatTrip(snapshot({ flightType: 'scenic' }), 'en', t)).toEqual({ route: 'Jandakot', estimate: 'A$1,234', flightTime: 'scenicTime', distance: 'scenicDistance' });
  });

  it('leaves out what is not known yet, and shows a text estimate as it is', () => {
    expect(wechatTrip(snapshot({ destination: undefined, breakdown: null, estimate: 'NOT AVAILABLE' }), 'en', t)).toEqual({
      route: 'Jandakot',
      estimate: 'NOT AVAILABLE',
      flightTime: '',
      distance: '',
    });
    expect(wechatTrip(snapshot({ departure: undefined, destination: undefined, estimate: null }), 'en', t)).toMatchObject({ route: '', estimate: '' });
  });
});

describe('what the WeChat request sends besides its fields', () => {
  it('sends the trip, its words and the language; a scenic flight returns to its departure', () => {
    const shown = snapshot({ flightType: 'scenic' });
    expect(wechatContext(shown, wechatTrip(shown, 'zh', t), 'zh')).toEqual({
      aircraftType: '3-passengers',
      flightType: 'scenic',
      departure: 'Jandakot',
      destination: 'Jandakot',
      estimate: 1234,
      flightTime: 'scenicTime',
      distance: 'scenicDistance',
      regionId: 1,
      language: 'zh',
    });
  });

  it('sends nothing for what is empty, and no region as null', () => {
    const bare = snapshot({ aircraftType: '', flightType: '', estimate: null, breakdown: null, regionId: undefined });
    expect(wechatContext(bare, wechatTrip(bare, 'en', t), 'en')).toEqual({
      aircraftType: undefined,
      flightType: undefined,
      departure: 'Jandakot',
      destination: 'Rottnest Island',
      estimate: undefined,
      flightTime: undefined,
      distance: undefined,
      regionId: null,
      language: 'en',
    });
  });
});

describe('the one message for a missing required field', () => {
  it('shows for a required field left out, not for another problem or an optional field', () => {
    expect(missesRequired({ customerEmail: { type: 'invalid_type' } })).toBe(true);
    expect(missesRequired({ customerEmail: { type: 'invalid_format' } })).toBe(false);
    expect(missesRequired({ passengersOver12: { type: 'invalid_type' } })).toBe(false);
    expect(missesRequired({})).toBe(false);
  });
});

describe('the WeChat form prefilled from "Who\'s flying?"', () => {
  it('puts adults over 12, children under 12 and the weights given, leaving a weight not given blank', () => {
    expect(partyValues({ adults: 2, children: 1, weightKg: 190.5 })).toEqual({ passengersOver12: '2', passengersUnder12: '1', totalPassengerWeight: '190.5', totalBagWeight: '' });
  });
});
