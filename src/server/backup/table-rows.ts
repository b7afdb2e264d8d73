/** What is wrong with one line of a tables/<name>.jsonl member (the reader adds the member and line). */
export class RowProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowProblem';
  }
}

// fatal: bytes that are not UTF-8 are refused, not silently replaced.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(line: Uint8Array): string {
  try {
    return utf8.decode(line);
  } catch {
    throw new RowProblem('is not UTF-8 text');
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RowProblem(`is not valid JSON (${(error as Error).message.slice(0, 160)})`);
  }
}

/**
 * One row as the backup wrote it: a JSON object whose fields are columns the manifest lists for its
 * table. Answers the text, which the restore hands to the database as it is.
 */
export function checkRowLine(line: Uint8Array, columns: ReadonlySet<string>): string {
  if (line.length === 0) throw new RowProblem('is empty');
  const text = decode(line);
  const row = parse(text);
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new RowProblem('is not a JSON object (a row is one)');
  for (const field of Object.keys(row)) {
    if (!columns.has(field)) throw new RowProblem(`has a field ${JSON.stringify(field.slice(0, 80))} that is not one of the table's columns in the manifest`);
  }
  return text;
}
