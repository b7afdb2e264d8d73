import { describe, expect, it } from 'vitest';
import { qrImageSrc, recoveryCodesFile, recoveryCodesFileName, secretGroups } from './two-factor-text';

describe('two-factor text', () => {
  it('turns the QR SVG into an image address whose markup cannot break out of it', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    const src = qrImageSrc(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });

  it('groups the secret by four for typing by hand, whatever spacing it came with', () => {
    expect(secretGroups('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretGroups('JBSW Y3DP EHP')).toBe('JBSW Y3DP EHP');
    expect(secretGroups('')).toBe('');
  });

  it('writes the ten recovery codes one a line, numbered, with the account and the day', () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const text = recoveryCodesFile(codes, 'ana@example.com', new Date('2026-11-23T10:00:00Z'));
    expect(text).toContain('Account: ana@example.com');
    expect(text).toContain('Made: 2026-11-23');
    expect(text).toContain(' 1. code-0\n');
    expect(text).toContain('10. code-9\n');
    expect(text.split('\n').filter((line) => /^\s?\d+\. /.test(line))).toHaveLength(10);
  });

  it('names the file after the e-mail name part, in characters every file system takes', () => {
    expect(recoveryCodesFileName('ana.smith@example.com')).toBe('recovery-codes-ana.smith.txt');
    expect(recoveryCodesFileName('a/b\\c@x')).toBe('recovery-codes-a-b-c.txt');
    expect(recoveryCodesFileName('@x')).toBe('recovery-codes-account.txt');
  });
});
