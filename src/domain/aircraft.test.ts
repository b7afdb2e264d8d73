import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES, currentAircraftId } from './aircraft';

describe('currentAircraftId', () => {
  it('maps each identifier older widgets send to the type flying the same aircraft', () => {
    expect(currentAircraftId('2-passengers')).toBe('3-passengers');
    expect(currentAircraftId('4-passenger-helicopter')).toBe('4-5-passenger-helicopter');
    expect(currentAircraftId('cessna-210')).toBe('5-passengers-single-prop');
  });

  it('leaves the current types and anything unknown as they are', () => {
    for (const type of AIRCRAFT_TYPES) expect(currentAircraftId(type)).toBe(type);
    expect(currentAircraftId('zeppelin')).toBe('zeppelin');
  });

  it('reads no object property for a name every object has', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) expect(currentAircraftId(name)).toBe(name);
  });
});
