import { describe, expect, it } from 'vitest';
import { Versions } from './use-conflict-save';

describe('Versions: what a form sends as the version it is based on', () => {
  it('starts from the versions the form was opened with, and skips rows that had none', () => {
    const versions = new Versions({ row: 3, '12': undefined });
    expect(versions.get()).toBe(3);
    expect(versions.get('12')).toBeUndefined();
  });

  it('takes the version each answer carries, so a second save from the same form is not stale', () => {
    const versions = new Versions({ '7': 1, '8': 4 });
    versions.saved({ id: 7, version: 2 }, '7');
    versions.saved(undefined, '8');
    versions.saved({ id: 8 }, '8');
    expect(versions.get('7')).toBe(2);
    expect(versions.get('8')).toBe(4);
    versions.set('8', 9);
    expect(versions.get('8')).toBe(9);
  });
});
