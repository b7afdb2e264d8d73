import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, newPasswordField } from '../../../../domain/api/staff';
import { PASSWORDS_DIFFER, sameAsNewPassword, schemaRule } from './password-rules';

describe('the password forms’ rules', () => {
  it('check a field by the API’s own schema, with its words', () => {
    const check = schemaRule(newPasswordField, 'fallback');
    expect(check('any length passes here')).toBe(true);
    expect(check('')).toBe('Enter a new password');
    expect(check('x'.repeat(1025))).toBe('The password must be at most 1024 characters');
    expect(schemaRule(changePasswordRequestSchema.shape.currentPassword, 'fallback')('')).toBe('Enter your current password');
  });

  it('ask for the same new password twice, to the letter', () => {
    expect(sameAsNewPassword('quiet harbour lantern', { newPassword: 'quiet harbour lantern' })).toBe(true);
    expect(sameAsNewPassword('quiet harbour lantern ', { newPassword: 'quiet harbour lantern' })).toBe(PASSWORDS_DIFFER);
    expect(PASSWORDS_DIFFER).toBe('The two new passwords are not the same');
  });
});
