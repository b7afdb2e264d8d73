import { and, eq, getTableColumns, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_CONTENT_TYPES, CONTENT_TYPES, type AdminContentItem, type AdminContentType, type ContentListQuery, type Page } from '../../../domain/api/admin';
import type { Executor } from '../../db/database';
import { notFound } from '../../http-errors';
import { columnOf as tableColumn, type ContentRowBase } from '../admin-content/content-table';
import { contentResource, fromRow, type ContentResource } from '../admin-content/content-tables';
import { isoDates, readList, type ListDefinition, type ListSelect } from './paged-list';

type Row = ContentRowBase & { [column: string]: unknown };

function columnOf(resource: ContentResource, field: string): PgColumn {
  const column = tableColumn(resource.table, field);
  if (!column) throw new Error(`${resource.type} has no column ${field}`);
  return column;
}

function definitionFor(type: AdminContentType): ListDefinition<ContentListQuery, Row, Row> {
  const resource: ContentResource = contentResource(type);
  const { table } = resource;
  // The text columns `q` looks in.
  const searched = resource.searchFields.map((field) => columnOf(resource, field));
  return {
    select: (executor, fields) => executor.select(fields as never).from(table as never).$dynamic() as unknown as ListSelect<unknown>,
    fields: getTableColumns(table),
    search: (pattern) => or(...searched.map((column) => ilike(column, pattern))),
    sorts: Object.fromEntries(resource.sortFields.map((field) => [field, columnOf(resource, field)])),
    defaultSort: 'displayOrder',
    id: table.id,
    filters(query) {
      const conditions: (SQL | undefined)[] = [];
      if (query.regionId !== undefined && table.regionId) {
        // Aircraft images without a region are shown in every region, so they belong to each region's list.
        conditions.push(resource.region === 'optional' ? or(eq(table.regionId, query.regionId), isNull(table.regionId)) : eq(table.regionId, query.regionId));
      }
      if (query.appContext !== undefined && table.appContext) conditions.push(eq(table.appContext, query.appContext));
      if (query.isActive !== undefined) conditions.push(eq(table.isActive, query.isActive));
      return conditions;
    },
    toItem: (row) => isoDates(fromRow(resource, row)),
  };
}

const DEFINITIONS = Object.fromEntries(ADMIN_CONTENT_TYPES.map((type) => [type, definitionFor(type)])) as Record<
  AdminContentType,
  ListDefinition<ContentListQuery, Row, Row>
>;

/**
 * GET /api/admin/{type}: every row (inactive too) in displayOrder, or a page of the rows matching q and the
 * filters. Regions are not scoped by ?regionId (they are the regions).
 */
export async function listContent<T extends AdminContentType>(
  executor: Executor,
  type: T,
  query: ContentListQuery,
): Promise<AdminContentItem<T>[] | Page<AdminContentItem<T>>> {
  const scoped = CONTENT_TYPES[type].region === 'none' ? { ...query, regionId: undefined } : query;
  // The rows are the table's own columns, converted as the domain's item schema says (and checked by it on the way out).
  return (await readList(executor, DEFINITIONS[type], scoped)) as AdminContentItem<T>[] | Page<AdminContentItem<T>>;
}

/**
 * GET /api/admin/{type}/:id: the one row as its list shows it (same columns, same region rule: with
 * ?regionId a row of another region is not found, an aircraft image of every region is). 404 in plain words.
 */
export async function readContentItem<T extends AdminContentType>(executor: Executor, type: T, id: number, regionId: number | undefined): Promise<AdminContentItem<T>> {
  const definition = DEFINITIONS[type];
  const scoped = CONTENT_TYPES[type].region === 'none' ? {} : { regionId };
  const [row] = (await definition.select(executor, definition.fields).where(and(eq(definition.id, id), ...definition.filters(scoped)))) as Row[];
  if (!row) throw notFound(`${CONTENT_TYPES[type].label} ${id} was not found`);
  return definition.toItem(row) as AdminContentItem<T>;
}
