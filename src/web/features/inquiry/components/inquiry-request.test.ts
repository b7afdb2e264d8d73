import { describe, expect, it } from 'vitest';
import { bookingSnapshot } from '../../../../../tests/support/booking-snapshot';
import { NO_ADD_ONS } from './add-on-picker';
import { addOnTitles, customRouteBlocked, inquiryContext } from './inquiry-request';

const item = (id: number, title: string) => ({ id, title, label: `${title} (zh)`, detail: '' });
const ITEMS = {
  experiences: [item(1, 'Wave Rock'), item(2, 'Pinnacles')],
  pilotTraining: [item(3, 'Trial lesson')],
  connectingServices: [item(4, 'Hotel transfer')],
};

const snapshot = bookingSnapshot();

describe('the inquiry’s add-ons', () => {
  it('sends the chosen ones per group by their English titles', () => {
    expect(addOnTitles(ITEMS, { experiences: [2], pilotTraining: [], connectingServices: [4, 99] })).toEqual({
      experiences: ['Pinnacles'],
      pilotTraining: [],
      connectingServices: ['Hotel transfer'],
    });
    expect(addOnTitles(ITEMS, NO_ADD_ONS)).toEqual({ experiences: [], pilotTraining: [], connectingServices: [] });
  });
});

describe('what the inquiry sends besides its fields', () => {
  it('sends the chosen flight, who flies, the add-ons, where it was asked and the language', () => {
    expect(inquiryContext({ ...snapshot, party: { adults: 2, children: 1, weightKg: 210 } }, { experiences: ['Pinnacles'] }, 'hi')).toEqual({
      aircraftType: '3-passengers',
      flightType: 'same-day',
      departure: 'Jandakot',
      destination: 'Rottnest Island',
      estimate: 1234,
      isCustomRoute: false,
      wantsQuote: false,
      passengers: 3,
      adults: 2,
      children: 1,
      passengerWeightKg: 210,
      baggageKg: undefined,
      addOns: { experiences: ['Pinnacles'] },
      regionId: 1,
      appContext: 'main',
      language: 'hi',
    });
  });

  it('marks a firm-quote request, and sends the same flight with it', () => {
    const asked = inquiryContext(snapshot, {}, 'en', true);
    expect(asked).toEqual({ ...inquiryContext(snapshot, {}, 'en'), wantsQuote: true });
  });

  it('leaves out an empty choice and sends no region as null', () => {
    const bare = { ...snapshot, aircraftType: '', flightType: '', departure: undefined, destination: undefined, estimate: null, regionId: undefined };
    expect(inquiryContext(bare, {}, 'en')).toMatchObject({ aircraftType: undefined, flightType: undefined, departure: undefined, destination: undefined, estimate: null, regionId: null });
    // Before the page states who flies, one adult (SPEC's default of one passenger).
    expect(inquiryContext(bare, {}, 'en')).toMatchObject({ passengers: 1, adults: 1, children: 0 });
  });
});

describe('a trip’s request', () => {
  it('sends the trip’s legs with the flight of its first leg, and none for a single flight', () => {
    const legs = [
      { from: 'jandakot', to: 'rottnest-island', date: '2026-12-09', waitMinutes: 0 },
      { from: 'rottnest-island', to: 'jandakot', date: '2026-12-10', waitMinutes: 0 },
    ];
    expect(inquiryContext({ ...snapshot, legs }, {}, 'en')).toMatchObject({ legs, departure: 'Jandakot' });
    expect(inquiryContext(snapshot, {}, 'en')).not.toHaveProperty('legs', expect.anything());
  });
});

describe('the custom-route request’s submit', () => {
  const given = { name: 'Ana', email: 'ana@example.com', date: '2030-01-02' };
  it('waits for name, e-mail and date on a custom route only', () => {
    expect(customRouteBlocked(true, given)).toBe(false);
    expect(customRouteBlocked(true, { ...given, name: '  ' })).toBe(true);
    expect(customRouteBlocked(true, { ...given, email: '' })).toBe(true);
    expect(customRouteBlocked(true, { ...given, date: '' })).toBe(true);
    expect(customRouteBlocked(false, { name: '', email: '', date: '' })).toBe(false);
  });
});
