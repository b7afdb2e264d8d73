import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';
import { PASSWORD_CONTAINS_EMAIL_MESSAGE, PASSWORD_GUESSABLE_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from './password-policy';
import { personalWords } from './password-strength';

const OPS = { email: 'ops@example.com' };

describe('the password policy', () => {
  it('refuses long but guessable passwords, saying why in zxcvbn\'s words', async () => {
    const refusals: [string, RegExp][] = [
      ['password1234', /similar to a commonly used password/],
      ['123456789012', /commonly used password/],
      ['qwertyuiop12', /commonly used password/],
      ['1Q2W3E4R5T6Y', /commonly used password/],
      ['abcdefghijkl', /Common character sequences/],
      ['qwertyqwerty', /Repeated character patterns/],
      ['🛩'.repeat(12), /Repeated character patterns/],
    ];
    for (const [password, why] of refusals) {
      const problem = await passwordProblem(password, OPS);
      expect(problem, password).toMatch(new RegExp(`^${PASSWORD_GUESSABLE_MESSAGE.replace('.', '\\.')} `));
      expect(problem, password).toMatch(why);
      // A sentence of advice follows the reason.
      expect(problem, password).toMatch(/\. [A-Z][^.]+\.$/);
    }
  });

  it("counts the person's e-mail and name and the product's name as guesses", async () => {
    expect(await passwordProblem('Charterflight2026', OPS)).toMatch(/personal or page related data/);
    // Strong enough for a stranger, guessable for someone who knows her name.
    expect(await passwordProblem('Brightwater2026', OPS)).toBeNull();
    expect(await passwordProblem('Brightwater2026', { ...OPS, name: 'Olivia Brightwater' })).toMatch(/personal or page related data/);
    expect(personalWords('Pilot.Jane+ops@Example.com', 'Jane  Doe')).toEqual(['pilot.jane+ops@example.com', 'pilot.jane+ops', 'pilot', 'jane', 'ops', 'doe']);
  });

  it('keeps the length and e-mail name rules, counted in characters and never trimmed', async () => {
    expect(await passwordProblem('ten chars!', OPS)).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(await passwordProblem('abcdefghij', OPS)).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    // Counted in characters, not bytes or UTF-16 units: eleven emoji are eleven characters.
    expect(await passwordProblem('🛩'.repeat(11), OPS)).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(await passwordProblem('hello Pilot.Jane 2026', { email: 'pilot.jane@example.com' })).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
    // A local part under 3 characters is not a name worth refusing on its own.
    expect(await passwordProblem('jo walks the long pier', { email: 'jo@example.com' })).toBeNull();
    // Spaces count and are kept.
    expect(await passwordProblem('   eleven   ', OPS)).toBeNull();
  });

  it('accepts passphrases of ordinary words', async () => {
    for (const password of ['correct horse battery staple', 'quiet harbour lantern 42', ' a long but fine one ', 'agent password number one']) {
      expect(await passwordProblem(password, OPS), password).toBeNull();
    }
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
