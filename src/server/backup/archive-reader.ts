import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { checkMemberType, classifyMember } from './archive-members';
import type { JournalEntry } from './database-access';
import { LineSplitter, LineTooLong } from './line-splitter';
import { MANIFEST_NAME, tableEntryName, type BackupManifest, type ManifestTable } from './manifest';
import { checkManifest, parseManifest } from './manifest-check';
import { describeLimit, type RestoreLimits } from './restore-limits';
import { RestoreRefused, showName } from './restore-refused';
import { checkRowLine, RowProblem } from './table-rows';

/** What a pass over an archive does with what it reads; the check pass does nothing, the load pass loads. */
export interface ArchiveVisitor {
  manifest?(manifest: BackupManifest, migration: JournalEntry): Promise<void> | void;
  /** Checked rows of one table, in order, in batches; `firstLine` is the line number of the first. */
  rows?(table: ManifestTable, lines: string[], firstLine: number): Promise<void>;
  /** One uploaded file, streamed: the visitor reads `content` to its end. */
  upload?(object: string, content: AsyncIterable<Buffer>): Promise<void>;
}

export interface ArchiveSummary {
  manifest: BackupManifest;
  migration: JournalEntry;
  rows: number;
  files: number;
  /** Of the file's bytes: the load pass compares it with the check pass's (the file did not change between). */
  sha256: string;
}

/** Rows per INSERT, and at most this much JSON in one (a few very long rows make a batch early). */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

type Entry = AsyncIterable<Buffer> & { header: { name: string; type?: string | null; size?: number } };

/** Counts the unpacked bytes and stops the stream when they cross the bound. */
class ExpandedBytes extends Transform {
  private bytes = 0;
  constructor(private readonly limits: RestoreLimits) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxExpandedBytes) {
      done(new RestoreRefused(`The backup unpacks to more than ${describeLimit(this.limits, 'maxExpandedBytes')}: refused before reading further`));
      return;
    }
    done(null, chunk);
  }
}

/** One pass over an archive: every rule a member must satisfy, in the order the members come. */
class ArchivePass {
  private manifest?: BackupManifest;
  private migration?: JournalEntry;
  private tables = new Map<string, ManifestTable>();
  private seen = new Set<string>();
  private rows = 0;
  private files = 0;
  /** The member being read, named in messages about damage. */
  current?: string;

  constructor(
    private readonly limits: RestoreLimits,
    private readonly visitor: ArchiveVisitor,
  ) {}

  async member(entry: Entry): Promise<void> {
    const { name, type, size = 0 } = entry.header;
    this.current = name;
    checkMemberType(name, type);
    if (this.seen.has(name)) throw new RestoreRefused(`The backup holds ${showName(name)} twice: the file is damaged or was not made by \`npm run backup\``);
    this.seen.add(name);
    if (!this.manifest) return this.readManifest(entry, name, size);
    const member = classifyMember(name, new Set(this.tables.keys()));
    if (member.kind === 'table') return this.readTable(entry, this.tables.get(member.table)!, size);
    if (member.kind === 'upload') return this.readUpload(entry, member.object, size);
    throw new RestoreRefused('The backup holds a second manifest.json: the file is damaged or was not made by `npm run backup`');
  }

  private async readManifest(entry: Entry, name: string, size: number): Promise<void> {
    if (name !== MANIFEST_NAME) throw new RestoreRefused('This file is not a backup made by `npm run backup` (its first member is not manifest.json)');
    const bytes = await readBounded(entry, Math.min(size, this.limits.maxManifestBytes), () =>
      refuseSize(MANIFEST_NAME, describeLimit(this.limits, 'maxManifestBytes')),
    );
    const manifest = parseManifest(bytes);
    this.migration = checkManifest(manifest);
    this.manifest = manifest;
    this.tables = new Map(manifest.tables.map((t) => [t.name, t]));
    await this.visitor.manifest?.(manifest, this.migration);
  }

  private async readTable(entry: Entry, table: ManifestTable, size: number): Promise<void> {
    const member = tableEntryName(table.name);
    if (size > this.limits.maxTableBytes) refuseSize(member, describeLimit(this.limits, 'maxTableBytes'));
    const rows = new TableRows(member, table, this.limits, this.visitor);
    let bytes = 0;
    for await (const chunk of entry) {
      bytes += chunk.length;
      if (bytes > this.limits.maxTableBytes) refuseSize(member, describeLimit(this.limits, 'maxTableBytes'));
      await rows.push(chunk);
    }
    this.rows += await rows.end();
  }

  private async readUpload(entry: Entry, object: string, size: number): Promise<void> {
    const expected = this.manifest!.uploads.storage === 'local' ? this.manifest!.uploads.files : 0;
    if (this.files >= expected) {
      throw new RestoreRefused(`The backup holds more uploaded files than the ${expected} its manifest lists (at uploads/${object}): the file is damaged`);
    }
    if (size > this.limits.maxUploadBytes) refuseSize(`uploads/${object}`, describeLimit(this.limits, 'maxUploadBytes'));
    const content = this.visitor.upload ? this.visitor.upload(object, entry) : drain(entry);
    await content;
    this.files += 1;
  }

