import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { passwordFieldOf } from './password-errors';

const FIELDS = ['currentPassword', 'newPassword'];

describe('placing a password refusal beside its field', () => {
  it('uses the field the server names', () => {
    const error = new ApiError(400, 'The password must be at least 12 characters', [{ path: 'newPassword', message: 'The password must be at least 12 characters' }]);
    expect(passwordFieldOf(error, FIELDS)).toEqual({ field: 'newPassword', message: 'The password must be at least 12 characters' });
  });

  it('puts a message about the current password beside it, and any other policy refusal beside the new one', () => {
    expect(passwordFieldOf(new ApiError(400, 'The current password is not right'), FIELDS)?.field).toBe('currentPassword');
    expect(passwordFieldOf(new ApiError(400, 'This password is too common'), FIELDS)).toEqual({ field: 'newPassword', message: 'This password is too common' });
    expect(passwordFieldOf(new ApiError(400, 'The current password is not right'), ['newPassword'])?.field).toBe('newPassword');
  });

  it('leaves failures that are no field’s (a used link, a refused role) to the form', () => {
    expect(passwordFieldOf(new ApiError(410, 'This link has expired'), FIELDS)).toBeUndefined();
    expect(passwordFieldOf(new ApiError(403, 'Only an owner can manage staff'), FIELDS)).toBeUndefined();
    expect(passwordFieldOf(new Error('offline'), FIELDS)).toBeUndefined();
  });
});
