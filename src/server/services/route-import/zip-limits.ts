import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  /** Unpacked bytes of any one entry (the sheet's XML, the shared strings…). */
  maxEntryBytes: number;
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: number;
  maxEntries: number;
}

/**
 * An .xlsx of 20,000 rows unpacks to about 9 MB of sheet XML. A worker's heap limit stops a file that
 * needs too much memory bit by bit, but not one string bigger than V8's last-moment allowance: a 1 MB
 * .xlsx holding one 100 MB cell takes the whole process down even in a worker. So no entry may unpack to
 * more than a fraction of the worker's heap (256 MB, see sheet-reader).
 */
export const ZIP_LIMITS: ZipLimits = { maxEntryBytes: 32 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024, maxEntries: 1000 };

export class ZipTooLarge extends Error {}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** Where the end-of-central-directory record starts (searched from the end, as zip readers do). */
export function endOfDirectory(zip: Uint8Array): number {
  let end = zip.length - 4;
  while (end >= 0 && !(zip[end] === 0x50 && zip[end + 1] === 0x4b && zip[end + 2] === 0x05 && zip[end + 3] === 0x06)) end--;
  if (end < 0 || end + 20 > zip.length) throw new Error('no zip directory');
  return end;
}

/** The local header offset of each entry the central directory lists, in order. */
export function* localHeaderOffsets(zip: Uint8Array, end: number): Generator<number> {
  const entries = u16(zip, end + 8);
  let at = u32(zip, end + 16);
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length) throw new Error('zip directory out of bounds');
    const offset = u32(zip, at + 42);
    at += 46 + u16(zip, at + 28) + u16(zip, at + 30) + u16(zip, at + 32);
    if (offset + 30 > zip.length) throw new Error('zip entry out of bounds');
    yield offset;
  }
}

/** Inflates a deflate stream into at most `maxBytes`; ZipTooLarge past that, whatever the headers claim. */
function inflatedSize(deflated: Uint8Array, maxBytes: number): number {
  try {
    return inflateRawSync(deflated, { maxOutputLength: maxBytes }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge(`an entry over ${maxBytes} bytes`);
    throw error;
  }
}

/**
 * The unpacked size of the entry whose local header is at `offset`: a stored entry's declared size, a
 * deflated one's inflated (bounded) size; undefined for other methods, which SheetJS refuses itself.
 */
export function unpackedSize(zip: Uint8Array, offset: number, maxEntryBytes: number): number | undefined {
  const method = u16(zip, offset + 8);
  if (method === 0) return u32(zip, offset + 18);
  if (method !== 8) return undefined;
  const dataStart = offset + 30 + u16(zip, offset + 26) + u16(zip, offset + 28);
  return inflatedSize(zip.subarray(dataStart), maxEntryBytes);
}

/**
 * Unpacks every entry the way SheetJS's zip reader will (the central directory's entries, each inflated
 * from its local header to the end of its deflate stream, whatever sizes the headers claim), but into
 * bounded buffers, and throws ZipTooLarge when an entry or the sum would pass the limits. A zip this
 * cannot walk is thrown out too (Error): SheetJS would only read it unbounded.
 */
export function checkZipLimits(zip: Uint8Array, limits: ZipLimits = ZIP_LIMITS): void {
  const end = endOfDirectory(zip);
  const entries = u16(zip, end + 8);
  if (entries > limits.maxEntries) throw new ZipTooLarge(`${entries} entries`);
  let total = 0;
  for (const offset of localHeaderOffsets(zip, end)) {
    const size = unpackedSize(zip, offset, limits.maxEntryBytes);
    if (size === undefined) continue;
    if (size > limits.maxEntryBytes) throw new ZipTooLarge(`an entry over ${limits.maxEntryBytes} bytes`);
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipTooLarge(`over ${limits.maxTotalBytes} bytes in all`);
  }
}
