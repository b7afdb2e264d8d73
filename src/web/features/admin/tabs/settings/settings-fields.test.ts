import { describe, expect, it } from 'vitest';
import { checkSettings, formatAmount, plainAmount, settingsErrors } from './settings-fields';

describe('settings fields', () => {
  it('shows amounts with thousands separators and reads them back', () => {
    expect(formatAmount(5000)).toBe('5,000.00');
    expect(plainAmount('A$5,000.00')).toBe('5000.00');
    expect(checkSettings(1, '5', '5,000.00')).toEqual({ body: { regionId: 1, bookingFee: { percent: '5', minimum: '5000.00' } }, errors: undefined });
  });

  it('puts each problem beside its field in words, without field paths', () => {
    const { errors } = checkSettings(1, '150', '');
    expect(errors).toEqual({ percent: 'Booking fee percent cannot exceed 100', minimum: 'Minimum booking fee must be a number' });
    expect(settingsErrors([{ path: 'bookingFee.minimum', message: 'Minimum booking fee cannot be negative' }, { path: 'regionId', message: 'Region is gone' }])).toEqual({
      minimum: 'Minimum booking fee cannot be negative',
      form: 'Region is gone',
    });
  });
});
