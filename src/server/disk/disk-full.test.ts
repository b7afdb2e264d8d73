import { describe, expect, it } from 'vitest';
import { diskFullCause, DiskFullError, isDiskFull } from './disk-full';

/** How Drizzle hands a driver error on: its own message (the query and its values), the driver's as cause. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: insert into "booking_requests" … params: Mia,mia@example.com'), { cause });

describe('isDiskFull', () => {
  it('knows ENOSPC and EDQUOT from the file system, and our own refusal', () => {
    expect(isDiskFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' }))).toBe(true);
    expect(isDiskFull(new DiskFullError())).toBe(true);
  });

  it("knows PostgreSQL's and PGlite's disk_full under Drizzle's wrapper, by SQLSTATE or by its words", () => {
    expect(isDiskFull(failedQuery(Object.assign(new Error('could not extend file "base/5/16955": No space left on device'), { code: '53100' })))).toBe(true);
    expect(isDiskFull(failedQuery(Object.assign(new Error('could not write to file "pg_wal/xlogtemp.12": No space left on device'), { code: '58030' })))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDiskFull(failedQuery(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
  });

  it('names the cause by its code for the log, never by the failed query', () => {
    expect(diskFullCause(failedQuery(Object.assign(new Error('could not extend file'), { code: '53100' })))).toBe('53100');
    expect(diskFullCause(failedQuery(new Error('No space left on device')))).toBe('disk full');
  });
});
