import { describe, expect, it } from 'vitest';
import { phoneText } from './phone-text';

describe('phone numbers as people read them', () => {
  it('groups Australian mobiles and landlines, keeping the leading 0 or +61', () => {
    expect(phoneText('0412345678')).toBe('0412 345 678');
    expect(phoneText('+61412345678')).toBe('+61 412 345 678');
    expect(phoneText('+61 (8) 9417-0000')).toBe('+61 8 9417 0000');
    expect(phoneText('(08) 9417 0000')).toBe('08 9417 0000');
  });

  it('keeps other numbers as typed, spaces tidied, and nothing as empty', () => {
    expect(phoneText(' +86  138 0013 8000 ')).toBe('+86 138 0013 8000');
    expect(phoneText('131 300')).toBe('131 300');
    expect(phoneText(null)).toBe('');
  });
});
