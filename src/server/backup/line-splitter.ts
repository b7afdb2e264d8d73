const NEWLINE = 0x0a;

/** A line longer than the bound: its number (1-based) is what the refusal names. */
export class LineTooLong extends Error {
  constructor(readonly lineNumber: number) {
    super(`line ${lineNumber} is too long`);
    this.name = 'LineTooLong';
  }
}

/**
 * Cuts a byte stream into lines without ever holding more than one line (at most `maxLineBytes`) plus one
 * chunk. Hand-written rather than readline (which buffers a line without bound) or split2 (which re-splits
 * the whole pending text on every chunk: quadratic on the very long lines a hostile archive holds). Each
 * chunk is scanned once, so a line that crosses the bound is refused as soon as it does.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Lines completed so far. */
  private lines = 0;

  constructor(private readonly maxLineBytes: number) {}

  /** The number the next complete line will have. */
  get nextLineNumber(): number {
    return this.lines + 1;
  }

  /** The lines this chunk completes, without their newline. */
  push(chunk: Buffer): Buffer[] {
    const complete: Buffer[] = [];
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      complete.push(this.take(chunk.subarray(start, end)));
      start = end + 1;
    }
    this.keep(chunk.subarray(start));
    return complete;
  }

  /** The last line when the input does not end with a newline. */
  end(): Buffer | undefined {
    return this.pendingBytes > 0 ? this.take(Buffer.alloc(0)) : undefined;
  }

  private keep(part: Buffer): void {
    if (part.length === 0) return;
    this.check(this.pendingBytes + part.length);
    this.pending.push(part);
    this.pendingBytes += part.length;
  }

  private take(last: Buffer): Buffer {
    this.check(this.pendingBytes + last.length);
    // A subarray of the chunk when the line lies within it; copied only when it spans chunks.
    const line = this.pending.length === 0 ? last : Buffer.concat([...this.pending, last]);
    this.pending = [];
    this.pendingBytes = 0;
    this.lines += 1;
    return line;
  }

  private check(bytes: number): void {
    if (bytes > this.maxLineBytes) throw new LineTooLong(this.lines + 1);
  }
}
