import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTORE_LIMITS, describeLimit, restoreLimitsFromEnv } from './restore-limits';

describe('restore limits', () => {
  it('are the defaults without settings, and whole megabytes from RESTORE_MAX_*', () => {
    expect(restoreLimitsFromEnv({})).toEqual(DEFAULT_RESTORE_LIMITS);
    const limits = restoreLimitsFromEnv({ RESTORE_MAX_EXPANDED_MB: '3', RESTORE_MAX_TABLE_MB: '2', RESTORE_MAX_LINE_MB: ' ' });
    expect(limits).toEqual({ ...DEFAULT_RESTORE_LIMITS, maxExpandedBytes: 3 * 1024 * 1024, maxTableBytes: 2 * 1024 * 1024 });
    expect(describeLimit(limits, 'maxTableBytes')).toBe('2 MB (RESTORE_MAX_TABLE_MB)');
    expect(describeLimit(limits, 'maxUploadBytes')).toBe('32 MB');
  });

  it('refuses a malformed setting in plain words', () => {
    expect(() => restoreLimitsFromEnv({ RESTORE_MAX_LINE_MB: 'lots' })).toThrow('RESTORE_MAX_LINE_MB must be a number of megabytes');
    expect(() => restoreLimitsFromEnv({ RESTORE_MAX_TABLE_MB: '0' })).toThrow('RESTORE_MAX_TABLE_MB must be at least 1');
  });
});
