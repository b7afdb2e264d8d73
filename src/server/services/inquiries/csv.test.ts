import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('inquiry CSV', () => {
  it('quotes, escapes, keeps Chinese, and defuses formulas', () => {
    const csv = toCsv(['name', 'note'], [['Mia "Mimi" Chen', 'a,b'], ['=HYPERLINK("x")', '张伟'], ['-2+3', null]]);
    expect(csv.startsWith('\uFEFFname,note\r\n')).toBe(true);
    expect(csv).toContain('"Mia ""Mimi"" Chen","a,b"\r\n');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",张伟\r\n`);
    expect(csv).toContain("'-2+3,\r\n");
  });
});
