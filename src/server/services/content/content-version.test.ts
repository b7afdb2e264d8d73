import { describe, expect, it } from 'vitest';
import { changesOfPayload, originOfPayload, versionOfPayload, versionPayload } from './content-version';

describe('content change payloads (decisions 0015 and 0029)', () => {
  it('carries the version alone, or the version and what changed', () => {
    expect(versionPayload(7)).toBe('v:7');
    const changes = { 'pricing-snapshot': [{ kind: 'route-pair', departureId: 1, destinationId: 2 }] };
    const payload = versionPayload(8, changes);
    expect(versionOfPayload(payload)).toBe(8);
    expect(changesOfPayload(payload)).toEqual(changes);
  });
  it('names the announcing instance, before what changed', () => {
    const changes = { 'pricing-snapshot': [{ kind: 'rules' }] };
    const payload = versionPayload(10, changes, '0b5c7e0e-2a59-4c1e-9d7a-3f1f6a2b9c11');
    expect(payload.startsWith('v:10@0b5c7e0e-2a59-4c1e-9d7a-3f1f6a2b9c11 ')).toBe(true);
    expect(versionOfPayload(payload)).toBe(10);
    expect(originOfPayload(payload)).toBe('0b5c7e0e-2a59-4c1e-9d7a-3f1f6a2b9c11');
    expect(changesOfPayload(payload)).toEqual(changes);
    expect(originOfPayload('v:10')).toBeUndefined();
    expect(versionPayload(11, undefined, 'not an origin; drop table')).toBe('v:11');
  });
  it('leaves out a change list too long for a NOTIFY: the receivers then drop everything', () => {
    const many = { 'pricing-snapshot': Array.from({ length: 500 }, (_, i) => ({ kind: 'route-pair', departureId: i, destinationId: i })) };
    const payload = versionPayload(9, many);
    expect(payload).toBe('v:9');
    expect(changesOfPayload(payload)).toBeUndefined();
  });
  it('reads no changes from a payload of an older release or a malformed one', () => {
    expect(changesOfPayload('v:3')).toBeUndefined();
    expect(changesOfPayload('v:3 not json')).toBeUndefined();
    expect(changesOfPayload('v:3 {"pricing-snapshot":{"kind":"rules"}}')).toBeUndefined();
    expect(versionOfPayload('v:3x')).toBeUndefined();
    expect(versionOfPayload('hello')).toBeUndefined();
  });
});
