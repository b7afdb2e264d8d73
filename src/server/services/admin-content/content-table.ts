import { asc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';

/** The columns of a row every curated content table has, as drizzle reads them. */
export type ContentRowBase = {
  id: number;
  displayOrder: number;
  isActive: boolean;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  regionId?: number | null;
  appContext?: string;
};

/** A curated content table: the shared columns, and rows that have them (content-tables.ts lists the nine). */
export type ContentTable = PgTable & {
  id: PgColumn;
  displayOrder: PgColumn;
  isActive: PgColumn;
  version: PgColumn;
  regionId?: PgColumn;
  appContext?: PgColumn;
  $inferSelect: ContentRowBase;
};

/** A stored row of the table, with its own columns' types. */
export type RowOf<T extends ContentTable> = T['$inferSelect'];

/**
 * Column values of a write, by column name: the parsed body (checked by the type's zod schema, whose fields
 * are the table's columns: content-tables.ts proves it at compile time) and what the service adds.
 */
export type ColumnValues = { [column: string]: unknown };

/** A column by name (a unique rule's, a searched or sortable field's), when the table has it. */
export const columnOf = (table: ContentTable, field: string): PgColumn | undefined => getTableColumns(table)[field];

/**
 * Reads and writes of one content table, for the services that work over all nine. Drizzle types each
 * builder by its table, but over a table type parameter its result types do not resolve (`select().from(T)`
 * is refused, insert and update answer rows of unknown columns). So the builders are called on the table as
 * a plain PgTable and the rows typed back here, in this one place.
 */
export function contentRows<T extends ContentTable>(executor: Executor, table: T) {
  const plain: PgTable = table;
  // The one cast: drizzle read these rows from `table` with every column, so they are rows of `table`.
  const typed = (rows: { [column: string]: unknown }[]) => rows as RowOf<T>[];
  return {
    /** The rows matching `where`; `lock`: in id order, locked for the write (FOR UPDATE). */
    async select(where: SQL | undefined, options: { lock?: boolean } = {}): Promise<RowOf<T>[]> {
      const rows = executor.select().from(plain).where(where);
      return typed(await (options.lock ? rows.orderBy(asc(table.id)).for('update') : rows));
    },
    async insert(values: ColumnValues): Promise<RowOf<T> | undefined> {
      const [row] = typed(await executor.insert(plain).values(values).returning());
      return row;
    },
    async insertAll(values: ColumnValues[]): Promise<RowOf<T>[]> {
      return typed(await executor.insert(plain).values(values).returning());
    },
    async update(values: ColumnValues, where: SQL | undefined): Promise<RowOf<T>[]> {
      return typed(await executor.update(plain).set(values).where(where).returning());
    },
  };
}
