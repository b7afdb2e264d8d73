import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isPageRequest, PAGE_LIMIT_DEFAULT, type Page } from '../../../domain/api/admin';
import type { Executor } from '../../db/database';

/*
 * Drizzle's select builders are typed per source; the builder works over any of them through this narrow
 * view (a dynamic select: where, order, limit and offset may each be applied once).
 */
export interface ListSelect<R> extends PromiseLike<R[]> {
  where(condition: SQL | undefined): ListSelect<R>;
  orderBy(...columns: SQL[]): ListSelect<R>;
  limit(n: number): ListSelect<R>;
  offset(n: number): ListSelect<R>;
}

type Orderable = PgColumn | SQL;

/** What one admin list reads, searches, sorts and filters by. Q is its parsed query. */
export interface ListDefinition<Q, Row, Item> {
  /** `select <fields> from <source and joins>`: called for the page (the list's fields) and for the count. */
  select<F extends Record<string, unknown>>(executor: Executor, fields: F): ListSelect<unknown>;
  /** The fields of one row of the page. */
  fields: Record<string, unknown>;
  /** The condition `q` adds: `pattern` is a ready ILIKE pattern (`%text%`, wildcards escaped). */
  search(pattern: string): SQL | undefined;
  /** Sortable fields (those of the query's `sort`) and the columns each orders by. */
  sorts: Record<string, Orderable | Orderable[]>;
  /** The order without `sort` ('-createdAt' for newest first). */
  defaultSort: string;
  /** The row id: the last key of every order, so pages neither overlap nor skip rows with equal keys. */
  id: PgColumn;
  /** The filters' conditions (region, active, …); undefined entries are left out. */
  filters(query: Q): (SQL | undefined)[];
  toItem(row: Row): Item;
  /** How many rows the unpaged answer holds at most (none: every row). */
  unpagedLimit?: number;
}

export interface ListQuery {
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  sort?: string | undefined;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally (backslash is the escape). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderOf(definition: ListDefinition<never, unknown, unknown>, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const by = definition.sorts[key];
  if (!by) throw new Error(`list has no sort ${key}`);
  const direction = descending ? desc : asc;
  const columns = (Array.isArray(by) ? by : [by]).map((column) => direction(column));
  return [...columns, direction(definition.id)];
}

/** The list's conditions for this query: its filters and, when `q` has text, the search. */
export function conditionOf<Q extends ListQuery>(definition: ListDefinition<Q, unknown, unknown>, query: Q): SQL | undefined {
  const conditions = definition.filters(query);
  if (query.q) conditions.push(definition.search(containsPattern(query.q)));
  return and(...conditions);
}

/**
 * One admin list read: without paging parameters the plain list (in the default order, at most
 * `unpagedLimit` rows); with any of q, limit, offset, sort a page `{ items, total }`.
 */
export async function readList<Q extends ListQuery, Row, Item>(
  executor: Executor,
  definition: ListDefinition<Q, Row, Item>,
  query: Q,
): Promise<Item[] | Page<Item>> {
  const where = conditionOf(definition, query);
  const order = orderOf(definition as ListDefinition<never, unknown, unknown>, query.sort ?? definition.defaultSort);
  if (!isPageRequest(query)) {
    let rows = definition.select(executor, definition.fields).where(where).orderBy(...order);
    if (definition.unpagedLimit !== undefined) rows = rows.limit(definition.unpagedLimit);
    return ((await rows) as Row[]).map((row) => definition.toItem(row));
  }
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  const offset = query.offset ?? 0;
  const rows = (await definition.select(executor, definition.fields).where(where).orderBy(...order).limit(limit).offset(offset)) as Row[];
  // The count is needed only when the page may not hold every match: a short first page is the whole answer.
  let total = offset + rows.length;
  if (rows.length === limit || (rows.length === 0 && offset > 0)) {
    const [counted] = (await definition.select(executor, { n: sql<number>`count(*)::int` }).where(where)) as { n: number }[];
    total = Number(counted?.n ?? 0);
  }
  return { items: rows.map((row) => definition.toItem(row)), total };
}

/**
 * Every row a list read would show for this query, across all its pages, in the same order, as stored (not
 * yet `toItem`): what an export of the list holds. `limit` and `offset` of the query are not applied.
 */
export async function readEveryRow<Q extends ListQuery, Row>(executor: Executor, definition: ListDefinition<Q, Row, unknown>, query: Q): Promise<Row[]> {
  const order = orderOf(definition as ListDefinition<never, unknown, unknown>, query.sort ?? definition.defaultSort);
  return (await definition.select(executor, definition.fields).where(conditionOf(definition, query)).orderBy(...order)) as Row[];
}

/** Date columns as ISO 8601 text, as the admin answers carry them. */
export function isoDates<R extends Record<string, unknown>>(row: R): R {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(out)) if (value instanceof Date) out[key] = value.toISOString();
  return out as R;
}