  finish(sha256: string): ArchiveSummary {
    if (!this.manifest || !this.migration) throw new RestoreRefused('This file is not a backup made by `npm run backup` (it holds no manifest.json)');
    for (const table of this.manifest.tables) {
      const member = tableEntryName(table.name);
      if (!this.seen.has(member)) throw new RestoreRefused(`The backup ends without ${member}, which its manifest lists: the file is cut short or damaged`);
    }
    const expected = this.manifest.uploads.storage === 'local' ? this.manifest.uploads.files : 0;
    if (this.files !== expected) {
      throw new RestoreRefused(`The backup holds ${this.files} uploaded files, its manifest lists ${expected}: the file is cut short or damaged`);
    }
    return { manifest: this.manifest, migration: this.migration, rows: this.rows, files: this.files, sha256 };
  }
}

/** The lines of one table member: each checked, counted against the manifest, handed on in batches. */
class TableRows {
  private readonly splitter: LineSplitter;
  private readonly columns: ReadonlySet<string>;
  private batch: string[] = [];
  private batchBytes = 0;
  private batchFirstLine = 1;
  private count = 0;

  private readonly tooLong: string;

  constructor(
    private readonly member: string,
    private readonly table: ManifestTable,
    limits: RestoreLimits,
    private readonly visitor: ArchiveVisitor,
  ) {
    this.splitter = new LineSplitter(limits.maxLineBytes);
    this.columns = new Set(table.columns);
    this.tooLong = `longer than ${describeLimit(limits, 'maxLineBytes')}`;
  }

  async push(chunk: Buffer): Promise<void> {
    for (const line of this.lines(() => this.splitter.push(chunk))) await this.add(line);
  }

  /** The last line (without a final newline), the last batch; answers the number of rows. */
  async end(): Promise<number> {
    const [last] = this.lines(() => {
      const line = this.splitter.end();
      return line ? [line] : [];
    });
    if (last) await this.add(last);
    await this.flush();
    if (this.count !== this.table.rows) {
      throw new RestoreRefused(`${this.member} holds ${this.count} rows, its manifest lists ${this.table.rows}: the file is cut short or damaged`);
    }
    return this.count;
  }

  private lines(split: () => Buffer[]): Buffer[] {
    try {
      return split();
    } catch (error) {
      if (error instanceof LineTooLong) throw new RestoreRefused(`${this.member} line ${error.lineNumber} is ${this.tooLong}: the file is damaged`);
      throw error;
    }
  }

  private async add(line: Buffer): Promise<void> {
    this.count += 1;
    if (this.count > this.table.rows) {
      throw new RestoreRefused(`${this.member} holds more rows than the ${this.table.rows} its manifest lists (line ${this.count} is one too many): the file is damaged`);
    }
    let text: string;
    try {
      text = checkRowLine(line, this.columns);
    } catch (error) {
      if (error instanceof RowProblem) throw new RestoreRefused(`${this.member} line ${this.count} ${error.message}: the file is damaged`);
      throw error;
    }
    if (this.batch.length === 0) this.batchFirstLine = this.count;
    this.batch.push(text);
    this.batchBytes += line.length;
    if (this.batch.length >= BATCH_ROWS || this.batchBytes >= BATCH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.batchBytes = 0;
    await this.visitor.rows?.(this.table, batch, this.batchFirstLine);
  }
}

function refuseSize(member: string, limit: string): never {
  throw new RestoreRefused(`${member} in the backup is larger than ${limit}: refused before reading it`);
}

async function readBounded(entry: AsyncIterable<Buffer>, limit: number, tooLarge: () => never): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry) {
    bytes += chunk.length;
    if (bytes > limit) tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function drain(entry: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of entry) void chunk;
}

const isZlibError = (error: unknown) => /^Z_/.test(String((error as { code?: unknown }).code ?? ''));
const isTarError = (error: unknown) => /unexpected end of data|invalid tar header|header exceeds max size|invalid header/i.test((error as Error).message ?? '');

/** zlib's and tar-stream's complaints, in plain words: where the file stops being a backup. */
function explain(error: unknown, file: string, current: string | undefined): unknown {
  if (!isZlibError(error) && !isTarError(error)) return error;
  const cut = /unexpected end/i.test((error as Error).message ?? '');
  const where = current ? ` (it ends inside ${showName(current)})` : '';
  return cut
    ? new RestoreRefused(`${file} is cut short${where}: the copy is incomplete or damaged`)
    : new RestoreRefused(`${file} is not a backup made by \`npm run backup\` (not a readable .tar.gz${current ? `; after ${showName(current)}` : ''})`);
}

/**
 * Reads a backup archive once, streamed, with every bound of `limits`: manifest first and checked against
 * the backup's migration, every member name, every member's size, every row (one JSON object, at most one
 * line long, only listed columns), row and file counts equal to the manifest's, nothing missing. No member
 * is ever held whole (a table's rows go on in batches). Throws RestoreRefused naming the member and line.
 */
export async function readArchive(file: string, limits: RestoreLimits, visitor: ArchiveVisitor = {}): Promise<ArchiveSummary> {
  const input = createReadStream(file);
  const hash = createHash('sha256');
  const gunzip = createGunzip();
  const expanded = new ExpandedBytes(limits);
  const extract = tar.extract();
  const stages: NodeJS.EventEmitter[] = [input, gunzip, expanded];
  for (const stage of stages) stage.on('error', (error: Error) => extract.destroy(error));
  input.on('data', (chunk) => hash.update(chunk));
  input.pipe(gunzip).pipe(expanded).pipe(extract);
  const pass = new ArchivePass(limits, visitor);
  try {
    for await (const entry of extract) await pass.member(entry as Entry);
    return pass.finish(hash.digest('hex'));
  } catch (error) {
    throw explain(error, file, pass.current);
  } finally {
    for (const stream of [input, gunzip, expanded]) stream.destroy();
    extract.destroy();
  }
}
