import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralised } from './spreadsheet-cells';

describe('spreadsheet cell formula guard', () => {
  it("puts a ' before text a spreadsheet would run as a formula (= + - @ tab CR), and leaves other text alone", () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-5', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['Rottnest Island', '', "'already quoted", ' =spaced', '540.00', '<iframe src="x">']) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it("restoreNeutralised gives back any text neutraliseFormula was given, except text that itself starts with ' before = + - @", () => {
    const formulaLike = fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'").chain((first) => fc.string().map((rest) => first + rest));
    fc.assert(
      fc.property(fc.oneof(fc.string(), formulaLike), (text) => {
        fc.pre(!/^'[=+\-@\t\r]/.test(text));
        expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
      }),
    );
    // The one ambiguity: a ' typed before a formula character reads back without it.
    expect(restoreNeutralised(neutraliseFormula("'=1"))).toBe('=1');
    expect(restoreNeutralised("'plain")).toBe("'plain");
  });
});
