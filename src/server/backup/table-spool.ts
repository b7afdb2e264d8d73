import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { primaryKeyColumns, quoteIdent, type SqlConnection } from './database-access';
import { PRIVATE_FILE_MODE } from './upload-staging';

/** Rows fetched from the cursor at a time: a page of the longest rows (trash entries) stays a few MB. */
export const SPOOL_PAGE_ROWS = 1_000;

const CURSOR = 'charter_backup_rows';

/**
 * Writes every row of one table, as the database writes it in JSON (exact numerics, timestamps with
 * zone), one per line, into `file` (created private; it must not exist), and answers how many. Run inside
 * the backup's transaction: one cursor over the table, fetched a page at a time, so memory stays the
 * same whatever the table holds (OFFSET pages would also rescan the table from its start for each page).
 * Ordered by the primary key (physical order for a table without one): the same data gives the same file.
 */
export async function spoolTable(sql: SqlConnection, table: string, columns: string[], file: string): Promise<number> {
  const keys = await primaryKeyColumns(sql, table);
  const order = keys.length > 0 ? keys.map(quoteIdent).join(', ') : 'ctid';
  await sql.query(
    `declare ${CURSOR} no scroll cursor for select row_to_json(r)::text as line from (select ${columns.map(quoteIdent).join(', ')} from public.${quoteIdent(table)} order by ${order}) r`,
  );
  let rows = 0;
  async function* pages(): AsyncGenerator<string> {
    for (;;) {
      const page = await sql.query<{ line: string }>(`fetch forward ${SPOOL_PAGE_ROWS} from ${CURSOR}`);
      if (page.length === 0) return;
      rows += page.length;
      yield `${page.map((row) => row.line).join('\n')}\n`;
      if (page.length < SPOOL_PAGE_ROWS) return;
    }
  }
  // One page in flight: the next is fetched only when the file has taken the last.
  await pipeline(Readable.from(pages(), { objectMode: true, highWaterMark: 1 }), createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  await sql.query(`close ${CURSOR}`);
  return rows;
}
