import { describe, expect, it } from 'vitest';
import { csvHasTextAfterRecords, csvSeparator, likeliestSeparator, separatorCounts, sepLineLength } from './csv-records';

const TAB = 0x09;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const PIPE = 0x7c;

describe('guessing the separator of a CSV as SheetJS does', () => {
  it('takes a sep= first line ended by LF, CR or CRLF, and drops it from the body', () => {
    expect(sepLineLength('sep=;\na;b')).toBe(6);
    expect(sepLineLength('sep=;\ra;b')).toBe(6);
    expect(sepLineLength('sep=;\r\na;b')).toBe(7);
    expect(csvSeparator('sep=;\r\na;b')).toEqual({ separator: ';', body: 'a;b' });
  });

  it('ignores a sep= line that does not end after its one character', () => {
    expect(sepLineLength('sep=;;\na;b')).toBe(0);
    expect(sepLineLength('region,price')).toBe(0);
    expect(csvSeparator('sep=;;\na;b')).toEqual({ separator: ';', body: 'sep=;;\na;b' });
  });

  it('counts candidates outside quotes only', () => {
    expect(separatorCounts('a;b;"c,d,e"|f')).toEqual(new Map([[SEMICOLON, 2], [PIPE, 1]]));
  });

  it('counts within the first 1024 characters only', () => {
    expect(separatorCounts(`${'x'.repeat(1024)};;;`)).toEqual(new Map());
  });

  it('picks the most frequent candidate, a tie going to comma, then tab, then semicolon, then pipe', () => {
    expect(likeliestSeparator(new Map([[SEMICOLON, 3], [COMMA, 2]]))).toBe(SEMICOLON);
    expect(likeliestSeparator(new Map([[PIPE, 2], [SEMICOLON, 2], [TAB, 2]]))).toBe(TAB);
    expect(likeliestSeparator(new Map([[PIPE, 2], [COMMA, 2]]))).toBe(COMMA);
    expect(likeliestSeparator(new Map())).toBe(COMMA);
  });

  it('answers the separator and the whole text when there is no sep= line', () => {
    expect(csvSeparator('a\tb\tc\n1\t2\t3')).toEqual({ separator: '\t', body: 'a\tb\tc\n1\t2\t3' });
    expect(csvSeparator('just one field')).toEqual({ separator: ',', body: 'just one field' });
  });
});

describe('telling whether a CSV goes on after a number of records', () => {
  it('sees text after the records, and not blank fields', () => {
    expect(csvHasTextAfterRecords('h\n1\n2\n', ',', 2)).toBe(true);
    expect(csvHasTextAfterRecords('h\n1\n,,\n\n', ',', 2)).toBe(false);
  });

  it('keeps a quoted line break inside its record', () => {
    expect(csvHasTextAfterRecords('h\n"a\nb"\n', ',', 2)).toBe(false);
  });
});
