import { describe, expect, it } from 'vitest';
import { checkRowLine, RowProblem } from './table-rows';

const columns = new Set(['id', 'email', 'created_at']);
const check = (line: string | Uint8Array) => checkRowLine(typeof line === 'string' ? Buffer.from(line) : line, columns);
const problem = (line: string | Uint8Array) => {
  try {
    check(line);
  } catch (error) {
    if (error instanceof RowProblem) return error.message;
    throw error;
  }
  return undefined;
};

describe('checkRowLine', () => {
  it('answers the text of a JSON object whose fields are listed columns (some may be missing)', () => {
    expect(check('{"id":1,"email":"a@example.com"}')).toBe('{"id":1,"email":"a@example.com"}');
    expect(check('{"id":2,"email":"李@example.com","created_at":"2026-11-26T10:00:00+00:00"}')).toContain('李');
  });

  it('refuses malformed JSON, an empty line, and JSON that is not an object', () => {
    expect(problem('{"id":1,')).toMatch(/^is not valid JSON \(/);
    expect(problem('')).toBe('is empty');
    for (const line of ['[1,2]', 'null', '42', '"text"']) expect(problem(line), line).toBe('is not a JSON object (a row is one)');
  });

  it('refuses a field that is not one of the manifest columns, and bytes that are not UTF-8', () => {
    expect(problem('{"id":1,"is_admin":true}')).toBe('has a field "is_admin" that is not one of the table\'s columns in the manifest');
    expect(problem(Uint8Array.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))).toBe('is not UTF-8 text');
  });
});
