import { describe, expect, it } from 'vitest';
import { formatAmount, plainAmount } from './settings-fields';

describe('settings amounts', () => {
  it('shows amounts with thousands separators and reads them back as the API takes them', () => {
    expect(formatAmount(5000)).toBe('5,000.00');
    expect(formatAmount(25)).toBe('25.00');
    expect(plainAmount('A$5,000.00')).toBe('5000.00');
    expect(plainAmount('A$ 5 000')).toBe('5000');
    expect(plainAmount('12.5')).toBe('12.5');
  });
});
