import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkZipLimits, endOfDirectory, localHeaderOffsets, unpackedSize, ZipTooLarge, type ZipLimits } from './zip-limits';

interface Entry {
  name: string;
  content: Buffer;
  /** 0 stored, 8 deflated, anything else a method SheetJS refuses. */
  method: number;
}

/** A minimal zip (no CRCs: the limits never read them): local headers and data, central directory, end record. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, content, method } of entries) {
    const data = method === 8 ? deflateRawSync(content) : content;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, Buffer.from(name), data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(content.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, Buffer.from(name));
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const LIMITS: ZipLimits = { maxEntryBytes: 1000, maxTotalBytes: 1500, maxEntries: 3 };
const text = (bytes: number) => Buffer.from('a'.repeat(bytes));

describe('walking a zip as SheetJS will', () => {
  it('finds the end record and each entry listed in the central directory', () => {
    const zip = zipOf([
      { name: 'a.xml', content: text(10), method: 0 },
      { name: 'bb.xml', content: text(20), method: 8 },
    ]);
    const end = endOfDirectory(zip);
    expect(end).toBe(zip.length - 22);
    expect([...localHeaderOffsets(zip, end)]).toEqual([0, 30 + 5 + 10]);
  });

  it('throws out bytes with no end record, or a directory pointing past the file', () => {
    expect(() => endOfDirectory(Buffer.from('not a zip at all'))).toThrow('no zip directory');
    const zip = zipOf([{ name: 'a.xml', content: text(10), method: 0 }]);
    zip.writeUInt32LE(zip.length, zip.length - 22 + 16);
    expect(() => [...localHeaderOffsets(zip, endOfDirectory(zip))]).toThrow('zip directory out of bounds');
  });

  it('sizes a stored entry by its header, a deflated one by inflating it, and skips other methods', () => {
    const zip = zipOf([
      { name: 's', content: text(10), method: 0 },
      { name: 'd', content: text(500), method: 8 },
      { name: 'x', content: text(5), method: 12 },
    ]);
    const offsets = [...localHeaderOffsets(zip, endOfDirectory(zip))];
    expect(offsets.map((offset) => unpackedSize(zip, offset, 1000))).toEqual([10, 500, undefined]);
  });

  it('stops inflating at the entry limit, whatever the headers claim', () => {
    const zip = zipOf([{ name: 'bomb', content: text(100_000), method: 8 }]);
    zip.writeUInt32LE(10, 22); // the local header now claims 10 bytes unpacked
    expect(() => unpackedSize(zip, 0, 1000)).toThrow(ZipTooLarge);
  });
});

describe('the limits of a zip', () => {
  it('lets through a zip within every limit', () => {
    expect(() => checkZipLimits(zipOf([{ name: 'a', content: text(900), method: 8 }, { name: 'b', content: text(500), method: 0 }]), LIMITS)).not.toThrow();
  });

  it('refuses too many entries, one entry too big, or too many bytes in all', () => {
    const four = ['a', 'b', 'c', 'd'].map((name) => ({ name, content: text(1), method: 0 }));
    expect(() => checkZipLimits(zipOf(four), LIMITS)).toThrow(new ZipTooLarge('4 entries'));
    expect(() => checkZipLimits(zipOf([{ name: 'big', content: text(1001), method: 0 }]), LIMITS)).toThrow(new ZipTooLarge('an entry over 1000 bytes'));
    expect(() => checkZipLimits(zipOf([{ name: 'big', content: text(1001), method: 8 }]), LIMITS)).toThrow(new ZipTooLarge('an entry over 1000 bytes'));
    const two = [
      { name: 'a', content: text(800), method: 8 },
      { name: 'b', content: text(800), method: 8 },
    ];
    expect(() => checkZipLimits(zipOf(two), LIMITS)).toThrow(new ZipTooLarge('over 1500 bytes in all'));
  });
});
