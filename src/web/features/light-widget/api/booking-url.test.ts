import { describe, expect, it } from 'vitest';
import { sameLocation, usableLocations } from './booking-options';
import { bookingUrl } from './booking-url';

describe('light widget booking link (SPEC §2)', () => {
  it('opens the site root with the ids, popup=true, keeping the port only on localhost and dev hosts', () => {
    expect(bookingUrl({ protocol: 'http:', hostname: 'localhost', port: '5000' }, 3, 7, true)).toBe('http://localhost:5000/?departureId=3&destinationId=7&popup=true');
    expect(bookingUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '41234' }, 1, 2, true)).toBe('http://127.0.0.1:41234/?departureId=1&destinationId=2&popup=true');
    expect(bookingUrl({ protocol: 'https:', hostname: 'charter.test', port: '8443' }, 1, 2, false)).toBe('https://charter.test:8443/?departureId=1&destinationId=2');
    expect(bookingUrl({ protocol: 'https:', hostname: 'flights.example.com', port: '8443' }, 1, 2, true)).toBe('https://flights.example.com/?departureId=1&destinationId=2&popup=true');
  });

  it('drops entries without an id and a name, and knows when both ends are the same place', () => {
    const rows = [{ id: 1, name: 'Jandakot', value: 'jandakot' }, { id: 2, name: '  ' }, { name: 'No id' }, null, { id: 3, name: 'Rottnest Island', value: 'rottnest-island' }];
    const options = usableLocations(rows);
    expect(options.map((o) => o.id)).toEqual([1, 3]);
    expect(sameLocation(options[0], { id: 9, name: 'JANDAKOT', value: 'jandakot-airport' })).toBe(true);
    expect(sameLocation(options[0], options[1])).toBe(false);
    expect(sameLocation(undefined, options[1])).toBe(false);
  });
});
