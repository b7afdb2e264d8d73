import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';
import { commonPasswords, PASSWORD_COMMON_MESSAGE, PASSWORD_CONTAINS_EMAIL_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from './password-policy';

describe('the password policy', () => {
  it('ships the 10,000 most common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThan(9_900);
    expect(commonPasswords()).toContain('123456');
    expect(commonPasswords()).toContain('1q2w3e4r5t6y');
  });

  it('says why a password is refused, in plain words', () => {
    expect(passwordProblem('ten chars!', 'ops@example.com')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    // Counted in characters, not bytes or UTF-16 units: eleven emoji are eleven characters.
    expect(passwordProblem('🛩'.repeat(11), 'ops@example.com')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem('🛩'.repeat(12), 'ops@example.com')).toBeNull();
    expect(passwordProblem('1Q2W3E4R5T6Y', 'ops@example.com')).toBe(PASSWORD_COMMON_MESSAGE);
    expect(passwordProblem('hello Pilot.Jane 2026', 'pilot.jane@example.com')).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
    // A local part under 3 characters is not a name worth refusing.
    expect(passwordProblem('jo jo jo jo jo jo', 'jo@example.com')).toBeNull();
    // Spaces count and are kept: never trimmed.
    expect(passwordProblem('   eleven   ', 'ops@example.com')).toBeNull();
    expect(passwordProblem(' a long but fine one ', 'ops@example.com')).toBeNull();
  });
});

describe('device names for the sessions list', () => {
  it('names browser and system in words', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceName(undefined)).toBe('Unknown device');
    expect(deviceName('something else')).toBe('Unknown device');
  });
});
