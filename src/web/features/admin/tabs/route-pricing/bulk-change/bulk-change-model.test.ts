import { describe, expect, it } from 'vitest';
import { initialForm, operationOf } from './bulk-change-model';

describe('the bulk change body', () => {
  it('starts from the grid’s departure, aircraft and flight type; all departures means no departure filter', () => {
    expect(initialForm({ departure: '7', aircraft: '3-passengers', flightType: '' }).adjust).toMatchObject({ departure: '7', aircraft: '3-passengers', flightType: '', by: 'percent', roundTo: 1 });
    expect(initialForm({ departure: 'all', aircraft: '', flightType: 'scenic' }).adjust.departure).toBe('');
    expect(initialForm({ departure: '7', aircraft: '', flightType: '' }).copy).toMatchObject({ scope: 'departure', from: '7', to: '', existing: 'keep' });
  });

  it('sends a percentage as a number, an amount as typed, and leaves out the filters set to all', () => {
    const form = initialForm({ departure: '7', aircraft: '', flightType: '' });
    expect(operationOf({ ...form, adjust: { ...form.adjust, value: ' 5 ', roundTo: 500 } }, 1, 'main')).toEqual({
      kind: 'adjust',
      filters: { regionId: 1, appContext: 'main', departureLocationId: 7, destinationId: undefined, aircraftType: undefined, flightType: undefined },
      adjustment: { type: 'percent', percent: 5 },
      roundTo: 500,
    });
    expect(operationOf({ ...form, adjust: { ...form.adjust, value: 'five' } }, 1, undefined).adjustment).toEqual({ type: 'percent', percent: 'five' });
    expect(operationOf({ ...form, adjust: { ...form.adjust, by: 'amount', value: '-12.50' } }, 1, undefined).adjustment).toEqual({ type: 'amount', amount: '-12.50' });
  });

  it('sends a copy between the chosen places with the choice for prices already there', () => {
    const form = initialForm({ departure: '7', aircraft: '', flightType: '' });
    expect(operationOf({ ...form, mode: 'copy', copy: { ...form.copy, to: '9', existing: 'overwrite' } }, 2, 'main')).toEqual({
      kind: 'copy',
      regionId: 2,
      scope: 'departure',
      fromId: 7,
      toId: 9,
      aircraftType: undefined,
      flightType: undefined,
      existing: 'overwrite',
    });
  });
});
