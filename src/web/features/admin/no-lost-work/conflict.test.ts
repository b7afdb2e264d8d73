import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { conflictMessage, conflictOf } from './conflict';

describe('conflict of a failed save', () => {
  const body = { message: 'Changed by ops@example.com at 2026-11-23T05:04:00.000Z since you opened it', current: { id: 4, name: 'Albany', version: 3, updatedAt: '2026-11-23T05:04:00.000Z', updatedBy: 'ops@example.com' } };

  it('reads a 409 with the current row, and writes the time in the staff member\'s locale', () => {
    const conflict = conflictOf(new ApiError(409, body.message, [], body), 'en-AU', 'Australia/Perth');
    expect(conflict?.current.version).toBe(3);
    expect(conflict?.current.name).toBe('Albany');
    expect(conflict?.message).toBe('Changed by ops@example.com at 23 Nov 2026, 1:04 pm since you opened it');
    expect(conflictMessage(body.current, 'en-US', 'Australia/Brisbane')).toBe('Changed by ops@example.com at Nov 23, 2026, 3:04 PM since you opened it');
  });

  it('is not a conflict without the current row (a refused delete) or for other failures', () => {
    expect(conflictOf(new ApiError(409, 'Jandakot is the default departure of Western Australia.', [], { message: 'x' }))).toBeUndefined();
    expect(conflictOf(new ApiError(400, 'bad', [], body))).toBeUndefined();
    expect(conflictOf(new Error('x'))).toBeUndefined();
  });

  it('says so plainly when the server does not say who or when', () => {
    expect(conflictMessage({ updatedAt: null, updatedBy: null })).toBe('Changed by someone else since you opened it');
  });
});
