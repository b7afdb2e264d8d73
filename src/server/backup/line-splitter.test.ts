import { describe, expect, it } from 'vitest';
import { LineSplitter, LineTooLong } from './line-splitter';

const text = (lines: Buffer[]) => lines.map((l) => l.toString());

describe('LineSplitter', () => {
  it('cuts lines at newlines, across chunks, and keeps a last line without a newline', () => {
    const splitter = new LineSplitter(100);
    expect(text(splitter.push(Buffer.from('{"a":1}\n{"b"')))).toEqual(['{"a":1}']);
    expect(text(splitter.push(Buffer.from(':2}\n')))).toEqual(['{"b":2}']);
    expect(text(splitter.push(Buffer.from('{"c":3}')))).toEqual([]);
    expect(splitter.end()?.toString()).toBe('{"c":3}');
    expect(splitter.nextLineNumber).toBe(4);
  });

  it('answers empty lines as empty (the row check refuses them) and nothing after a final newline', () => {
    const splitter = new LineSplitter(100);
    expect(text(splitter.push(Buffer.from('a\n\nb\n')))).toEqual(['a', '', 'b']);
    expect(splitter.end()).toBeUndefined();
  });

  it('refuses a line longer than the bound as soon as it crosses it, naming its number', () => {
    const splitter = new LineSplitter(10);
    splitter.push(Buffer.from('short\n'));
    splitter.push(Buffer.from('0123456'));
    let error: unknown;
    try {
      splitter.push(Buffer.from('789abc'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LineTooLong);
    expect((error as LineTooLong).lineNumber).toBe(2);
  });

  it('refuses a long line that lies within one chunk too, and accepts one of exactly the bound', () => {
    expect(() => new LineSplitter(4).push(Buffer.from('12345\n'))).toThrow(LineTooLong);
    expect(text(new LineSplitter(4).push(Buffer.from('1234\n')))).toEqual(['1234']);
  });

  it('holds at most one line: a megabyte without a newline is refused at the bound, not buffered', () => {
    const splitter = new LineSplitter(64 * 1024);
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let pushed = 0;
    expect(() => {
      for (; pushed < 64; pushed++) splitter.push(chunk);
    }).toThrow(LineTooLong);
    expect(pushed).toBe(4);
  });
});
