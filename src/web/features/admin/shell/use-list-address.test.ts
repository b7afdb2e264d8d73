import { describe, expect, it } from 'vitest';
import { isDay, oneOf, parseListState, serializeListState } from './use-list-address';

const FIELDS = {
  q: { fallback: '' },
  active: { fallback: 'all', valid: oneOf('all', 'true', 'false') },
  sort: { fallback: 'displayOrder', valid: oneOf('displayOrder', 'name', '-name') },
};

describe('a list\'s search, filters, sort and page in the address', () => {
  it('reads what the address says and round-trips it, keeping the panel\'s own parameters', () => {
    const address = new URLSearchParams('region=WA&context=twin&q=perth&active=false&sort=name&page=3');
    const state = parseListState(address, FIELDS);
    expect(state).toEqual({ q: 'perth', active: 'false', sort: 'name', page: 3 });
    expect(serializeListState(new URLSearchParams('region=WA&context=twin'), state, FIELDS).toString()).toBe('region=WA&context=twin&q=perth&active=false&sort=name&page=3');
    expect(parseListState(serializeListState(new URLSearchParams(), state, FIELDS), FIELDS)).toEqual(state);
  });

  it('leaves defaults out of the address, and drops them when a list goes back to them', () => {
    const defaults = parseListState(new URLSearchParams('region=WA'), FIELDS);
    expect(defaults).toEqual({ q: '', active: 'all', sort: 'displayOrder', page: 1 });
    expect(serializeListState(new URLSearchParams('region=WA&q=perth&active=true&sort=-name&page=2'), defaults, FIELDS).toString()).toBe('region=WA');
  });

  it('reads a value the list does not know (a hand-edited link) as the default', () => {
    const state = parseListState(new URLSearchParams('active=maybe&sort=price&page=-2&q='), FIELDS);
    expect(state).toEqual({ q: '', active: 'all', sort: 'displayOrder', page: 1 });
    expect(parseListState(new URLSearchParams('page=2.5'), FIELDS).page).toBe(1);
    expect(parseListState(new URLSearchParams('page=abc'), FIELDS).page).toBe(1);
  });

  it('keeps search text as typed, spaces and symbols included, through the address', () => {
    const state = { q: 'rottnest & co 50%', active: 'all', sort: 'displayOrder', page: 1 };
    const text = serializeListState(new URLSearchParams(), state, FIELDS).toString();
    expect(parseListState(new URLSearchParams(text), FIELDS).q).toBe('rottnest & co 50%');
  });

  it('knows a calendar day (the audit log\'s From and To)', () => {
    expect(isDay('2026-11-23')).toBe(true);
    expect(isDay('2026-13-45')).toBe(false);
    expect(isDay('23/11/2026')).toBe(false);
  });
});
