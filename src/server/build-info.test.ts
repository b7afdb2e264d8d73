import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutCommit, shortCommit, UNKNOWN_COMMIT } from './build-info';
import { PROJECT_ROOT } from './paths';

const HASH = 'a'.repeat(40);

describe('checkoutCommit', () => {
  const bare = mkdtempSync(path.join(os.tmpdir(), 'charter-build-info-'));
  afterAll(() => rmSync(bare, { recursive: true, force: true }));

  it('takes git rev-parse HEAD in a checkout, before any variable', () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
    expect(checkoutCommit(PROJECT_ROOT, { GIT_COMMIT: HASH })).toBe(head);
  });

  it('without .git takes GIT_COMMIT, else SOURCE_COMMIT, lower-cased', () => {
    expect(checkoutCommit(bare, { GIT_COMMIT: HASH.toUpperCase(), SOURCE_COMMIT: 'b'.repeat(40) })).toBe(HASH);
    expect(checkoutCommit(bare, { SOURCE_COMMIT: ` ${'b'.repeat(12)}\n` })).toBe('b'.repeat(12));
  });

  it("says 'unknown' when nothing names a commit, or a variable holds something that is not a hash", () => {
    expect(checkoutCommit(bare, {})).toBe(UNKNOWN_COMMIT);
    expect(checkoutCommit(bare, { GIT_COMMIT: 'v0.2.0; rm -rf /', SOURCE_COMMIT: '' })).toBe(UNKNOWN_COMMIT);
  });

  it('quotes a commit by its first 12 digits', () => {
    expect(shortCommit(HASH)).toBe('a'.repeat(12));
    expect(shortCommit(UNKNOWN_COMMIT)).toBe(UNKNOWN_COMMIT);
  });
});
